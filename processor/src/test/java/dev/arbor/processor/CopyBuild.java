// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import dev.arbor.runtime.Tree;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a copy written by {@link SourceCopy} with javac, in this JVM, in three layers: the
 * annotations with the runtime, the processor, and the processor's tests. Each layer's classes
 * are kept in {@code cache}, under the hash of its sources and of the layers below it, so that
 * copies that differ only in their tests share the processor's classes. The libraries (JavaPoet,
 * AutoService's annotations, JUnit, compile-testing) are this test's own class path, without
 * the repository's Arbor classes, which the copy's replace.
 */
final class CopyBuild {

    /** The class path of the built copy, its tests first; or the first layer that failed. */
    record Built(List<Path> classPath, String failedLayer, List<String> errors) {
        boolean compiled() {
            return failedLayer == null;
        }
    }

    /**
     * This JVM's class path without the repository's Arbor classes (the annotations, the
     * runtime, the processor and its tests), which a copy brings its own of.
     */
    static final List<Path> LIBRARIES = libraries();

    private final Path cache;

    CopyBuild(Path cache) {
        this.cache = cache;
    }

    /** Compiles the copy in {@code copy}, or says which layer did not compile, and why. */
    Built build(Path copy) {
        Layer base = new Layer("annotations and runtime",
                List.of(copy.resolve("annotations/src/main/java"),
                        copy.resolve("runtime/src/main/java")), List.of());
        Layer processor = new Layer("processor",
                List.of(copy.resolve("processor/src/main/java")), List.of());
        Layer tests = new Layer("processor tests",
                List.of(copy.resolve("processor/src/test/java")), List.of(processor, base));
        for (Layer layer : List.of(base, processor, tests)) {
            if (!compile(layer, copy)) {
                return new Built(List.of(), layer.name, layer.errors);
            }
        }
        return new Built(List.of(tests.output, copy.resolve("processor/src/test/resources"),
                processor.output, copy.resolve("processor/src/main/resources"), base.output),
                null, List.of());
    }

    /** Sources compiled together against the layers below and the libraries. */
    private static final class Layer {
        final String name;
        final List<Path> roots;
        final List<Layer> below;
        Path output;
        List<String> errors = List.of();

        Layer(String name, List<Path> roots, List<Layer> below) {
            this.name = name;
            this.roots = roots;
            this.below = below;
        }
    }

    /** Compiles {@code layer}, or finds it compiled before; false when it does not compile. */
    private boolean compile(Layer layer, Path copy) {
        List<Path> sources = sources(layer.roots);
        MessageDigest digest = sha256();
        digest.update(layer.name.getBytes(StandardCharsets.UTF_8));
        for (Layer below : layer.below) {
            digest.update(below.output.toString().getBytes(StandardCharsets.UTF_8));
        }
        for (Path source : sources) {
            digest.update(copy.relativize(source).toString().getBytes(StandardCharsets.UTF_8));
            digest.update(read(source));
        }
        String key = layer.name.replace(' ', '-') + "-"
                + HexFormat.of().formatHex(digest.digest()).substring(0, 16);
        layer.output = cache.resolve(key);
        Path done = cache.resolve(key + ".done");
        Path failed = cache.resolve(key + ".errors");
        try {
            if (Files.exists(done)) {
                return true;
            }
            if (Files.exists(failed)) {
                layer.errors = Files.readAllLines(failed);
                return false;
            }
            Files.createDirectories(layer.output);
            layer.errors = javac(sources, layer, copy);
            Files.write(layer.errors.isEmpty() ? done : failed, layer.errors);
            return layer.errors.isEmpty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** javac's errors, each as {@code path:line: message} with the path from the copy's root. */
    private static List<String> javac(List<Path> sources, Layer layer, Path copy)
            throws IOException {
        List<Path> classPath = new ArrayList<>();
        layer.below.forEach(below -> classPath.add(below.output));
        classPath.addAll(LIBRARIES);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics,
                Locale.ROOT, StandardCharsets.UTF_8)) {
            List<String> options = List.of("-d", layer.output.toString(), "-classpath",
                    join(classPath), "-proc:none", "--release", "17", "-encoding", "UTF-8",
                    "-implicit:none", "-Xlint:none", "-Xmaxerrs", "20");
            javac.getTask(null, files, diagnostics, options, null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
        }
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics.getDiagnostics()) {
            if (diagnostic.getKind() == Diagnostic.Kind.ERROR) {
                String where = diagnostic.getSource() == null ? ""
                        : copy.relativize(Path.of(diagnostic.getSource().toUri())) + ":"
                                + diagnostic.getLineNumber() + ": ";
                errors.add(where + diagnostic.getMessage(Locale.ROOT).lines().findFirst()
                        .orElse(""));
            }
        }
        return errors;
    }

    /**
     * The sources under {@code roots}, but their module descriptors: a layer is compiled on the
     * class path, as the processor's tests run, and annotations and runtime, two modules, are
     * one layer.
     */
    private static List<Path> sources(List<Path> roots) {
        List<Path> sources = new ArrayList<>();
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(p -> p.toString().endsWith(".java")
                                && !p.getFileName().toString().equals("module-info.java"))
                        .sorted().forEach(sources::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return sources;
    }

    static String join(List<Path> paths) {
        return String.join(File.pathSeparator, paths.stream().map(Path::toString).toList());
    }

    private static List<Path> libraries() {
        Set<Path> arbor = Set.of(location(dev.arbor.Status.class), location(Tree.class),
                location(ArborProcessor.class), location(CopyBuild.class));
        List<Path> libraries = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry).toAbsolutePath().normalize();
            if (!entry.isEmpty() && !arbor.contains(path)) {
                libraries.add(path);
            }
        }
        return List.copyOf(libraries);
    }

    private static Path location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI())
                    .toAbsolutePath().normalize();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
