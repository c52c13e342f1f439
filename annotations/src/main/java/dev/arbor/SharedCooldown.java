// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A decorator that refuses to run its child while a cooldown shared by several trees runs: a
 * {@code dev.arbor.runtime.CooldownGroup} that restarts whenever any tree's node of the group
 * ends (Unreal's cooldown tag: one shout every five seconds, whoever shouts). Put it on a
 * {@code void} method without parameters; the body is never called. {@link #group()} names the
 * field that holds the group. Its rules are {@link Cooldown}'s, over the group:
 *
 * <ul>
 *   <li>On entry, if the group cools down (it restarted less than its cooldown before this
 *       tick's "now", as of the last <em>settle</em>), it completes FAILURE at once and its child
 *       is not entered. Such a refusal does not restart the cooldown.</li>
 *   <li>Otherwise its one child is entered.</li>
 *   <li>Child SUCCESS: it completes SUCCESS. Child FAILURE: it completes FAILURE.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes the child.</li>
 *   <li>Interrupted (an abort, a guard, a {@link FailIfRunning}, a decided parallel,
 *       {@code reset()}, or an exception): its running child is interrupted with it.</li>
 * </ul>
 * Whenever it ends after entering its child, interrupted included, it reports to the group the
 * time it ended, and the group's cooldown restarts, for every tree, at the next settle (the end
 * of the runner's update, or of the tree's own tick when no runner holds it; docs/semantics.md
 * §5.7). So no tree sees another's end in the same update, and two trees may enter the group in
 * one update: to let only one run at a time, add a {@link Permit} of one permit. A snapshot
 * keeps whether it entered its child; the group is the user's object and not in it.
 *
 * <p>Like every decorator it is transparent to conditional aborts ({@link AbortType}).
 *
 * <pre>
 * static final CooldownGroup SHOUT = new CooldownGroup(Duration.ofSeconds(5));
 *
 * &#64;SharedCooldown(value = "shout", group = "SHOUT")
 * void shoutUnlessSomeoneJustDid() {}
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface SharedCooldown {
    /** The child, by node-method name. Required. */
    String value();

    /**
     * The field holding the {@code dev.arbor.runtime.CooldownGroup}, by name: a {@code final}
     * field of the tree's class, static or not, that the generated class can read (not
     * private). Required.
     */
    String group();
}
