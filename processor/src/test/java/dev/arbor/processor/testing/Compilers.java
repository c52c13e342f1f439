// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.testing;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.arbor.processor.ArborProcessor;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.Processor;
import javax.lang.model.SourceVersion;
import javax.tools.DiagnosticListener;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/** How every test compiles: javac with the Arbor processor, and a loader for the result. */
public final class Compilers {
    private Compilers() {}

    /**
     * javac as compile-testing's {@code Compiler.javac()}, except that the compilations of a
     * thread share one file manager: compile-testing makes a new one for each, which opens and
     * indexes every jar of the class path again (about 20 ms of the 60 a small tree takes; the
     * suite compiles hundreds). The locations a compilation sets (compile-testing sets the source
     * path, {@code withClasspath} the class path) are put back to their defaults before the next,
     * and compile-testing's {@code close()} after each is not passed on.
     */
    public static Compiler javac() {
        return Compiler.compiler(SHARED);
    }

    private static final JavaCompiler SHARED = new SharedFileManagerCompiler();

    /** Strict: any warning fails the compilation (generated code must be warning-free). */
    public static Compiler arbor() {
        return javac().withProcessors(new ArborProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror");
    }

    /** As {@link #arbor()}, with more options (e.g. {@code -Aarbor.layout=split}). */
    public static Compiler arbor(String... options) {
        List<String> all = new ArrayList<>(List.of("-Xlint:all,-processing", "-Werror"));
        all.addAll(List.of(options));
        return javac().withProcessors(new ArborProcessor()).withOptions(all);
    }

    /** As {@link #arbor()}, with other processors running beside Arbor (in this order). */
    public static Compiler arborAlongside(Processor... others) {
        List<Processor> processors = new ArrayList<>(List.of(new ArborProcessor()));
        processors.addAll(List.of(others));
        return javac().withProcessors(processors).withOptions("-Xlint:all,-processing", "-Werror");
    }

    /** For tests that look at Arbor's own warnings. */
    public static Compiler arborAllowingWarnings() {
        return javac().withProcessors(new ArborProcessor()).withOptions("-Xlint:all,-processing");
    }

    /** Loads the classes of a successful compilation, above the test class path. */
    public static ClassLoader load(Compilation compilation) {
        return load(compilation, Compilers.class.getClassLoader());
    }

    /** Loads the classes of a successful compilation, above {@code parent}. */
    public static ClassLoader load(Compilation compilation, ClassLoader parent) {
        Map<String, byte[]> classes = new HashMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS) {
                continue;
            }
            String path = file.toUri().getPath();
            String name = path.substring(path.indexOf("CLASS_OUTPUT/") + "CLASS_OUTPUT/".length(),
                    path.length() - ".class".length()).replace('/', '.');
            try (InputStream in = file.openInputStream()) {
                classes.put(name, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new ClassLoader(parent) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = classes.get(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
    }

    /** The system javac, handing out its thread's shared file manager. */
    private static final class SharedFileManagerCompiler implements JavaCompiler {
        private final JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        private final ThreadLocal<KeptFileManager> shared = ThreadLocal.withInitial(
                () -> new KeptFileManager(javac.getStandardFileManager(null, Locale.ROOT,
                        StandardCharsets.UTF_8)));

        @Override
        public StandardJavaFileManager getStandardFileManager(
                DiagnosticListener<? super JavaFileObject> listener, Locale locale,
                Charset charset) {
            KeptFileManager manager = shared.get();
            manager.restore();
            return manager;
        }

        @Override
        public CompilationTask getTask(Writer out, JavaFileManager fileManager,
                DiagnosticListener<? super JavaFileObject> listener, Iterable<String> options,
                Iterable<String> classes, Iterable<? extends JavaFileObject> units) {
            return javac.getTask(out, fileManager, listener, options, classes, units);
        }

        @Override
        public int isSupportedOption(String option) {
            return javac.isSupportedOption(option);
        }

        @Override
        public int run(java.io.InputStream in, OutputStream out, OutputStream err,
                String... arguments) {
            return javac.run(in, out, err, arguments);
        }

        @Override
        public Set<SourceVersion> getSourceVersions() {
            return javac.getSourceVersions();
        }
    }

    /**
     * A file manager that outlives the compilations using it: {@code close()} does nothing, and
     * {@link #restore} puts every location a compilation set back to its default.
     */
    private static final class KeptFileManager
            extends ForwardingJavaFileManager<StandardJavaFileManager>
            implements StandardJavaFileManager {
        private final Set<Location> set = new LinkedHashSet<>();

        KeptFileManager(StandardJavaFileManager manager) {
            super(manager);
        }

        void restore() {
            try {
                for (Location location : set) {
                    fileManager.setLocation(location, null);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            set.clear();
        }

        @Override
        public void close() {}

        @Override
        public void setLocation(Location location, Iterable<? extends File> files)
                throws IOException {
            set.add(location);
            fileManager.setLocation(location, files);
        }

        @Override
        public void setLocationFromPaths(Location location, Collection<? extends Path> paths)
                throws IOException {
            set.add(location);
            fileManager.setLocationFromPaths(location, paths);
        }

        @Override
        public void setLocationForModule(Location location, String module,
                Collection<? extends Path> paths) throws IOException {
            set.add(location);
            fileManager.setLocationForModule(location, module, paths);
        }

        @Override
        public Iterable<? extends File> getLocation(Location location) {
            return fileManager.getLocation(location);
        }

        @Override
        public Iterable<? extends Path> getLocationAsPaths(Location location) {
            return fileManager.getLocationAsPaths(location);
        }

        @Override
        public Iterable<? extends JavaFileObject> getJavaFileObjectsFromFiles(
                Iterable<? extends File> files) {
            return fileManager.getJavaFileObjectsFromFiles(files);
        }

        @Override
        public Iterable<? extends JavaFileObject> getJavaFileObjectsFromPaths(
                Collection<? extends Path> paths) {
            return fileManager.getJavaFileObjectsFromPaths(paths);
        }

        @Override
        public Iterable<? extends JavaFileObject> getJavaFileObjects(File... files) {
            return fileManager.getJavaFileObjects(files);
        }

        @Override
        public Iterable<? extends JavaFileObject> getJavaFileObjectsFromStrings(
                Iterable<String> names) {
            return fileManager.getJavaFileObjectsFromStrings(names);
        }

        @Override
        public Iterable<? extends JavaFileObject> getJavaFileObjects(String... names) {
            return fileManager.getJavaFileObjects(names);
        }

        @Override
        public Path asPath(FileObject file) {
            return fileManager.asPath(file);
        }

        @Override
        public void setPathFactory(PathFactory factory) {
            fileManager.setPathFactory(factory);
        }
    }
}
