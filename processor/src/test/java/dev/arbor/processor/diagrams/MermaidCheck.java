// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a Mermaid flowchart as Arbor writes it, line by line (no Mermaid here to render it):
 * front matter, {@code flowchart TD}, then node, link, class and style lines only; node ids are
 * {@code n} and a number (never a name, so never a word Mermaid reserves); a label holds no
 * character Mermaid or HTML would read ({@code " < > & `}, a {@code #} that does not start an
 * entity code), only {@code <br/>} between its two lines; links join defined nodes; linkStyle
 * indices name links that exist.
 */
final class MermaidCheck {
    private MermaidCheck() {}

    private static final Pattern NODE = Pattern.compile(
            "  (n\\d+)(\\[|\\{\\{|\\(\\[|\\()\"([^\"]*)\"(\\]|\\}\\}|\\]\\)|\\))");
    private static final Pattern LINK = Pattern.compile(
            "  (n\\d+) (-->|-\\.->)(?:\\|\"([^\"]*)\"\\|)? (n\\d+)");
    private static final Pattern ENTITY = Pattern.compile("#(\\d+);");

    /** The labels by node id, decoded (entity codes back to characters, two lines). */
    static Map<String, String> check(String mermaid, int nodes) {
        List<String> lines = mermaid.lines().toList();
        assertEquals("---", lines.get(0));
        assertTrue(lines.get(1).startsWith("title: \""), lines.get(1));
        assertEquals("---", lines.get(2));
        assertEquals("flowchart TD", lines.get(3));
        Map<String, String> labels = new LinkedHashMap<>();
        List<String[]> links = new ArrayList<>();
        int maxStyled = -1;
        for (String line : lines.subList(4, lines.size())) {
            Matcher node = NODE.matcher(line);
            Matcher link = LINK.matcher(line);
            if (node.matches()) {
                labels.put(node.group(1), decode(node.group(3)));
            } else if (link.matches()) {
                if (link.group(3) != null) {
                    decode(link.group(3));
                }
                links.add(new String[] {link.group(1), link.group(4)});
            } else if (line.startsWith("  linkStyle ")) {
                for (String index : line.split(" ")[3].split(",")) {
                    maxStyled = Math.max(maxStyled, Integer.parseInt(index));
                }
            } else if (!line.startsWith("  %% ") && !line.startsWith("  classDef ")
                    && !line.matches("  class (n\\d+,)*n\\d+ \\w+")) {
                fail("a line Arbor does not write: " + line);
            }
        }
        assertEquals(nodes, labels.size(), "node lines");
        for (String[] link : links) {
            assertTrue(labels.containsKey(link[0]) && labels.containsKey(link[1]),
                    String.join(" -> ", link));
        }
        assertTrue(maxStyled < links.size(), "linkStyle " + maxStyled + " of " + links.size());
        return labels;
    }

    /** A label's text: asserts it is escaped, then decodes it. */
    static String decode(String label) {
        String lines = label.replace("<br/>", "\n");
        for (char c : new char[] {'"', '<', '>', '&', '`'}) {
            assertTrue(lines.indexOf(c) < 0, "unescaped " + c + " in " + label);
        }
        assertTrue(ENTITY.matcher(lines).replaceAll("").indexOf('#') < 0,
                "a # that is not an entity code in " + label);
        Matcher entity = ENTITY.matcher(lines);
        StringBuilder out = new StringBuilder();
        while (entity.find()) {
            entity.appendReplacement(out, Matcher.quoteReplacement(
                    String.valueOf((char) Integer.parseInt(entity.group(1)))));
        }
        return entity.appendTail(out).toString();
    }
}
