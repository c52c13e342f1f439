// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.Status;
import dev.arbor.runtime.ForwardingTreeListener;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The live view in development mode: the lines the program says reach every page (the stream
 * {@code /said}), and a watched tree replaced by another (a reload) is followed: its pages are
 * told, the name serves the new tree, and the inspector's listeners leave the old one.
 */
class InspectorReloadTest {
    Inspector inspector;
    final HttpClient client = HttpClient.newHttpClient();

    @AfterEach
    void stop() {
        if (inspector != null) inspector.close();
    }

    Http open(String path) throws Exception {
        Http page = new Http(inspector.port(), path, "127.0.0.1:" + inspector.port());
        assertEquals(200, page.status());
        return page;
    }

    String get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(inspector.url().resolve(path)).build(),
                HttpResponse.BodyHandlers.ofString()).body();
    }

    /** A user's listener: notes each tick's end ({@code WalkerTree RUNNING}), then tells {@code next}. */
    static TreeListener endsInto(List<String> ends, TreeListener next) {
        return new ForwardingTreeListener() {
            @Override
            protected TreeListener delegate() {
                return next;
            }

            @Override
            public void tickEnded(Tree tree, Status status) {
                ends.add(tree.getClass().getSimpleName() + " " + status);
                super.tickEnded(tree, status);
            }
        };
    }

    /** What a swap that carries the old tree's listeners does (DevReloader's): moves them. */
    static void moveListeners(Tree old, Tree replacement) {
        TreeListener listening = old.listener();
        old.setListener(null);
        replacement.setListener(listening);
    }

    @Test
    void whatIsSaidReachesEveryPageAndPagesThatOpenLater() throws Exception {
        inspector = Inspector.start();
        inspector.say("reloaded Guard: 2 nodes added, 1 removed, 37 trees moved");
        try (Http first = open("/said")) {
            first.until("event: said");
            String data = first.until("data: ");
            assertTrue(data.matches("data: \\{\"n\":1,\"at\":\\d+,\"line\":\"reloaded Guard: 2 nodes added,"
                    + " 1 removed, 37 trees moved\"\\}"), data);
            inspector.say("not reloaded Guard: <b>field range</b> changed its type");
            first.until("event: said");
            data = first.until("data: ");
            assertTrue(data.matches("data: \\{\"n\":2,\"at\":\\d+,\"line\":\"not reloaded Guard:"
                    + " \\\\u003cb\\\\u003efield range\\\\u003c/b\\\\u003e changed its type\"\\}"), data);
            try (Http later = open("/said")) { // opened later: both lines, in order
                later.until("event: said");
                assertTrue(later.until("data: ").startsWith("data: {\"n\":1,"));
                later.until("event: said");
                assertTrue(later.until("data: ").startsWith("data: {\"n\":2,"));
            }
            inspector.say("x".repeat(5000));
            first.until("event: said");
            data = first.until("data: ");
            assertTrue(data.endsWith("\"line\":\"" + "x".repeat(Said.LONGEST - 1) + "\u2026\"}"),
                    "a long line is cut: " + data.length() + " chars");
        }
        for (int i = 0; i < Said.KEEP + 10; i++) inspector.say("line " + i);
        try (Http late = open("/said")) {
            late.until("event: said");
            assertTrue(late.until("data: ").contains("\"line\":\"line 10\""), "the last " + Said.KEEP + " kept");
        }
        assertThrows(NullPointerException.class, () -> inspector.say(null));
    }

    @Test
    void closingEndsTheSaidStream() throws Exception {
        inspector = Inspector.start();
        try (Http page = open("/said")) {
            page.until(": said");
            inspector.close();
            page.rest(); // ends, instead of waiting ten seconds for its timeout
        }
    }

    @Test
    void aReplacedTreeIsFollowedByItsPagesAndItsName() throws Exception {
        inspector = Inspector.start();
        WalkerTree old = new WalkerTree(new Walker());
        List<String> mine = new ArrayList<>();
        TreeListener user = endsInto(mine, null);
        old.setListener(user);
        inspector.watch("walker", old);
        TreeListener recorder = old.listener();
        Tree replacement = new Nested_InnerTree(new Nested.Inner());
        try (Http page = open(InspectorHttpTest.events("walker"))) {
            page.until("event: hello");
            old.tick();
            InspectorHttpTest.nextTick(page);
            moveListeners(old, replacement);
            assertEquals(1, inspector.replace(old, replacement));
            page.until("event: replaced");
            assertEquals("data: {\"class\":\"dev.arbor.inspector.Nested_InnerTree\",\"nodes\":3}",
                    page.until("data: "));
            page.rest(); // the stream ends: the page opens the new tree's
        }
        assertNull(old.listener(), "nothing of the inspector's is left on the old tree");
        assertNotSame(recorder, replacement.listener(), "a new recorder, for the new tree's nodes");
        assertTrue(get("/diagram?tree=walker").contains("title: \"dev.arbor.inspector.Nested.Inner\""));
        assertTrue(get("/trees").contains("{\"name\":\"walker\",\"class\":\"dev.arbor.inspector.Nested_InnerTree\""
                + ",\"nodes\":3,"), get("/trees"));
        try (Http page = open(InspectorHttpTest.events("walker"))) {
            page.until("event: hello");
            assertEquals("data: {\"tree\":\"walker\",\"class\":\"dev.arbor.inspector.Nested_InnerTree\","
                    + "\"methods\":[\"root\",\"first\",\"second\"],\"fields\":[],\"fieldCount\":0}",
                    page.until("data: "));
            replacement.tick();
            String data = InspectorHttpTest.nextTick(page);
            assertTrue(data.startsWith("data: {\"tick\":1,\"status\":\"RUNNING\","), data);
            assertTrue(data.endsWith("\"running\":[2,0],\"notes\":[]}"), data);
        }
        assertEquals(List.of("WalkerTree RUNNING", "Nested_InnerTree RUNNING"), mine,
                "the user's listener, behind the inspector's, heard both trees");
        assertTrue(inspector.unwatch("walker"));
        assertSame(user, replacement.listener(), "unwatch puts the user's listener back");
    }

    @Test
    void aTreeWatchedThroughAnExecutorIsFollowedWithANewHistory() throws Exception {
        inspector = Inspector.start(Inspector.options().history(10));
        WalkerTree old = new WalkerTree(new Walker());
        ((Walker) old.agent()).steps = 20;
        inspector.watch("walker", old, Runnable::run);
        Tree replacement = new Nested_InnerTree(new Nested.Inner());
        try (Http page = open(InspectorHttpTest.events("walker"))) {
            page.until("event: hello");
            for (int i = 0; i < 3; i++) old.tick();
            InspectorHttpTest.nextTick(page);
            assertTrue(get("/timeline?tree=walker").contains("\"ticks\":3,"), get("/timeline?tree=walker"));
            // the swap did not move the listeners: the inspector takes its own off the old tree
            assertEquals(1, inspector.replace(old, replacement));
            page.until("event: replaced");
        }
        assertNull(old.listener(), "the page's recorder and the ring are off the old tree");
        String timeline = get("/timeline?tree=walker");
        assertTrue(timeline.contains("\"ticks\":0,"), "a new history, of the new class: " + timeline);
        replacement.tick();
        replacement.tick();
        timeline = get("/timeline?tree=walker");
        assertTrue(timeline.contains("\"ticks\":2,") && timeline.contains("\"second\""), timeline);
        old.tick(); // the old tree, ticked by nobody's listener: nothing breaks
    }

    @Test
    void aRingBehindAUsersListenerHearsNothingOfTheNewTree() {
        WalkerTree old = new WalkerTree(new Walker());
        ((Walker) old.agent()).steps = 20;
        Watched watched = Watched.through("walker", old, Runnable::run, 16);
        watched.keepHistory(10, 2);
        TreeListener inspectors = old.listener();
        List<String> mine = new ArrayList<>();
        old.setListener(endsInto(mine, inspectors)); // put in front after the watch
        for (int i = 0; i < 3; i++) old.tick();
        assertEquals(3, watched.history(true).recording.ticks());
        Tree replacement = new Nested_InnerTree(new Nested.Inner());
        moveListeners(old, replacement);
        watched.replacedBy(replacement);
        assertTrue(!watched.takeOffListeners(replacement), "the user's listener is in front");
        replacement.tick();
        replacement.tick();
        assertEquals(3, watched.history(true).recording.ticks(), "the ring heard no more");
        assertEquals(List.of("WalkerTree RUNNING", "WalkerTree RUNNING", "WalkerTree RUNNING",
                "Nested_InnerTree RUNNING", "Nested_InnerTree RUNNING"), mine);
    }

    /**
     * A page that opens while a reload swaps: its join waits for the runner (the executor)
     * while the swapping thread, inside the runner, replaces the tree. Neither may wait for the
     * other (they did: the join held the watch's lock while it waited).
     */
    @Test
    void aPageOpeningDuringTheSwapNeitherWaitsForTheOther() throws Exception {
        // Closed only if the test passes: locked threads would make closing wait forever.
        Inspector inspector = Inspector.start(Inspector.options().history(8));
        dev.arbor.runtime.TreeRunner runner = dev.arbor.runtime.TreeRunner.builder().build();
        {
            WalkerTree old = new WalkerTree(new Walker());
            runner.add(old);
            inspector.watch("walker", old, runner::betweenUpdates);
            Tree replacement = new Nested_InnerTree(new Nested.Inner());
            Http[] page = new Http[1];
            org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(10),
                    () -> runner.betweenUpdates(() -> {
                        try {
                            page[0] = new Http(inspector.port(), InspectorHttpTest.events("walker"),
                                    "127.0.0.1:" + inspector.port());
                            InspectorHttpTest.eventually(() -> inspector.subscribers("walker") == 1,
                                    "the page joined, its listener waiting for the runner");
                        } catch (Exception e) {
                            throw new AssertionError(e);
                        }
                        runner.replace(old, replacement);
                        moveListeners(old, replacement);
                        assertEquals(1, inspector.replace(old, replacement));
                    }));
            try (Http opened = page[0]) {
                assertEquals(200, opened.status());
                opened.until("event: replaced");
            }
            runner.update();
            assertNull(old.listener());
            String timeline = client.send(HttpRequest.newBuilder(inspector.url().resolve(
                    "/timeline?tree=walker")).build(), HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(timeline.contains("\"second\""), "the new history: " + timeline);
        }
        runner.close();
        inspector.close();
    }

    @Test
    void replacingATreeNotWatchedChangesNothing() {
        inspector = Inspector.start();
        WalkerTree watched = new WalkerTree(new Walker());
        inspector.watch("walker", watched);
        assertEquals(0, inspector.replace(new WalkerTree(new Walker()), new WalkerTree(new Walker())));
        assertEquals(List.of("walker"), inspector.watched());
        assertThrows(IllegalArgumentException.class, () -> inspector.replace(watched, watched));
    }

    @Test
    void twoNamesOnOneTreeBothFollowIt() throws Exception {
        inspector = Inspector.start();
        WalkerTree old = new WalkerTree(new Walker());
        inspector.watch("a", old);
        inspector.watch("b", old);
        Tree replacement = new Nested_InnerTree(new Nested.Inner());
        moveListeners(old, replacement);
        assertEquals(2, inspector.replace(old, replacement));
        assertNull(old.listener());
        assertTrue(get("/diagram?tree=a").contains("Nested.Inner"));
        assertTrue(get("/diagram?tree=b").contains("Nested.Inner"));
        inspector.unwatch("b");
        inspector.unwatch("a");
        assertNull(replacement.listener(), "each unwatch takes its own listener off");
    }
}
