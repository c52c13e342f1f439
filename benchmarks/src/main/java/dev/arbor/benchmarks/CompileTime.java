// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Compile time through the processor: javac, in process, compiling generated annotated classes
 * with Arbor and then the trees Arbor generated. The figure is a whole compilation (what a
 * user's build pays), the median of three after one warm-up.
 */
public final class CompileTime {
    private CompileTime() {}

    /** One class whose tree has {@code nodes} nodes: 111 composites over 889 leaves for 1,000. */
    static String bigTree(String name) {
        StringBuilder out = new StringBuilder("package compiletime;\nimport dev.arbor.*;\n"
                + "@BehaviorTree public class " + name + " {\n    int x;\n");
        out.append("    @Selector({");
        for (int i = 0; i < 10; i++) {
            out.append(i == 0 ? "" : ", ").append("\"g").append(i).append('"');
        }
        out.append("}) void root() {}\n");
        int leaf = 0;
        for (int i = 0; i < 10; i++) {
            out.append("    @Sequence({");
            for (int j = 0; j < 10; j++) {
                out.append(j == 0 ? "" : ", ").append("\"g").append(i).append('_').append(j)
                        .append('"');
            }
            out.append("}) void g").append(i).append("() {}\n");
            for (int j = 0; j < 10; j++) {
                int leaves = (i * 10 + j) < 89 ? 9 : 8; // 89 * 9 + 11 * 8 = 889
                out.append("    @Selector(value = {");
                for (int k = 0; k < leaves; k++) {
                    out.append(k == 0 ? "" : ", ").append("\"l").append(leaf + k).append('"');
                }
                out.append("}, abortType = AbortType.SELF) void g").append(i).append('_')
                        .append(j).append("() {}\n");
                for (int k = 0; k < leaves; k++, leaf++) {
                    out.append(leaf % 2 == 0
                            ? "    @Condition boolean l" + leaf + "() { return x == " + leaf + "; }\n"
                            : "    @Action Status l" + leaf + "() { return Status.SUCCESS; }\n");
                }
            }
        }
        return out.append("}\n").toString();
    }

    /** One class whose tree has 20 nodes: a selector of three guarded sequences, 16 leaves. */
    static String smallTree(String name) {
        return """
                package compiletime;
                import dev.arbor.*;
                @BehaviorTree public class %s {
                    int x;
                    @Selector({"a", "b", "c"}) void root() {}
                    @Sequence(value = {"a1", "a2", "a3", "a4", "a5"}, abortType = AbortType.LOWER_PRIORITY) void a() {}
                    @Sequence(value = {"b1", "b2", "b3", "b4", "b5"}, abortType = AbortType.BOTH) void b() {}
                    @Sequence({"c1", "c2", "c3", "c4", "c5", "c6"}) void c() {}
                    @Condition boolean a1() { return x > 1; }
                    @Action Status a2() { return Status.RUNNING; }
                    @Action boolean a3() { return true; }
                    @Action void a4() {}
                    @Action Status a5() { return Status.SUCCESS; }
                    @Condition boolean b1() { return x > 2; }
                    @Action Status b2() { return Status.RUNNING; }
                    @Action boolean b3() { return true; }
                    @Action void b4() {}
                    @Action Status b5() { return Status.SUCCESS; }
                    @Action Status c1() { return Status.RUNNING; }
                    @Action boolean c2() { return true; }
                    @Action void c3() {}
                    @Action Status c4() { return Status.SUCCESS; }
                    @Action Status c5() { return Status.FAILURE; }
                    @Action void c6() {}
                }
                """.formatted(name);
    }

    public static double bigTreeSeconds() {
        return median(List.of(source("Big", bigTree("Big"))));
    }

    public static double smallTreesSeconds() {
        List<JavaFileObject> sources = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            sources.add(source("Small" + i, smallTree("Small" + i)));
        }
        return median(sources);
    }

    private static double median(List<JavaFileObject> sources) {
        compile(sources); // warm-up
        double[] runs = {compile(sources), compile(sources), compile(sources)};
        Arrays.sort(runs);
        return runs[1];
    }

    private static double compile(List<JavaFileObject> sources) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Path out = null;
        try {
            out = Files.createTempDirectory("arbor-compile-time");
            List<String> options = List.of("-d", out.toString(), "-classpath",
                    System.getProperty("java.class.path"), "-processor",
                    "dev.arbor.processor.ArborProcessor", "-Xlint:none");
            long start = System.nanoTime();
            boolean ok = javac.getTask(null, null, null, options, null, sources).call();
            double seconds = (System.nanoTime() - start) / 1e9;
            if (!ok) {
                throw new IllegalStateException("compile-time sources did not compile");
            }
            return seconds;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            delete(out);
        }
    }

    private static JavaFileObject source(String name, String code) {
        return new SimpleJavaFileObject(URI.create("string:///compiletime/" + name + ".java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return code;
            }
        };
    }

    private static void delete(Path folder) {
        if (folder == null) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
