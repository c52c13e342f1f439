// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.runtime.replay.Recorder;
import dev.arbor.runtime.replay.Recording;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Queue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Time travel as the page is told it: a recording opened under a name (its summary, one tick at
 * a time, names escaped, bounded), and the ring of a live tree watched with a history.
 */
class InspectorTimeTravelTest {
    Inspector inspector;
    final HttpClient client = HttpClient.newHttpClient();

    @BeforeEach
    void start() {
        inspector = Inspector.start(Inspector.options().history(8));
    }

    @AfterEach
    void stop() {
        inspector.close();
    }

    HttpResponse<String> get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(inspector.url().resolve(path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static String q(String name) {
        return URLEncoder.encode(name, StandardCharsets.UTF_8);
    }

    /** The walker's session: two ticks walking, then tired, which aborts the walk. */
    static Recording walkerSession() {
        Walker walker = new Walker();
        Recorder recorder = new Recorder(2);
        WalkerTree tree = new WalkerTree(walker);
        recorder.start(tree);
        recorder.tick();
        recorder.tick();
        walker.tired = true;
        recorder.tick();
        return recorder.recording();
    }

    @Test
    void aRecordingIsServedATickAtATime() throws Exception {
        String name = "walk <\"é\">";
        inspector.open(name, walkerSession());
        assertThrows(IllegalArgumentException.class, () -> inspector.open(name, walkerSession()));
        assertEquals("{\"total\":1,\"trees\":[{\"name\":\"walk \\u003c\\\"é\\\"\\u003e\",\"class\":"
                + "\"dev.arbor.inspector.WalkerTree\",\"nodes\":7,\"recording\":true}],\"matching\":1}",
                get("/trees").body());
        String summary = get("/timeline?tree=" + q(name)).body();
        assertTrue(summary.startsWith("{\"tree\":\"walk \\u003c\\\"é\\\"\\u003e\",\"class\":"
                + "\"dev.arbor.inspector.WalkerTree\",\"ticks\":3,\"first\":0,\"clock\":false,"
                + "\"statusesFrom\":1,\"statuses\":\"RRS\",\"methods\":[\"root\",\"rest\",\"isTired\""), summary);
        assertTrue(summary.contains("{\"name\":\"rested\",\"type\":\"int\",\"in\":\"Walker\",\"unreadable\":\"private\"}"),
                summary);
        assertTrue(get("/diagram?tree=" + q(name)).body().startsWith("---"), "the build's drawing");

        String tick2 = get("/tick?tree=" + q(name) + "&n=2").body();
        assertTrue(tick2.contains("\"status\":\"RUNNING\""), tick2);
        assertTrue(tick2.contains("\"path\":\"root \\u003e walkAbout \\u003e walk\""), tick2);
        assertTrue(tick2.contains("\"running\":[0,4,6]"), tick2);
        assertTrue(tick2.contains("[0,\"1\",true]"), "steps 2 -> 1: " + tick2); // steps, changed
        String tick3 = get("/tick?tree=" + q(name) + "&n=3").body();
        assertTrue(tick3.contains("\"why\":[\"re-checked isTired changed: failure \u2192 success\","
                + "\"abort fired: isTired interrupted what ran under root\"]"), tick3);
        assertTrue(tick3.contains("[4,\"interrupted\"]") && tick3.contains("[6,\"interrupted\"]"), tick3);
        assertTrue(tick3.contains("[1,\"true\",true]"), "tired changed: " + tick3);
        assertTrue(tick3.contains("\"path\":\"\""), tick3);

        assertEquals(404, get("/tick?tree=" + q(name) + "&n=4").statusCode());
        assertEquals(404, get("/tick?tree=" + q(name) + "&n=0").statusCode());
        assertEquals(400, get("/tick?tree=" + q(name) + "&n=x").statusCode());
        assertEquals(404, get("/tick?tree=nobody&n=1").statusCode());
        assertEquals(404, get("/events?tree=" + q(name)).statusCode(), "a recording has no live stream");
        assertTrue(inspector.unwatch(name));
        assertEquals(404, get("/timeline?tree=" + q(name)).statusCode());
    }

    @Test
    void aTreeWatchedThroughAnExecutorKeepsItsLastTicks() throws Exception {
        Queue<Runnable> between = new ArrayDeque<>();
        Walker walker = new Walker();
        walker.steps = 1000;
        WalkerTree tree = new WalkerTree(walker);
        inspector.watch("walker", tree, between::add);
        inspector.watch("plain", new WalkerTree(new Walker())); // no executor: no history
        assertTrue(get("/trees").body().contains("\"subscribers\":0,\"history\":true}"));
        assertEquals(404, get("/timeline?tree=plain").statusCode());
        java.util.concurrent.CountDownLatch ticked = new java.util.concurrent.CountDownLatch(1);
        Thread loop = new Thread(() -> {
            for (int tick = 0; tick < 50; tick++) {
                for (Runnable task; (task = between.poll()) != null; ) task.run();
                tree.tick();
            }
            ticked.countDown();
            while (!Thread.currentThread().isInterrupted()) { // between ticks, as a loop would
                for (Runnable task; (task = between.poll()) != null; ) task.run();
                Thread.onSpinWait();
            }
        });
        loop.start();
        try {
            assertTrue(ticked.await(10, java.util.concurrent.TimeUnit.SECONDS), "50 ticks");
            String summary = get("/timeline?tree=walker").body();
            int ticks = Integer.parseInt(summary.replaceAll(".*\"ticks\":(\\d+),.*", "$1"));
            int first = Integer.parseInt(summary.replaceAll(".*\"first\":(\\d+),.*", "$1"));
            assertTrue(ticks >= 8 && ticks < 8 + 2 * 2, summary); // snapshotEvery = 8 / 4 = 2
            assertEquals(50, first + ticks, summary);
            String last = get("/tick?tree=walker&n=50").body();
            assertTrue(last.contains("\"number\":50"), last);
            assertEquals(404, get("/tick?tree=walker&n=" + first).statusCode(), "dropped from the ring");
        } finally {
            loop.interrupt();
            loop.join();
        }
    }

    @Test
    void theCommandLineRefusesWhatItDoesNotKnow() {
        assertThrows(IllegalArgumentException.class, () -> Inspector.main(new String[] {"--wat"}));
        assertThrows(IllegalArgumentException.class, () -> Inspector.main(new String[] {"--open"}));
    }
}
