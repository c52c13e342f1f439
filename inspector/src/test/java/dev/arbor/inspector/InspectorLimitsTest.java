// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The server's web security and its bounds: Host, Origin, methods, connections, timeouts. */
class InspectorLimitsTest {
    Inspector inspector;
    WalkerTree tree = new WalkerTree(new Walker());

    @AfterEach
    void stop() {
        if (inspector != null) inspector.close();
    }

    Inspector start(Inspector.Options options) {
        inspector = Inspector.start(options);
        inspector.watch("walker", tree, Runnable::run);
        return inspector;
    }

    String host() {
        return "127.0.0.1:" + inspector.port();
    }

    static String get(String path, String... headers) {
        return "GET " + path + " HTTP/1.1\r\n" + String.join("\r\n", headers) + "\r\n\r\n";
    }

    int status(String request) throws IOException {
        try (Http http = new Http(inspector.port(), request)) {
            return http.status();
        }
    }

    static void eventually(BooleanSupplier condition, String what) throws InterruptedException {
        for (int i = 0; i < 300; i++) {
            if (condition.getAsBoolean()) return;
            Thread.sleep(50);
        }
        throw new AssertionError("not within 15 s: " + what);
    }

    static long inspectorThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("arbor-inspector")).count();
    }

    @Test
    void theHostHeaderOnceAndKnown() throws Exception {
        start(Inspector.options());
        assertEquals(200, status(get("/trees", "Host: " + host())));
        assertEquals(200, status(get("/trees", "Host: LOCALHOST:" + inspector.port())));
        assertEquals(400, status(get("/trees", "Host: " + host(), "Host: evil.example")), "two Host headers");
        assertEquals(400, status(get("/trees", "Host: " + host(), "host: " + host())), "two Host headers");
        assertEquals(400, status(get("/trees")), "no Host header");
        assertEquals(403, status(get("/trees", "Host: evil.example:" + inspector.port())));
        assertEquals(403, status(get("/trees", "Host: localhost:9000")), "a tunnel's port, not allowed");
    }

    @Test
    void allowedHostsForATunnelOrAName() throws Exception {
        start(Inspector.options().allowHosts("localhost:9000", "DevBox.lan"));
        assertEquals(200, status(get("/trees", "Host: localhost:9000")));
        assertEquals(403, status(get("/trees", "Host: localhost:9001")));
        assertEquals(200, status(get("/trees", "Host: devbox.lan:8443")));
        assertEquals(200, status(get("/trees", "Host: devbox.lan")));
        assertEquals(403, status(get("/trees", "Host: evil.devbox.lan")));
        assertThrows(IllegalArgumentException.class, () -> Inspector.options().allowHosts("*"));
    }

    @Test
    void boundToEveryAddressItAnswersTheLoopbackNamesAndItsAddresses() throws Exception {
        start(Inspector.options().host("0.0.0.0"));
        assertEquals("127.0.0.1", inspector.url().getHost());
        assertEquals(200, status(get("/trees", "Host: " + host())));
        assertEquals(200, status(get("/trees", "Host: localhost:" + inspector.port())));
        assertEquals(403, status(get("/trees", "Host: evil.example:" + inspector.port())));
    }

    @Test
    void anotherSitesRequestIsRefused() throws Exception {
        start(Inspector.options());
        assertEquals(200, status(get("/trees", "Host: " + host(), "Origin: http://" + host())));
        assertEquals(200, status(get("/trees", "Host: " + host(), "Sec-Fetch-Site: same-origin")));
        assertEquals(200, status(get("/", "Host: " + host(), "Sec-Fetch-Site: none")));
        assertEquals(403, status(get("/events?tree=walker", "Host: " + host(), "Origin: http://evil.example")));
        assertEquals(403, status(get("/trees", "Host: " + host(), "Origin: null")));
        assertEquals(403, status(get("/trees", "Host: " + host(), "Origin: http://localhost:3000")));
        assertEquals(403, status(get("/mermaid.min.js", "Host: " + host(), "Sec-Fetch-Site: cross-site")));
        assertEquals(403, status(get("/trees", "Host: " + host(), "Sec-Fetch-Site: same-site")));
        assertEquals(0, inspector.subscribers("walker"));
        assertNull(tree.listener());
    }

    @Test
    void getAndHeadOnly() throws Exception {
        start(Inspector.options());
        try (Http http = new Http(inspector.port(), "HEAD /trees HTTP/1.1\r\nHost: " + host() + "\r\n\r\n")) {
            assertEquals(200, http.status());
            String rest = http.rest();
            assertTrue(rest.contains("Content-Length: "), rest);
            assertTrue(rest.endsWith("\r\n\n") || rest.endsWith("\n\n"), "no body: " + rest);
            assertFalse(rest.contains("walker"), rest);
        }
        try (Http http = new Http(inspector.port(), "HEAD /events?tree=walker HTTP/1.1\r\nHost: " + host() + "\r\n\r\n")) {
            assertEquals(200, http.status());
            assertTrue(http.rest().contains("text/event-stream"));
        }
        assertNull(tree.listener(), "a HEAD subscribes nothing");
        for (String method : List.of("POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH")) {
            try (Http http = new Http(inspector.port(), method + " /trees HTTP/1.1\r\nHost: " + host()
                    + "\r\nContent-Length: 0\r\n\r\n")) {
                assertEquals(405, http.status(), method);
                assertTrue(http.rest().contains("Allow: GET, HEAD"));
            }
        }
        assertEquals(400, status("GARBAGE\r\n\r\n"));
        assertEquals(431, status(get("/trees", "Host: " + host(), "X-Big: " + "x".repeat(9000))));
    }

    @Test
    void connectionsOverTheLimitAreRefusedAndThreadsStayBounded() throws Exception {
        start(Inspector.options().connections(4).requestTimeout(Duration.ofSeconds(5)));
        long before = inspectorThreads();
        List<Socket> idle = new ArrayList<>();
        try {
            for (int i = 0; i < 4; i++) {
                Socket socket = new Socket("127.0.0.1", inspector.port());
                idle.add(socket);
            }
            eventually(() -> inspector.connections() == 4, "four open");
            for (int i = 0; i < 40; i++) {
                try (Http http = new Http(inspector.port(), get("/trees", "Host: " + host()))) {
                    assertEquals(503, http.status());
                } catch (IOException e) {
                    // reset before the answer was read: refused all the same
                }
            }
            assertTrue(inspectorThreads() <= 4 + 2, inspectorThreads() + " threads");
            assertTrue(inspectorThreads() - before <= 4, "threads " + before + " then " + inspectorThreads());
        } finally {
            for (Socket socket : idle) socket.close();
        }
        eventually(() -> inspector.connections() == 0, "all closed");
        assertEquals(200, status(get("/trees", "Host: " + host())));
    }

    @Test
    void aSlowClientIsCutOffAtTheRequestTimeout() throws Exception {
        start(Inspector.options().requestTimeout(Duration.ofMillis(800)));
        long start = System.nanoTime();
        try (Socket socket = new Socket("127.0.0.1", inspector.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            byte[] request = get("/trees", "Host: " + host()).getBytes(StandardCharsets.US_ASCII);
            String answer = "";
            try {
                for (byte b : request) { // one byte every 100 ms: 3 s for the request
                    out.write(b);
                    out.flush();
                    Thread.sleep(100);
                }
            } catch (IOException e) {
                // cut off while sending
            }
            answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
            assertTrue(answer.isEmpty() || answer.startsWith("HTTP/1.1 408"), answer);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        eventually(() -> inspector.connections() == 0, "closed");
        assertTrue(millis < 3_500, millis + " ms");
    }

    @Test
    void aPageThatStopsReadingIsDroppedAndItsListenerDetached() throws Exception {
        inspector = Inspector.start(Inspector.options().writeTimeout(Duration.ofMillis(500)));
        Queue<Runnable> between = new ConcurrentLinkedQueue<>();
        inspector.watch("walker", tree, between::add);
        try (Socket socket = new Socket()) {
            socket.setReceiveBufferSize(4096);
            socket.connect(new InetSocketAddress("127.0.0.1", inspector.port()));
            socket.getOutputStream().write(get("/events?tree=walker", "Host: " + host())
                    .getBytes(StandardCharsets.US_ASCII));
            eventually(() -> inspector.subscribers("walker") == 1, "subscribed");
            long deadline = System.nanoTime() + 20_000_000_000L;
            while (inspector.subscribers("walker") == 1 && System.nanoTime() < deadline) {
                for (int i = 0; i < 200; i++) { // never reading: the buffers fill, a write waits
                    for (Runnable task; (task = between.poll()) != null; ) task.run();
                    ((Walker) tree.agent()).steps = 5;
                    tree.tick();
                }
                Thread.sleep(1);
            }
            assertEquals(0, inspector.subscribers("walker"), "dropped");
            // the detach is handed to `between` once the page is dropped: run what comes
            eventually(() -> {
                for (Runnable task; (task = between.poll()) != null; ) task.run();
                return tree.listener() == null;
            }, "the listener detached");
            assertNull(tree.listener(), "the listener detached");
            eventually(() -> inspector.connections() == 0, "the connection closed");
        }
    }

    @Test
    @Tag("exhaustive")
    void twoThousandConnections() throws Exception {
        start(Inspector.options());
        long heapBefore = usedHeap();
        List<Socket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < 2000; i++) {
                Socket socket = new Socket("127.0.0.1", inspector.port());
                socket.getOutputStream().write(get("/events?tree=walker", "Host: " + host())
                        .getBytes(StandardCharsets.US_ASCII));
                sockets.add(socket);
            }
            eventually(() -> inspector.connections() == 64, "64 open");
            assertTrue(inspectorThreads() <= 64 + 2, inspectorThreads() + " threads");
            assertTrue(usedHeap() - heapBefore < 64 << 20, "heap grew by " + ((usedHeap() - heapBefore) >> 20) + " MB");
        } finally {
            for (Socket socket : sockets) socket.close();
        }
        eventually(() -> inspector.connections() == 0, "all closed");
        eventually(() -> tree.listener() == null, "detached");
    }

    static long usedHeap() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
