// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The tick's time, passed to a method the tree calls: put it on the one {@code long} parameter of
 * a {@link Condition} (also one an {@link If} or a {@link While} asks), an {@link Action}, a
 * weight method of a {@link WeightedSelector}, a score method of a {@link UtilitySelector}, the
 * duration method of a {@link Wait}
 * ({@link Wait#millisFrom()}), or the tree's {@link BehaviorTree#onAwake()} hook, and the
 * generated tree passes the time of the tick that calls it. The method keeps no clock of its own, and sees the time
 * the tree's {@link Wait}s and {@link TimeLimit}s measure.
 *
 * <p>The value is in nanoseconds: the reading of the tree's clock ({@code dev.arbor.runtime.Clock})
 * taken once when the tick began, less the time the tree has spent paused so far. So it is the
 * clock's reading itself until the tree is first paused, it is the same for every call of one
 * tick, it never runs backwards within an instance, and the difference between two values a method
 * saw is the tree time that passed between those ticks, paused time left out (as a {@code Wait}
 * counts it; a {@link Cooldown} counts plain clock time). Compare values by their difference
 * ({@code now - since >= limit}), never by their order: readings may wrap (docs/semantics.md
 * §8.1). A snapshot keeps the paused time, so a restored tree goes on with the same values.
 *
 * <pre>
 * &#64;Action
 * Status attack(&#64;Now long now) {
 *     if (now - lastSwing &lt; SWING_NANOS) return Status.RUNNING;
 *     lastSwing = now;
 *     return swing();
 * }
 * </pre>
 *
 * A method may declare no parameter or this one. The processor refuses any other parameter, and
 * a {@code @Now} parameter that is not a {@code long}, with an error on that parameter. Hooks
 * ({@code onStart}, {@code onEnd}, {@code onPause}) take no time: end and pause hooks also run
 * outside a tick ({@code reset()}, {@code pause()}), where there is no tick's time to pass. A tree
 * whose methods take no {@code @Now} parameter generates the same code as if this annotation did
 * not exist.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.PARAMETER)
public @interface Now {
}
