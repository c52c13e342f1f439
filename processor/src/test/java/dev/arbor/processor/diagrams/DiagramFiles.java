// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.testing.Compilers.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.ArborProcessor;
import dev.arbor.processor.testing.Compilers;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

/** Compiles trees and reads their diagrams back; runs Graphviz's dot; parses XML. */
final class DiagramFiles {
    private DiagramFiles() {}

    /** The three diagrams of one tree class, as written. */
    record Drawn(String mermaid, String dot, String xml) {}

    /** Compiles {@code sources} (strict: no warnings) and reads the diagrams of {@code tree}. */
    static Drawn compile(String tree, JavaFileObject... sources) {
        Compilation compilation = Compilers.arbor().compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        return read(compilation, tree);
    }

    /**
     * Only runs the processor ({@code -proc:only}): the generated class is not compiled, which
     * for a large tree is most of the time; its diagrams are written all the same.
     */
    static Drawn process(String tree, JavaFileObject... sources) {
        Compilation compilation = javac().withProcessors(new ArborProcessor())
                .withOptions("-proc:only", "-Xlint:all,-processing", "-Werror").compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        return read(compilation, tree);
    }

    /** Compiles the resources at {@code paths} (under src/test/resources). */
    static Drawn compileResources(String tree, String... paths) {
        List<JavaFileObject> sources = new ArrayList<>();
        for (String path : paths) {
            sources.add(JavaFileObjects.forResource(path));
        }
        return compile(tree, sources.toArray(JavaFileObject[]::new));
    }

    static Drawn read(Compilation compilation, String tree) {
        return new Drawn(resource(compilation, tree, "mmd"), resource(compilation, tree, "dot"),
                resource(compilation, tree, "xml"));
    }

    /** The text of a generated resource, read as UTF-8 (as Arbor writes it). */
    static String resource(Compilation compilation, String tree, String extension) {
        String path = "META-INF/arbor/" + tree + "." + extension;
        JavaFileObject file = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, path)
                .orElseThrow(() -> new AssertionError("no " + path + " among "
                        + compilation.generatedFiles()));
        try (InputStream in = file.openInputStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** What {@code dot -Tsvg} made of a DOT text. */
    record Rendered(int exit, String svg, String errors) {}

    /**
     * Runs Graphviz's {@code dot -Tsvg} on {@code dot}; fails, saying how to get it, when
     * {@code dot} is not on the PATH.
     */
    static Rendered render(String dot) {
        try {
            Path dir = Files.createTempDirectory("arbor-dot");
            Path in = Files.writeString(dir.resolve("tree.dot"), dot, StandardCharsets.UTF_8);
            Path out = dir.resolve("tree.svg");
            Path err = dir.resolve("stderr.txt");
            Process process;
            try {
                process = new ProcessBuilder("dot", "-Tsvg")
                        .redirectInput(in.toFile()).redirectOutput(out.toFile())
                        .redirectError(err.toFile()).start();
            } catch (IOException absent) {
                fail("Graphviz's dot is not on the PATH (" + absent.getMessage() + "): these tests"
                        + " render the DOT diagrams with it. Install it: apt-get install graphviz"
                        + " (Debian, Ubuntu; .ci/run does), brew install graphviz (macOS)");
                throw new AssertionError(absent);
            }
            if (!process.waitFor(120, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                fail("dot -Tsvg did not finish in 120 s");
            }
            Rendered rendered = new Rendered(process.exitValue(),
                    Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
            Files.delete(in);
            Files.delete(out);
            Files.delete(err);
            Files.delete(dir);
            return rendered;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Renders {@code dot} and asserts dot exits 0 with nothing on stderr (no warning). */
    static Document renderCleanly(String dot) {
        Rendered rendered = render(dot);
        assertEquals("", rendered.errors(), "dot -Tsvg wrote to stderr");
        assertEquals(0, rendered.exit(), "dot -Tsvg exit status");
        assertTrue(rendered.svg().contains("<svg"), rendered.svg());
        return parse(rendered.svg());
    }

    /** Parses XML with javax.xml, without fetching any DTD. */
    static Document parse(String xml) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd",
                    false);
            return factory.newDocumentBuilder()
                    .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new AssertionError("not well-formed XML: " + e.getMessage(), e);
        }
    }
}
