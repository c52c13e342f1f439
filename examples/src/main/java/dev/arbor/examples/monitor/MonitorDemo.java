// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.monitor;

import dev.arbor.Status;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeRunner;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * Watches three real HTTP services with behavior trees: "auth", "orders" and "search", each a
 * {@link HealthService} on a loopback port of this JVM whose health answers follow a script
 * ({@link #SCRIPTS}). One {@link ServiceMonitor} tree per service and one {@link Escalation}
 * tree are ticked by a {@link TreeRunner} every 250 ms of a {@link ManualClock}; the demo moves
 * the clock and the scripts' step together, and before each step lets the probes sent reach
 * their services (and, unless held, come back), so the trace is the same on every run although
 * the HTTP calls are real and asynchronous. A probe's answer is seen one step after it was sent;
 * a probe held by a hanging service is cancelled by its TimeLimit two steps (500 ms) after.
 *
 * <p>One line per step: the step, the time on the clock, what each monitor's leaves did (a
 * probe's answer, or the Wait the monitor is in), and the alerts recorded in that step. The
 * services are stopped at the end. {@code MonitorDemoTest} checks the trace.
 *
 * <pre>
 * mvn -q -Pdemo package -Dmaven.test.skip=true -pl processor,examples -am \
 *     -Ddemo.main=dev.arbor.examples.monitor.MonitorDemo
 * </pre>
 */
public final class MonitorDemo {
    static final Duration STEP = Duration.ofMillis(250);
    static final int STEPS = 24;
    /** Each service's health, one character per step from step 1: '.' 200, 'x' 500, 't' no answer. */
    static final String[][] SCRIPTS = {
        {"auth",   "....xxxxxxxxxxxx"},   // 500s from step 5 to step 16
        {"orders", "......ttxxxxxx"},     // hangs at steps 7 and 8, then 500s to step 14
        {"search", "..x"},                // a single 500, at step 3
    };
    private static final String LINE = "%4s %6s  %-18s  %-18s  %-18s  %s";

    private MonitorDemo() {}

    public static void main(String[] args) {
        run(System.out);
    }

    /** What a run recorded, and the services it started (stopped by then). */
    record Report(List<String> alerts, List<HealthService> services) {}

    /** Starts the services, runs {@value #STEPS} steps printing one line each, stops them. */
    static Report run(PrintStream out) {
        AtomicInteger step = new AtomicInteger();
        List<HealthService> services = new ArrayList<>();
        ManualClock clock = new ManualClock();
        Alerts alerts = new Alerts(clock);
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(ServiceMonitor.TIMEOUT).build();
        List<ServiceMonitor> monitors = new ArrayList<>();
        try (TreeRunner runner = TreeRunner.builder().clock(clock).interval(STEP).build()) {
            List<Tree> trees = new ArrayList<>();
            for (String[] script : SCRIPTS) {
                HealthService service = new HealthService(script[0], script[1], step::get);
                services.add(service);
                ServiceMonitor monitor = new ServiceMonitor(service.name, service.healthUri(),
                        client, alerts);
                ServiceMonitorTree tree = new ServiceMonitorTree(monitor, clock, 0);
                monitors.add(monitor);
                trees.add(tree);
                runner.add(tree);
            }
            runner.add(new EscalationTree(new Escalation(alerts), clock, 0)); // after the monitors
            warmUp(client, services);
            int[] warmUps = services.stream().mapToInt(HealthService::received).toArray();

            out.println("200, 500, timeout: a probe's answer (#n: the n-th failure in a row);"
                    + " (node): waiting in that Wait; -: a Wait ended the pass");
            out.println();
            row(out, "step", "time", "auth", "orders", "search", "alerts");
            for (int s = 1; s <= STEPS; s++) {
                step.set(s);
                int logged = alerts.log().size();
                monitors.forEach(monitor -> monitor.notes.clear());
                runner.update();
                awaitProbes(monitors, services, warmUps);
                List<String> columns = new ArrayList<>();
                for (int i = 0; i < monitors.size(); i++) {
                    List<String> notes = monitors.get(i).notes;
                    Tree tree = trees.get(i);
                    columns.add(!notes.isEmpty() ? String.join("; ", notes)
                            : tree.status() == Status.RUNNING ? "(" + lastNode(tree) + ")" : "-");
                }
                List<String> events = alerts.log().subList(logged, alerts.log().size()).stream()
                        .map(event -> event.substring(event.indexOf(' ') + 1)).toList();
                row(out, s,
                        String.format(Locale.ROOT, "%.2fs", clock.nanos() / 1e9),
                        columns.get(0), columns.get(1), columns.get(2), String.join("; ", events));
                clock.advance(STEP);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            services.forEach(HealthService::close);
        }
        out.println();
        out.println("Alerts:");
        alerts.log().forEach(event -> out.println("  " + event));
        out.println("Requests cancelled by a TimeLimit: " + monitors.stream()
                .map(monitor -> monitor.service + " " + monitor.cancelled.get())
                .collect(Collectors.joining(", ")));
        out.println("Services stopped: " + services.stream().allMatch(HealthService::isStopped));
        return new Report(alerts.log(), services);
    }

    /**
     * Before the next step, each probe sent in this one has reached its service and has its
     * answer, or is held by a service that will not answer: so its answer, and the step it is
     * seen at (the next tick, docs/semantics.md §5.8), is the same on every run, however fast
     * the network. A probe's answer is seen by the first tick that starts after it came.
     */
    private static void awaitProbes(List<ServiceMonitor> monitors, List<HealthService> services,
            int[] warmUps) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        for (int i = 0; i < monitors.size(); i++) {
            ServiceMonitor monitor = monitors.get(i);
            HealthService service = services.get(i);
            while (true) {
                var probe = monitor.inFlight;
                boolean reached = service.received() - warmUps[i] == monitor.sent;
                if (probe == null || probe.isDone() || reached && service.lastHangs()) {
                    break;
                }
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(monitor.service + ": a probe got lost");
                }
                Thread.onSpinWait();
            }
        }
    }

    /** The node the tree is waiting in: the last name of its running path. */
    private static String lastNode(Tree tree) {
        String path = tree.runningPath();
        return path.substring(path.lastIndexOf(' ') + 1);
    }

    /**
     * One request to each service before the watch begins, as a monitor would check its
     * configuration: it also opens the connections, so that no probe pays for that.
     */
    private static void warmUp(HttpClient client, List<HealthService> services)
            throws IOException {
        for (HealthService service : services) {
            try {
                client.send(HttpRequest.newBuilder(service.healthUri())
                        .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.discarding());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while warming up", e);
            }
        }
    }

    /** Prints one row of the table, without the spaces that pad its empty last columns. */
    private static void row(PrintStream out, Object... columns) {
        out.println(String.format(Locale.ROOT, LINE, columns).stripTrailing());
    }
}
