// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A leaf that answers a question at once: put it on a {@code boolean} method without parameters.
 * {@code true} completes the node SUCCESS, {@code false} FAILURE; a condition is never RUNNING
 * and has no hooks.
 *
 * <p>If the nearest composite above it has an {@link AbortType} other than {@code NONE}, the
 * condition may also be called at the start of a tick to re-evaluate it (see {@link AbortType}),
 * so it should be a cheap query without side effects.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Condition {
}
