// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.BehaviorTree;
import dev.arbor.inspector.Inspector;
import dev.arbor.processor.ArborProcessor;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code GolemDemo --dev} once through: the golem runs, its source is copied and edited (a Wait
 * made longer, a branch added to its patrol), compiled with javax.tools and Arbor's processor
 * into the directory the reloader watches, and the running golem's next updates follow the new
 * tree from where it was (docs/dev-mode.md).
 */
class GolemDevTest {
    private static final List<String> EXPECTED = """
  0.000s  golem  9  player 18  walks to 7 (at 9)                              root > patrol > walkToWaypoint
  0.250s  golem  8  player 18  walks to 7 (at 8)                              root > patrol > walkToWaypoint
  0.500s  golem  7  player 18  walks to 7 (at 7); looks around                root > patrol > lookAround
  0.750s  golem  7  player 18  -                                              root > patrol > lookAround
-- reloaded
  1.000s  golem  7  player 18  -                                              root > patrol > lookAround
  1.250s  golem  7  player 18  -                                              root > patrol > lookAround
  1.500s  golem  7  player 18  -                                              root > patrol > lookAround
  1.750s  golem  7  player 20  -                                              root > patrol > lookAround
  2.000s  golem  7  player 22  -                                              root > patrol > lookAround
  2.250s  golem  7  player 24  -                                              root > patrol > lookAround
  2.500s  golem  7  player 26  stretches                                      (pass over: SUCCESS)
  2.750s  golem  8  player 28  walks to 14 (at 8)                             root > patrol > walkToWaypoint
  3.000s  golem  9  player 28  walks to 14 (at 9)                             root > patrol > walkToWaypoint
  3.250s  golem 10  player 28  walks to 14 (at 10)                            root > patrol > walkToWaypoint
  3.500s  golem 11  player 28  walks to 14 (at 11)                            root > patrol > walkToWaypoint
  3.750s  golem 12  player 28  walks to 14 (at 12)                            root > patrol > walkToWaypoint
            """.lines().toList();

    @TempDir
    Path work;

    @Test
    void anEditedGolemGoesOnFromWhereItWas() throws Exception {
        Path watched = Files.createDirectories(work.resolve("classes"));
        ManualClock clock = new ManualClock();
        List<String> said = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        try (GolemDev dev = new GolemDev(clock, watched, said::add)) {
            Tree first = dev.tree();
            for (int step = 0; step < 8; step++) { // to 7 * 125 = 0.875 s: looking around
                if (step > 0) {
                    clock.advanceMillis(GolemDemo.STEP_MILLIS);
                }
                rows.add(dev.step());
            }
            compile(watched, edited());
            assertEquals(List.of("reloaded Golem: 1 node added, 0 removed, 1 tree moved"),
                    dev.reloader().reloadNow());
            assertTrue(dev.tree() != first && dev.tree().getClass() != first.getClass());
            rows.add("-- reloaded");
            for (int step = 0; step < 24; step++) {
                clock.advanceMillis(GolemDemo.STEP_MILLIS);
                rows.add(dev.step());
            }
        }
        rows.removeIf(String::isEmpty);
        // The Wait that began at 0.500 is 2 s long now: it ends at 2.500, not 1.000 as in the
        // running version, and the new stretch follows it; the golem's next waypoint carried.
        assertEquals(String.join("\n", EXPECTED), String.join("\n", rows));
    }

    @Test
    void theInspectorsPageFollowsTheReload() throws Exception {
        Path watched = Files.createDirectories(work.resolve("classes"));
        ManualClock clock = new ManualClock();
        try (Inspector inspector = Inspector.start();
                GolemDev dev = new GolemDev(clock, watched, line -> { }, inspector)) {
            dev.step();
            assertTrue(!get(inspector, "/diagram?tree=golem").contains("stretch"));
            try (Stream said = new Stream(inspector, "/said");
                    Stream page = new Stream(inspector, "/events?tree=golem")) {
                said.until(": said");
                page.until("event: hello");
                clock.advanceMillis(GolemDemo.STEP_MILLIS);
                dev.step();
                compile(watched, edited());
                dev.reloader().reloadNow();
                page.until("event: replaced");
                assertEquals("data: {\"class\":\"dev.arbor.examples.golem.GolemTree\",\"nodes\":18}",
                        page.until("data: "));
                said.until("event: said");
                assertTrue(said.until("data: ").endsWith(",\"line\":\"reloaded Golem: 1 node added,"
                        + " 0 removed, 1 tree moved\"}"));
            }
            assertTrue(get(inspector, "/diagram?tree=golem").contains("stretch"),
                    "the new version's drawing, though the old one is on the class path");
            try (Stream page = new Stream(inspector, "/events?tree=golem")) {
                page.until("event: hello");
                assertTrue(page.until("data: ").contains("\"stretch\""), "the new tree's nodes");
                clock.advanceMillis(GolemDemo.STEP_MILLIS);
                dev.step();
                clock.advanceMillis(GolemDemo.STEP_MILLIS);
                dev.step();
                page.until("event: tick");
                assertTrue(page.until("data: ").startsWith("data: {\"tick\":1,\"status\":\"RUNNING\""));
            }
        }
    }

    private static String get(Inspector inspector, String path) throws IOException {
        try (Stream answer = new Stream(inspector, path)) {
            return answer.rest();
        }
    }

    /** An answer read line by line, as a page's event stream is (10 s at most per line). */
    private static final class Stream implements AutoCloseable {
        private final Socket socket;
        private final BufferedReader in;

        Stream(Inspector inspector, String path) throws IOException {
            socket = new Socket("127.0.0.1", inspector.port());
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:"
                    + inspector.port() + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
            in = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                    StandardCharsets.UTF_8));
            assertEquals("HTTP/1.1 200 OK", in.readLine());
        }

        String until(String prefix) throws IOException {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.startsWith(prefix)) {
                    return line;
                }
            }
            throw new IOException("the answer ended before " + prefix);
        }

        String rest() throws IOException {
            StringBuilder text = new StringBuilder();
            for (String line; (line = in.readLine()) != null; ) {
                text.append(line).append('\n');
            }
            return text.toString();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    /** Golem.java with lookAround 2 s long, and a stretch after it in the patrol. */
    private static String edited() throws Exception {
        String source = Files.readString(
                Path.of("src/main/java/dev/arbor/examples/golem/Golem.java"));
        String wait = "@Wait(millis = 500) void lookAround() {}";
        String patrol = "@Sequence({\"walkToWaypoint\", \"lookAround\"})";
        assertTrue(source.contains(wait) && source.contains(patrol));
        return source.replace(wait, "@Wait(millis = 2000) void lookAround() {}\n\n"
                + "    @Action Status stretch() {"
                + " notes.add(\"stretches\"); return Status.SUCCESS; }")
                .replace(patrol, "@Sequence({\"walkToWaypoint\", \"lookAround\", \"stretch\"})");
    }

    private static void compile(Path classes, String golem) throws Exception {
        Path src = work(classes).resolve("src/dev/arbor/examples/golem/Golem.java");
        Files.createDirectories(src.getParent());
        Files.writeString(src, golem);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter out = new StringWriter();
        String classpath = String.join(File.pathSeparator, location(GolemDemo.class),
                location(BehaviorTree.class), location(Tree.class));
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            JavaCompiler.CompilationTask task = javac.getTask(out, files, null, List.of("-d",
                    classes.toString(), "-classpath", classpath, "--release", "17"), null,
                    files.getJavaFileObjects(src));
            task.setProcessors(List.of(new ArborProcessor()));
            assertTrue(task.call(), out::toString);
        }
    }

    private static Path work(Path classes) {
        return classes.getParent();
    }

    private static String location(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
                .toString();
    }
}
