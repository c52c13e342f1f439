// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

/**
 * Escaping for the three formats. Each function is total: any string comes out as text its
 * format reads back as that string, whatever it holds (quotes, angle brackets, ampersands,
 * backslashes, any Unicode). Node names are Java identifiers, which may hold letters of any
 * script and, written as Unicode escapes, even control characters ("identifier-ignorable"); those
 * cannot appear in XML at all, so {@link #visible} spells every control character as
 * {@code \}{@code uXXXX} first, in every format alike.
 */
final class Text {
    private Text() {}

    /**
     * {@code text} with each control character, unpaired surrogate and non-character U+FFFE or
     * U+FFFF written as {@code \}{@code uXXXX}; everything else, letters of any script included,
     * is kept.
     */
    static String visible(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean pairedHigh = Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1));
            boolean pairedLow = Character.isLowSurrogate(c) && i > 0
                    && Character.isHighSurrogate(text.charAt(i - 1));
            boolean hidden = Character.isISOControl(c) || c == '\uFFFE' || c == '\uFFFF'
                    || (Character.isSurrogate(c) && !pairedHigh && !pairedLow);
            if (hidden && out == null) {
                out = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (out != null) {
                if (hidden) {
                    out.append(String.format("\\u%04X", (int) c));
                } else {
                    out.append(c);
                }
            }
        }
        return out == null ? text : out.toString();
    }

    /** An XML attribute value or text node: {@code & < > "} as entities. */
    static String xml(String text) {
        String shown = visible(text);
        StringBuilder out = new StringBuilder(shown.length());
        for (int i = 0; i < shown.length(); i++) {
            char c = shown.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** Text inside an XML comment, which must not hold {@code --} nor end with {@code -}. */
    static String xmlComment(String text) {
        String out = visible(text);
        while (out.contains("--")) {
            out = out.replace("--", "- -");
        }
        return out.endsWith("-") ? out + " " : out;
    }

    /**
     * A DOT quoted string, quotes included, of one or more lines: in each, the double quote and
     * the backslash are escaped, so that the text cannot form an escape sequence of a label
     * (backslash N, G, l, ...), and the ampersand is {@code &amp;}, since dot reads HTML
     * entities in labels; the lines are joined with backslash n (centred lines).
     */
    static String dot(String... lines) {
        StringBuilder out = new StringBuilder().append('"');
        for (int line = 0; line < lines.length; line++) {
            if (line > 0) {
                out.append("\\n");
            }
            String shown = visible(lines[line]);
            for (int i = 0; i < shown.length(); i++) {
                char c = shown.charAt(i);
                if (c == '&') {
                    out.append("&amp;"); // dot reads HTML entities in labels
                    continue;
                }
                if (c == '"' || c == '\\') {
                    out.append('\\');
                }
                out.append(c);
            }
        }
        return out.append('"').toString();
    }

    /**
     * Text inside a Mermaid quoted label ({@code ["..."]}): the characters Mermaid or the HTML it
     * renders would read ({@code "} ends the label, {@code #} starts an entity code, {@code & < >}
     * are HTML, a backtick starts Markdown, {@code $$} math) as Mermaid's numeric entity codes
     * ({@code #34;}); Mermaid turns them back into the characters when it draws.
     */
    static String mermaid(String text) {
        String shown = visible(text);
        StringBuilder out = new StringBuilder(shown.length());
        for (int i = 0; i < shown.length(); i++) {
            char c = shown.charAt(i);
            switch (c) {
                case '"', '#', '&', '<', '>', '`', '$' ->
                        out.append('#').append((int) c).append(';');
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    /** A YAML double-quoted scalar, quotes included (Mermaid's front matter). */
    static String yaml(String text) {
        String shown = visible(text);
        StringBuilder out = new StringBuilder(shown.length() + 2).append('"');
        for (int i = 0; i < shown.length(); i++) {
            char c = shown.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\');
            }
            out.append(c);
        }
        return out.append('"').toString();
    }
}
