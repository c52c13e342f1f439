// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A composite that runs a block of children in order, like a {@link Sequence}, and a clean-up
 * child when the block fails or is interrupted. Put it on a {@code void} method without
 * parameters; the body is never called.
 *
 * <ul>
 *   <li>On entry, it enters the first child of its block ({@link #value()}).</li>
 *   <li>Block child SUCCESS: the next block child is entered in the same tick; after the last,
 *       it completes SUCCESS. The clean-up is not run.</li>
 *   <li>Block child FAILURE: the rest of the block is not entered; the {@link #cleanup()} child
 *       is entered in the same tick and runs like any child, over as many ticks as it needs;
 *       when it completes, with either result, the TryCatch completes FAILURE.</li>
 *   <li>Child RUNNING (of the block or the clean-up): it is RUNNING; the next tick resumes that
 *       child.</li>
 *   <li>Interrupted while its block runs (an abort above it, a guard, a decided
 *       {@link Parallel}, {@code reset()}, an exception), with {@link #cleanupOnInterrupt()}
 *       true: once its block's running nodes have ended (their end hooks told INACTIVE), and
 *       before anything above it ends or anything else runs, its clean-up, an {@link Action} or
 *       a {@link Task}, is entered, called once and ended: with what it answered, or
 *       interrupted (INACTIVE) if it answered RUNNING. Then the TryCatch ends, interrupted.</li>
 *   <li>Interrupted while its clean-up runs: the clean-up is interrupted like any running node,
 *       and not called again.</li>
 * </ul>
 * The clean-up named by {@link #cleanup()} is a child of its own, after the block's children:
 * its own node, with its own state.
 *
 * <p>Like every library composite it has no {@code abortType}, and conditional aborts
 * ({@link AbortType}) stop at it as at a {@link Parallel}: its own conditions are never watched,
 * and no entry watched inside it climbs past it, so it is interrupted only as a whole, from
 * above, and then cleans up.
 *
 * <pre>
 * &#64;TryCatch(value = {"open", "write"}, cleanup = "close")
 * void save() {}   // close() runs when open() or write() fails, or when save() is interrupted
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface TryCatch {
    /** The block: its children, in order, by node-method name; at least one. Required. */
    String[] value();

    /**
     * The clean-up child, by node-method name: entered when a block child fails, and, with
     * {@link #cleanupOnInterrupt()}, called when the TryCatch is interrupted while its block
     * runs. Required.
     */
    String cleanup();

    /**
     * Whether an interruption of the block runs the clean-up too (the default). An interruption
     * cannot run a subtree over ticks, so the clean-up must then be an {@link Action} or a
     * {@link Task}, which is called once, at once. False: the clean-up runs only after a block
     * failure, and may be any node.
     */
    boolean cleanupOnInterrupt() default true;
}
