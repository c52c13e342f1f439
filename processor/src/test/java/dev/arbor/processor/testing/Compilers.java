package dev.arbor.processor.testing;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.arbor.processor.ArborProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;

/** How every test compiles: javac with the Arbor processor, and a loader for the result. */
public final class Compilers {
    private Compilers() {}

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
}
