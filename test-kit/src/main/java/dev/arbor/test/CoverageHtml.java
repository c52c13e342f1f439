// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Status;
import dev.arbor.runtime.TreeNodes;
import java.util.List;
import java.util.Locale;

/**
 * The HTML coverage report: one self-contained page with a table of totals, one row per tree, and
 * a section per tree with one row per node (indented by depth), what it did, and what it never
 * did marked. No script, no external file: it opens from disk.
 */
final class CoverageHtml {
    private static final Status[] RESULTS = {Status.SUCCESS, Status.FAILURE, Status.RUNNING,
        Status.INACTIVE};

    private CoverageHtml() {}

    static String page(List<TreeCoverage> trees) {
        StringBuilder html = new StringBuilder("""
                <!DOCTYPE html>
                <html lang="en"><head><meta charset="utf-8"><title>Arbor tree coverage</title>
                <style>
                body { font-family: sans-serif; margin: 2em; }
                table { border-collapse: collapse; margin-bottom: 2em; }
                th, td { border: 1px solid #ccc; padding: 2px 8px; text-align: left; }
                td.n { text-align: right; font-variant-numeric: tabular-nums; }
                tr.never td { background: #fdd; }
                span.never { color: #b00; font-weight: bold; }
                code { font-family: monospace; }
                </style></head><body>
                <h1>Arbor tree coverage</h1>
                <p>What the tests of this run made each tree do (arbor-test's TreeCoverage).
                A node is covered once entered; a branch once its child is entered; an abort
                entry once its abort fired. Rows in red were never entered.</p>
                <table><tr><th>tree</th><th>ticks</th><th>nodes</th><th>branches</th>
                <th>abort entries fired</th><th>guards fired</th><th>events raised</th></tr>
                """);
        for (TreeCoverage tree : trees) {
            TreeCoverage.Totals t = tree.totals();
            html.append("<tr><td><a href=\"#").append(anchor(tree)).append("\"><code>")
                    .append(escape(tree.treeName())).append("</code></a></td>")
                    .append(cell(Long.toString(t.ticks())))
                    .append(cell(ratio(t.nodesEntered(), t.nodes(), t.nodePercent())))
                    .append(cell(ratio(t.branchesReached(), t.branches(), t.branchPercent())))
                    .append(cell(ratio(t.abortsFired(), t.abortEntries(), t.abortPercent())))
                    .append(cell(t.guardsFired() + " of " + t.guards()))
                    .append(cell(t.eventsRaised() + " of " + t.events()))
                    .append("</tr>\n");
        }
        html.append("</table>\n");
        for (TreeCoverage tree : trees) {
            tree(html, tree);
        }
        return html.append("</body></html>\n").toString();
    }

    private static void tree(StringBuilder html, TreeCoverage tree) {
        TreeNodes nodes = tree.nodes();
        html.append("<h2 id=\"").append(anchor(tree)).append("\"><code>")
                .append(escape(tree.treeName())).append("</code></h2>\n")
                .append("<table><tr><th>node</th><th>kind</th><th>entered</th><th>success</th>"
                        + "<th>failure</th><th>running</th><th>interrupted</th>"
                        + "<th>abort / guard / event</th><th>children never reached</th></tr>\n");
        for (int i = 0; i < nodes.size(); i++) {
            long entered = tree.timesEntered(i);
            html.append(entered == 0 ? "<tr class=\"never\">" : "<tr>")
                    .append("<td><code>").append("&nbsp;&nbsp;".repeat(tree.depth(i)))
                    .append(escape(nodes.method(i))).append("</code></td><td>")
                    .append(escape(nodes.kind(i))).append("</td>")
                    .append(cell(Long.toString(entered)));
            for (Status status : RESULTS) {
                html.append(cell(Long.toString(tree.resultCount(i, status))));
            }
            html.append("<td>").append(watch(tree, i)).append("</td><td>");
            if (entered > 0) {
                StringBuilder missed = new StringBuilder();
                for (int child : nodes.children(i)) {
                    if (tree.timesEntered(child) == 0) {
                        missed.append(missed.length() == 0 ? "" : ", ").append("<code>")
                                .append(escape(nodes.method(child))).append("</code>");
                    }
                }
                html.append(missed);
            }
            html.append("</td></tr>\n");
        }
        html.append("</table>\n");
    }

    private static String watch(TreeCoverage tree, int node) {
        TreeNodes nodes = tree.nodes();
        StringBuilder what = new StringBuilder();
        if (nodes.hasAbortEntry(node)) {
            long fired = tree.abortCount(node);
            what.append(fired > 0 ? "abort fired " + fired : "<span class=\"never\">abort never"
                    + " fired</span>");
        }
        if (tree.isGuard(node)) {
            long fired = tree.guardCount(node);
            what.append(fired > 0 ? "guard fired " + fired : "<span class=\"never\">guard never"
                    + " fired</span>");
        }
        if (nodes.kind(node).equals("Event")) {
            long raised = tree.eventCount(node);
            what.append(raised > 0 ? "raised " + raised : "<span class=\"never\">never"
                    + " raised</span>");
        }
        return what.toString();
    }

    private static String cell(String text) {
        return "<td class=\"n\">" + text + "</td>";
    }

    private static String ratio(int part, int whole, double percent) {
        return String.format(Locale.ROOT, "%d of %d (%.0f%%)", part, whole, percent);
    }

    private static String anchor(TreeCoverage tree) {
        return tree.treeName().replaceAll("[^A-Za-z0-9_.-]", "_");
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;");
    }
}
