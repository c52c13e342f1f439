package dev.arbor;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A decorator that runs its child again after a failure, at most {@link #times()} rounds in all
 * and one round per tick at most (BehaviorTree.CPP's RetryUntilSuccessful, with
 * {@code num_attempts}). Put it on a {@code void} method without parameters; the body is never
 * called.
 *
 * <ul>
 *   <li>On entry, its rounds start at 0 and its one child is entered.</li>
 *   <li>Child SUCCESS: it completes SUCCESS.</li>
 *   <li>Child FAILURE: the rounds go up by one; when they reach {@link #times()}, it completes
 *       FAILURE; otherwise it yields (RUNNING for this tick) and enters the child again, afresh,
 *       on the next tick.</li>
 *   <li>Child RUNNING: it is RUNNING; the next tick resumes the child.</li>
 *   <li>Interrupted: its running child is interrupted with it.</li>
 * </ul>
 * The rounds are cleared whenever it ends, for any reason. Like every decorator it is transparent
 * to conditional aborts ({@link AbortType}).
 *
 * <p>The toy kind of the processor's {@code AddingAKindTest}, added to a copy of the sources by
 * following processor/README.md, "Adding a node kind"; not part of the library.
 *
 * <pre>
 * &#64;Retry(value = "knock", times = 3)
 * void getIn() {}   // up to three rounds, one per tick at most
 * </pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Retry {
    /** The child, by node-method name. Required. */
    String value();

    /** How many failed rounds make it fail; 0: no limit, it never fails. Required. */
    int times();
}
