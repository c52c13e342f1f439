// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.util.concurrent.locks.LockSupport;

/**
 * A {@link TreeRunner}'s own thread ({@link TreeRunner#start()}): a daemon that updates the
 * runner whenever a tree is due or forced and parks in between, until stopped. The runner
 * decides whether it may be started or stopped (its checks, its messages) and calls
 * {@link #start()} and {@link #stop()} under its lifecycle monitor; this class runs the thread.
 */
final class RunnerThread {
    private final TreeRunner runner;
    private final String name;
    /** The thread while started, else null; written under the runner's lifecycle monitor. */
    private volatile Thread thread;
    private volatile boolean stopping;

    RunnerThread(TreeRunner runner, String name) {
        this.runner = runner;
        this.name = name;
    }

    boolean isStarted() {
        return thread != null;
    }

    /** Starts the thread, named as the runner; it must not be started. */
    void start() {
        Thread started = new Thread(this::loop, name);
        started.setDaemon(true);
        stopping = false;
        thread = started;
        started.start();
    }

    /**
     * Stops the thread and waits for it to end (the update in progress ends first); it must be
     * started. An interrupt of the waiting thread is kept for after the wait.
     */
    void stop() {
        Thread started = thread;
        stopping = true;
        LockSupport.unpark(started);
        joinUninterruptibly(started);
        thread = null;
        stopping = false;
    }

    /** Wakes the thread, if started, to look again at when the next tree is due. */
    void hurry() {
        Thread started = thread;
        if (started != null) {
            LockSupport.unpark(started);
        }
    }

    private void loop() {
        while (!stopping) {
            try {
                runner.updateOnce();
            } catch (RuntimeException e) { // the error handler threw
                RunnerLog.LOG.log(System.Logger.Level.ERROR, name + ": update() threw; the"
                        + " runner goes on", e);
            } catch (Error e) {
                RunnerLog.LOG.log(System.Logger.Level.ERROR, name + ": a tick threw an"
                        + " Error; the runner's thread ends (call stop())", e);
                return;
            }
            long wait = runner.nanosUntilDue();
            if (wait > 0 && !stopping) {
                LockSupport.parkNanos(this, wait);
            }
        }
    }

    /**
     * Waits for {@code thread} to end; an interrupt of the waiting thread does not stop the wait
     * and is kept for after it (the runner's and the workers' threads end this way).
     */
    static void joinUninterruptibly(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
