// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

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
import java.util.LinkedHashMap;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * HotSpot never JIT-compiles a method with more than 8,000 bytes of bytecode (its flag
 * {@code DontCompileHugeMethods} is on by default): such a method stays interpreted,
 * silently, many times slower. Every method of a large generated tree must stay under it. The
 * trees here have every feature that makes code longer: abort entries (so {@code reevaluate()}
 * is split), start and end hooks with the final status, and, in one of them, a parallel (the
 * event machine and the split {@code callLeaf}, {@code onStart} and {@code onEnd}).
 *
 * <p>The parts a method is split into have a bounded number of nodes or entries whatever the
 * tree's size (Sizes), so a tree of 701 nodes and 100 entries, split into 11 parts of
 * {@code run()} and 2 of {@code reevaluate()}, has parts as long as any: it runs in the default
 * suite. The 2,101-node trees run in the exhaustive profile (docs/testing.md).
 */
class HotSpotLimitsTest {
    private static final int HUGE_METHOD_LIMIT = 8000;
    /**
     * Sizes.DEFAULT: nodes per part of run() (these blocks are well within the plan's budget, so
     * parts hold the most), of a dispatch switch; entries per part.
     */
    private static final int BLOCK_NODES_PER_PART = 64;
    private static final int DISPATCH_NODES_PER_PART = 128;
    private static final int ENTRIES_PER_PART = 80;

    @ParameterizedTest
    @ValueSource(strings = {"Selector", "Parallel"})
    void everyMethodOfALargeTreeIsSmallEnoughToCompile(String root) throws IOException {
        checkMethodSizes(root, 100);
    }

    @Tag("exhaustive")
    @ParameterizedTest
    @ValueSource(strings = {"Selector", "Parallel"})
    void everyMethodOfATwoThousandNodeTreeIsSmallEnoughToCompile(String root)
            throws IOException {
        checkMethodSizes(root, 300);
    }

    private static void checkMethodSizes(String root, int branches) throws IOException {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("big.Big", largeTree(root, branches)));
        assertThat(compilation).succeededWithoutWarnings();
        JavaFileObject tree = compilation.generatedFiles().stream()
                .filter(f -> f.getKind() == JavaFileObject.Kind.CLASS
                        && f.getName().endsWith("BigTree.class"))
                .findFirst().orElseThrow();
        Map<String, Integer> sizes;
        try (InputStream in = tree.openInputStream()) {
            sizes = ClassFiles.codeLengths(in);
        }
        assertThat(sizes).containsKey("tick");
        Map<String, Integer> tooBig = new LinkedHashMap<>();
        sizes.forEach((method, size) -> {
            // the class initializer and the table parts it calls run once: interpreted anyway
            boolean once = method.equals("<clinit>") || method.matches("nodes\\d+");
            if (!once && size >= HUGE_METHOD_LIMIT) {
                tooBig.put(method, size);
            }
        });
        assertWithMessage("methods of BigTree over %s bytes of bytecode", HUGE_METHOD_LIMIT)
                .that(tooBig).isEmpty();
        // the split happened: the parts exist, up to the last (7 nodes and an entry a branch)
        int nodes = 7 * branches + 1;
        int lastEntries = (branches - 1) / ENTRIES_PER_PART;
        if (root.equals("Selector")) {
            // state in fields: the per-entry switches are split too
            assertThat(sizes.keySet()).containsAtLeast("run0",
                    "run" + (nodes - 1) / BLOCK_NODES_PER_PART, "reevaluate" + lastEntries,
                    "forget" + lastEntries, "resetEntries" + lastEntries);
        } else {
            int lastDispatch = (nodes - 1) / DISPATCH_NODES_PER_PART;
            assertThat(sizes.keySet()).containsAtLeast("callLeaf0", "callLeaf" + lastDispatch,
                    "onStart0", "onEnd" + lastDispatch, "reevaluate" + lastEntries);
        }
    }

    /**
     * A root over {@code branches} branches, each a sequence with a BOTH abort over a condition,
     * an action with hooks, and a selector of three actions: 7 nodes and an abort entry each
     * (300 branches: 2,101 nodes, 300 abort entries). Under the
     * Parallel root the lower-priority half of BOTH never fires (a warning, suppressed): the
     * entries and the code they need are what is measured.
     */
    static String largeTree(String root, int branches) {
        StringBuilder source = new StringBuilder("""
                package big;

                import dev.arbor.*;

                @BehaviorTree
                @SuppressWarnings("arbor:lower-priority-never-fires") // under the Parallel
                class Big {
                """);
        StringBuilder children = new StringBuilder();
        for (int i = 0; i < branches; i++) {
            children.append(i == 0 ? "" : ", ").append("\"branch").append(i).append('"');
            source.append("""
                        @Sequence(value = {"see%1$d", "go%1$d", "pick%1$d"}, abortType = AbortType.BOTH)
                        void branch%1$d() {}
                        @Condition boolean see%1$d() { return %1$d %% 3 == 0; }
                        @Action(onStart = "begin", onEnd = "end") Status go%1$d() { return Status.SUCCESS; }
                        @Selector({"a%1$d", "b%1$d", "c%1$d"}) void pick%1$d() {}
                        @Action Status a%1$d() { return Status.FAILURE; }
                        @Action Status b%1$d() { return Status.RUNNING; }
                        @Action void c%1$d() {}
                    """.formatted(i));
        }
        return source.append("""
                    @%s({%s}) void root() {}
                    void begin() {}
                    void end(Status status) {}
                }
                """.formatted(root, children)).toString();
    }
}
