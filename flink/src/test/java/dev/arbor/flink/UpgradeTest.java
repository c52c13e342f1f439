// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.flink.TreeOperatorTest.Setup;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeMigration;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.runtime.checkpoint.OperatorSubtaskState;
import org.apache.flink.runtime.operators.testutils.MockEnvironmentBuilder;
import org.apache.flink.streaming.api.watermark.Watermark;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.apache.flink.streaming.util.KeyedOneInputStreamOperatorTestHarness;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Issue 35, item 1: a savepoint taken with version A of a tree class, restored into a job built
 * with version B of the same class ({@code upg.Guard}, compiled here twice with javax.tools and
 * the processor into two directories, each loaded by its own class loader). Each key continues as
 * semantics §9.1 says: its output after the restore is the output of the same key moved by
 * {@link TreeMigration#plan(Tree, Tree)} from a live A instance, ticked in a plain loop, but for
 * the end hooks of a run that cannot continue (none, the old class being gone: "Without the old
 * class").
 */
public class UpgradeTest {
    /** The agent's own state: the same class in both versions, kept by Flink's POJO serializer. */
    public static final class Post {
        public String name;
        public int rounds;
        public int rests;

        public Post() {}

        public Post(String name) {
            this.name = name;
        }
    }

    /**
     * Version A: watch (500 ms), patrol (three ticks), rest (two ticks). Version B ("B" below):
     * the Wait is 200 ms, a new action greets before the patrol, and the rest is gone. At the
     * savepoint k0 and k1 watch (their Waits carry, the new duration applied: k1's, started 250
     * ms before, is over at the first tick of B, where A's had 250 ms to go), k2 has just
     * finished a pass, k3 rests (its run ends, with no "rest ended"), k4 and k5 patrol (they
     * carry, the new greet counted as done). The rounds are the agent's, kept by its serializer.
     */
    private static final String GUARD = """
            package upg;

            import dev.arbor.Action;
            import dev.arbor.BehaviorTree;
            import dev.arbor.Sequence;
            import dev.arbor.Status;
            import dev.arbor.Wait;
            import dev.arbor.flink.TreeContext;
            import dev.arbor.flink.UpgradeTest.Post;

            @BehaviorTree
            public final class Guard {
                final Post post;
                final TreeContext<String> out;

                public Guard(Post post, TreeContext<String> out) {
                    this.post = post;
                    this.out = out;
                }

                @Sequence({CHILDREN})
                void root() {}

                @Wait(millis = WAIT)
                void watch() {}

                @Action(onEnd = "patrolEnded")
                Status patrol() {
                    post.rounds++;
                    say("patrol " + post.rounds);
                    return post.rounds % 3 == 0 ? Status.SUCCESS : Status.RUNNING;
                }

                void patrolEnded(Status how) { say("patrol ended " + how); }

            EXTRA
                void say(String what) {
                    out.emit(post.name + " VERSION " + what + " at " + out.currentTimeMillis());
                }
            }
            """;
    private static final String REST = """
                @Action(onEnd = "restEnded")
                Status rest() {
                    post.rests++;
                    say("rest " + post.rests);
                    return post.rests % 2 == 0 ? Status.SUCCESS : Status.RUNNING;
                }

                void restEnded(Status how) { say("rest ended " + how); }
            """;
    private static final String GREET = """
                @Action
                void greet() { say("greet"); }
            """;

    /** Each version's class loader, by name: the factories below are serializable, and find it. */
    private static final Map<String, ClassLoader> VERSIONS = new ConcurrentHashMap<>();
    /** The keys, each started by a record at its time: each in another phase at the savepoint. */
    private static final long[] STARTS = {10, 260, 510, 760, 1010, 1260};
    private static final long SAVEPOINT = 2000;
    private static final long END = 4000;

    @BeforeAll
    static void compileBothVersions(@TempDir Path dir) {
        VERSIONS.put("A", compile(dir.resolve("a"), GUARD.replace("CHILDREN",
                "\"watch\", \"patrol\", \"rest\"").replace("WAIT", "500").replace("EXTRA", REST)
                .replace("VERSION", "A")));
        VERSIONS.put("B", compile(dir.resolve("b"), GUARD.replace("CHILDREN",
                "\"watch\", \"greet\", \"patrol\"").replace("WAIT", "200").replace("EXTRA", GREET)
                .replace("VERSION", "B")));
    }

    /** {@code source} compiled with the Arbor processor into {@code out}, in a loader of its own. */
    private static ClassLoader compile(Path out, String source) {
        try {
            Files.createDirectories(out);
            JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
            String classpath = System.getProperty("surefire.test.class.path",
                    System.getProperty("java.class.path"));
            JavaFileObject file = new SimpleJavaFileObject(
                    java.net.URI.create("string:///upg/Guard.java"), JavaFileObject.Kind.SOURCE) {
                @Override
                public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                    return source;
                }
            };
            java.io.StringWriter errors = new java.io.StringWriter();
            boolean ok = javac.getTask(errors, null, null, List.of("-d", out.toString(),
                    "-classpath", classpath, "-processor", "dev.arbor.processor.ArborProcessor",
                    "-proc:full", "-Xlint:none"), null, List.of(file)).call();
            assertTrue(ok, errors.toString());
            return new URLClassLoader(new URL[] {out.toUri().toURL()},
                    UpgradeTest.class.getClassLoader());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A tree of {@code version} over {@code post}: {@code new GuardTree(new Guard(post, out), clock, 0)}. */
    static Tree guard(String version, Post post, TreeContext<String> out) {
        try {
            ClassLoader loader = VERSIONS.get(version);
            Class<?> agent = loader.loadClass("upg.Guard");
            Object guard = agent.getConstructor(Post.class, TreeContext.class).newInstance(post, out);
            return (Tree) loader.loadClass("upg.GuardTree")
                    .getConstructor(agent, Clock.class, long.class)
                    .newInstance(guard, out.clock(), 0L);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static TreeOperator<String, String, Post, String> operator(String version,
            NewVersion newVersion, Setup setup) {
        return new TreeOperator<>(Post::new, (post, out) -> guard(version, post, out),
                (record, time, post, tree) -> { }, TypeInformation.of(Post.class), Types.STRING,
                250, TreeTime.EVENT_TIME, setup.scheduling, LateRecords.APPLY, null, 0, null,
                true, newVersion);
    }

    private static KeyedOneInputStreamOperatorTestHarness<String, String, String> open(
            TreeOperator<String, String, Post, String> operator, Setup setup,
            OperatorSubtaskState savepoint) throws Exception {
        return open(operator, setup, savepoint, new OperatingTest.Metrics());
    }

    private static KeyedOneInputStreamOperatorTestHarness<String, String, String> open(
            TreeOperator<String, String, Post, String> operator, Setup setup,
            OperatorSubtaskState savepoint, OperatingTest.Metrics metrics) throws Exception {
        var environment = new MockEnvironmentBuilder().setMetricGroup(metrics).build();
        var harness = new KeyedOneInputStreamOperatorTestHarness<String, String, String>(
                operator, record -> record, Types.STRING, environment);
        harness.setStateBackend(setup.backend());
        if (savepoint != null) {
            harness.initializeState(savepoint);
        }
        harness.open();
        return harness;
    }

    /** Job A from the keys' first records to the savepoint: its output per key, and the state. */
    private static OperatorSubtaskState versionA(Setup setup, Map<String, List<String>> output)
            throws Exception {
        var a = open(operator("A", NewVersion.REFUSE, setup), setup, null);
        for (int k = 0; k < STARTS.length; k++) {
            a.processElement(new StreamRecord<>("k" + k, STARTS[k]));
        }
        a.processWatermark(new Watermark(SAVEPOINT));
        OperatorSubtaskState savepoint = a.snapshot(1, 1);
        collect(a, output);
        a.close();
        return savepoint;
    }

    @ParameterizedTest
    @EnumSource(value = Setup.class, names = {"HEAP_SWEEP", "ROCKSDB_TIMERS"})
    void eachKeyContinuesInVersionBAsTheMoveRulesSay(Setup setup) throws Exception {
        Map<String, List<String>> before = new TreeMap<>();
        OperatorSubtaskState savepoint = versionA(setup, before);
        OperatingTest.Metrics metrics = new OperatingTest.Metrics();
        var b = open(operator("B", NewVersion.MOVE, setup), setup, savepoint, metrics);
        b.processWatermark(new Watermark(END));
        Map<String, List<String>> after = new TreeMap<>();
        collect(b, after);
        b.close();

        Map<String, List<String>> expectedBefore = new TreeMap<>();
        Map<String, List<String>> expectedAfter = new TreeMap<>();
        List<String> summaries = new ArrayList<>();
        for (int k = 0; k < STARTS.length; k++) {
            reference("k" + k, STARTS[k], expectedBefore, expectedAfter, summaries);
        }
        System.out.println("UpgradeTest (" + setup + "): at the savepoint\n  "
                + String.join("\n  ", summaries) + "\n  " + after.values().stream()
                .mapToInt(List::size).sum() + " lines after the restore, as expected");
        assertEquals(expectedBefore, before);
        assertEquals(expectedAfter, after, String.join("\n", summaries));
        // what the keys did at the savepoint, as the reference planned it: each case once at least
        String all = String.join("\n", summaries);
        assertTrue(all.contains("the run carries"), all);
        assertTrue(all.contains("the run ends (rest is gone or changed its kind)"), all);
        assertEquals(STARTS.length, metrics.count(TreeMetrics.KEYS_MOVED));
        assertEquals(summaries.stream().filter(line -> line.contains("the run ends")).count(),
                metrics.count(TreeMetrics.RUNS_ENDED));
    }

    /**
     * Key {@code key} in a plain loop: a live version A ticked at each boundary from its first
     * record's through the savepoint, moved to a fresh version B by the instance plan, B ticked
     * through the end; the lines emitted by the move itself (the old instance's end hooks) are
     * what the job cannot give, and are left out.
     */
    private static void reference(String key, long start, Map<String, List<String>> before,
            Map<String, List<String>> after, List<String> summaries) {
        Post post = new Post(key);
        LoopContext out = new LoopContext();
        Tree a = guard("A", post, out);
        long first = -Math.floorDiv(-start, 250L) * 250;
        for (long t = first; t <= SAVEPOINT; t += 250) {
            out.tick(a, t);
        }
        before.put(key, new ArrayList<>(out.lines));
        out.lines.clear();
        Tree b = guard("B", post, out);
        TreeMigration plan = TreeMigration.plan(a, b);
        summaries.add(key + ": " + plan.summary() + " " + plan.endedActions());
        plan.apply();
        out.lines.clear(); // A's end hooks, which no old instance calls in the job
        for (long t = SAVEPOINT + 250; t <= END; t += 250) {
            out.tick(b, t);
        }
        if (!out.lines.isEmpty()) {
            after.put(key, new ArrayList<>(out.lines));
        }
    }

    /** The job's context in a loop: the time of the tick, and what the leaves emit. */
    private static final class LoopContext implements TreeContext<String> {
        final ManualClock clock = new ManualClock();
        final List<String> lines = new ArrayList<>();
        long millis;

        void tick(Tree tree, long time) {
            clock.advanceMillis(time - millis);
            millis = time;
            tree.tick();
        }

        @Override
        public Clock clock() {
            return clock;
        }

        @Override
        public long currentTimeMillis() {
            return millis;
        }

        @Override
        public void emit(String value) {
            lines.add(value + " @" + millis);
        }

        @Override
        public void retire() {
            throw new AssertionError("no key retires here");
        }
    }

    private static void collect(KeyedOneInputStreamOperatorTestHarness<String, String, String> harness,
            Map<String, List<String>> into) {
        for (StreamRecord<? extends String> record : harness.extractOutputStreamRecords()) {
            String line = record.getValue() + " @" + record.getTimestamp();
            into.computeIfAbsent(line.substring(0, line.indexOf(' ')), k -> new ArrayList<>())
                    .add(line);
        }
    }

    @ParameterizedTest
    @EnumSource(value = Setup.class, names = {"HEAP_SWEEP"})
    void byDefaultANewVersionIsRefusedNamingTheOption(Setup setup) throws Exception {
        OperatorSubtaskState savepoint = versionA(setup, new TreeMap<>());
        var b = open(operator("B", NewVersion.REFUSE, setup), setup, savepoint);
        Exception e = assertThrows(IllegalStateException.class,
                () -> b.processWatermark(new Watermark(END)));
        assertTrue(e.getMessage().startsWith("[Arbor/StaleTreeState] the tree state of key k"),
                e.getMessage());
        assertTrue(e.getMessage().contains("to move each key's state to the new version, build"
                + " with onNewVersion(NewVersion.MOVE)"), e.getMessage());
        b.close();
    }

    @ParameterizedTest
    @EnumSource(value = Setup.class, names = {"HEAP_SWEEP"})
    void stateWithoutADescriptionOfItsLayoutIsRefused(Setup setup) throws Exception {
        // a job whose trees answer no moveLayout() stores no description, as an arbor-flink
        // before descriptions existed did
        var a = open(new TreeOperator<>(Post::new, (post, out) -> new NoDescription(
                guard("A", post, out)), (record, time, post, tree) -> { },
                TypeInformation.of(Post.class), Types.STRING, 250, TreeTime.EVENT_TIME,
                setup.scheduling, LateRecords.APPLY, null, 0, null, true, NewVersion.REFUSE),
                setup, null);
        a.processElement(new StreamRecord<>("k0", 10));
        a.processWatermark(new Watermark(SAVEPOINT));
        OperatorSubtaskState savepoint = a.snapshot(1, 1);
        a.close();
        var b = open(operator("B", NewVersion.MOVE, setup), setup, savepoint);
        Exception e = assertThrows(IllegalStateException.class,
                () -> b.processWatermark(new Watermark(END)));
        assertTrue(e.getMessage().startsWith("[Arbor/StaleTreeState] the tree state of key k0 was"
                + " written by a tree of layout "), e.getMessage());
        assertTrue(e.getMessage().contains("no description of that layout was stored with the"
                + " state (it was written by an arbor-flink that stored none, or by another"
                + " operator)"), e.getMessage());
        b.close();
    }

    /** A tree as a class generated before moves answers: no {@code moveLayout()}. */
    private static final class NoDescription extends dev.arbor.flink.testing.DelegatingTree {
        NoDescription(Tree tree) {
            super(tree);
        }
    }
}
