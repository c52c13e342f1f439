// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class InspectorHttpTest {
    static final String ODD = "say \"hi\" <b>&amp; café 日本 😀";

    Inspector inspector;
    WalkerTree tree;
    final HttpClient client = HttpClient.newHttpClient();

    @BeforeEach
    void start() {
        inspector = Inspector.start(Inspector.options().port(0));
        tree = new WalkerTree(new Walker());
        inspector.watch("walker", tree);
    }

    @AfterEach
    void stop() {
        inspector.close();
    }

    HttpResponse<String> get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(inspector.url().resolve(path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    static String events(String name) {
        return "/events?tree=" + URLEncoder.encode(name, StandardCharsets.UTF_8);
    }

    static void eventually(BooleanSupplier condition, String what) throws InterruptedException {
        for (int i = 0; i < 200; i++) {
            if (condition.getAsBoolean()) return;
            Thread.sleep(50);
        }
        throw new AssertionError("not within 10 s: " + what);
    }

    @Test
    void bindsLoopbackOnAFreePort() {
        assertEquals("127.0.0.1", inspector.url().getHost());
        assertTrue(inspector.port() > 0);
    }

    @Test
    void listsTheTreesAsJson() throws Exception {
        inspector.watch(ODD, new WalkerTree(new Walker()));
        HttpResponse<String> response = get("/trees");
        assertEquals(200, response.statusCode());
        assertEquals("[{\"name\":\"walker\",\"class\":\"dev.arbor.inspector.WalkerTree\",\"nodes\":7,"
                + "\"subscribers\":0},{\"name\":\"say \\\"hi\\\" \\u003cb\\u003e\\u0026amp; café 日本 😀\","
                + "\"class\":\"dev.arbor.inspector.WalkerTree\",\"nodes\":7,\"subscribers\":0}]",
                response.body());
    }

    @Test
    void thePageEscapesNames() throws Exception {
        inspector.watch(ODD, new WalkerTree(new Walker()));
        String page = get("/").body();
        assertTrue(page.contains(">say &quot;hi&quot; &lt;b&gt;&amp;amp; café 日本 😀</a>"), page);
        assertFalse(page.contains("<b>"), "no raw markup from a name");
        assertTrue(page.contains("\\u003cb\\u003e"), "JSON in the script block escapes <");
    }

    @Test
    void servesTheDiagramAndMermaid() throws Exception {
        String diagram = get("/diagram?tree=walker").body();
        assertTrue(diagram.contains("flowchart TD") && diagram.contains("n6"), diagram);
        HttpResponse<String> mermaid = get("/mermaid.min.js");
        assertEquals(200, mermaid.statusCode());
        assertTrue(mermaid.body().length() > 100_000);
        assertEquals(404, get("/diagram?tree=nope").statusCode());
    }

    @Test
    void rejectsAForeignHost() throws Exception {
        try (Http http = new Http(inspector.port(), "/trees", "evil.example:" + inspector.port())) {
            assertEquals(403, http.status());
        }
        try (Http http = new Http(inspector.port(), "/trees", "127.0.0.1:1")) {
            assertEquals(403, http.status());
        }
        try (Http http = new Http(inspector.port(), "/trees", "localhost:" + inspector.port())) {
            assertEquals(200, http.status());
        }
    }

    @Test
    void isReadOnly() throws Exception {
        HttpResponse<String> response = client.send(HttpRequest.newBuilder(inspector.url().resolve("/trees"))
                .POST(HttpRequest.BodyPublishers.ofString("x")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(405, response.statusCode());
    }

    @Test
    void attachesNothingUntilAPageSubscribes() {
        tree.tick();
        assertNull(tree.listener());
    }

    @Test
    void streamsTicksAndDetachesWhenThePageLeaves() throws Exception {
        try (Http page = new Http(inspector.port(), events("walker"), "127.0.0.1:" + inspector.port())) {
            assertEquals(200, page.status());
            page.until("event: hello");
            assertTrue(tree.listener() != null);
            tree.tick();
            page.until("event: tick");
            String data = page.until("data: ");
            assertTrue(data.contains("\"status\":\"RUNNING\""), data);
            assertTrue(data.contains("\"path\":" + Json.string(tree.runningPath())), data);
            assertTrue(data.contains("[6,\"running\"]"), data);
        }
        eventually(() -> tree.listener() == null, "the listener is detached after the page left");
        assertEquals(0, inspector.subscribers("walker"));
        tree.tick();
    }

    @Test
    void twoPagesOnOneTree() throws Exception {
        String host = "127.0.0.1:" + inspector.port();
        Http first = new Http(inspector.port(), events("walker"), host);
        try (Http second = new Http(inspector.port(), events("walker"), host)) {
            first.until("event: hello");
            second.until("event: hello");
            assertEquals(2, inspector.subscribers("walker"));
            tree.tick();
            assertEquals(first.until("data: {\"tick\""), second.until("data: {\"tick\""));
            TreeListener attached = tree.listener();
            first.close();
            eventually(() -> inspector.subscribers("walker") == 1, "one page left");
            assertSame(attached, tree.listener());
            tree.tick();
            assertTrue(second.until("data: {\"tick\"").contains("\"tick\":2"));
        }
        eventually(() -> tree.listener() == null, "detached after both left");
    }

    @Test
    void keepsAndRestoresTheUsersListener() throws Exception {
        AtomicInteger ticks = new AtomicInteger();
        TreeListener mine = new TreeListener() {
            @Override
            public void tickEnded(Tree tree, Status status) {
                ticks.incrementAndGet();
            }
        };
        tree.setListener(mine);
        try (Http page = new Http(inspector.port(), events("walker"), "127.0.0.1:" + inspector.port())) {
            page.until("event: hello");
            tree.tick();
            page.until("event: tick");
            assertEquals(1, ticks.get());
        }
        eventually(() -> tree.listener() == mine, "the user's listener is back");
    }

    @Test
    void aTreeRemovedWhileWatched() throws Exception {
        try (Http page = new Http(inspector.port(), events("walker"), "127.0.0.1:" + inspector.port())) {
            page.until("event: hello");
            tree.tick();
            assertTrue(inspector.unwatch("walker"));
            page.until("event: removed");
            assertNull(tree.listener());
            tree.tick();
            tree.tick();
        }
        assertEquals(404, get(events("walker")).statusCode());
    }

    @Test
    void aPageThatStopsReadingNeverBlocksTheTree() throws Exception {
        inspector.close();
        inspector = Inspector.start(Inspector.options().buffer(2));
        inspector.watch("walker", tree);
        try (Http page = new Http(inspector.port(), events("walker"), "127.0.0.1:" + inspector.port())) {
            page.until("event: hello");
            for (int i = 0; i < 20_000; i++) {
                ((Walker) tree.agent()).steps = 5;
                tree.tick();
            }
        }
        eventually(() -> tree.listener() == null, "detached");
    }

    @Test
    void pagesComeAndGoWhileAnotherThreadTicks() throws Exception {
        java.util.concurrent.atomic.AtomicReference<Throwable> failure = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicBoolean stop = new java.util.concurrent.atomic.AtomicBoolean();
        java.util.Queue<Runnable> between = new java.util.concurrent.ConcurrentLinkedQueue<>();
        inspector.unwatch("walker");
        inspector.watch("walker", tree, between::add);
        Thread ticker = new Thread(() -> {
            try {
                while (!stop.get()) {
                    for (Runnable task; (task = between.poll()) != null; ) task.run();
                    ((Walker) tree.agent()).steps = 5;
                    tree.tick();
                }
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        ticker.start();
        try {
            for (int i = 0; i < 15; i++) {
                try (Http page = new Http(inspector.port(), events("walker"), "127.0.0.1:" + inspector.port())) {
                    page.until("event: hello");
                    page.until("event: tick");
                }
                eventually(() -> inspector.subscribers("walker") == 0, "page left");
            }
            eventually(() -> tree.listener() == null, "detached");
        } finally {
            stop.set(true);
            ticker.join(5000);
        }
        assertNull(failure.get(), () -> "the ticking thread got " + failure.get());
    }

    @Test
    void aHundredsOfNodesTreeDiagramFromNodes() {
        String[] methods = new String[600];
        String[] kinds = new String[600];
        int[] parents = new int[600];
        for (int i = 0; i < 600; i++) {
            methods[i] = i == 0 ? "root" : "n\"<" + i + ">";
            kinds[i] = i < 30 ? "Sequence" : "Action";
            parents[i] = i == 0 ? -1 : (i - 1) / 20;
        }
        String text = Diagram.fromNodes(new dev.arbor.runtime.TreeNodes("Big", methods, kinds, parents));
        assertTrue(text.contains("n599[\"Action<br/>n#34;#60;599#62;\"]"), text.substring(0, 300));
    }
}
