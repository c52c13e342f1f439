// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.jmh;

import dev.arbor.benchmarks.Implementations;
import dev.arbor.benchmarks.workload.Workload;
import dev.arbor.inspector.Inspector;
import dev.arbor.runtime.Tree;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The cost of watching a tree in the live view: W1 on Arbor, watched by an {@link Inspector}
 * with no page open ({@code none}) and with one page reading its event stream ({@code open}).
 * The benchmark's thread ticks the tree and, between ticks, runs what the inspector asked to run
 * there (attaching or detaching its listener), as a game loop would.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class InspectorBenchmark {
    @Param({"none", "open"})
    public String page;

    private final Queue<Runnable> between = new ConcurrentLinkedQueue<>();
    private Workload workload;
    private Inspector inspector;
    private Thread reader;
    private InputStream stream;

    @Setup
    public void setUp() throws Exception {
        workload = Implementations.w1("arbor").apply(0);
        Tree tree = (Tree) workload.engine();
        inspector = Inspector.start(Inspector.options().port(0));
        inspector.watch("w1", tree, between::add);
        if (page.equals("open")) {
            HttpResponse<InputStream> response = HttpClient.newHttpClient().send(
                    HttpRequest.newBuilder(URI.create(inspector.url() + "events?tree=w1")).build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            stream = response.body();
            reader = new Thread(this::read, "page");
            reader.setDaemon(true);
            reader.start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (tree.listener() == null && System.nanoTime() < deadline) {
                runBetween();
                Thread.sleep(1);
            }
            if (tree.listener() == null) {
                throw new IllegalStateException("the page never subscribed");
            }
        }
    }

    /** The page: reads the stream as fast as it comes. */
    private void read() {
        byte[] buffer = new byte[1 << 16];
        try {
            while (stream.read(buffer) >= 0) {
                // discard
            }
        } catch (IOException closed) {
            // the benchmark is over
        }
    }

    private void runBetween() {
        for (Runnable task; (task = between.poll()) != null; ) {
            task.run();
        }
    }

    @Benchmark
    public void tick() {
        workload.tick();
        runBetween();
    }

    @TearDown
    public void tearDown() throws IOException {
        if (stream != null) {
            stream.close();
        }
        inspector.close();
    }
}
