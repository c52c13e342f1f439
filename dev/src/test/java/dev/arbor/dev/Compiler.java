// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.dev;

import dev.arbor.BehaviorTree;
import dev.arbor.processor.ArborProcessor;
import dev.arbor.runtime.Tree;
import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/** Compiles agent sources with javax.tools and Arbor's processor, as a build would. */
final class Compiler {
    private Compiler() {
    }

    /**
     * Compiles {@code sources} (file name, e.g. {@code demo/Guard.java}, to text) into
     * {@code classes}, with Arbor's processor; fails with javac's diagnostics if they do not
     * compile.
     */
    static void compile(Path work, Path classes, Map<String, String> sources) throws IOException {
        Path src = Files.createTempDirectory(work, "src");
        List<File> files = new ArrayList<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path file = src.resolve(e.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, e.getValue());
            files.add(file.toFile());
        }
        Files.createDirectories(classes);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter out = new StringWriter();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(null, null, null)) {
            Iterable<? extends JavaFileObject> units = fm.getJavaFileObjectsFromFiles(files);
            String classpath = location(BehaviorTree.class) + File.pathSeparator
                    + location(Tree.class);
            JavaCompiler.CompilationTask task = javac.getTask(out, fm, null, List.of("-d",
                    classes.toString(), "-classpath", classpath, "--release", "17"), null, units);
            task.setProcessors(List.of(new ArborProcessor()));
            if (!task.call()) {
                throw new AssertionError("does not compile:\n" + out);
            }
        }
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
