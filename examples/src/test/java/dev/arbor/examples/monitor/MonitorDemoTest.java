// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.monitor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The service monitor demo against its real HTTP services: the alerts and escalations, in order
 * and with their times; the whole printed trace; and the services stopped at the end. The calls
 * are real, but the answers follow the scripts step by step and the trees read a manual clock,
 * so the outcome is fixed. Each line was worked out from the rules; the comments say why.
 *
 * <p>A probe is an async action (docs/semantics.md §5.8): started in one step ("(probe)"), its
 * answer is seen in the next, the first tick after it arrived. So a healthy service is probed
 * every other step: probe at k, 200 at k+1 (the pass ends), the next pass at k+2. A check is a
 * pass of a monitor's tree: probe; if it fails, backOff (a Wait entered in the failing tick,
 * 250 ms: done one step later, when the second probe starts) and probe again; if that fails,
 * backOff again (500 ms: done two steps later) and the last probe. A probe held by a service
 * that never answers is given up on by its TimeLimit (500 ms) two steps after it started ("no
 * answer"), which cancels the request. Three failures raise the alert and rest 1000 ms:
 * restWhileDown ends four steps after it was entered, ending the pass with no leaf called ("-").
 */
class MonitorDemoTest {

    private static final List<String> ALERTS = List.of(
            // auth answers 500 from step 5: probes sent at 5, 7 and 10 fail, seen at 6, 8, 11
            "2.50s ALERT auth down after 3 failures",
            // orders holds the probe sent at step 7 (given up at 9), then answers 500 to the
            // probes of steps 10 and 13, seen at 11 and 14
            "3.25s ALERT orders down after 3 failures",
            // the escalation tree is ticked after the monitors, in the same update
            "3.25s ESCALATE 2 services down: auth, orders",
            // auth's next check: probe 16 (500, seen at 17), backOff 250, probe 18, which is
            // past its script: 200, seen at 19
            "4.50s CLEARED auth (down 2.00s)",
            // in the same update, the escalation's SELF watch on severalDown sees false and
            // interrupts the incident, whose onEnd stands down
            "4.50s STAND DOWN 1 service down: orders",
            // orders rests from 14 to 18; its next check probes at 19 (past its script), 200 at 20
            "4.75s CLEARED orders (down 1.50s)");
    // search's single 500 (probe of step 3, seen at 4) is retried at step 5: 200 at 6, no alert.

    private static final String TRACE = """
            200, 500, timeout: a probe's answer (#n: the n-th failure in a row); (node): waiting in that Wait; -: a Wait ended the pass

            step   time  auth                orders              search              alerts
               1  0.00s  (probe)             (probe)             (probe)
               2  0.25s  200                 200                 200
               3  0.50s  (probe)             (probe)             (probe)
               4  0.75s  200                 200                 500 #1
               5  1.00s  (probe)             (probe)             (probe)
               6  1.25s  500 #1              200                 200 on retry
               7  1.50s  (probe)             (probe)             (probe)
               8  1.75s  500 #2              (probe)             200
               9  2.00s  (backOff)           no answer #1        (probe)
              10  2.25s  (probe)             (probe)             200
              11  2.50s  500 #3              500 #2              (probe)             ALERT auth down after 3 failures
              12  2.75s  (restWhileDown)     (backOff)           200
              13  3.00s  (restWhileDown)     (probe)             (probe)
              14  3.25s  (restWhileDown)     500 #3              200                 ALERT orders down after 3 failures; ESCALATE 2 services down: auth, orders
              15  3.50s  -                   (restWhileDown)     (probe)
              16  3.75s  (probe)             (restWhileDown)     200
              17  4.00s  500 #4              (restWhileDown)     (probe)
              18  4.25s  (probe)             -                   200
              19  4.50s  200                 (probe)             (probe)             CLEARED auth (down 2.00s); STAND DOWN 1 service down: orders
              20  4.75s  (probe)             200                 200                 CLEARED orders (down 1.50s)
              21  5.00s  200                 (probe)             (probe)
              22  5.25s  (probe)             200                 200
              23  5.50s  200                 (probe)             (probe)
              24  5.75s  (probe)             200                 200

            Alerts:
              2.50s ALERT auth down after 3 failures
              3.25s ALERT orders down after 3 failures
              3.25s ESCALATE 2 services down: auth, orders
              4.50s CLEARED auth (down 2.00s)
              4.50s STAND DOWN 1 service down: orders
              4.75s CLEARED orders (down 1.50s)
            Requests cancelled by a TimeLimit: auth 0, orders 1, search 0
            Services stopped: true
            """;

    // The trace, step by step (step s is at (s - 1) * 250 ms; the scripts: auth 500 at 5-16,
    // orders no answer at 7-8 and 500 at 9-14, search 500 at 3):
    //  1-2   every monitor: probe sent at 1, its 200 seen at 2, which ends the pass; so on.
    //  3-6   search: probe 3 answers 500, seen at 4; backOff (250 ms) entered at 4, done at 5,
    //        when the retry's probe starts: 200, seen at 6 ("on retry").
    //  5-11  auth: probe 5 answers 500, seen at 6 (#1); backOff 250, done at 7: probe 7, 500 at
    //        8 (#2); backOff 500, entered at 8, running at 9, done at 10: probe 10, 500 at 11
    //        (#3), no try left: the check fails, root enters down: the alert, then
    //        restWhileDown, entered at 11, running at 12 to 14, done at 15: "-".
    //  7-14  orders: probe 7 is held (no answer); at 9 its TimeLimit has run 500 ms: the probe is
    //        interrupted, its stage and request cancelled, "no answer #1"; backOff 250, done at
    //        10: probe 10, 500 at 11 (#2); backOff 500, done at 13: probe 13, 500 at 14 (#3):
    //        the second alert, and the escalation, in the same update; rest 14 to 18 ("-").
    //  16-19 auth's next check: probe 16, 500 at 17 (#4; the alert is up: no "still down" yet,
    //        that is raiseAlert's); backOff 250, done at 18: probe 18, past auth's script: 200
    //        at 19, which clears the alert; the escalation stands down in the same update.
    //  19-20 orders' next check: probe 19, 200 at 20, which clears the last alert.

    @Test
    void alertsEscalationsAndTheTraceAreWhatTheScriptsSay() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        MonitorDemo.Report report =
                MonitorDemo.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        assertEquals(ALERTS, report.alerts());

        List<String> expected = TRACE.lines().toList();
        List<String> actual = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), "line " + (i + 1) + " of the trace");
        }
        assertEquals(expected.size(), actual.size(), "lines in the trace");

        assertEquals(3, report.services().size());
        for (HealthService service : report.services()) {
            assertTrue(service.isStopped(), service.name + " stopped");
            try (Socket socket = new Socket()) {
                assertThrows(ConnectException.class, () -> socket.connect(new InetSocketAddress(
                        InetAddress.getLoopbackAddress(), service.port()), 1000),
                        service.name + "'s port is closed");
            }
        }
    }
}
