// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.Status;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * {@link Permits} and {@link CooldownGroup} shared by many trees of a {@link TreeRunner}: the
 * same traces with 1 thread and 4, never more holders than permits, every permit given back
 * after interruptions and exceptions, grants only at the settle, and trees ticked by hand
 * settling at the end of their own ticks (docs/semantics.md §5.7).
 */
class SharedPermitsTest {

    /**
     * A hand-written tree that does what a generated tree with
     * {@code @SharedCooldown(@Permit(work))} does: entered, it is refused while the group cools
     * down, else asks for a permit (RUNNING); at its next tick it works three ticks if a settle
     * gave it one, else fails. It ends the permit and reports the group's end at once; some
     * agents throw while holding, some have the runner reset them from inside a tick.
     */
    static final class Agent implements Tree, SharedRequests {
        static final int IDLE = 0;
        static final int WAITING = 1;
        static final int HOLDING = 2;

        final int index;
        final Clock clock;
        final Permits permits;
        final CooldownGroup group;
        final AtomicInteger holders;
        final AtomicInteger mostHolders;
        final List<String> trace = Collections.synchronizedList(new ArrayList<>());
        TreeRunner runner;
        /** Traces nothing, throws nothing, asks the runner nothing: a tick allocates nothing. */
        boolean quiet;
        int state;
        int worked;
        int ticks;
        boolean byRunner;
        private boolean paused;
        private Status status = Status.INACTIVE;

        Agent(int index, Clock clock, Permits permits, CooldownGroup group,
                AtomicInteger holders, AtomicInteger mostHolders) {
            this.index = index;
            this.clock = clock;
            this.permits = permits;
            this.group = group;
            this.holders = holders;
            this.mostHolders = mostHolders;
        }

        @Override
        public Status tick() {
            try {
                status = step(clock.nanos() / 1_000_000);
                return status;
            } finally {
                if (!byRunner) {
                    settleShared();
                }
            }
        }

        private Status step(long now) {
            ticks++;
            switch (state) {
                case IDLE:
                    if (index % 3 == 0 && group.coolingDown(now * 1_000_000)) {
                        note(now, " cooling");
                        return Status.FAILURE;
                    }
                    state = WAITING;
                    note(now, " ask");
                    return Status.RUNNING;
                case WAITING:
                    state = IDLE;
                    note(now, " refused");
                    return Status.FAILURE;
                default:
                    worked++;
                    if (!quiet) {
                        trace.add(now + " work " + worked);
                    }
                    if (!quiet && index % 7 == 0 && ticks % 5 == 0) {
                        end(now);
                        throw new IllegalStateException("agent " + index + " failed");
                    }
                    if (!quiet && index % 11 == 0 && ticks % 4 == 0) {
                        runner.sleep(this, Duration.ofMillis(120), TreeRunner.Sleep.RESET);
                    }
                    if (worked == 3) {
                        end(now);
                        return Status.SUCCESS;
                    }
                    return Status.RUNNING;
            }
        }

        private void note(long now, String what) {
            if (!quiet) {
                trace.add(now + what);
            }
        }

        /** The decorators end: the permit given back, the group's end reported. */
        private void end(long now) {
            if (state == HOLDING) {
                holders.decrementAndGet();
                permits.release();
                if (index % 3 == 0) {
                    group.ended(now * 1_000_000);
                }
            }
            state = IDLE;
            worked = 0;
        }

        @Override
        public void settleShared() {
            group.settle();
            if (state == WAITING && permits.tryAcquire()) {
                state = HOLDING;
                mostHolders.accumulateAndGet(holders.incrementAndGet(), Math::max);
            }
        }

        @Override
        public void settledByRunner(boolean byRunner) {
            this.byRunner = byRunner;
        }

        @Override
        public void reset() {
            trace.add("reset");
            end(clock.nanos() / 1_000_000);
            status = Status.INACTIVE;
        }

        @Override public Status status() {
            return status;
        }

        @Override public void pause() {
            paused = true;
        }

        @Override public void resume() {
            paused = false;
        }

        @Override public boolean isPaused() {
            return paused;
        }

        @Override public void raise(String nodeName) {
            throw new IllegalArgumentException(nodeName);
        }

        @Override public String runningPath() {
            return "";
        }

        @Override public void setListener(TreeListener listener) {}

        @Override public TreeListener listener() {
            return null;
        }

        @Override public TreeNodes nodes() {
            return new TreeNodes("Agent", new String[] {"root"}, new String[] {"Permit"},
                    new int[] {-1});
        }

        @Override public Object agent() {
            return this;
        }

        @Override public long layoutHash() {
            return 0;
        }

        @Override public byte[] snapshot() {
            return new byte[0];
        }

        @Override public int snapshot(byte[] buffer, int offset) {
            return 0;
        }

        @Override public int snapshotCapacity() {
            return 0;
        }

        @Override public void restore(byte[] buffer, int offset, int length) {}

        @Override public String toString() {
            return "agent " + index;
        }
    }

    /** 200 agents, 2 permits, a group of 300 ms, 150 updates of 50 ms: each agent's trace. */
    private static List<List<String>> run(int threads) {
        ManualClock clock = new ManualClock();
        Permits permits = new Permits(2);
        CooldownGroup group = new CooldownGroup(Duration.ofMillis(300));
        AtomicInteger holders = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        List<Agent> agents = new ArrayList<>();
        List<String> failures = Collections.synchronizedList(new ArrayList<>());
        try (TreeRunner runner = TreeRunner.builder().clock(clock).threads(threads)
                .errorHandler((tree, e) -> failures.add(tree + ": " + e.getMessage()))
                .build()) {
            for (int i = 0; i < 200; i++) {
                Agent agent = new Agent(i, clock, permits, group, holders, most);
                agent.runner = runner;
                agents.add(agent);
                runner.add(agent, Duration.ofMillis(50 + (i % 3) * 50));
            }
            for (int u = 0; u < 150; u++) {
                runner.update();
                int holding = 0;
                for (Agent agent : agents) {
                    assertTrue(agent.byRunner, "a runner settles its trees");
                    holding += agent.state == Agent.HOLDING ? 1 : 0;
                }
                assertEquals(holding, permits.held(), "the permits held are the agents'");
                clock.advanceMillis(50);
            }
            for (Agent agent : agents) {
                agent.reset();
            }
        }
        assertEquals(0, permits.held(), "every permit given back");
        assertTrue(most.get() <= 2, "never more holders than permits: " + most.get());
        assertEquals(2, most.get(), "both permits used");
        List<List<String>> traces = new ArrayList<>();
        for (Agent agent : agents) {
            assertFalse(agent.byRunner, "a closed runner settles no more");
            traces.add(List.copyOf(agent.trace));
        }
        traces.add(failures.stream().sorted().toList());
        return traces;
    }

    @Test
    void oneThreadAndFourGiveTheSameTraces() {
        List<List<String>> one = run(1);
        List<List<String>> four = run(4);
        for (int i = 0; i < one.size(); i++) {
            assertEquals(one.get(i), four.get(i), "agent " + i);
        }
        long served = one.stream().limit(200).filter(t -> t.stream()
                .anyMatch(s -> s.endsWith("work 1"))).count();
        assertTrue(served > 20, "the settle goes round: many agents get a permit: " + served);
        assertTrue(one.get(200).size() > 0, "some agents threw while holding");
        assertTrue(one.stream().anyMatch(t -> t.contains("reset")), "some were reset");
        assertTrue(one.stream().anyMatch(t -> t.stream().anyMatch(s -> s.endsWith("cooling"))),
                "the group refused some");
    }

    /** The settle allocates nothing, on one thread or two (as the runner's updates). */
    @Test
    void settlesAllocateNothing() {
        for (int threads = 1; threads <= 2; threads++) {
            ManualClock clock = new ManualClock();
            Permits permits = new Permits(3);
            CooldownGroup group = new CooldownGroup(Duration.ofMillis(300));
            AtomicInteger holders = new AtomicInteger();
            AtomicInteger most = new AtomicInteger();
            try (TreeRunner runner = TreeRunner.builder().clock(clock).threads(threads).build()) {
                for (int i = 0; i < 2_000; i++) {
                    Agent agent = new Agent(i, clock, permits, group, holders, most);
                    agent.quiet = true;
                    runner.add(agent, Duration.ofMillis(i % 10 == 0 ? 500 : 250));
                }
                com.sun.management.ThreadMXBean mx = (com.sun.management.ThreadMXBean)
                        java.lang.management.ManagementFactory.getThreadMXBean();
                long[] workers = runner.workerThreadIds();
                long[] all = new long[1 + workers.length];
                all[0] = Thread.currentThread().getId();
                System.arraycopy(workers, 0, all, 1, workers.length);
                long[] before = new long[all.length];
                for (int round = 0; round < 3; round++) { // warm up, then measure
                    for (int k = 0; k < all.length; k++) {
                        before[k] = mx.getThreadAllocatedBytes(all[k]);
                    }
                    for (int u = 0; u < 1_000; u++) {
                        clock.advanceMillis(250);
                        runner.update();
                    }
                    for (int k = 0; round == 2 && k < all.length; k++) {
                        long allocated = mx.getThreadAllocatedBytes(all[k]) - before[k];
                        assertTrue(allocated < 1_000, "thread " + k + " allocated " + allocated
                                + " bytes in 1,000 updates with " + threads + " thread(s)");
                    }
                }
            }
            assertEquals(3, most.get(), "the permits were used");
        }
    }

    /** Granted only at the settle: the first update asks, the next works or is refused. */
    @Test
    void grantsOnlyAtTheSettleInRegistrationOrderThenRound() {
        ManualClock clock = new ManualClock();
        Permits permits = new Permits(1);
        CooldownGroup group = new CooldownGroup(Duration.ZERO);
        AtomicInteger holders = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        try (TreeRunner runner = TreeRunner.builder().clock(clock).interval(Duration.ofMillis(10))
                .build()) {
            Agent a = new Agent(1, clock, permits, group, holders, most);
            Agent b = new Agent(2, clock, permits, group, holders, most);
            runner.add(a);
            runner.add(b);
            runner.update(); // settle 0 starts at a
            assertEquals(List.of("0 ask"), a.trace);
            assertEquals(Agent.HOLDING, a.state);
            assertEquals(Agent.WAITING, b.state);
            clock.advanceMillis(10);
            runner.update(); // settle 1 starts at b, no permit free
            assertEquals(List.of("0 ask", "10 work 1"), a.trace);
            assertEquals(List.of("0 ask", "10 refused"), b.trace);
        }
    }

    /** Without a runner each tree settles at the end of its tick: the caller's order decides. */
    @Test
    void treesTickedByHandSettleAtTheEndOfTheirTicks() {
        ManualClock clock = new ManualClock();
        Permits permits = new Permits(1);
        CooldownGroup group = new CooldownGroup(Duration.ofMillis(100));
        AtomicInteger holders = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        Agent b = new Agent(3, clock, permits, group, holders, most);
        Agent a = new Agent(6, clock, permits, group, holders, most);
        b.tick();
        a.tick();
        assertEquals(Agent.HOLDING, b.state, "b asked first, settled first");
        assertEquals(Agent.WAITING, a.state);
        for (int i = 0; i < 3; i++) {
            clock.advanceMillis(10);
            b.tick();
        }
        assertEquals(List.of("0 ask", "10 work 1", "20 work 2", "30 work 3"), b.trace);
        assertEquals(0, permits.held());
        clock.advanceMillis(10);
        assertEquals(Status.FAILURE, b.tick(), "its own end settled at its tick: cooling");
        assertEquals(Status.FAILURE, a.tick(), "refused: no permit was free at its settle");
        assertEquals(Status.FAILURE, a.tick(), "cooling: the group restarted at 30");
        assertEquals(List.of("0 ask", "40 refused", "40 cooling"), a.trace);
    }

    @Test
    void permitsCountAndRefuseMisuse() {
        Permits permits = new Permits(2);
        assertTrue(permits.tryAcquire());
        assertTrue(permits.tryAcquire());
        assertFalse(permits.tryAcquire());
        assertEquals("Permits[2/2]", permits.toString());
        permits.release();
        permits.release();
        assertEquals(2, permits.available());
        IllegalStateException twice = assertThrows(IllegalStateException.class, permits::release);
        assertTrue(twice.getMessage().startsWith("[Arbor/PermitNotHeld] Permits.release()"));
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> new Permits(0));
        assertTrue(none.getMessage().startsWith("[Arbor/BadPermits] new Permits(0)"));
        assertThrows(IllegalArgumentException.class,
                () -> new CooldownGroup(Duration.ofSeconds(-1)));
        assertThrows(NullPointerException.class, () -> new CooldownGroup(null));
    }

    /** The latest end counts, whatever order the ends came in; a settle twice is one settle. */
    @Test
    void groupTakesTheLatestEndAtItsSettle() {
        CooldownGroup group = new CooldownGroup(Duration.ofNanos(100));
        group.ended(50);
        group.ended(20);
        assertFalse(group.coolingDown(60), "not before the settle");
        group.settle();
        group.settle();
        assertTrue(group.coolingDown(149));
        assertFalse(group.coolingDown(150));
        group.ended(10); // an earlier end than the one in effect changes nothing
        group.settle();
        assertTrue(group.coolingDown(149));
        group.clear();
        assertFalse(group.coolingDown(60));
        CooldownGroup wrap = new CooldownGroup(Duration.ofNanos(100));
        wrap.ended(Long.MAX_VALUE - 10);
        wrap.settle();
        assertTrue(wrap.coolingDown(Long.MIN_VALUE + 50), "across the wrap");
        assertFalse(wrap.coolingDown(Long.MIN_VALUE + 100));
    }
}
