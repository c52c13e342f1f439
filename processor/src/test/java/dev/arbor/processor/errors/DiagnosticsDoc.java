// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import dev.arbor.processor.base.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

/**
 * Prints the catalogue ({@link Message}) as docs/diagnostics.md: one row per diagnostic, with
 * its tag, severity (and suppression key), message pattern and fix. {@link CatalogueTest}
 * fails when the file differs; {@code ARBOR_UPDATE_DOCS=1} makes it rewrite the file, and so
 * does {@link #main} (its argument: the file, docs/diagnostics.md from the repository root by
 * default).
 */
public final class DiagnosticsDoc {
    /** The file, from the processor module's directory (where Surefire runs). */
    static final Path FILE = Path.of("../docs/diagnostics.md");

    /** How to rewrite the file, for the test's message and the file's header. */
    static final String COMMAND = "ARBOR_UPDATE_DOCS=1 mvn -B test -pl build-checks,annotations,runtime,processor"
            + " -Dtest=CatalogueTest -Dsurefire.failIfNoSpecifiedTests=false";

    private DiagnosticsDoc() {}

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "docs/diagnostics.md");
        Files.writeString(file, render(), StandardCharsets.UTF_8);
        System.out.println("wrote " + file.toAbsolutePath().normalize());
    }

    /** The whole file. */
    static String render() {
        long warnings = Arrays.stream(Message.values()).filter(Message::isWarning).count();
        StringBuilder out = new StringBuilder()
                .append("# Diagnostics\n\n")
                .append("<!-- Generated from processor/src/main/java/dev/arbor/processor/base/"
                        + "Message.java by DiagnosticsDoc (processor test sources). Do not edit:"
                        + " change the catalogue, then run from the repository root:\n     ")
                .append(COMMAND).append(" -->\n\n")
                .append("Every diagnostic the Arbor processor reports, from its catalogue: ")
                .append(Message.values().length).append(" (")
                .append(Message.values().length - warnings).append(" errors, ")
                .append(warnings).append(" warnings). A message starts with its stable tag,"
                        + " `[Arbor/<Tag>]`, says what is wrong, then how to fix it; javac"
                        + " prints it on the annotation value at fault. In the patterns, `…`"
                        + " stands for what the message fills in (a name, a type, a number, a"
                        + " path). A warning ends with how to suppress it:"
                        + " `@SuppressWarnings(\"arbor:<key>\")` on the method or the class, or"
                        + " `@SuppressWarnings(\"arbor:all\")`. Each diagnostic has a bad source"
                        + " named after its tag under `processor/src/test/resources/bad/`, and an"
                        + " error test that asserts its tag, text and line"
                        + " ([compile-checks.md](compile-checks.md) says more).\n\n")
                .append("| tag | severity | message | fix |\n")
                .append("|---|---|---|---|\n");
        for (Message message : Message.values()) {
            out.append("| `").append(message.tagName()).append("` | ")
                    .append(message.isWarning()
                            ? "warning, key `" + message.suppressionKey() + "`" : "error")
                    .append(" | ").append(cell(pattern(message.problem())))
                    .append(" | ").append(cell(fix(message.fix()))).append(" |\n");
        }
        return out.toString();
    }

    /** A format pattern for reading: each argument as {@code …}, a line break as a space. */
    static String pattern(String format) {
        return format.replace("%n", " ").replaceAll("%([0-9]+\\$)?[sd]", "…").replace("%%", "%");
    }

    /**
     * The fix as a sentence of its own: without the separator that joins it to the problem
     * ({@code "; declare it static"} gives "Declare it static."); a fix the message works out
     * case by case says so.
     */
    static String fix(String format) {
        String fix = pattern(format).replaceFirst("^[;:,]?\\s*(so\\s+)?", "");
        if (fix.replace("…", "").isBlank()) {
            return "Given in the message: it depends on the case.";
        }
        fix = fix.substring(0, 1).toUpperCase(Locale.ROOT) + fix.substring(1);
        return fix.endsWith(":") ? fix.substring(0, fix.length() - 1) + "."
               : fix.endsWith("…") || fix.endsWith(".") || fix.endsWith(")") ? fix : fix + ".";
    }

    /** Markdown table cell: pipes escaped, in code where it names Java. */
    private static String cell(String text) {
        return text.replace("|", "\\|");
    }
}
