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
 * <p>A check is a pass of a monitor's tree: probe; if it fails, backOff (a Wait entered in
 * the failing tick, whose method answers 250 ms: done one step later) and probe again; if that
 * fails, backOff again (500 ms: done two steps later) and the last probe. So a check whose
 * tries all fail probes at steps k, k+1 and k+3, alerts at k+3, and rests 1000 ms:
 * restWhileDown succeeds at k+7, ending the pass with no leaf called ("-"), and the next check
 * starts at k+8.
 */
class MonitorDemoTest {

    private static final List<String> ALERTS = List.of(
            // auth answers 500 from step 5: probes at 5, 6 and 8 fail (steps k, k+1, k+3)
            "1.75s ALERT auth down after 3 failures",
            // orders hangs at steps 7 and 8 (two timeouts), then answers 500 at step 10
            "2.25s ALERT orders down after 3 failures",
            // the escalation tree is ticked after the monitors, in the same update
            "2.25s ESCALATE 2 services down: auth, orders",
            // orders' check began at step 7 (k): the next one begins at k+8 = 15, answered 200
            "3.50s CLEARED orders (down 1.25s)",
            // in the same update, the escalation's SELF watch on severalDown sees false and
            // interrupts the incident, whose onEnd stands down
            "3.50s STAND DOWN 1 service down: auth",
            // auth's next checks begin at 5+8 = 13 (probes 13, 14, 16: still down) and 21, when
            // it has answered 200 since step 17
            "5.00s CLEARED auth (down 3.25s)");
    // search's single 500, at step 3, is retried at step 4 and answers 200: no alert.

    private static final String TRACE = """
            200, 500, timeout: a probe's answer (#n: the n-th failure in a row); (node): waiting in that Wait; -: a Wait ended the pass

            step   time  auth                orders              search              alerts
               1  0.00s  200                 200                 200
               2  0.25s  200                 200                 200
               3  0.50s  200                 200                 500 #1
               4  0.75s  200                 200                 200 on retry
               5  1.00s  500 #1              200                 200
               6  1.25s  500 #2              200                 200
               7  1.50s  (backOff)           timeout #1          200
               8  1.75s  500 #3              timeout #2          200                 ALERT auth down after 3 failures
               9  2.00s  (restWhileDown)     (backOff)           200
              10  2.25s  (restWhileDown)     500 #3              200                 ALERT orders down after 3 failures; ESCALATE 2 services down: auth, orders
              11  2.50s  (restWhileDown)     (restWhileDown)     200
              12  2.75s  -                   (restWhileDown)     200
              13  3.00s  500 #4              (restWhileDown)     200
              14  3.25s  500 #5              -                   200
              15  3.50s  (backOff)           200                 200                 CLEARED orders (down 1.25s); STAND DOWN 1 service down: auth
              16  3.75s  500 #6; still down  200                 200
              17  4.00s  (restWhileDown)     200                 200
              18  4.25s  (restWhileDown)     200                 200
              19  4.50s  (restWhileDown)     200                 200
              20  4.75s  -                   200                 200
              21  5.00s  200                 200                 200                 CLEARED auth (down 3.25s)
              22  5.25s  200                 200                 200
              23  5.50s  200                 200                 200
              24  5.75s  200                 200                 200

            Alerts:
              1.75s ALERT auth down after 3 failures
              2.25s ALERT orders down after 3 failures
              2.25s ESCALATE 2 services down: auth, orders
              3.50s CLEARED orders (down 1.25s)
              3.50s STAND DOWN 1 service down: auth
              5.00s CLEARED auth (down 3.25s)
            Services stopped: true
            """;

    // The trace, step by step (step s is at (s - 1) * 250 ms; the scripts: auth 500 at 5-16,
    // orders no answer at 7-8 and 500 at 9-14, search 500 at 3):
    //  3-4   search: a 500, then backOff (250 ms), done at step 4, and the retry answers 200.
    //  5-8   auth: 500 #1; backOff (250), done at 6: 500 #2; backOff (500), entered at 6, running at
    //        7, done at 8: 500 #3, no try left: check fails, root enters down: the alert, then
    //        restWhileDown, entered at 8 and running at 9 to 11.
    //  12    auth: restWhileDown done (1000 ms): down and root succeed, no leaf is called: "-".
    //  7-10  orders: two timeouts (the probe waits its 400 ms, then gives up), then 500 #3 at 10:
    //        the second alert, and the escalation, in the same update.
    //  13-16 auth's next check: three more failures; the alert is up already: "still down".
    //  15    orders' next check: 200, which clears the alert; the escalation stands down.
    //  21    auth's next check: 200, which clears the last alert.

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
