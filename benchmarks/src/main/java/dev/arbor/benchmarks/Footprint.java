// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import dev.arbor.benchmarks.w3.Crowd;
import dev.arbor.benchmarks.workload.Workload;
import java.util.Locale;
import java.util.function.IntFunction;
import org.openjdk.jol.info.ClassLayout;
import org.openjdk.jol.info.GraphLayout;

/**
 * Retained bytes per W3 tree instance (JOL): the object graph of all 10,000 engines minus the
 * agents' graph and the arrays that hold them, divided by 10,000, after 10 frames (so lazily
 * created state is counted). What all instances share (static tables, classes, enum constants)
 * is counted once for all 10,000.
 *
 * <p>{@link #main} prints the figures alone, for W3 (W1's tree, 10,000 of them) and W4 (1,000
 * W4 trees, each of which also holds its workload's {@code ManualClock}), with the field layout
 * of the Arbor classes: {@code java -Djdk.attach.allowAttachSelf=true -cp <the benchmarks'
 * classpath> dev.arbor.benchmarks.Footprint}.
 */
public final class Footprint {
    private Footprint() {}

    public static double bytesPerInstance(String implementation) {
        Crowd crowd = new Crowd(Implementations.w1(implementation));
        for (int f = 0; f < 10; f++) {
            crowd.frame();
        }
        return bytesPerEngine(crowd.agents());
    }

    /** The same for W4: {@code count} agents, each ticked 10 times. */
    public static double bytesPerW4Instance(String implementation, int count) {
        IntFunction<Workload> w4 = Implementations.w4(implementation);
        Workload[] workloads = new Workload[count];
        for (int i = 0; i < count; i++) {
            workloads[i] = w4.apply(i);
            for (int t = 0; t < 10; t++) {
                workloads[i].tick();
            }
        }
        return bytesPerEngine(workloads);
    }

    private static double bytesPerEngine(Workload[] workloads) {
        Object[] engines = new Object[workloads.length];
        Object[] agents = new Object[workloads.length];
        for (int i = 0; i < workloads.length; i++) {
            engines[i] = workloads[i].engine();
            agents[i] = workloads[i].agent();
        }
        GraphLayout all = GraphLayout.parseInstance(engines);
        GraphLayout agentsOnly = GraphLayout.parseInstance(agents);
        long engineBytes = all.totalSize() - agentsOnly.totalSize();
        return engineBytes / (double) workloads.length;
    }

    public static void main(String[] args) throws ClassNotFoundException {
        System.out.println("| retained bytes per instance (JOL, agent excluded) | W3 | W4 |");
        System.out.println("|---|---:|---:|");
        for (String implementation : Implementations.W1) {
            System.out.printf(Locale.ROOT, "| %s | %.0f | %.0f |%n", implementation,
                    bytesPerInstance(implementation), bytesPerW4Instance(implementation, 1000));
        }
        for (String tree : new String[] {"w1.W1GuardTree", "w4.W4LibraryTree"}) {
            System.out.println(ClassLayout.parseClass(Class.forName("dev.arbor.benchmarks." + tree))
                    .toPrintable());
        }
    }
}
