// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * {@link TreeCoverageReport} on {@link Gate}, which only this test drives: the page it writes,
 * the thresholds, and a whole JUnit run (through JUnit's launcher) that writes the report at its
 * end and fails below a threshold.
 */
class TreeCoverageReportTest {

    /**
     * A test class as a user writes it: it drives a Gate, never raises called, never waves. It
     * runs only in the launcher's runs below, which set the report's folder (Surefire finds
     * nested classes too).
     */
    @ExtendWith(TreeCoverageReport.class)
    @EnabledIfSystemProperty(named = "arbor.coverage.dir", matches = ".+")
    static class UsersTest {
        @Test
        void waitsThenPasses() {
            Gate gate = new Gate();
            TreeTest test = TreeTest.of(new GateTree(gate));
            test.tick().expect("C:isOpen S:idle U:idle => running");
            gate.open = true;
            test.tick().expect("C:isOpen A:isOpen E:idle:interrupted C:isOpen S:walkThrough"
                    + " U:walkThrough E:walkThrough:success => success");
        }
    }

    @Test
    void aRunWritesTheReportAtItsEndAndFailsBelowAThreshold(@TempDir Path folder)
            throws IOException {
        TestExecutionSummary passed = run(folder, Map.of());
        assertEquals(1, passed.getTestsSucceededCount());
        assertEquals(List.of(), passed.getFailures());
        String page = Files.readString(folder.resolve("index.html"));
        assertTrue(page.contains("<code>dev.arbor.test.GateTree</code></a></td><td class=\"n\">2"
                + "</td><td class=\"n\">7 of 8 (88%)</td><td class=\"n\">6 of 7 (86%)</td>"
                + "<td class=\"n\">1 of 1 (100%)</td><td class=\"n\">0 of 0</td>"
                + "<td class=\"n\">0 of 1</td></tr>"), page);
        assertTrue(page.contains("<tr class=\"never\"><td><code>&nbsp;&nbsp;&nbsp;&nbsp;wave"
                + "</code></td>"), page);
        assertTrue(page.contains("<span class=\"never\">never raised</span>"), page);
        assertTrue(page.contains("<td>abort fired 1</td><td></td></tr>"), page);
        assertTrue(page.contains("<td><code>wave</code></td></tr>"), page); // greet's unreached child

        TestExecutionSummary failed = run(folder, Map.of("arbor.coverage.nodes", "90"));
        assertEquals(1, failed.getTestsSucceededCount());
        assertEquals(1, failed.getFailures().size());
        String message = failed.getFailures().get(0).getException().getMessage();
        assertTrue(message.startsWith("tree coverage below the threshold (report: "), message);
        assertTrue(message.contains("dev.arbor.test.GateTree: nodes entered 87.5% < 90.0%"),
                message);
    }

    @Test
    void thresholdsArePercentages() {
        TreeCoverage none = TreeCoverage.all().get(0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TreeCoverageReport.below(List.of(none),
                        name -> name.equals("arbor.coverage.aborts") ? "0.9x" : null));
        assertEquals("arbor.coverage.aborts is a percentage from 0 to 100, not \"0.9x\"",
                e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TreeCoverageReport.below(
                List.of(none), name -> name.equals("arbor.coverage.nodes") ? "101" : null));
        assertEquals(List.of(), TreeCoverageReport.below(List.of(none), name -> null));
    }

    private static TestExecutionSummary run(Path folder, Map<String, String> thresholds) {
        System.setProperty("arbor.coverage.dir", folder.toString());
        thresholds.forEach(System::setProperty);
        try {
            LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                    .selectors(selectClass(UsersTest.class)).build();
            Launcher launcher = LauncherFactory.create();
            SummaryGeneratingListener listener = new SummaryGeneratingListener();
            launcher.execute(request, listener);
            return listener.getSummary();
        } finally {
            System.clearProperty("arbor.coverage.dir");
            thresholds.keySet().forEach(System::clearProperty);
        }
    }
}
