package dev.arbor.benchmarks;

import dev.arbor.benchmarks.w3.Crowd;
import dev.arbor.benchmarks.workload.Workload;
import org.openjdk.jol.info.GraphLayout;

/**
 * Retained bytes per W3 tree instance (JOL): the object graph of all 10,000 engines minus the
 * agents' graph and the arrays that hold them, divided by 10,000, after 10 frames (so lazily
 * created state is counted). What all instances share (static tables, classes, enum constants)
 * is counted once for all 10,000.
 */
public final class Footprint {
    private Footprint() {}

    public static double bytesPerInstance(String implementation) {
        Crowd crowd = new Crowd(Implementations.w1(implementation));
        for (int f = 0; f < 10; f++) {
            crowd.frame();
        }
        Workload[] workloads = crowd.agents();
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
}
