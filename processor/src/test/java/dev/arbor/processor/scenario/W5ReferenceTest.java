// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.arbor.Status;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The reference values of benchmark workload W5 'skirmish' (benchmarks/README.md), computed by
 * the reference interpreter from the tree in {@code workloads/w5-skirmish.scenario}: agent 0,
 * its clock moved 100 ms before each tick, after 1, 100 and 10,000 ticks. The benchmarks'
 * EquivalenceTest asserts the same leaf counts and checksums for Arbor's generated W5 tree,
 * the hand-written W5 and the gdx-ai W5, so the generated code and the interpreter written from
 * docs/semantics.md agree on 10,000 ticks of a tree with two parallels, While and TimeLimit
 * guards, and lower-priority aborts inside and outside a parallel branch.
 *
 * <p>The agent here is written again from the workload's definition (the common model of
 * W1-W4: condition draws, action progress, leaf count and FNV-1a checksum), not shared with the
 * benchmarks, which this module cannot see: two writings of it that agree.
 */
class W5ReferenceTest {
    /** The driver: the tree's manual clock moves this much before each tick. */
    static final long TICK_MILLIS = 100;

    /** Leaf calls and checksum after tick 1, tick 100 and tick 10,000 (benchmarks' Equivalence). */
    static final long CALLS_1 = 5;
    static final long SUM_1 = 0x041bb1b24c5fd032L;
    static final long CALLS_100 = 433;
    static final long SUM_100 = 0x43f0034475deb433L;
    static final long CALLS_10000 = 39_194;
    static final long SUM_10000 = 0xdfb6d7f2502dc612L;

    /**
     * Each leaf's rule. A condition succeeds iff the low {@code bits} bits of its draw are zero,
     * or, {@code unless}, iff they are not; an action answers RUNNING on its first {@code r}
     * consecutive calls and {@code x} (1 SUCCESS, 2 FAILURE) on call r + 1.
     */
    record Leaf(int id, boolean action, int bits, boolean unless, int r, int x) {
        static Leaf when(int id, int bits) {
            return new Leaf(id, false, bits, false, 0, 0);
        }

        static Leaf unless(int id, int bits) {
            return new Leaf(id, false, bits, true, 0, 0);
        }

        static Leaf act(int id, int r) {
            return new Leaf(id, true, 0, false, r, SkirmishAgent.SUCCESS);
        }
    }

    static final Map<String, Leaf> LEAVES = Map.ofEntries(
            Map.entry("badlyHurt", Leaf.when(0, 6)),
            Map.entry("fallBack", Leaf.act(1, 3)),
            Map.entry("enemyInSight", Leaf.when(2, 4)),
            Map.entry("hasAmmo", Leaf.unless(3, 5)),
            Map.entry("aim", Leaf.act(4, 1)),
            Map.entry("clearShot", Leaf.when(5, 1)),
            Map.entry("fire", Leaf.act(6, 1)),
            Map.entry("hitTarget", Leaf.when(7, 1)),
            Map.entry("inCover", Leaf.unless(8, 4)),
            Map.entry("duck", Leaf.act(9, 2)),
            Map.entry("pickRoute", Leaf.act(10, 0)),
            Map.entry("pathClear", Leaf.when(11, 3)),
            Map.entry("dash", Leaf.act(12, 2)),
            Map.entry("crawl", Leaf.act(13, 1)),
            Map.entry("gapFound", Leaf.when(14, 2)),
            Map.entry("holdOrder", Leaf.when(15, 3)),
            Map.entry("regroup", Leaf.act(16, 1)),
            Map.entry("radioWorks", Leaf.unless(17, 2)),
            Map.entry("callIn", Leaf.act(18, 1)));

    @Test
    void theInterpreterReproducesTheReferenceValues() throws IOException {
        Run run = new Run(0);
        run.tick();
        assertEquals(values(CALLS_1, SUM_1), values(run.agent), "after tick 1");
        run.ticks(99);
        assertEquals(values(CALLS_100, SUM_100), values(run.agent), "after tick 100");
        run.ticks(9_900);
        assertEquals(values(CALLS_10000, SUM_10000), values(run.agent), "after tick 10,000");
    }

    /**
     * The workload's model tells an action nothing of its interruptions: a call continues the
     * action iff it answered RUNNING on the preceding tick. The tree is laid out so that this
     * never continues an action that was interrupted since that call (a parallel deciding
     * after the action's branch was served is always followed, in the same tick, by another
     * action), so "interrupted actions restart" holds as in W1-W4; and every leaf runs.
     */
    @Test
    void interruptedActionsRestartAndEveryLeafRuns() throws IOException {
        Run run = new Run(0);
        run.ticks(10_000);
        assertEquals(0, run.agent.staleContinuations, "continued after an interruption");
        for (Map.Entry<String, Leaf> leaf : LEAVES.entrySet()) {
            assertEquals(true, run.agent.calls[leaf.getValue().id()] > 0, leaf.getKey());
        }
    }

    /** One agent with its interpreter and clock, driven as the workload says. */
    static final class Run {
        final SkirmishAgent agent;
        final ManualClock clock = new ManualClock();
        final ReferenceInterpreter tree;

        Run(int index) throws IOException {
            Scenario scenario = ScenarioFormat.parse(Files.readString(
                    Path.of("src/test/resources/workloads/w5-skirmish.scenario")));
            agent = new SkirmishAgent(index);
            tree = new ReferenceInterpreter(scenario, agent, clock, index);
        }

        void tick() {
            agent.tick++;
            clock.advanceMillis(TICK_MILLIS);
            Status root = tree.tick();
            agent.fold(0x10000 | (root.ordinal() - 1)); // RUNNING 0, SUCCESS 1, FAILURE 2
        }

        void ticks(int n) {
            for (int i = 0; i < n; i++) {
                tick();
            }
        }
    }

    private static String values(long calls, long checksum) {
        return String.format("%,d leaf calls, checksum 0x%016x", calls, checksum);
    }

    private static String values(SkirmishAgent agent) {
        return values(agent.leafCalls, agent.checksum);
    }

    /** The common model of the workloads, answering the interpreter's leaf calls by name. */
    static final class SkirmishAgent extends ScriptedAgent {
        static final int RUNNING = 0;
        static final int SUCCESS = 1;
        static final int FAILURE = 2;
        private static final long P = 0x100000001B3L;

        final int seed;
        int tick;
        long leafCalls;
        long checksum = 0xCBF29CE484222325L;
        private int runningAction = -1;
        private int runningTick;
        private int progress;
        /** The action in the slot above was interrupted since it last answered RUNNING. */
        private boolean slotInterrupted;
        int staleContinuations;
        final long[] calls = new long[LEAVES.size()];

        SkirmishAgent(int index) {
            seed = (0x9E3779B9 * (index + 1)) | 1;
        }

        static int draw(int seed, int tick, int id) {
            int h = seed + tick * 0xCC9E2D51 + id * 0x1B873593;
            h ^= h >>> 16;
            h *= 0x85EBCA6B;
            h ^= h >>> 13;
            h *= 0xC2B2AE35;
            h ^= h >>> 16;
            return h;
        }

        private static Leaf leaf(String name, boolean action) {
            Leaf leaf = LEAVES.get(name);
            if (leaf == null || leaf.action() != action) {
                throw new IllegalArgumentException("no W5 " + (action ? "action " : "condition ")
                        + name);
            }
            return leaf;
        }

        @Override
        public boolean $condition(String name) {
            Leaf leaf = leaf(name, false);
            boolean zero = (draw(seed, tick, leaf.id()) & ((1 << leaf.bits()) - 1)) == 0;
            boolean success = zero != leaf.unless();
            record(leaf.id(), success ? SUCCESS : FAILURE);
            return success;
        }

        @Override
        public Status $action(String name) {
            Leaf leaf = leaf(name, true);
            int id = leaf.id();
            if (runningAction == id && runningTick == tick - 1) {
                progress++;
                if (slotInterrupted) {
                    staleContinuations++;
                }
            } else {
                progress = 1;
            }
            int result = progress <= leaf.r() ? RUNNING : leaf.x();
            if (result == RUNNING) {
                runningAction = id;
                runningTick = tick;
            } else {
                runningAction = -1;
            }
            slotInterrupted = false;
            record(id, result);
            return result == RUNNING ? Status.RUNNING
                    : result == SUCCESS ? Status.SUCCESS : Status.FAILURE;
        }

        @Override
        public void $started(String name) {}

        @Override
        public void $ended(String name, Status how) {
            if (how == Status.INACTIVE && runningAction == leaf(name, true).id()) {
                slotInterrupted = true;
            }
        }

        @Override
        public int $weight(String name) {
            throw new IllegalArgumentException("W5 has no weights: " + name);
        }

        private void record(int id, int result) {
            leafCalls++;
            calls[id]++;
            fold((long) id << 2 | result);
        }

        void fold(long value) {
            checksum = (checksum ^ value) * P;
        }
    }

    /** Prints the reference values and a profile of what the tree does (not a test). */
    public static void main(String[] args) throws IOException {
        Run run = new Run(0);
        Map<String, Integer> profile = new TreeMap<>();
        run.tree.setListener(new TreeListener() {
            @Override
            public void abortFired(Tree tree, int condition, int watched) {
                profile.merge("abort " + tree.nodes().method(condition), 1, Integer::sum);
            }

            @Override
            public void guardFired(Tree tree, int guard) {
                profile.merge("guard " + tree.nodes().method(guard), 1, Integer::sum);
            }

            @Override
            public void completed(Tree tree, int node, Status status) {
                String kind = tree.nodes().kind(node);
                if (!kind.equals("condition") && !kind.equals("action") && !kind.equals("wait")) {
                    profile.merge(tree.nodes().method(node) + " " + status, 1, Integer::sum);
                }
            }

            @Override
            public void tickEnded(Tree tree, Status status) {
                profile.merge("tick " + status, 1, Integer::sum);
            }
        });
        for (int t = 1; t <= 10_000; t++) {
            run.tick();
            if (t == 1 || t == 100 || t == 10_000) {
                System.out.println("after tick " + t + ": " + values(run.agent));
            }
        }
        profile.forEach((k, v) -> System.out.println(k + ": " + v));
        System.out.println("stale continuations: " + run.agent.staleContinuations);
    }
}
