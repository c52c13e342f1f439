// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.ClassFiles;
import dev.arbor.processor.testing.Compilers;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A one-stack tree's {@code run()} is blocks, split into parts whose bytecode the emission plan
 * estimates, without javac, so that none is over HotSpot's 8,000-byte limit; only a tree with a
 * block that alone is over the budget (completions that climb through long chains of counters
 * and catchers) runs the generic loop. These trees check both sides of that choice and the
 * estimate against javac's bytes, on the kinds that write the longest code: hooks, counters,
 * cooldowns, waits, FailIfRunning, drawn orders and abort entries.
 */
class BlockLimitsTest {
    private static final int HUGE_METHOD_LIMIT = 8000;
    /** "At most N bytes of bytecode, as the plan estimates." before a run() or a part of it. */
    private static final Pattern ESTIMATE =
            Pattern.compile("At most (\\d+) bytes of bytecode, as the plan estimates");
    private static final Pattern METHOD = Pattern.compile("^ *(?:private )?int (run\\w*)\\(");

    /**
     * From one branch (15 nodes) to 24 (337 nodes, in parts): each runs blocks, every part
     * within the limit, each no longer than the plan estimated and not much shorter.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4, 8, 11, 24})
    void aWideTreeRunsBlocksInPartsWithinTheLimit(int branches) throws IOException {
        Compiled tree = compile(wideTree(branches), Compilers.arbor());
        assertWithMessage("blocks, and the generic loop for traced ticks")
                .that(tree.sizes()).containsKey("runTraced");
        tree.assertEstimatesHold(0.4);
        tree.assertEveryMethodCompiles();
    }

    /** The same trees in the split layout: parts of four nodes, jumps across every part. */
    @ParameterizedTest
    @ValueSource(ints = {1, 4})
    void inTheSplitLayoutEveryPartIsWithinItsEstimate(int branches) throws IOException {
        Compiled tree = compile(wideTree(branches), Compilers.arbor("-Aarbor.layout=split"));
        assertThat(tree.sizes()).containsKey("run2");
        tree.assertEstimatesHold(0.2);
        tree.assertEveryMethodCompiles();
    }

    /** A tree of the core kinds, and its traced copy, within their estimates. */
    @Test
    void aCoreTreeAndItsTracedCopyAreWithinTheirEstimates() throws IOException {
        Compiled tree = compile(HotSpotLimitsTest.largeTree("Selector", 30), Compilers.arbor());
        assertThat(tree.sizes()).containsKey("runTraced3");
        tree.assertEstimatesHold(0.4);
        tree.assertEveryMethodCompiles();
    }

    /** From 14 decorators on, one block would be over the budget: the generic loop. */
    @ParameterizedTest
    @ValueSource(ints = {20, 40})
    void aTreeWhoseCompletionsClimbFarRunsTheGenericLoop(int depth) throws IOException {
        Compiled tree = compile(deepTree(depth), Compilers.arbor());
        assertWithMessage("a block of this tree would be over the budget")
                .that(tree.sizes()).doesNotContainKey("runTraced");
        assertThat(tree.source()).contains("switch (event)");
        tree.assertEveryMethodCompiles();
    }

    @Test
    void aShallowerChainRunsBlocks() throws IOException {
        Compiled tree = compile(deepTree(6), Compilers.arbor());
        assertThat(tree.sizes()).containsKey("runTraced");
        tree.assertEstimatesHold(0.3);
        tree.assertEveryMethodCompiles();
    }

    /**
     * A parallel whose tree fits one part runs blocks: its block enters or serves every branch,
     * so it grows with them: 2 to 8 branches, each a guarded sequence with an abort entry, within
     * its estimate (javac's 4,219 bytes against 6,850 estimated for 8 branches, 33 nodes). From
     * 10 branches of this kind the estimate passes a part's budget, and the tree runs the generic
     * loop (below).
     */
    @ParameterizedTest
    @ValueSource(ints = {2, 5, 8})
    void aParallelOfManyBranchesRunsBlocksWithinItsEstimate(int branches) throws IOException {
        Compiled tree = compile(parallelTree(branches), Compilers.arbor());
        assertWithMessage("blocks, and the generic loop for traced ticks")
                .that(tree.source()).contains("// §5.3: enter, or serve, the next branch");
        tree.assertEstimatesHold(0.5);
        tree.assertEveryMethodCompiles();
    }

    /**
     * Switches (an enum's, with otherwise, and an int's without) and RandomChoices (drawing, and
     * with one child of positive weight, not): 1 to 16 branches, within their estimates.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 4, 16})
    void switchesAndRandomChoicesAreWithinTheirEstimates(int branches) throws IOException {
        Compiled tree = compile(choiceTree(branches), Compilers.arbor());
        assertThat(tree.source()).contains("switchedOn == Big.Mood.CALM");
        assertThat(tree.source()).contains("Long.remainderUnsigned(random.next(), 6L)");
        tree.assertEstimatesHold(0.4);
        tree.assertEveryMethodCompiles();
    }

    @Test
    void aParallelOverTheBudgetOfAPartRunsTheGenericLoop() throws IOException {
        Compiled tree = compile(parallelTree(10), Compilers.arbor());
        assertThat(tree.source()).contains("switch (event)");
        assertThat(tree.source()).doesNotContain("// §5.3: enter, or serve, the next branch");
        tree.assertEveryMethodCompiles();
    }

    private record Compiled(String source, Map<String, Integer> sizes) {
        /** Every method that runs more than once (not the class initializer) is compiled. */
        void assertEveryMethodCompiles() {
            sizes.forEach((method, size) -> {
                if (!method.equals("<clinit>") && !method.matches("nodes\\d+")) {
                    assertWithMessage("bytes of %s", method).that(size)
                            .isLessThan(HUGE_METHOD_LIMIT);
                }
            });
        }

        /**
         * Each run() and part of it is no longer than the plan estimated, and at least
         * {@code least} of it (the estimate is an upper bound, not a wild one).
         */
        void assertEstimatesHold(double least) {
            Map<String, Long> estimates = estimates(source);
            assertThat(estimates).isNotEmpty();
            estimates.forEach((method, estimate) -> {
                int bytes = sizes.get(method);
                assertWithMessage("bytes of %s, estimated at most %s", method, estimate)
                        .that((long) bytes).isAtMost(estimate);
                assertWithMessage("bytes of %s, estimated at most %s", method, estimate)
                        .that((double) bytes).isAtLeast(least * estimate);
            });
        }
    }

    /** Per method, the estimate in its Javadoc. */
    private static Map<String, Long> estimates(String source) {
        Map<String, Long> estimates = new LinkedHashMap<>();
        Long estimate = null;
        for (String line : source.lines().toList()) {
            Matcher matcher = ESTIMATE.matcher(line);
            if (matcher.find()) {
                estimate = Long.parseLong(matcher.group(1));
                continue;
            }
            Matcher method = METHOD.matcher(line);
            if (method.find() && estimate != null) {
                estimates.put(method.group(1), estimate);
                estimate = null;
            }
        }
        return estimates;
    }

    private static Compiled compile(String source, Compiler compiler) throws IOException {
        Compilation compilation = compiler
                .compile(JavaFileObjects.forSourceString("big.Big", source));
        assertThat(compilation).succeededWithoutWarnings();
        Map<String, Integer> sizes = new LinkedHashMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) { // the tree and its parts
            if (file.getKind() == JavaFileObject.Kind.CLASS
                    && file.getName().matches(".*BigTree(\\$Part\\d+)?\\.class")) {
                try (InputStream in = file.openInputStream()) {
                    sizes.putAll(ClassFiles.codeLengths(in));
                }
            }
        }
        return new Compiled(compilation.generatedSourceFile("big.BigTree").orElseThrow()
                .getCharContent(false).toString(), sizes);
    }

    /**
     * A root over {@code branches} branches, each a sequence with a BOTH abort over a condition
     * and a Cooldown of a retried sequence: an action with hooks, a Wait, a Repeat of a
     * FailIfRunning action, and a random selector of two actions. 14 nodes a branch.
     */
    private static String wideTree(int branches) {
        StringBuilder source = new StringBuilder(header());
        StringBuilder children = new StringBuilder();
        for (int i = 0; i < branches; i++) {
            children.append(i == 0 ? "" : ", ").append("\"branch").append(i).append('"');
            source.append("""
                        @Sequence(value = {"see%1$d", "guard%1$d"}, abortType = AbortType.BOTH)
                        void branch%1$d() {}
                        @Condition boolean see%1$d() { return %1$d %% 3 == 0; }
                        @Cooldown(value = "retry%1$d", millis = 100) void guard%1$d() {}
                        @UntilSuccess(value = "steps%1$d", maxTries = 3) void retry%1$d() {}
                        @Sequence({"act%1$d", "hold%1$d", "again%1$d", "pick%1$d"}) void steps%1$d() {}
                        @Action(onStart = "begin", onEnd = "end") Status act%1$d() { return Status.SUCCESS; }
                        @Wait(millis = 50) void hold%1$d() {}
                        @Repeat(value = "quick%1$d", times = 2) void again%1$d() {}
                        @FailIfRunning("last%1$d") void quick%1$d() {}
                        @Action Status last%1$d() { return Status.RUNNING; }
                        @RandomSelector({"left%1$d", "right%1$d"}) void pick%1$d() {}
                        @Action boolean left%1$d() { return false; }
                        @Action Status right%1$d() { return Status.RUNNING; }
                    """.formatted(i));
        }
        return source.append("""
                    @Selector({%s}) void root() {}
                    void begin() {}
                    void end(Status status) {}
                }
                """.formatted(children)).toString();
    }

    /**
     * A root parallel (succeeds when all do, fails when one does) over {@code branches}
     * TimeLimits, each over a sequence with a SELF abort: a condition and an action. 4 nodes a
     * branch.
     */
    private static String parallelTree(int branches) {
        StringBuilder source = new StringBuilder(header());
        StringBuilder children = new StringBuilder();
        for (int i = 0; i < branches; i++) {
            children.append(i == 0 ? "" : ", ").append("\"branch").append(i).append('"');
            source.append("""
                        @TimeLimit(value = "steps%1$d", millis = 500) void branch%1$d() {}
                        @Sequence(value = {"see%1$d", "act%1$d"}, abortType = AbortType.SELF)
                        void steps%1$d() {}
                        @Condition boolean see%1$d() { return %1$d %% 3 == 0; }
                        @Action Status act%1$d() { return Status.RUNNING; }
                    """.formatted(i));
        }
        return source.append("""
                    @Parallel(value = {%s}, success = Policy.ALL, failure = Policy.ONE)
                    void root() {}
                }
                """.formatted(children)).toString();
    }

    /**
     * A root selector over {@code branches} Switches on an enum, each choosing an int Switch, a
     * RandomChoice of three actions (weights 3, 2, 1) or, otherwise, a RandomChoice that has one
     * child of positive weight. 11 nodes a branch.
     */
    private static String choiceTree(int branches) {
        StringBuilder source = new StringBuilder(header());
        StringBuilder children = new StringBuilder();
        for (int i = 0; i < branches; i++) {
            children.append(i == 0 ? "" : ", ").append("\"branch").append(i).append('"');
            source.append("""
                        @Switch(on = "mood", cases = {"CALM", "ANGRY"},
                                value = {"count%1$d", "pick%1$d"}, otherwise = "only%1$d")
                        void branch%1$d() {}
                        @Switch(on = "level", cases = {"1", "-1", "100000"},
                                value = {"one%1$d", "minus%1$d", "many%1$d"})
                        void count%1$d() {}
                        @RandomChoice(value = {"one%1$d", "minus%1$d", "many%1$d"},
                                weights = {3, 2, 1})
                        void pick%1$d() {}
                        @RandomChoice(value = {"one%1$d", "minus%1$d"}, weights = {0, 1})
                        void only%1$d() {}
                        @Action Status one%1$d() { return Status.RUNNING; }
                        @Action boolean minus%1$d() { return false; }
                        @Action void many%1$d() {}
                    """.formatted(i));
        }
        return source.append("""
                    enum Mood { CALM, ANGRY, BORED }
                    Mood mood() { return Mood.BORED; }
                    int level() { return 1; }
                    @Selector({%s}) void root() {}
                }
                """.formatted(children)).toString();
    }

    /**
     * A chain of {@code depth} decorators (Repeat, UntilSuccess, FailIfRunning, Invert in turn)
     * over a sequence of three actions: each completion climbs through every counter.
     */
    private static String deepTree(int depth) {
        StringBuilder source = new StringBuilder(header());
        String[] kinds = {"@Repeat(value = \"d%d\", times = 2)", "@UntilSuccess(value = \"d%d\", maxTries = 2)",
            "@FailIfRunning(\"d%d\")", "@Invert(\"d%d\")"};
        for (int i = 0; i < depth; i++) {
            String annotation = i == depth - 1 ? "@Sequence({\"a\", \"b\", \"c\"})"
                    : kinds[i % kinds.length].formatted(i + 1);
            source.append("    ").append(annotation).append(" void d").append(i).append("() {}\n");
        }
        return source.append("""
                    @Action Status a() { return Status.SUCCESS; }
                    @Action Status b() { return Status.RUNNING; }
                    @Action Status c() { return Status.FAILURE; }
                }
                """).toString().replace("void d0()", "void root()");
    }

    private static String header() {
        return """
                package big;

                import dev.arbor.*;

                // the last branch's lower-priority half has nothing after it to interrupt
                @SuppressWarnings("arbor:lower-priority-never-fires")
                @BehaviorTree
                class Big {
                """;
    }
}
