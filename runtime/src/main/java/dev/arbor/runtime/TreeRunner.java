// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;

/**
 * Holds many trees and ticks each one when its interval has passed: a crowd of agents, each
 * thinking a few times a second, ticked by the caller's loop ({@link #update()}) or by the
 * runner's own thread ({@link #start()} / {@link #stop()}), on one thread or spread over a fixed
 * pool of worker threads.
 *
 * <pre>
 * TreeRunner runner = TreeRunner.builder()
 *         .interval(Duration.ofMillis(250))   // the default interval (250 ms if not set)
 *         .threads(2)                         // the threads that tick (1 if not set)
 *         .build();
 * for (Guard guard : guards) {
 *     runner.add(new GuardTree(guard));
 * }
 * runner.add(new BossTree(boss), Duration.ofMillis(50));  // this one thinks faster
 * runner.start();                                         // or call runner.update() in your loop
 * ...
 * runner.raise(guardTree, "wasHit");                      // from any thread: ticks it soon
 * ...
 * runner.close();                                         // stops the thread, ends the workers
 * </pre>
 *
 * <h2>When a tree is ticked</h2>
 *
 * Every tree has an <em>interval</em> (the runner's, or its own given to {@link #add(Tree,
 * Duration)}) and a <em>due time</em>. An update reads the runner's {@link Clock} once
 * ({@code now}) and then, for each registered tree in registration order (with a budget, in the
 * order of "Budgets" below):
 * <ul>
 *   <li><b>asleep</b> ({@link #sleep(Tree, Duration)}, and {@code now} is before its wake
 *       time): not ticked; a forced tick waits until it wakes. A sleep with
 *       {@link Sleep#RESET} also resets the tree as it falls asleep, so it wakes to a new
 *       pass;</li>
 *   <li><b>due</b> ({@code now - due >= 0}) or <b>forced</b> ({@link #forceTick}, {@link #raise}):
 *       ticked once. If it was due, its next due time is {@code due + interval} (a fixed cadence,
 *       whatever the tick cost), unless that is not after {@code now} (the runner fell behind by a
 *       whole interval or more): then it is {@code now + interval}, and the missed ticks are
 *       dropped, never caught up. A forced tick before the due time leaves the due time as it
 *       is;</li>
 *   <li><b>paused</b> ({@link Tree#isPaused()}, through {@link #pause} or the tree's own
 *       {@code pause()}), when it would be ticked: {@code tick()} is not called and the tree is not
 *       counted, but everything else happens as if it had ticked: the due time moves on and a
 *       forced tick is used up. An event raised meanwhile stays pending in the tree (a paused tick
 *       does not count for events) until its first tick after {@link #resume};</li>
 *   <li>otherwise: not ticked.</li>
 * </ul>
 * A tree is never ticked twice in one update. A tree just added is due at once (at the next
 * update), or at its phase with {@link Builder#spread spread(true)} ("Phases" below). The clock only decides <em>when</em> trees are ticked; each tree reads its own clock
 * in {@code tick()}, so give the runner the clock its trees read. Readings are compared only by
 * their difference, never as values, so any reading works, across a wrap of the clock from
 * {@code Long.MAX_VALUE} to {@code Long.MIN_VALUE} too.
 *
 * <h2>Budgets</h2>
 *
 * A runner built with {@link Builder#budget budget(time)} or {@link Builder#budgetTrees
 * budgetTrees(n)} (or both) does not tick every due tree in one update when they are too many.
 * An update first makes its <em>plan</em>, on the updating thread: the trees that are due or
 * forced and awake, in this order, where the <em>ring</em> is the registered trees in
 * registration order, starting at the ring's start and going round:
 * <ol>
 *   <li>the trees an earlier update <em>deferred</em> (below), in ring order;</li>
 *   <li>then the other trees that are due or forced, in ring order.</li>
 * </ol>
 * A budget of trees keeps the plan's first trees up to {@code n} ticks (a paused tree's turn is
 * not counted). A budget of time serves the plan in batches of {@link Builder#budgetBatch}
 * trees (256 by default) and reads the clock between two batches, while none of the update's
 * trees is ticking: once {@code time} has passed since {@code now}, no further batch starts (the
 * first batch always runs, so every update gets on). The trees of the plan that were not served
 * are <em>deferred</em>: not ticked, their due time and any forced tick kept, so they are still
 * due, and first in the next update's plan; the ring then starts at the first of them. An update
 * that defers nothing leaves the ring's start where it was (the first tree registered, at
 * first). So in a crowd that stays over its budget, the updates go round the trees, each taking
 * the next ones, and the trees come in the order they were last ticked, longest first. A deferred
 * tree keeps its cadence: its next due time is still {@code due + interval}, and it drops ticks
 * only when it is served a whole interval or more late (as any late tree). A tree is never
 * ticked twice in one update. Requests made during the update, the settle of shared requests and
 * the failure reports follow the ticks as without a budget. {@link #counts()} tells how many
 * trees the last update deferred, and how many ticks were deferred and dropped so far. The
 * runner's own thread ({@link #start()}) updates again at once after an update that deferred
 * trees, each update within the budget, so that requests from other threads get in between.
 *
 * <p>Which trees a plan holds and where a batch ends depend only on the clock's readings at the
 * start of the update and between batches, never on the number of threads: a batch is shared by
 * the threads as an update without a budget is, and the next starts once it has ended. Under a
 * {@link ManualClock} that moves only between updates, a time budget never runs out; one that
 * each tick moves by its cost (from inside the tree, or a wrapper around it: with several
 * threads, a thread-safe clock) gives the same ticks to every tree on one thread and on N.
 *
 * <h2>Phases</h2>
 *
 * A crowd added at once is due at once, and then every interval in the same update. With
 * {@link Builder#spread spread(true)}, the trees added since the last update, m of them, get
 * their first due times at the start of the next update: the k-th (from 0, in registration
 * order) at {@code now + floor(interval * k / m)}, each with its own interval, so the first is
 * due at once and the others are spread evenly over the interval. {@link #stagger()} does the
 * same to every registered tree (the k-th of n at {@code now + floor(interval * k / n)}) at the
 * start of the next update, for a crowd whose ticks have bunched up. Both are plain arithmetic:
 * the same phases on every run and every thread count.
 *
 * <h2>Intervals that change</h2>
 *
 * {@link #setInterval} changes one tree's interval. With {@link Builder#intervalFunction
 * intervalFunction(function, every)} the runner asks each tree's interval itself (by distance
 * to the player, by importance): right after a tree's tick (or its paused turn) at its first
 * turn, and then at its first turn at least {@code every} after the last question, on the thread
 * that ticked it; the answer is the interval its next due time is computed with ({@code due +
 * answer}; after a forced tick before its due time, no later than {@code now + answer}) and
 * stays its interval until the next answer; {@code null} keeps the interval the tree has. The
 * tree's phase is kept: a tier change does not bunch the trees that change together.
 *
 * <h2>Requests and threads</h2>
 *
 * {@link #add}, {@link #remove}, {@link #setInterval}, {@link #sleep}, {@link #wake},
 * {@link #forceTick}, {@link #raise}, {@link #pause}, {@link #resume}, {@link #pauseAll},
 * {@link #resumeAll} and {@link #stagger} may be called from any thread at any time:
 * <ul>
 *   <li>from outside an update (your loop between two updates, or another thread, for example
 *       the one that receives an event while the runner's thread runs), a request waits for an
 *       update in progress to end and then takes effect before the method returns; exceptions
 *       (an unknown event name, a throwing {@code onPause} hook) are thrown to the caller;</li>
 *   <li>from inside an update (a leaf or hook of one of this runner's trees, or the error
 *       handler), it is recorded and takes effect at the end of that update, after every tick and
 *       every failure report, in the order the requests were made (requests made on different
 *       worker threads at once are in the order they reached the runner). A tree never sees
 *       another tree's request in the middle of an update, so results do not depend on the
 *       number of threads. What such a request throws when it takes effect is reported to the
 *       error handler with the tree it was for.</li>
 * </ul>
 * Each of these calls allocates a little (not per update). Times they take ({@link #sleep},
 * {@link #add}) are read from the clock when they are called.
 *
 * <p>Trees are used by one thread at a time: the runner never ticks a tree on two threads at
 * once, and never while one of these requests touches it. Do not tick, pause or raise a
 * registered tree yourself while the runner may be updating. A request from outside an update
 * waits for the update: do not make one while holding a lock that a leaf may wait for.
 *
 * <h2>Shared permits and cooldowns</h2>
 *
 * Trees whose {@link dev.arbor.Permit @Permit} and
 * {@link dev.arbor.SharedCooldown @SharedCooldown} nodes share a {@link Permits} or a {@link CooldownGroup} ask them for
 * something while they tick, and the runner <em>settles</em> those requests at the end of each
 * update, on the updating thread, once every tree of the update has ticked and before the
 * failures are reported and the requests made during the update take effect: each tree (paused,
 * asleep or not ticked in this update included) grants its waiting {@code @Permit} nodes a
 * permit each, in pre-order, while permits are free, and its groups take the ends reported to
 * them. The trees settle in registration order, starting one tree further at each settle (the
 * k-th settle of the runner, counting from 0, starts at the tree in place k modulo the number of
 * trees, and goes round), so that no agent is always served last. So a tree never sees another tree's grant, release or cooldown
 * restart from the same update, and which tree gets a permit does not depend on the number of
 * threads (docs/semantics.md §5.7). The settle walks the trees only when one of them uses a
 * shared object, and allocates nothing.
 *
 * <h2>Errors</h2>
 *
 * When a tree's {@code tick()} throws a {@link RuntimeException}, the other trees are still
 * ticked; after the ticks, each failure is handed to the {@link ErrorHandler} (by default
 * {@link ErrorHandler#logging()}), on the thread that called {@link #update()} (or the runner's
 * thread), one failure at a time, in registration order. The tree stays registered and is
 * ticked again when it is next due (a generated tree has ended every running node and starts a
 * new pass). An {@link Error} is not handled: it ends the update and is rethrown by
 * {@link #update()} once every worker has stopped (trees after it in its thread's share are not
 * ticked in that update, no failure of that update is reported, and the requests made during it
 * take effect at the end of the next update).
 *
 * <h2>Several threads</h2>
 *
 * With {@link Builder#threads threads(n)} above 1, the runner keeps {@code n - 1} worker threads
 * (daemons, created by {@link Builder#build()}), and an update over 64 trees or more is spread
 * over the updating thread and the workers: they take contiguous runs of trees from a shared
 * counter until none is left. Each tree is still ticked at most once per update, by one thread,
 * with the same {@code now}, so every tree's ticks are exactly those of one thread; only the
 * order in which <em>different</em> trees run changes, so leaves of different trees must not
 * share unsynchronized data. An update allocates nothing, on any thread, once the arrays have
 * grown to the number of trees. Call {@link #close()} when done with a runner that has workers:
 * until then they keep it, and its trees, in memory.
 */
public final class TreeRunner implements AutoCloseable {

    /** The interval of a runner built without {@link Builder#interval}: 250 ms. */
    public static final Duration DEFAULT_INTERVAL = Duration.ofMillis(250);

    private static final TreeOwners OWNERS = new TreeOwners();
    private static final AtomicInteger RUNNERS = new AtomicInteger();

    private final Clock clock;
    private final long defaultInterval;
    private final int threads;
    private final ErrorHandler errorHandler;
    private final String name;

    /** Held by an update and by a request taking effect: who may touch the trees. */
    private final ReentrantLock lock = new ReentrantLock();
    /** Set while a thread is in {@link #update()} (checked before waiting for the lock). */
    private final AtomicBoolean updating = new AtomicBoolean();
    /** Trees added and not removed (a removal requested inside an update counts at its end). */
    private final AtomicInteger registered = new AtomicInteger();
    /** The thread in the update in progress, or null. */
    private volatile Thread updater;
    private volatile boolean closed;

    /** The registered trees and when each is due; guarded by lock. */
    private final Schedule schedule = new Schedule();
    /** Applies requests to the schedule, now or (made inside an update) at its end. */
    private final RunnerRequests requests = new RunnerRequests(schedule, this);

    /** The threads that tick an update: this one and the workers. */
    private final RunnerWorkers workers;
    /** One update's steps, under the lock. */
    private final RunnerCycle cycle;


    /** Held by start(), stop() and close(). */
    private final Object lifecycle = new Object();
    /** The runner's own thread, between start() and stop(). */
    private final RunnerThread own;

    private TreeRunner(Builder builder) {
        this.clock = builder.clock;
        this.defaultInterval = builder.interval;
        this.threads = builder.threads;
        this.errorHandler = builder.errorHandler;
        this.name = "arbor-tree-runner-" + RUNNERS.incrementAndGet();
        this.workers = new RunnerWorkers(schedule, threads, name);
        schedule.intervalFunction = builder.intervalFunction;
        schedule.readEvery = builder.readEvery;
        RunnerServing serving = builder.timeBudget > 0 || builder.treeBudget < Integer.MAX_VALUE
                || builder.intervalFunction != null
                ? new RunnerServing(builder.timeBudget, builder.treeBudget, builder.batch) : null;
        this.cycle = new RunnerCycle(schedule, workers, requests, clock, errorHandler, serving,
                builder.spread);
        this.own = new RunnerThread(this, name);
    }

    /** A builder with the system clock, a 250 ms interval, one thread and the logging handler. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Receives the exceptions thrown by trees' ticks (see "Errors" above). Called on the thread
     * that updates, outside any tick, one failure at a time; it may call the runner (to
     * {@link #remove} the tree, for example: the request takes effect at the end of the update).
     * If it throws, the other failures are still handed to it, and {@link #update()} then
     * throws the first exception it threw (the runner's own thread logs it and goes on).
     */
    @FunctionalInterface
    public interface ErrorHandler {

        /**
         * Called once per failed tick.
         *
         * @param tree the tree whose {@code tick()} threw (still registered)
         * @param exception what it threw; a generated tree adds the node that failed as a
         *     suppressed exception
         */
        void failed(Tree tree, RuntimeException exception);

        /**
         * The default: logs each failure at {@code ERROR} on the {@link System.Logger} named
         * {@code dev.arbor.runtime.TreeRunner}, naming the tree's class and agent and, in the
         * message, the exception's suppressed exceptions (the failing node); the logged stack
         * trace shows them in full.
         */
        static ErrorHandler logging() {
            return RunnerLog.INSTANCE;
        }
    }

    /**
     * Sets up a {@link TreeRunner}. Every setter checks its argument at once; {@link #build()}
     * may be called more than once, each time for a new runner.
     */
    public static final class Builder {
        private Clock clock = Clock.system();
        private long interval = DEFAULT_INTERVAL.toNanos();
        private int threads = 1;
        private ErrorHandler errorHandler = ErrorHandler.logging();
        private long timeBudget;
        private int treeBudget = Integer.MAX_VALUE;
        private int batch = DEFAULT_BATCH;
        private Function<? super Tree, Duration> intervalFunction;
        private long readEvery;
        private boolean spread;

        private Builder() {}

        /**
         * The clock that decides when trees are due (default {@link Clock#system()}). Use the
         * clock your trees read; a {@link ManualClock} for tests and replays, driven with
         * {@link TreeRunner#update()} from the thread that advances it.
         *
         * @throws NullPointerException if {@code clock} is null
         */
        public Builder clock(Clock clock) {
            this.clock = Misuse.notNull(clock, "TreeRunner.Builder.clock", "clock", "pass a"
                    + " clock, e.g. Clock.system() or a ManualClock");
            return this;
        }

        /**
         * The interval of trees added without one (default 250 ms).
         *
         * @throws IllegalArgumentException if {@code interval} is zero or negative
         * @throws NullPointerException if {@code interval} is null
         */
        public Builder interval(Duration interval) {
            this.interval = positiveNanos(interval, "TreeRunner.Builder.interval");
            return this;
        }

        /**
         * How many threads tick the trees of one update: the one that updates plus
         * {@code threads - 1} workers (default 1: no worker).
         *
         * @throws IllegalArgumentException if {@code threads} is less than 1
         */
        public Builder threads(int threads) {
            if (threads < 1) {
                throw new IllegalArgumentException("[Arbor/BadThreads] TreeRunner.Builder.threads("
                        + threads + "): a runner needs at least 1 thread (the one that updates);"
                        + " pass 1, or the number of cores to use");
            }
            this.threads = threads;
            return this;
        }

        /**
         * What to do with the exception of a tree whose tick threw (default
         * {@link ErrorHandler#logging()}).
         *
         * @throws NullPointerException if {@code handler} is null
         */
        public Builder errorHandler(ErrorHandler handler) {
            this.errorHandler = Misuse.notNull(handler, "TreeRunner.Builder.errorHandler",
                    "handler", "pass a handler, e.g. ErrorHandler.logging()");
            return this;
        }

        /**
         * A budget of time per update (default: none): an update reads the runner's clock
         * between batches of {@link #budgetBatch} trees, when none of its trees is ticking, and
         * starts no further batch once {@code time} has passed since its own reading; the first
         * batch always runs. The trees it could not serve stay due, ahead of the others in the
         * next update (see "Budgets" above). With several threads a batch is spread over them, so
         * more batches fit in the time.
         *
         * @throws IllegalArgumentException if {@code time} is zero or negative
         * @throws NullPointerException if {@code time} is null
         */
        public Builder budget(Duration time) {
            Misuse.notNull(time, "TreeRunner.Builder.budget", "time", "pass the time an update"
                    + " may take, e.g. Duration.ofMillis(2)");
            if (time.isNegative() || time.isZero()) {
                throw new IllegalArgumentException("[Arbor/BadBudget] TreeRunner.Builder.budget("
                        + time + "): an update's budget must be positive; pass a duration such"
                        + " as Duration.ofMillis(2)");
            }
            this.timeBudget = clampedNanos(time);
            return this;
        }

        /**
         * A budget of ticks per update (default: none): an update ticks at most {@code trees}
         * trees (a paused tree's turn is not counted); the others that are due stay due, ahead of
         * the rest in the next update (see "Budgets" above). May be set with {@link #budget}:
         * an update stops at whichever comes first.
         *
         * @throws IllegalArgumentException if {@code trees} is less than 1
         */
        public Builder budgetTrees(int trees) {
            if (trees < 1) {
                throw new IllegalArgumentException("[Arbor/BadBudget] TreeRunner.Builder"
                        + ".budgetTrees(" + trees + "): an update must be able to tick a tree;"
                        + " pass 1 or more");
            }
            this.treeBudget = trees;
            return this;
        }

        /**
         * How many trees an update with a time {@link #budget} serves between two readings of
         * the clock (default {@value #DEFAULT_BATCH}): the most it can overrun its budget by, and
         * what several threads share at once. Smaller batches keep closer to the budget and cost
         * a clock reading (and, on several threads, a hand-over) each.
         *
         * @throws IllegalArgumentException if {@code trees} is less than 1
         */
        public Builder budgetBatch(int trees) {
            if (trees < 1) {
                throw new IllegalArgumentException("[Arbor/BadBudget] TreeRunner.Builder"
                        + ".budgetBatch(" + trees + "): a batch holds at least one tree; pass 1"
                        + " or more, e.g. " + DEFAULT_BATCH);
            }
            this.batch = trees;
            return this;
        }

        /** The default of {@link #budgetBatch}: 256 trees. */
        public static final int DEFAULT_BATCH = 256;

        /**
         * Each tree's interval decided by {@code function} (default: none): a tree's first turn
         * asks it, and then the first turn at least {@code every} after the last question (zero:
         * every turn), right after the tree's tick (or its paused turn), on the thread that ticked
         * it; the answer is the interval its next due time is computed with, and stays the
         * tree's interval until the next answer. {@code null} keeps the tree's interval (the one
         * of {@code add} or {@code setInterval}). Thread-safe as leaves must be: several threads
         * ask it for different trees at once. What it throws, or an answer of zero or less, is
         * handed to the error handler with the tree, which keeps its interval. Returning
         * constants (tiers: {@code NEAR}, {@code FAR}) allocates nothing.
         *
         * @throws IllegalArgumentException if {@code every} is negative
         * @throws NullPointerException if an argument is null
         */
        public Builder intervalFunction(Function<? super Tree, Duration> function,
                Duration every) {
            Misuse.notNull(function, "TreeRunner.Builder.intervalFunction", "function", "pass"
                    + " a function from a tree to its interval, e.g. tree -> NEAR");
            Misuse.notNull(every, "TreeRunner.Builder.intervalFunction", "every", "pass how"
                    + " often to ask again, e.g. Duration.ofSeconds(1), or Duration.ZERO");
            if (every.isNegative()) {
                throw new IllegalArgumentException("[Arbor/BadDuration] TreeRunner.Builder"
                        + ".intervalFunction(function, " + every + "): cannot ask a negative"
                        + " time apart; pass zero (every turn) or more");
            }
            this.intervalFunction = function;
            this.readEvery = clampedNanos(every);
            return this;
        }

        /**
         * Whether trees added together start at spread phases (default {@code false}: each new
         * tree is due at once). With {@code true}, the trees added since the last update, m of
         * them, get their first due times at the start of the next update: the k-th (from 0,
         * in registration order) at {@code now + floor(interval * k / m)}, its own interval, so
         * that a crowd added at once does not tick all in one update. See also
         * {@link TreeRunner#stagger()}.
         */
        public Builder spread(boolean spread) {
            this.spread = spread;
            return this;
        }

        /** A new runner, with its worker threads started; it holds no trees. */
        public TreeRunner build() {
            return new TreeRunner(this);
        }
    }

    // ---------------------------------------------------------------------------------------
    // Registration

    /**
     * Registers {@code tree} with the runner's interval; see {@link #add(Tree, Duration)}.
     *
     * @throws NullPointerException if {@code tree} is null
     * @throws IllegalArgumentException if the tree is registered with this or another runner
     * @throws IllegalStateException if the runner is closed
     */
    public void add(Tree tree) {
        add(tree, defaultInterval, "add");
    }

    /**
     * Registers {@code tree}, to be ticked every {@code interval}: it is due at once (ticked by
     * the next update; with {@link Builder#spread spread(true)}, at its phase among the trees
     * added with it), then ticked after the trees registered before it. A tree is held by one
     * runner at a time, and told apart from others by identity.
     *
     * @throws NullPointerException if {@code tree} or {@code interval} is null
     * @throws IllegalArgumentException if {@code interval} is zero or negative, or if the tree is
     *     registered with this or another runner
     * @throws IllegalStateException if the runner is closed
     */
    public void add(Tree tree, Duration interval) {
        add(tree, positiveNanos(interval, "TreeRunner.add"), "add");
    }

    private void add(Tree tree, long interval, String method) {
        checkOpen(method);
        Misuse.notNullTree(tree, "TreeRunner." + method, "pass a tree, e.g. new"
                + " GuardTree(guard)");
        TreeRunner owner = OWNERS.claim(tree, this);
        if (owner == this) {
            throw new IllegalArgumentException("[Arbor/TreeRegistered] " + describe(tree)
                    + " is already registered with this TreeRunner; a tree is added once: to"
                    + " change its interval call setInterval(tree, interval)");
        }
        if (owner != null) {
            throw new IllegalArgumentException("[Arbor/TreeRegistered] " + describe(tree)
                    + " is registered with another TreeRunner (" + owner.name + "); a tree is"
                    + " ticked by one runner: remove it from that runner first");
        }
        registered.incrementAndGet();
        submit(new RunnerRequest(RunnerRequest.ADD, tree, interval, clock.nanos(), null));
    }

    /**
     * Unregisters {@code tree}: it is not ticked by any later update, keeps its state, and may be
     * added to any runner. From inside an update, it takes effect at the end of that update (and
     * counts as registered until then).
     *
     * @return true if the tree was registered with this runner; false otherwise (also after
     *     {@link #close()})
     * @throws NullPointerException if {@code tree} is null
     */
    public boolean remove(Tree tree) {
        Misuse.notNullTree(tree, "TreeRunner.remove", "pass a registered tree");
        if (closed || OWNERS.owner(tree) != this) {
            return false;
        }
        submit(new RunnerRequest(RunnerRequest.REMOVE, tree, 0, 0, null));
        return true;
    }

    /**
     * Sets a registered tree's interval. Its next tick is due no later than one new interval
     * from now (earlier if it already was), and the cadence then follows the new interval.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code interval} is zero or negative, or the tree is not
     *     registered with this runner
     * @throws IllegalStateException if the runner is closed
     */
    public void setInterval(Tree tree, Duration interval) {
        long nanos = positiveNanos(interval, "TreeRunner.setInterval");
        checkRegistered(tree, "setInterval");
        submit(new RunnerRequest(RunnerRequest.INTERVAL, tree, nanos, clock.nanos(), null));
    }

    /**
     * Puts {@code replacement} in the place of the registered tree {@code old}, at once: the
     * replacement is ticked from the next update with the old tree's interval, due time, sleep and
     * pending forced tick, and {@code old} leaves the runner (it keeps its state, and may be added
     * to any runner). Meant for a development reload ({@code arbor-dev}), which moves the old
     * tree's state to an instance of its recompiled class ({@link TreeMigration}) and swaps them
     * between two updates: call it from {@link #betweenUpdates}, or from the thread that calls
     * {@link #update()}, between two calls.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code old} is not registered with this runner, or
     *     {@code replacement} is registered with this or another runner
     * @throws IllegalStateException if called from inside an update of this runner, or if the
     *     runner is closed
     */
    public void replace(Tree old, Tree replacement) {
        Misuse.notNullTree(old, "TreeRunner.replace", "pass the registered tree to replace");
        Misuse.notNullTree(replacement, "TreeRunner.replace", "pass the tree to put in its"
                + " place");
        if (insideUpdate()) {
            throw new IllegalStateException("[Arbor/Reentrant] TreeRunner.replace() called from"
                    + " inside an update of the same runner; call it between updates"
                    + " (betweenUpdates, or between your own update() calls)");
        }
        lock.lock();
        try {
            if (closed) {
                throw closedError("replace");
            }
            int slot = schedule.slotOf(old);
            if (slot < 0 || OWNERS.owner(old) != this) {
                throw new IllegalArgumentException("[Arbor/TreeNotRegistered] " + describe(old)
                        + " is not registered with this TreeRunner; replace() swaps a registered"
                        + " tree: add it first");
            }
            TreeRunner owner = OWNERS.claim(replacement, this);
            if (owner != null) {
                throw new IllegalArgumentException("[Arbor/TreeRegistered] "
                        + describe(replacement) + " is registered with "
                        + (owner == this ? "this TreeRunner" : "another TreeRunner (" + owner.name
                        + ")") + "; the replacement must be a tree no runner holds");
            }
            schedule.replace(slot, replacement);
            OWNERS.release(old, this);
        } finally {
            lock.unlock();
        }
    }

    /**
     * The registered trees, in the order the runner ticks them: a copy. Trees added or removed
     * by requests made inside the update in progress change it at that update's end.
     *
     * @throws IllegalStateException if the runner is closed
     */
    public List<Tree> trees() {
        lock.lock();
        try {
            if (closed) {
                throw closedError("trees");
            }
            List<Tree> trees = new ArrayList<>(schedule.count);
            for (int i = 0; i < schedule.count; i++) {
                if (schedule.trees[i] != null) {
                    trees.add(schedule.trees[i]);
                }
            }
            return trees;
        } finally {
            lock.unlock();
        }
    }

    /** Whether {@code tree} is registered with this runner (added and not removed). */
    public boolean contains(Tree tree) {
        return tree != null && !closed && OWNERS.owner(tree) == this;
    }

    /** How many trees are registered (added and not removed). */
    public int size() {
        return registered.get();
    }

    // ---------------------------------------------------------------------------------------
    // Per-tree requests

    /**
     * The tree is not ticked until {@code duration} has passed from now, replacing any earlier
     * sleep; a forced tick ({@link #forceTick}, {@link #raise}) waits until then too. Its due
     * time is not moved: when it wakes, it is ticked at the next update if its due time has
     * passed meanwhile, else when due. A zero duration ends a sleep as {@link #wake} does.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code duration} is negative, or the tree is not
     *     registered with this runner
     * @throws IllegalStateException if the runner is closed
     */
    public void sleep(Tree tree, Duration duration) {
        sleep(tree, duration, Sleep.KEEP);
    }

    /**
     * What a sleep does to the tree's pass ({@link #sleep(Tree, Duration, Sleep)}).
     */
    public enum Sleep {
        /**
         * Nothing: the tree keeps its state and, when it wakes, goes on where it was (its running
         * actions stay running through the sleep, and a Wait or TimeLimit counts the time slept,
         * as the tree's clock went on). What {@link #sleep(Tree, Duration)} does.
         */
        KEEP,
        /**
         * The tree is {@link Tree#reset() reset} when the sleep begins: its running nodes are
         * ended at once, children before parents, each end hook told {@code INACTIVE}, and when
         * it wakes its first tick starts a new pass from the root. Ending them when it falls
         * asleep, not when it wakes, is what a sleeping agent needs: an action that holds
         * something (a path being walked, an animation, a reservation) lets it go when the agent
         * stops thinking, not a sleep later, and nothing of the tree is running, or paused,
         * while it sleeps.
         */
        RESET
    }

    /**
     * As {@link #sleep(Tree, Duration)}, and with {@link Sleep#RESET} also resets the tree when
     * the sleep takes effect: the sleep first (it stands whatever the end hooks do), then
     * {@link Tree#reset()}, which ends every running node with {@code onEnd(INACTIVE)}; the tree
     * wakes to a new pass from the root. From outside an update both happen before this method
     * returns, and what an end hook throws is thrown here (after the sleep has taken effect);
     * from inside an update (a leaf of the tree itself, say) both happen at the end of the
     * update, after its ticks, and what a hook throws goes to the error handler. A zero duration
     * resets and wakes. Resetting a tree with no pass running does nothing, so a sleep asked by
     * a leaf of a pass that then completed in the same tick leaves nothing to end.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if {@code duration} is negative, or the tree is not
     *     registered with this runner
     * @throws IllegalStateException if the runner is closed
     */
    public void sleep(Tree tree, Duration duration, Sleep mode) {
        Misuse.notNull(duration, "TreeRunner.sleep", "duration", "pass a duration, e.g."
                + " Duration.ofSeconds(2), or call wake(tree)");
        Misuse.notNull(mode, "TreeRunner.sleep", "mode", "pass Sleep.KEEP or Sleep.RESET");
        if (duration.isNegative()) {
            throw new IllegalArgumentException("[Arbor/BadDuration] TreeRunner.sleep(tree, "
                    + duration + "): a tree cannot sleep a negative time; pass zero or more"
                    + " (or call wake(tree))");
        }
        checkRegistered(tree, "sleep");
        submit(new RunnerRequest(mode == Sleep.RESET ? RunnerRequest.SLEEP_RESET
                : RunnerRequest.SLEEP, tree, clampedNanos(duration), clock.nanos(), null));
    }

    /**
     * Ends the tree's sleep, if it sleeps: it is ticked when due, at the next update if its due
     * time has passed (or a forced tick waits). Does nothing to a tree that is awake.
     *
     * @throws NullPointerException if {@code tree} is null
     * @throws IllegalArgumentException if the tree is not registered with this runner
     * @throws IllegalStateException if the runner is closed
     */
    public void wake(Tree tree) {
        checkRegistered(tree, "wake");
        submit(new RunnerRequest(RunnerRequest.WAKE, tree, 0, 0, null));
    }

    /**
     * Runs {@code task} while no tree of this runner ticks: on the calling thread, once any update
     * in progress has ended, the next one waiting until the task returns. For what must not
     * happen during a tick from another thread, such as attaching or detaching a
     * {@link TreeListener} (the live view: {@code inspector.watch(name, tree,
     * runner::betweenUpdates)}). Keep the task short: updates wait for it.
     *
     * @throws NullPointerException if {@code task} is null
     * @throws IllegalStateException if called from inside an update of this runner (a tick or
     *     the error handler: there, the trees are between ticks already, or ticking on other
     *     threads), or if the runner is closed
     */
    public void betweenUpdates(Runnable task) {
        Misuse.notNull(task, "TreeRunner.betweenUpdates", "task", "pass the task to run"
                + " between updates");
        if (insideUpdate()) {
            throw new IllegalStateException("[Arbor/Reentrant] TreeRunner.betweenUpdates() called"
                    + " from inside an update of the same runner; call it from another thread,"
                    + " or do the work directly between your own update() calls");
        }
        lock.lock();
        try {
            if (closed) {
                throw closedError("betweenUpdates");
            }
            task.run();
        } finally {
            lock.unlock();
        }
    }

    /**
     * The tree is ticked at the next update, due or not (unless it sleeps: then at the first
     * update after it wakes; or it is paused: then the forced tick is used up without a tick).
     * Its due time is not moved. Forcing a forced tree changes nothing.
     *
     * @throws NullPointerException if {@code tree} is null
     * @throws IllegalArgumentException if the tree is not registered with this runner
     * @throws IllegalStateException if the runner is closed
     */
    public void forceTick(Tree tree) {
        checkRegistered(tree, "forceTick");
        submit(new RunnerRequest(RunnerRequest.FORCE, tree, 0, 0, null));
    }

    /**
     * Raises the tree's event {@code nodeName} ({@link Tree#raise(String)}) and forces a tick
     * ({@link #forceTick}), so that the tree sees it at the next update. The event stays pending
     * until the tree's next tick, as {@link Tree#raise(String)} says.
     *
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the tree has no {@code @Event} node of that name
     *     (thrown by {@link Tree#raise(String)}; from inside an update it goes to the error
     *     handler), or the tree is not registered with this runner
     * @throws IllegalStateException if the runner is closed
     */
    public void raise(Tree tree, String nodeName) {
        Misuse.notNull(nodeName, "TreeRunner.raise", "nodeName", "pass the method name of one"
                + " of the tree's @Event nodes");
        checkRegistered(tree, "raise");
        submit(new RunnerRequest(RunnerRequest.RAISE, tree, 0, 0, nodeName));
    }

    /**
     * Pauses the tree ({@link Tree#pause()}: its running actions' {@code onPause} hooks are
     * called); the runner skips it until {@link #resume}. A hook that throws does not stop the
     * pause (its running nodes are ended, docs/semantics.md §8.4); its exception is thrown here,
     * or, for a request made inside an update, handed to the error handler.
     *
     * @throws NullPointerException if {@code tree} is null
     * @throws IllegalArgumentException if the tree is not registered with this runner
     * @throws IllegalStateException if the runner is closed
     */
    public void pause(Tree tree) {
        checkRegistered(tree, "pause");
        submit(new RunnerRequest(RunnerRequest.PAUSE, tree, 0, 0, null));
    }

    /**
     * Resumes the tree ({@link Tree#resume()}); it is ticked again from its next due time.
     *
     * @throws NullPointerException if {@code tree} is null
     * @throws IllegalArgumentException if the tree is not registered with this runner
     * @throws IllegalStateException if the runner is closed
     */
    public void resume(Tree tree) {
        checkRegistered(tree, "resume");
        submit(new RunnerRequest(RunnerRequest.RESUME, tree, 0, 0, null));
    }

    /**
     * Pauses every tree registered now, in registration order; trees added later are not
     * paused. If some {@code pause()} throws, the others are still paused, and the first
     * exception is thrown with the later ones suppressed.
     *
     * @throws IllegalStateException if the runner is closed
     */
    public void pauseAll() {
        checkOpen("pauseAll");
        submit(new RunnerRequest(RunnerRequest.PAUSE_ALL, null, 0, 0, null));
    }

    /**
     * Resumes every registered tree, in registration order, as {@link #pauseAll()} pauses them.
     *
     * @throws IllegalStateException if the runner is closed
     */
    public void resumeAll() {
        checkOpen("resumeAll");
        submit(new RunnerRequest(RunnerRequest.RESUME_ALL, null, 0, 0, null));
    }

    /**
     * Spreads the phases of every registered tree at the start of the next update: of the n
     * trees then registered, the k-th (from 0, in registration order) is due at
     * {@code now + floor(interval * k / n)}, its own interval, {@code now} being that update's
     * reading; a deferral is forgotten, a forced tick stays forced, and a sleep still holds the
     * tree back. For a crowd whose ticks have bunched together (trees added one by one at the
     * same time, or waking together).
     *
     * @throws IllegalStateException if the runner is closed
     */
    public void stagger() {
        checkOpen("stagger");
        submit(new RunnerRequest(RunnerRequest.STAGGER, null, 0, 0, null));
    }

    /** {@code stagger()} took effect: the next update spreads every phase. */
    void staggerAsked() {
        cycle.staggerAsked = true;
    }

    /**
     * What the updates so far did (see "Budgets" above), as of the end of the last one: read it
     * between updates (from inside an update it tells the previous one). Allocates the record.
     */
    public Counts counts() {
        if (insideUpdate()) {
            return countsNow();
        }
        lock.lock();
        try {
            return countsNow();
        } finally {
            lock.unlock();
        }
    }

    private Counts countsNow() {
        return new Counts(cycle.updates, cycle.ticks, cycle.deferred, cycle.dropped,
                cycle.lastTicked, cycle.lastDeferred);
    }

    /**
     * What a runner's updates did, from {@link #counts()}.
     *
     * @param updates updates so far
     * @param ticks trees ticked so far (a tick that threw counts, a paused turn does not)
     * @param deferred trees left due by a budget, over all updates (a tree deferred by three
     *     updates counts three times)
     * @param dropped ticks dropped: when a tree is ticked a whole interval or more after its due
     *     time, the ticks it missed are not caught up; each counts here
     * @param lastTicked trees the last update ticked
     * @param lastDeferred trees the last update left due because its budget was spent
     */
    public record Counts(long updates, long ticks, long deferred, long dropped, int lastTicked,
            int lastDeferred) {}

    // ---------------------------------------------------------------------------------------
    // Updates

    /**
     * Reads the clock once and ticks every tree that is due or forced, within the budget if the
     * runner has one (see "Budgets" above, and "When a tree is
     * ticked"), then hands failures to the error handler and applies the requests made during
     * the update. Call it from your loop, from one thread at a time, as often as your trees
     * need (at least as often as the shortest interval); an update with nothing due costs a
     * pass over the trees.
     *
     * @return how many trees' {@code tick()} was called (throwing ones included, paused ones not)
     * @throws IllegalStateException if the runner is started (its own thread updates it), if
     *     another thread is in {@code update()}, if called from inside a tick or the error
     *     handler of this runner, or if the runner is closed
     * @throws RuntimeException the first exception the error handler threw, once every failure
     *     has been handed to it and the requests made during the update have been applied
     * @throws Error what a tick threw, once every thread has stopped ticking
     */
    public int update() {
        checkOpen("update");
        if (own.isStarted()) {
            throw new IllegalStateException("[Arbor/RunnerStarted] TreeRunner.update() called"
                    + " while the runner is started: its own thread updates it; call stop()"
                    + " first, or drive the runner with update() alone and never start() it");
        }
        return updateOnce();
    }

    /** One update, by {@link #update()} or the runner's own thread. */
    int updateOnce() {
        if (insideUpdate()) {
            throw new IllegalStateException("[Arbor/Reentrant] TreeRunner.update() called from"
                    + " inside a tick or the error handler of the same runner; a tick cannot"
                    + " update its own runner: call forceTick(tree) to have a tree ticked at the"
                    + " next update");
        }
        if (!updating.compareAndSet(false, true)) {
            Thread other = updater;
            throw new IllegalStateException("[Arbor/ConcurrentUpdate] TreeRunner.update() called"
                    + " on thread '" + Thread.currentThread().getName() + "' while "
                    + (other == null ? "another thread" : "thread '" + other.getName() + "'")
                    + " is in update(); a runner is updated by one loop: call update() from one"
                    + " thread (use threads(n) to tick on several)");
        }
        lock.lock();
        try {
            if (closed) {
                throw closedError("update");
            }
            updater = Thread.currentThread();
            return cycle.run(own.isStarted());
        } finally {
            updater = null;
            lock.unlock();
            updating.set(false);
        }
    }

    /** {@code tree} left the schedule: it may join another runner. */
    void released(Tree tree) {
        if (OWNERS.release(tree, this)) {
            registered.decrementAndGet();
        }
    }

    /** Hands one failure to the handler; what the handler throws is kept for update() to throw. */
    void report(Tree tree, RuntimeException failure) {
        cycle.report(tree, failure);
    }

    // ---------------------------------------------------------------------------------------
    // Requests

    /**
     * Applies {@code request} now if no update is in progress on this thread (waiting for one on
     * another thread to end), or records it for the end of the update in progress.
     */
    private void submit(RunnerRequest request) {
        if (insideUpdate()) {
            requests.defer(request);
            return;
        }
        boolean hurry;
        lock.lock();
        try {
            if (closed) {
                if (request.kind == RunnerRequest.ADD) {
                    OWNERS.release(request.tree, this);
                    registered.decrementAndGet();
                }
                throw closedError(request.method());
            }
            hurry = requests.apply(request, false);
        } finally {
            lock.unlock();
        }
        if (hurry) {
            own.hurry(); // let it see a tree that is now due earlier
        }
    }


    /** Whether the calling thread is ticking this runner's trees (or in its error handler). */
    private boolean insideUpdate() {
        Thread current = Thread.currentThread();
        return current == updater || workers.isWorker(current);
    }

    // ---------------------------------------------------------------------------------------
    // The runner's own thread

    /**
     * Starts the runner's own thread (a daemon named {@code arbor-tree-runner-N}), which updates
     * whenever a tree is due or forced and sleeps in between, until {@link #stop()}. Meant for
     * clocks that move by themselves; with a {@link ManualClock}, drive {@link #update()}
     * yourself. If the error handler throws, the thread logs it and goes on; if a tick throws an
     * {@link Error}, the thread logs it and ends, and the runner stays started until
     * {@link #stop()}.
     *
     * @throws IllegalStateException if the runner is started, closed, or another thread is in
     *     {@link #update()}, or if called from inside a tick of this runner
     */
    public void start() {
        checkNotFromInside("start");
        synchronized (lifecycle) {
            checkOpen("start");
            if (own.isStarted()) {
                throw new IllegalStateException("[Arbor/AlreadyStarted] TreeRunner.start() called"
                        + " while the runner is started; call stop() first (start() and stop()"
                        + " alternate)");
            }
            if (updating.get()) {
                throw new IllegalStateException("[Arbor/ConcurrentUpdate] TreeRunner.start()"
                        + " called while a thread is in update(); a runner is driven either by"
                        + " update() or by start(): stop calling update() first");
            }
            own.start();
        }
    }

    /**
     * Stops the runner's own thread and waits for it to end: the update in progress, if any,
     * ends first (a tick is never cut short). {@link #update()} and {@link #start()} may be
     * called again afterwards. If the waiting thread is interrupted, it goes on waiting and
     * keeps its interrupt status.
     *
     * @throws IllegalStateException if the runner is not started (never started, or already
     *     stopped), or if called from inside a tick or the error handler (the thread would wait
     *     for itself)
     */
    public void stop() {
        checkNotFromInside("stop");
        synchronized (lifecycle) {
            if (!own.isStarted()) {
                throw new IllegalStateException("[Arbor/NotStarted] TreeRunner.stop() called but"
                        + " the runner is not started (never started, or already stopped);"
                        + " call stop() once after each start(), or close() to finish in any"
                        + " state");
            }
            own.stop();
        }
    }

    /** Whether the runner's own thread is running ({@link #start()} called, not yet stopped). */
    public boolean isStarted() {
        return own.isStarted();
    }

    /**
     * For the runner's own thread, after an update: how long until the next tree is due by the
     * clock (Long.MAX_VALUE when none is), from what that update saw.
     */
    long nanosUntilDue() {
        return cycle.nanosUntilDue();
    }

    /**
     * Stops the runner's thread if it is started, waits for an update in progress, ends the
     * worker threads and unregisters every tree (they keep their state and may be added to
     * another runner). Every later call but {@link #close()}, {@link #contains}, {@link #size},
     * {@link #remove} and the getters throws {@link IllegalStateException}. Closing a closed
     * runner does nothing.
     *
     * @throws IllegalStateException if called from inside a tick or the error handler
     */
    @Override
    public void close() {
        checkNotFromInside("close");
        synchronized (lifecycle) {
            if (closed) {
                return;
            }
            if (own.isStarted()) {
                stop();
            }
            lock.lock();
            try {
                closed = true;
                for (int i = 0; i < schedule.count; i++) {
                    if (schedule.trees[i] != null) {
                        OWNERS.release(schedule.trees[i], this);
                    }
                }
                schedule.clear();
                registered.set(0);
                requests.clear();
            } finally {
                lock.unlock();
            }
            workers.close();
        }
    }

    // ---------------------------------------------------------------------------------------
    // Getters

    /** The clock that decides when trees are due. */
    public Clock clock() {
        return clock;
    }

    /** The interval of trees added without one. */
    public Duration interval() {
        return Duration.ofNanos(defaultInterval);
    }

    /** How many threads tick an update (the updating one and the workers). */
    public int threads() {
        return threads;
    }

    /** The runner's name ({@code arbor-tree-runner-N}), which its threads' names start with. */
    @Override
    public String toString() {
        return name;
    }

    /** The workers' thread ids, for tests that measure their allocation. */
    long[] workerThreadIds() {
        return workers.threadIds();
    }

    // ---------------------------------------------------------------------------------------
    // Checks and helpers

    private void checkOpen(String method) {
        if (closed) {
            throw closedError(method);
        }
    }

    private static IllegalStateException closedError(String method) {
        return RunnerChecks.closedError(method);
    }

    private void checkRegistered(Tree tree, String method) {
        checkOpen(method);
        Misuse.notNullTree(tree, "TreeRunner." + method, "pass a registered tree");
        if (OWNERS.owner(tree) != this) {
            throw new IllegalArgumentException("[Arbor/TreeNotRegistered] TreeRunner." + method
                    + "(" + describe(tree) + "): the tree is not registered with this runner;"
                    + " add(tree) it first");
        }
    }

    private void checkNotFromInside(String method) {
        if (insideUpdate()) {
            throw new IllegalStateException("[Arbor/Reentrant] TreeRunner." + method + "() called"
                    + " from inside a tick or the error handler of the same runner; it would wait"
                    + " for the update it is part of: call it from another thread");
        }
    }

    private static long positiveNanos(Duration interval, String method) {
        return RunnerChecks.positiveNanos(interval, method);
    }

    private static long clampedNanos(Duration duration) {
        return RunnerChecks.clampedNanos(duration);
    }

    static String describe(Tree tree) {
        return RunnerChecks.describe(tree);
    }
}
