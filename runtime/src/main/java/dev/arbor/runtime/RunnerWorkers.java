// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * The threads that tick one {@link TreeRunner}'s update: the updating thread (lane 0) and
 * {@code threads - 1} daemon workers (lane k for worker k). An update over {@link #PARALLEL_MIN}
 * trees or more is published through one counter, and every thread takes contiguous runs of slots
 * from it until none is left; a smaller one is ticked by the updating thread alone. Each slot is
 * ticked by one thread, with the update's {@code now}. Nothing here allocates per update.
 */
final class RunnerWorkers {
    /** Updates over fewer trees are ticked by the updating thread alone. */
    static final int PARALLEL_MIN = 64;
    /** The smallest run of trees a thread takes at once. */
    private static final int MIN_BLOCK = 16;
    /** How long an idle worker, or a coordinator waiting for the workers, spins before parking. */
    private static final long SPIN_NANOS = 50_000;

    private final Schedule schedule;
    private final int threads;
    private final RunnerLane[] lanes;
    private final Worker[] workers;
    /** What the update ticked, over every lane that took part: {@link #tick}'s answer. */
    private final RunnerLane total = new RunnerLane();
    /** The update in progress (high 32 bits) and the next unclaimed slot (low 32 bits). */
    private final AtomicLong cursor = new AtomicLong();
    /** Slots finished in the update in progress. */
    private final AtomicInteger done = new AtomicInteger();
    /** Set while the updating thread parks waiting for the workers (so they unpark it only then). */
    private volatile boolean coordinatorParked;
    private volatile Thread coordinator;
    private volatile boolean closed;
    private int generation;
    // Written before the cursor publishes an update, read by the threads that join it.
    private int shareCount;
    private int shareBlock;
    private long shareNow;
    /** A plan's serving order ({@link #serve}), whose entries from {@code shareBase} are shared; null: slots. */
    private int[] shareOrder;
    private int shareBase;

    /** Starts {@code threads - 1} workers named {@code name-worker-k}. */
    RunnerWorkers(Schedule schedule, int threads, String name) {
        this.schedule = schedule;
        this.threads = threads;
        this.lanes = new RunnerLane[threads];
        for (int k = 0; k < threads; k++) {
            lanes[k] = new RunnerLane();
        }
        this.workers = new Worker[threads - 1];
        for (int k = 0; k < workers.length; k++) {
            workers[k] = new Worker(lanes[k + 1], name + "-worker-" + (k + 1));
        }
        for (Worker worker : workers) {
            worker.thread.start();
        }
    }

    /**
     * Ticks slots 0 to {@code n} of the schedule at {@code now}, on the calling thread and, for
     * a large update, the workers; answers what they did together (ticked, the next delay,
     * whether a tree failed), reused by the next update.
     *
     * @throws Error the first Error a tick threw (others suppressed), once every thread stopped
     */
    RunnerLane tick(int n, long now) {
        if (workers.length == 0 || n < PARALLEL_MIN) {
            RunnerLane lane = lanes[0];
            lane.reset(generation);
            schedule.tickRange(lane, 0, n, now);
            return lane;
        }
        return gather(tickShared(null, 0, n, now));
    }

    /**
     * Serves the slots {@code order[from, to)} of a plan ({@link Schedule#serveRange}) at
     * {@code now}, as {@link #tick} ticks slots: on the calling thread and, for
     * {@link #PARALLEL_MIN} entries or more, the workers.
     *
     * @throws Error the first Error a tick threw (others suppressed), once every thread stopped
     */
    RunnerLane serve(int[] order, int from, int to, long now) {
        if (workers.length == 0 || to - from < PARALLEL_MIN) {
            RunnerLane lane = lanes[0];
            lane.reset(generation);
            schedule.serveRange(lane, order, from, to, now);
            return lane;
        }
        return gather(tickShared(order, from, to - from, now));
    }

    /** What the lanes of update {@code g} did together; throws the first Error of one. */
    private RunnerLane gather(int g) {
        total.reset(g);
        Throwable error = null;
        for (RunnerLane lane : lanes) {
            if (lane.generation != g) {
                continue;
            }
            total.ticked += lane.ticked;
            total.nextDelay = Math.min(total.nextDelay, lane.nextDelay);
            total.failed |= lane.failed;
            total.dropped += lane.dropped;
            if (lane.error != null) {
                if (error == null) {
                    error = lane.error;
                } else if (error != lane.error) {
                    error.addSuppressed(lane.error);
                }
                lane.error = null;
            }
        }
        if (error != null) {
            throwUnchecked(error);
        }
        return total;
    }

    /**
     * Publishes an update over {@code n} slots (or entries of {@code order} from {@code base})
     * to the workers, takes part in it, and waits until
     * every slot is done.
     *
     * @return the update's generation: the lanes that took part carry it
     */
    private int tickShared(int[] order, int base, int n, long now) {
        int g = ++generation;
        if (g == 0) { // after 2^32 updates; 0 is the workers' "seen nothing yet"
            g = generation = 1;
        }
        coordinator = Thread.currentThread();
        // Close the last update to latecomers first: a worker that read its cursor but not yet
        // shareCount could otherwise take a run of the new update's slots under the old
        // generation (the new count being larger), and tick them twice. Now its claim fails.
        cursor.set(cursor.get() | 0xFFFF_FFFFL);
        shareCount = n;
        shareNow = now;
        shareOrder = order;
        shareBase = base;
        shareBlock = Math.max(MIN_BLOCK, (n + threads * 4 - 1) / (threads * 4));
        done.set(0);
        cursor.set((long) g << 32); // publishes the fields above
        for (Worker worker : workers) {
            LockSupport.unpark(worker.thread);
        }
        share(lanes[0], g);
        if (done.get() != n) {
            long spinEnd = System.nanoTime() + SPIN_NANOS;
            int spins = 0;
            boolean spinning = true;
            while (done.get() != n) {
                if (spinning) {
                    Thread.onSpinWait();
                    if ((++spins & 63) == 0 && System.nanoTime() - spinEnd > 0) {
                        spinning = false;
                    }
                } else {
                    coordinatorParked = true;
                    if (done.get() != n) {
                        LockSupport.park(this);
                    }
                    coordinatorParked = false;
                }
            }
        }
        return g;
    }

    /**
     * Takes runs of slots of update {@code g} until none is left (or {@code g} is over: a worker
     * that wakes late takes nothing), ticking them into {@code lane}.
     */
    private void share(RunnerLane lane, int g) {
        int claimed = 0;
        int n = 0;
        try {
            while (true) {
                long c = cursor.get();
                if ((int) (c >>> 32) != g) {
                    return;
                }
                long from = c & 0xFFFF_FFFFL;
                n = shareCount;
                if (from >= n) {
                    return;
                }
                int block = shareBlock;
                if (!cursor.compareAndSet(c, c + block)) {
                    continue;
                }
                // Update g cannot end before this run is done, so shareCount and shareNow are g's.
                if (lane.generation != g) {
                    lane.reset(g);
                }
                int to = (int) Math.min(from + block, n);
                claimed += to - (int) from;
                int[] order = shareOrder;
                if (order == null) {
                    schedule.tickRange(lane, (int) from, to, shareNow);
                } else {
                    schedule.serveRange(lane, order, shareBase + (int) from, shareBase + to,
                            shareNow);
                }
            }
        } catch (Throwable t) { // an Error (ticks catch RuntimeExceptions): rethrown by tick()
            lane.error = t;
        } finally {
            // A stray permit would cut the runner's thread's next sleep short: unpark only a
            // coordinator that parks (it sets the flag before it reads done, we read it after).
            if (claimed > 0 && done.addAndGet(claimed) == n && coordinatorParked) {
                LockSupport.unpark(coordinator);
            }
        }
    }

    /** Stops the workers and waits for them to end. */
    void close() {
        closed = true;
        for (Worker worker : workers) {
            LockSupport.unpark(worker.thread);
        }
        for (Worker worker : workers) {
            RunnerThread.joinUninterruptibly(worker.thread);
        }
    }

    /** Whether {@code thread} is one of the workers. */
    boolean isWorker(Thread thread) {
        for (Worker worker : workers) {
            if (worker.thread == thread) {
                return true;
            }
        }
        return false;
    }

    /** The workers' thread ids, for tests that measure their allocation. */
    long[] threadIds() {
        long[] ids = new long[workers.length];
        for (int k = 0; k < workers.length; k++) {
            ids[k] = workers[k].thread.getId();
        }
        return ids;
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void throwUnchecked(Throwable t) throws T {
        throw (T) t;
    }

    /** A worker thread: waits for an update, takes part in it, and waits again. */
    private final class Worker implements Runnable {
        final RunnerLane lane;
        final Thread thread;

        Worker(RunnerLane lane, String name) {
            this.lane = lane;
            this.thread = new Thread(this, name);
            thread.setDaemon(true);
        }

        @Override
        public void run() {
            int seen = 0;
            boolean spinning = false;
            long spinEnd = 0;
            int spins = 0;
            while (!closed) {
                int g = (int) (cursor.get() >>> 32);
                if (g != seen) {
                    seen = g;
                    share(lane, g);
                    spinning = true;
                    spinEnd = System.nanoTime() + SPIN_NANOS;
                    continue;
                }
                if (spinning) {
                    Thread.onSpinWait();
                    if ((++spins & 63) == 0 && System.nanoTime() - spinEnd > 0) {
                        spinning = false;
                    }
                } else {
                    LockSupport.park(RunnerWorkers.this);
                }
            }
        }
    }
}
