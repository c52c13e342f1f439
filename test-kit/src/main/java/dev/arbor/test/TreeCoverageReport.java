// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A JUnit 5 extension that writes the coverage of every tree the run's {@link TreeTest}s drove
 * ({@link TreeCoverage}) as one HTML page, {@code target/arbor-coverage/index.html}, once the
 * whole test run has ended, and fails the run when a tree's coverage is below a threshold.
 *
 * <pre>
 * &#64;ExtendWith(TreeCoverageReport.class)
 * class SentryTest { ... }
 * </pre>
 *
 * <p>Put it on every test class that drives trees (or register it for all of them with JUnit's
 * automatic extension detection). The page covers every tree class any test of the JVM drove,
 * so a whole {@code mvn verify} of a module gives one report. Thresholds are system properties,
 * in percent, each optional (for Maven, in Surefire's {@code systemPropertyVariables}):
 * <ul>
 *   <li>{@code arbor.coverage.nodes}: the nodes entered, of each tree's nodes;</li>
 *   <li>{@code arbor.coverage.branches}: the children entered, of each tree's parent-child
 *       edges;</li>
 *   <li>{@code arbor.coverage.aborts}: the abort entries that fired, of each tree's
 *       entries.</li>
 * </ul>
 * A tree below one fails the run after the report is written: JUnit reports an
 * {@link AssertionError} naming each tree, figure and threshold. The report's folder is
 * {@code arbor.coverage.dir} ({@code target/arbor-coverage} by default, relative to the working
 * directory, which Maven sets to the module's). It needs JUnit 5.13 or later (the run's end is
 * when JUnit closes the values in its root store).
 */
public final class TreeCoverageReport implements AfterAllCallback {
    /** The key of the one report in the root store: written once per run. */
    private static final String KEY = TreeCoverageReport.class.getName();

    /** The extension, as {@code @ExtendWith} makes it. */
    public TreeCoverageReport() {}

    @Override
    public void afterAll(ExtensionContext context) {
        context.getRoot().getStore(ExtensionContext.Namespace.GLOBAL)
                .getOrComputeIfAbsent(KEY, key -> new AtRunEnd(), AtRunEnd.class);
    }

    /** Writes the page and checks the thresholds when JUnit closes the root store. */
    private static final class AtRunEnd implements AutoCloseable {
        @Override
        public void close() {
            List<TreeCoverage> trees = TreeCoverage.all();
            Path folder = Path.of(System.getProperty("arbor.coverage.dir",
                    "target/arbor-coverage"));
            write(folder, trees);
            List<String> below = below(trees, System::getProperty);
            if (!below.isEmpty()) {
                throw new AssertionError("tree coverage below the threshold (report: "
                        + folder.resolve("index.html") + "):\n  " + String.join("\n  ", below));
            }
        }
    }

    /** Writes {@code index.html} of {@code trees} into {@code folder}, creating it. */
    static Path write(Path folder, List<TreeCoverage> trees) {
        try {
            Files.createDirectories(folder);
            Path page = folder.resolve("index.html");
            Files.writeString(page, CoverageHtml.page(trees), StandardCharsets.UTF_8);
            return page;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the tree coverage report in " + folder, e);
        }
    }

    /** The trees below a threshold that {@code properties} sets, one line each. */
    static List<String> below(List<TreeCoverage> trees,
            UnaryOperator<String> properties) {
        double nodes = threshold(properties, "arbor.coverage.nodes");
        double branches = threshold(properties, "arbor.coverage.branches");
        double aborts = threshold(properties, "arbor.coverage.aborts");
        List<String> below = new ArrayList<>();
        for (TreeCoverage tree : trees) {
            TreeCoverage.Totals t = tree.totals();
            check(below, tree, "nodes entered", t.nodePercent(), nodes);
            check(below, tree, "branches reached", t.branchPercent(), branches);
            check(below, tree, "abort entries fired", t.abortPercent(), aborts);
        }
        return below;
    }

    private static void check(List<String> below, TreeCoverage tree, String what, double percent,
            double threshold) {
        if (percent < threshold) {
            below.add(String.format(Locale.ROOT, "%s: %s %.1f%% < %.1f%%", tree.treeName(), what,
                    percent, threshold));
        }
    }

    private static double threshold(UnaryOperator<String> properties,
            String name) {
        String value = properties.apply(name);
        if (value == null || value.isBlank()) {
            return 0;
        }
        try {
            double percent = Double.parseDouble(value.trim());
            if (percent >= 0 && percent <= 100) {
                return percent;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(name + " is a percentage from 0 to 100, not \""
                + value + "\"");
    }
}
