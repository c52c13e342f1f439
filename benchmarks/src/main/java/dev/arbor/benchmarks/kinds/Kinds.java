// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.kinds;

import dev.arbor.benchmarks.workload.Agent;
import dev.arbor.benchmarks.workload.Workload;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The wave-3 node kinds on a hot path, one small tree each, on Arbor and hand-written
 * (benchmarks/README.md, "The node kinds one by one"). Agent i's tree is seeded with i, and a
 * timed kind's clock moves {@link #TICK_MILLIS} before each tick.
 */
public final class Kinds {
    /** The clock moves 100 ms before each tick of a timed kind. */
    static final long TICK_MILLIS = 100;

    /** Every kind, by the name the benchmark's parameter uses. */
    public static final List<String> ALL = List.of("parallel-n-of-m", "reevaluate-every-300",
            "reevaluate-every-0", "relevant-change", "switch", "try-catch", "run-once",
            "random-choice", "wait-millis-from", "utility", "service", "permit",
            "parallel-recheck");

    /** Every implementation of each kind. */
    public static final List<String> IMPLEMENTATIONS = List.of("arbor", "hand-written");

    private Kinds() {}

    /** Agent i's workload of {@code kind} on {@code implementation}. */
    public static IntFunction<Workload> implementation(String kind, String implementation) {
        switch (implementation) {
            case "arbor": return arbor(kind);
            case "hand-written": return handWritten(kind);
            default: throw new IllegalArgumentException(implementation);
        }
    }

    private static IntFunction<Workload> arbor(String kind) {
        switch (kind) {
            case "parallel-n-of-m": return i -> {
                Vote agent = new Vote(i);
                return untimed(agent, clock -> new VoteTree(agent, clock, i));
            };
            case "reevaluate-every-300": return i -> {
                Sentry agent = new Sentry(i);
                return timed(agent, clock -> new SentryTree(agent, clock, i));
            };
            case "reevaluate-every-0": return i -> {
                SentryEveryTick agent = new SentryEveryTick(i);
                return untimed(agent, clock -> new SentryEveryTickTree(agent, clock, i));
            };
            case "relevant-change": return i -> {
                Skittish agent = new Skittish(i);
                return untimed(agent, clock -> new SkittishTree(agent, clock, i));
            };
            case "switch": return i -> {
                Duelist agent = new Duelist(i);
                return untimed(agent, clock -> new DuelistTree(agent, clock, i));
            };
            case "try-catch": return i -> {
                Scribe agent = new Scribe(i);
                return untimed(agent, clock -> new ScribeTree(agent, clock, i));
            };
            case "run-once": return i -> {
                Shift agent = new Shift(i);
                return untimed(agent, clock -> new ShiftTree(agent, clock, i));
            };
            case "random-choice": return i -> {
                Idler agent = new Idler(i);
                return untimed(agent, clock -> new IdlerTree(agent, clock, i));
            };
            case "wait-millis-from": return i -> {
                Marksman agent = new Marksman(i);
                return timed(agent, clock -> new MarksmanTree(agent, clock, i));
            };
            case "utility": return i -> {
                Forager agent = new Forager(i);
                return timed(agent, clock -> new ForagerTree(agent, clock, i));
            };
            case "service": return i -> {
                Lookout agent = new Lookout(i);
                return timed(agent, clock -> new LookoutTree(agent, clock, i));
            };
            case "permit": return i -> {
                Raider agent = new Raider(i);
                return untimed(agent, clock -> new RaiderTree(agent, clock, i));
            };
            case "parallel-recheck": return i -> {
                Homeward agent = new Homeward(i);
                return untimed(agent, clock -> new HomewardTree(agent, clock, i));
            };
            default: throw new IllegalArgumentException(kind);
        }
    }

    private static IntFunction<Workload> handWritten(String kind) {
        switch (kind) {
            case "parallel-n-of-m": return VoteHandWritten::new;
            case "reevaluate-every-300": return SentryHandWritten::new;
            case "reevaluate-every-0": return SentryEveryTickHandWritten::new;
            case "relevant-change": return SkittishHandWritten::new;
            case "switch": return DuelistHandWritten::new;
            case "try-catch": return ScribeHandWritten::new;
            case "run-once": return ShiftHandWritten::new;
            case "random-choice": return IdlerHandWritten::new;
            case "wait-millis-from": return MarksmanHandWritten::new;
            case "utility": return ForagerHandWritten::new;
            case "service": return LookoutHandWritten::new;
            case "permit": return RaiderHandWritten::new;
            case "parallel-recheck": return HomewardHandWritten::new;
            default: throw new IllegalArgumentException(kind);
        }
    }

    private static Workload timed(Agent agent,
            Function<ManualClock, Tree> tree) {
        ManualClock clock = new ManualClock();
        return new ArborWorkload(agent, clock, true, tree.apply(clock));
    }

    private static Workload untimed(Agent agent,
            Function<ManualClock, Tree> tree) {
        ManualClock clock = new ManualClock();
        return new ArborWorkload(agent, clock, false, tree.apply(clock));
    }
}
