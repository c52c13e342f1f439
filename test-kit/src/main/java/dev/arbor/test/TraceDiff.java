// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import java.util.ArrayList;
import java.util.List;

/**
 * Two traces side by side, row by row, the rows that differ marked: the text of the kit's
 * failure messages. A row is one line of each trace ({@code tick 2} beside {@code tick 2},
 * {@code expect ...} beside {@code expect ...}), so the rows read tick by tick.
 */
final class TraceDiff {
    /** What stands in a column where one trace has no line. */
    static final String NONE = "(nothing)";

    private final List<String> expected = new ArrayList<>();
    private final List<String> actual = new ArrayList<>();

    /** Adds a row. */
    void row(String expectedLine, String actualLine) {
        expected.add(expectedLine);
        actual.add(actualLine);
    }

    /** Aligns two whole traces line by line (the shorter one padded with {@link #NONE}). */
    static TraceDiff of(List<String> expectedLines, List<String> actualLines) {
        TraceDiff diff = new TraceDiff();
        for (int i = 0; i < Math.max(expectedLines.size(), actualLines.size()); i++) {
            diff.row(i < expectedLines.size() ? expectedLines.get(i) : NONE,
                    i < actualLines.size() ? actualLines.get(i) : NONE);
        }
        return diff;
    }

    /** The index of the first row that differs, or -1. */
    int firstDifference() {
        for (int i = 0; i < expected.size(); i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** How many rows differ. */
    int differences() {
        int n = 0;
        for (int i = 0; i < expected.size(); i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                n++;
            }
        }
        return n;
    }

    /**
     * The table: a header, then every row, {@code >} in the margin of a row that differs and
     * {@code |} between the columns; the first column as wide as its longest line.
     */
    String table() {
        int width = "expected".length();
        for (String line : expected) {
            width = Math.max(width, line.length());
        }
        StringBuilder text = new StringBuilder();
        text.append("  ").append(pad("expected", width)).append(" | actual\n");
        for (int i = 0; i < expected.size(); i++) {
            boolean same = expected.get(i).equals(actual.get(i));
            text.append(same ? "  " : "> ").append(pad(expected.get(i), width))
                    .append(" | ").append(actual.get(i)).append('\n');
        }
        return text.toString();
    }

    /**
     * Where the first difference lies, in words: the step it belongs to, the nearest step line at
     * or above it ({@code tick 2}, or {@code the reset of row 7}), or its row when none is.
     */
    String where() {
        int first = firstDifference();
        for (int i = first; i >= 0; i--) {
            String line = expected.get(i).equals(NONE) ? actual.get(i) : expected.get(i);
            if (line.startsWith("tick ")) {
                return "tick " + line.split(" ")[1];
            }
            if (!line.startsWith("expect") && !line.equals(NONE)) {
                return "the " + line.split(" ")[0] + " of row " + (i + 1);
            }
        }
        return "row " + (first + 1);
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(width - text.length());
    }
}
