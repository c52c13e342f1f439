// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import dev.arbor.benchmarks.w1.W1Family;
import dev.arbor.benchmarks.w5.W5;
import dev.arbor.benchmarks.workload.Workload;

/**
 * Ticks one workload a given number of agent-ticks and prints the checksum: the program
 * {@code callgrind.sh} runs twice, short and long, to count instructions per tick. Not a
 * benchmark (JMH times things); a plain loop, so that everything callgrind counts beyond start-up
 * and compilation is the tick.
 *
 * <p>Arguments: the workload ({@code w1}, {@code w2}, {@code w4}, {@code w5}, or {@code w1-twenty}:
 * twenty distinct W1 tree classes ticked round-robin, as in {@code MegamorphicBenchmark}), the
 * implementation ({@code arbor} or {@code hand-written}; {@code gdx-ai} too for w1, w2, w4 and w5;
 * {@code method-walker} and {@code reflective} for w2) and the number of agent-ticks.
 */
public final class Ticks {
    private Ticks() {}

    public static void main(String[] args) {
        if (args.length != 3) {
            throw new IllegalArgumentException(
                    "usage: Ticks <w1|w2|w4|w5|w1-twenty> <implementation> <agent-ticks>");
        }
        Workload[] workloads = workloads(args[0], args[1]);
        long rounds = Long.parseLong(args[2]) / workloads.length;
        if (workloads.length == 1) {
            tick(workloads[0], rounds);
        } else {
            tickRoundRobin(workloads, rounds);
        }
        long leafCalls = 0;
        long checksums = 0;
        for (Workload workload : workloads) {
            leafCalls += workload.agent().leafCalls();
            checksums += workload.agent().checksum();
        }
        System.out.printf("%s %s: %d agent-ticks, %d leaf calls, checksum (sum over agents) %016x%n",
                args[0], args[1], rounds * workloads.length, leafCalls, checksums);
    }

    /** One workload: the loop the JIT sees is the loop of W1Benchmark, without JMH. */
    private static void tick(Workload workload, long ticks) {
        for (long i = 0; i < ticks; i++) {
            workload.tick();
        }
    }

    private static void tickRoundRobin(Workload[] workloads, long rounds) {
        for (long round = 0; round < rounds; round++) {
            for (Workload workload : workloads) {
                workload.tick();
            }
        }
    }

    private static Workload[] workloads(String workload, String implementation) {
        switch (workload) {
            case "w1":
                return new Workload[] {Implementations.w1(implementation).apply(0)};
            case "w2":
                return new Workload[] {Implementations.w2(implementation).apply(0)};
            case "w4":
                return new Workload[] {Implementations.w4(implementation).apply(0)};
            case "w5":
                return new Workload[] {W5.implementation(implementation).apply(0)};
            case "w1-twenty":
                Workload[] trees = new Workload[W1Family.CLASSES];
                for (int i = 0; i < trees.length; i++) {
                    trees[i] = switch (implementation) {
                        case "arbor" -> W1Family.create(i, 0);
                        case "hand-written" -> W1Family.handWritten(i, 0);
                        default -> throw new IllegalArgumentException(implementation);
                    };
                }
                return trees;
            default:
                throw new IllegalArgumentException(workload);
        }
    }
}
