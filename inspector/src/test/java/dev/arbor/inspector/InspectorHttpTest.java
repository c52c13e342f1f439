// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What the page is told: the tree list, the drawing, the events of each tick. */
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

    /** Watches the tree through an executor, as a game loop would: attached only while a page is open. */
    void watchBetween() {
        inspector.unwatch("walker");
        inspector.watch("walker", tree, Runnable::run);
    }

    Http page(String name) throws Exception {
        Http page = new Http(inspector.port(), events(name), "127.0.0.1:" + inspector.port());
        assertEquals(200, page.status());
        page.until("event: hello");
        return page;
    }

    /** The data line of the next tick event. */
    static String nextTick(Http page) throws Exception {
        page.until("event: tick");
        return page.until("data: ");
    }

    static long tickNumber(String data) {
        return Long.parseLong(data.replaceAll("data: \\{\"tick\":(\\d+),.*", "$1"));
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
        assertEquals("{\"total\":2,\"trees\":[{\"name\":\"walker\",\"class\":\"dev.arbor.inspector.WalkerTree\","
                + "\"nodes\":7,\"subscribers\":0},{\"name\":\"say \\\"hi\\\" \\u003cb\\u003e\\u0026amp; café 日本 😀\","
                + "\"class\":\"dev.arbor.inspector.WalkerTree\",\"nodes\":7,\"subscribers\":0}],\"matching\":2}",
                response.body());
        assertEquals("{\"total\":2,\"trees\":[{\"name\":\"walker\",\"class\":\"dev.arbor.inspector.WalkerTree\","
                + "\"nodes\":7,\"subscribers\":0}],\"matching\":1}", get("/trees?q=WALK").body());
    }

    @Test
    void thePageHoldsNoNameAndStaysSmallForTenThousandTrees() throws Exception {
        inspector.watch(ODD, new WalkerTree(new Walker()));
        for (int i = 0; i < 10_000; i++) inspector.watch("agent " + i, new WalkerTree(new Walker()));
        HttpResponse<String> page = get("/");
        assertTrue(page.body().length() < 8_000, "the page is " + page.body().length() + " chars");
        assertFalse(page.body().contains("agent"), "no name in the page");
        assertFalse(page.body().contains("say"), "no name in the page");
        String first = get("/trees").body();
        assertTrue(first.startsWith("{\"total\":10002,"), first.substring(0, 40));
        assertTrue(first.endsWith("],\"matching\":10002}"), first.substring(first.length() - 40));
        assertEquals(100, first.split("\"name\"", -1).length - 1, "a hundred names unless asked");
        assertTrue(first.length() < 12_000, "the list is " + first.length() + " chars");
        String found = get("/trees?q=agent%209999").body();
        assertTrue(found.contains("\"name\":\"agent 9999\"") && found.endsWith("\"matching\":1}"), found);
        assertTrue(get("/trees?q=%3Cb%3E").body().contains("\\u003cb\\u003e"), "JSON escapes <");
        assertEquals(1000, get("/trees?limit=5000").body().split("\"name\"", -1).length - 1, "at most a thousand");
        assertTrue(get("/inspector.js").body().contains("textContent"));
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
    void nestedTreeClassesAndAgentSubclassesGetTheBuildsDrawing() throws Exception {
        inspector.watch("nested", new Nested_InnerTree(new Nested.Inner()));
        inspector.watch("sub", new WalkerTree(new Nested.Sub()));
        String nested = get("/diagram?tree=nested").body();
        assertTrue(nested.contains("title: \"dev.arbor.inspector.Nested.Inner\""), nested);
        String sub = get("/diagram?tree=sub").body();
        assertTrue(sub.contains("title: \"dev.arbor.inspector.Walker\"") && sub.contains("classDef"), sub);
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
    void attachesNothingUntilAPageSubscribesThroughAnExecutor() {
        watchBetween();
        tree.tick();
        assertNull(tree.listener());
    }

    @Test
    void watchedWithoutAnExecutorTheListenerIsAttachedAtOnceAndSilent() {
        TreeListener attached = tree.listener();
        assertTrue(attached != null);
        tree.tick();
        assertSame(attached, tree.listener());
        assertTrue(inspector.unwatch("walker"));
        assertNull(tree.listener());
    }

    @Test
    void streamsTicksAndDetachesWhenThePageLeaves() throws Exception {
        watchBetween();
        try (Http page = page("walker")) {
            assertTrue(tree.listener() != null);
            tree.tick();
            String data = nextTick(page);
            assertTrue(data.startsWith("data: {\"tick\":1,\"status\":\"RUNNING\",\"at\":"), data);
            assertTrue(data.matches(".*,\"micros\":\\d+,\"fields\":\\[\\[0,\"2\"\\],\\[1,\"false\"\\],"
                    + "\\[2,\"null\"\\]\\],\"path\":.*"), data);
            assertTrue(data.endsWith(",\"path\":" + Json.string(tree.runningPath())
                    + ",\"nodes\":[[0,\"running\"],[1,\"running\"],[2,\"running\"],[2,\"failure\"],[1,\"failure\"],"
                    + "[4,\"running\"],[5,\"running\"],[5,\"success\"],[6,\"running\"],[6,\"running\"]],"
                    + "\"running\":[6,4,0],\"notes\":[]}"), data);
        }
        eventually(() -> tree.listener() == null, "the listener is detached after the page left");
        assertEquals(0, inspector.subscribers("walker"));
        tree.tick();
    }

    @Test
    void theHelloNamesEveryNode() throws Exception {
        try (Http page = new Http(inspector.port(), events("walker"), "127.0.0.1:" + inspector.port())) {
            page.until("event: hello");
            assertEquals("data: {\"tree\":\"walker\",\"class\":\"dev.arbor.inspector.WalkerTree\",\"methods\":"
                    + "[\"root\",\"rest\",\"isTired\",\"sleep\",\"walkAbout\",\"hasSteps\",\"walk\"],"
                    + "\"fields\":[{\"name\":\"steps\",\"type\":\"int\",\"in\":\"Walker\"},"
                    + "{\"name\":\"tired\",\"type\":\"boolean\",\"in\":\"Walker\"},"
                    + "{\"name\":\"boom\",\"type\":\"RuntimeException\",\"in\":\"Walker\"},"
                    + "{\"name\":\"rested\",\"type\":\"int\",\"in\":\"Walker\",\"unreadable\":\"private\"}],"
                    + "\"fieldCount\":4}",
                    page.until("data: "));
        }
    }

    @Test
    void aPageOpenedMidPassIsToldTheWholeRunningPath() throws Exception {
        ((Walker) tree.agent()).steps = 10;
        tree.tick();
        tree.tick();
        try (Http page = page("walker")) {
            tree.tick();
            String data = nextTick(page);
            // Only the leaf answered this tick (after isTired was re-checked); its ancestors run too.
            assertTrue(data.endsWith(",\"nodes\":[[6,\"running\"]],\"running\":[6,4,0],"
                    + "\"notes\":[[\"rechecked\",2,\"FAILURE\"]]}"), data);
        }
    }

    @Test
    void aTickThatThrowsIsSentWithTheNodesItInterrupted() throws Exception {
        ((Walker) tree.agent()).steps = 10;
        try (Http page = page("walker")) {
            tree.tick();
            nextTick(page);
            ((Walker) tree.agent()).boom = new IllegalStateException("boom");
            assertThrows(IllegalStateException.class, tree::tick);
            String data = nextTick(page);
            assertTrue(data.startsWith("data: {\"tick\":2,\"status\":\"THREW\","), data);
            // the fields as they were when the tick threw: what changed since the last tick
            assertTrue(data.contains(",\"fields\":[[2,\"java.lang.IllegalStateException: boom\"]],"), data);
            assertTrue(data.endsWith(",\"path\":\"\",\"nodes\":[[6,\"interrupted\"],[4,\"interrupted\"],"
                    + "[0,\"interrupted\"]],\"running\":[],\"notes\":[[\"rechecked\",2,\"FAILURE\"]]}"), data);
            ((Walker) tree.agent()).boom = null;
            tree.tick();
            assertTrue(nextTick(page).startsWith("data: {\"tick\":3,\"status\":\"RUNNING\","));
            tree.reset();
            String reset = nextTick(page);
            assertTrue(reset.startsWith("data: {\"tick\":3,\"status\":\"ENDED\","), reset);
            assertTrue(reset.contains("\"nodes\":[[6,\"interrupted\"],[4,\"interrupted\"],[0,\"interrupted\"]]"), reset);
        }
    }

    @Test
    void abortsRecheckedConditionsAndPausesAreSent() throws Exception {
        ((Walker) tree.agent()).steps = 10;
        try (Http page = page("walker")) {
            tree.tick();
            nextTick(page);
            ((Walker) tree.agent()).tired = true;
            tree.tick();
            String data = nextTick(page);
            assertTrue(data.endsWith("\"notes\":[[\"rechecked\",2,\"SUCCESS\"],[\"abort\",2,0]]}"), data);
            assertTrue(data.contains("[6,\"interrupted\"],[4,\"interrupted\"]"), data);
            tree.pause();
            page.until("event: paused");
            tree.resume();
            page.until("event: resumed");
        }
    }

    @Test
    void eachTickCarriesTheFieldsThatChangedAndANewPageGetsThemAll() throws Exception {
        Walker walker = (Walker) tree.agent();
        walker.steps = 10;
        try (Http first = page("walker")) {
            tree.tick();
            assertTrue(nextTick(first).contains(",\"fields\":[[0,\"9\"],[1,\"false\"],[2,\"null\"]],"));
            tree.tick();
            assertTrue(nextTick(first).contains(",\"fields\":[[0,\"8\"]],"), "only what changed");
            try (Http second = page("walker")) {
                walker.tired = true; // rest aborts the walk: steps stays 8
                tree.tick();
                String changed = nextTick(first);
                String whole = nextTick(second);
                assertTrue(changed.contains(",\"fields\":[[1,\"true\"]],"), changed);
                assertTrue(whole.contains(",\"fields\":[[0,\"8\"],[1,\"true\"],[2,\"null\"]],"),
                        "a page that just joined is sent every value: " + whole);
                tree.tick();
                assertTrue(nextTick(first).contains(",\"fields\":[],"));
                assertTrue(nextTick(second).contains(",\"fields\":[],"));
            }
        }
    }

    @Test
    void fieldValuesAreEscapedAndBounded() throws Exception {
        Walker walker = (Walker) tree.agent();
        walker.steps = 10;
        walker.boom = null;
        try (Http page = page("walker")) {
            walker.tired = false;
            tree.tick();
            nextTick(page);
            // boom is read, never thrown, while walk() does not run: set it between two ticks
            walker.tired = true; // rest runs, walk does not
            walker.boom = new IllegalStateException("<b>" + "x".repeat(5000) + "\u2028");
            tree.tick();
            String data = nextTick(page);
            assertTrue(data.contains("[2,\"java.lang.IllegalStateException: \\u003cb\\u003exxx"), data);
            assertFalse(data.contains("<b>"), "escaped");
            assertTrue(data.length() < 1000, "cut at " + dev.arbor.runtime.FieldValues.MAX_TEXT
                    + " characters: " + data.length());
            assertTrue(data.contains("\u2026 (5,037 chars)"), data);
        }
    }

    @Test
    void twoPagesOnOneTree() throws Exception {
        watchBetween();
        Http first = page("walker");
        try (Http second = page("walker")) {
            assertEquals(2, inspector.subscribers("walker"));
            tree.tick();
            assertEquals(nextTick(first).replaceAll("\"at\":\\d+", ""), nextTick(second).replaceAll("\"at\":\\d+", ""));
            TreeListener attached = tree.listener();
            first.close();
            eventually(() -> inspector.subscribers("walker") == 1, "one page left");
            assertSame(attached, tree.listener());
            tree.tick();
            assertEquals(2, tickNumber(nextTick(second)));
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
        inspector.unwatch("walker");
        tree.setListener(mine);
        inspector.watch("walker", tree);
        try (Http page = page("walker")) {
            tree.tick();
            nextTick(page);
            assertEquals(1, ticks.get());
        }
        inspector.unwatch("walker");
        assertSame(mine, tree.listener());
        watchBetween();
        try (Http page = page("walker")) {
            tree.tick();
            nextTick(page);
            assertEquals(2, ticks.get());
        }
        eventually(() -> tree.listener() == mine, "the user's listener is back");
    }

    @Test
    void aTreeRemovedWhileWatched() throws Exception {
        try (Http page = page("walker")) {
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
        inspector.watch("walker", tree, Runnable::run);
        try (Http page = page("walker")) {
            for (int i = 0; i < 20_000; i++) {
                ((Walker) tree.agent()).steps = 5;
                tree.tick();
            }
        }
        eventually(() -> tree.listener() == null, "detached");
    }

    @Test
    void watchedWithoutAnExecutorWhileAnotherThreadTicks() throws Exception {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicBoolean stop = new AtomicBoolean();
        Thread ticker = new Thread(() -> {
            try {
                while (!stop.get()) {
                    ((Walker) tree.agent()).steps = 5;
                    tree.tick();
                }
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        ticker.start();
        try {
            for (int i = 0; i < 5; i++) {
                try (Http page = page("walker")) {
                    long first = tickNumber(nextTick(page));
                    long later = tickNumber(nextTick(page));
                    assertTrue(later > first, first + " then " + later);
                }
                eventually(() -> inspector.subscribers("walker") == 0, "page left");
            }
        } finally {
            stop.set(true);
            ticker.join(5000);
        }
        assertNull(failure.get(), () -> "the ticking thread got " + failure.get());
        inspector.unwatch("walker");
        assertNull(tree.listener());
    }

    @Test
    void pagesComeAndGoWhileAnotherThreadTicks() throws Exception {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicBoolean stop = new AtomicBoolean();
        Queue<Runnable> between = new ConcurrentLinkedQueue<>();
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
                try (Http page = page("walker")) {
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
