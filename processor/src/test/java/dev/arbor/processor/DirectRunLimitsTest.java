package dev.arbor.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.ClassFiles;
import dev.arbor.processor.testing.Compilers;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The library's one-stack trees get a {@code run()} compiled node by node, whose completions are
 * written out per leaf and result: the processor counts its statements and keeps it only under
 * a budget that HotSpot's 8,000-byte limit allows (else the generic loop, which any size
 * compiles). These trees check both sides of that choice and the bytes a statement costs, on
 * the kinds that write the longest code: hooks, counters, cooldowns, waits, FailIfRunning and
 * abort entries.
 */
class DirectRunLimitsTest {
    private static final int HUGE_METHOD_LIMIT = 8000;
    /** The processor's budget of lines of code for a direct run() (Sizes.DEFAULT). */
    private static final int BUDGET = 1200;
    /** Bytes of bytecode a line of run() may cost: the budget times this is under 8,000. */
    private static final double MOST_BYTES_PER_LINE = 6.5;

    /** From one branch (12 nodes) to eight (89 nodes, 1,015 lines): each runs direct. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4, 6, 8})
    void aWideTreeRunsDirectWithinTheLimit(int branches) throws IOException {
        Compiled tree = compile(wideTree(branches));
        assertWithMessage("the direct run() and the generic runTraced()")
                .that(tree.sizes()).containsKey("runTraced");
        int bytes = tree.sizes().get("run");
        long lines = linesOfCode(tree.source(), "private int run() {");
        assertWithMessage("bytes of run() per line of code (%s bytes, %s lines)", bytes, lines)
                .that((double) bytes / lines).isAtMost(MOST_BYTES_PER_LINE);
        assertThat(lines).isAtMost(BUDGET);
        tree.assertEveryMethodCompiles();
    }

    /** Eleven branches (122 nodes) would be about 1,390 lines: over the budget. */
    @Test
    void aWiderTreeRunsTheGenericLoop() throws IOException {
        Compiled tree = compile(wideTree(11));
        assertThat(tree.sizes()).doesNotContainKey("runTraced");
        assertThat(tree.source()).contains("switch (event)");
        tree.assertEveryMethodCompiles();
    }

    /** From 14 decorators on, a direct run() would be over the budget. */
    @Test
    void aTreeWhoseCompletionsClimbFarRunsTheGenericLoop() throws IOException {
        assertRunsTheGenericLoop(deepTree(20));
    }

    /**
     * Forty decorators: the processor writes the direct run() it then rejects, whose code grows
     * much faster than the chain (seconds of CPU), so this runs in the exhaustive profile.
     */
    @Tag("exhaustive")
    @Test
    void aTreeWhoseCompletionsClimbFartherRunsTheGenericLoop() throws IOException {
        assertRunsTheGenericLoop(deepTree(40));
    }

    private static void assertRunsTheGenericLoop(String source) throws IOException {
        Compiled tree = compile(source);
        assertWithMessage("a direct run() of this tree would be over the budget")
                .that(tree.sizes()).doesNotContainKey("runTraced");
        assertThat(tree.source()).contains("switch (event)");
        tree.assertEveryMethodCompiles();
    }

    @Test
    void aShallowerChainStillRunsDirect() throws IOException {
        Compiled tree = compile(deepTree(6));
        assertThat(tree.sizes()).containsKey("runTraced");
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
    }

    private static Compiled compile(String source) throws IOException {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("big.Big", source));
        assertThat(compilation).succeededWithoutWarnings();
        JavaFileObject classFile = compilation.generatedFiles().stream()
                .filter(f -> f.getKind() == JavaFileObject.Kind.CLASS
                        && f.getName().endsWith("BigTree.class"))
                .findFirst().orElseThrow();
        try (InputStream in = classFile.openInputStream()) {
            return new Compiled(compilation.generatedSourceFile("big.BigTree").orElseThrow()
                    .getCharContent(false).toString(), ClassFiles.codeLengths(in));
        }
    }

    /** The lines of code of the method that {@code header} opens, counted as the processor does. */
    private static long linesOfCode(String source, String header) {
        List<String> lines = source.lines().toList();
        int from = lines.indexOf(lines.stream().filter(l -> l.strip().equals(header))
                .findFirst().orElseThrow());
        long count = 0;
        for (String line : lines.subList(from + 1, lines.size())) {
            if (line.equals("    }")) {
                return count;
            }
            String code = line.strip();
            count += !code.isEmpty() && !code.startsWith("//") && !code.equals("}") ? 1 : 0;
        }
        throw new AssertionError("no end of " + header);
    }

    /**
     * A root over {@code branches} branches, each a sequence with a BOTH abort over a condition
     * and a Cooldown of a retried sequence: an action with hooks, a Wait, a Repeat of a
     * FailIfRunning action. 11 nodes a branch.
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
                        @Sequence({"act%1$d", "hold%1$d", "again%1$d"}) void steps%1$d() {}
                        @Action(onStart = "begin", onEnd = "end") Status act%1$d() { return Status.SUCCESS; }
                        @Wait(millis = 50) void hold%1$d() {}
                        @Repeat(value = "quick%1$d", times = 2) void again%1$d() {}
                        @FailIfRunning("last%1$d") void quick%1$d() {}
                        @Action Status last%1$d() { return Status.RUNNING; }
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
