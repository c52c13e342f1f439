// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;

/**
 * The fields of an agent at one moment, each value rendered as text: what an inspector shows
 * and what a recording keeps per tick. Immutable, and holds no reference to the agent or to
 * anything it holds, so it stays what it was when the agent changes.
 *
 * <pre>{@code
 * FieldValues now = FieldValues.of(tree); // on the ticking thread, between two ticks
 * for (int i = 0; i < now.size(); i++) System.out.println(now.name(i) + " = " + now.value(i));
 * }</pre>
 *
 * <p>How a value is rendered ({@link #render}), always on one line and bounded:
 * <ul>
 * <li>{@code null}; a boolean or a number as Java writes it ({@code 12}, {@code 0.5},
 *     {@code true}), boxed or not; a char quoted ({@code 'x'}); an enum constant by its name
 *     ({@code PATROL}).
 * <li>A string quoted, with Java's escapes for quotes, backslashes and control characters; one
 *     over {@value #MAX_TEXT} characters is cut there: {@code "abc…" (1,234 chars)}.
 * <li>An array, a {@code Collection} or a {@code Map}: its type, its length and its first
 *     {@value #MAX_ITEMS} elements, each at most {@value #MAX_ITEM} characters:
 *     {@code int[12] {1, 2, 3, 4, 5, …}}, {@code ArrayList(3) ["a", "b", "c"]},
 *     {@code HashMap(1) {"k"=1}}; an array or collection inside one only by its type and length.
 * <li>Anything else by its {@code toString()}, cut at {@value #MAX_TEXT} characters; one that
 *     throws (or overflows the stack) is rendered {@code <toString() threw IllegalStateException:
 *     message>}, one that answers null {@code <toString() answered null>}. Nothing it does gets
 *     out of {@link #render}.
 * </ul>
 * A field that cannot be read ({@link AgentFields#unreadable}) has the value
 * {@code not readable (private)} and {@link #readable} false.
 */
public final class FieldValues {
    /** The longest text a value is rendered as before it is cut, in characters. */
    public static final int MAX_TEXT = 120;
    /** How many elements of an array, a collection or a map are rendered. */
    public static final int MAX_ITEMS = 5;
    /** The longest text an element of an array, a collection or a map is rendered as. */
    public static final int MAX_ITEM = 40;

    /** No fields. */
    public static final FieldValues EMPTY = new FieldValues(new String[0], new String[0],
            new String[0], new String[0], new String[0]);

    /** The fields of a tree Arbor did not generate: none. */
    static final AgentFields NONE = new AgentFields() {
        @Override
        public int count() {
            return 0;
        }

        @Override
        public String name(int field) {
            throw new IndexOutOfBoundsException("no fields: " + field);
        }

        @Override
        public String type(int field) {
            throw new IndexOutOfBoundsException("no fields: " + field);
        }

        @Override
        public String declaredIn(int field) {
            throw new IndexOutOfBoundsException("no fields: " + field);
        }

        @Override
        public String unreadable(int field) {
            throw new IndexOutOfBoundsException("no fields: " + field);
        }

        @Override
        public Object value(Object agent, int field) {
            throw new IndexOutOfBoundsException("no fields: " + field);
        }

        @Override
        public String toString() {
            return "AgentFields.none()";
        }
    };

    private final String[] names;
    private final String[] types;
    private final String[] declaredIn;
    /** Null where the field is readable. */
    private final String[] unreadable;
    private final String[] values;

    private FieldValues(String[] names, String[] types, String[] declaredIn, String[] unreadable,
            String[] values) {
        this.names = names;
        this.types = types;
        this.declaredIn = declaredIn;
        this.unreadable = unreadable;
        this.values = values;
    }

    /**
     * The fields of {@code tree}'s agent now: {@code tree.agentFields().read(tree.agent())}.
     * Call it on the thread that ticks the tree, between two ticks.
     *
     * @throws NullPointerException if {@code tree} is null
     */
    public static FieldValues of(Tree tree) {
        Misuse.notNull(tree, "FieldValues.of", "tree", "pass the tree whose agent to read");
        return tree.agentFields().read(tree.agent());
    }

    /** {@link AgentFields#read}: every field of {@code agent}, rendered now. */
    static FieldValues read(AgentFields fields, Object agent) {
        Misuse.notNull(agent, "AgentFields.read", "agent", "pass the tree's agent()");
        int count = fields.count();
        String[] names = new String[count];
        String[] types = new String[count];
        String[] declaredIn = new String[count];
        String[] unreadable = new String[count];
        String[] values = new String[count];
        for (int i = 0; i < count; i++) {
            names[i] = fields.name(i);
            types[i] = fields.type(i);
            declaredIn[i] = fields.declaredIn(i);
            unreadable[i] = fields.unreadable(i);
            if (unreadable[i] != null) {
                values[i] = "not readable (" + unreadable[i] + ")";
                continue;
            }
            Object value;
            try {
                value = fields.value(agent, i);
            } catch (RuntimeException | StackOverflowError e) {
                values[i] = "<not read: " + e.getClass().getSimpleName() + ">";
                continue;
            }
            values[i] = render(value);
        }
        return new FieldValues(names, types, declaredIn, unreadable, values);
    }

    /** How many fields. */
    public int size() {
        return names.length;
    }

    /** The name of field {@code i}. */
    public String name(int i) {
        return names[i];
    }

    /** The declared type of field {@code i} ({@link AgentFields#type}). */
    public String type(int i) {
        return types[i];
    }

    /** The simple name of the class that declares field {@code i}. */
    public String declaredIn(int i) {
        return declaredIn[i];
    }

    /** Whether field {@code i} was read: false for one {@link AgentFields#unreadable}. */
    public boolean readable(int i) {
        return unreadable[i] == null;
    }

    /** Why field {@code i} cannot be read ({@link AgentFields#unreadable}), or null. */
    public String unreadable(int i) {
        return unreadable[i];
    }

    /**
     * Field {@code i}'s value as rendered when it was read ({@link #render}); for a field that
     * cannot be read, {@code not readable (private)} (with the reason).
     */
    public String value(int i) {
        return values[i];
    }

    /**
     * Renders {@code value} as one bounded line of text, by the rules of this class's
     * description. Never throws: whatever the value's own methods throw is caught and named.
     */
    public static String render(Object value) {
        return render(value, MAX_TEXT, true);
    }

    private static String render(Object value, int max, boolean open) {
        try {
            if (value == null) {
                return "null";
            }
            if (value instanceof String text) {
                return quoted(text, max);
            }
            if (value instanceof Character c) {
                return "'" + escape(String.valueOf(c), '\'') + "'";
            }
            if (value instanceof Boolean || value instanceof Byte || value instanceof Short
                    || value instanceof Integer || value instanceof Long
                    || value instanceof Float || value instanceof Double) {
                return value.toString();
            }
            if (value instanceof Enum<?> constant) {
                return constant.name();
            }
            if (value.getClass().isArray()) {
                return array(value, open);
            }
            if (value instanceof Collection<?> collection) {
                return collection(collection, open);
            }
            if (value instanceof Map<?, ?> map) {
                return map(map, open);
            }
            return text(value, max);
        } catch (RuntimeException | StackOverflowError e) {
            return "<" + value.getClass().getSimpleName() + ": threw " + thrown(e) + ">";
        }
    }

    private static String text(Object value, int max) {
        String text;
        try {
            text = value.toString();
        } catch (RuntimeException | StackOverflowError e) {
            return "<toString() threw " + thrown(e) + ">";
        }
        if (text == null) {
            return "<toString() answered null>";
        }
        return cut(escape(text, (char) 0), text.length(), max);
    }

    private static String thrown(Throwable e) {
        String message;
        try {
            message = e.getMessage();
        } catch (RuntimeException | StackOverflowError again) {
            message = null;
        }
        String name = e.getClass().getSimpleName();
        return message == null ? name : cut(name + ": " + escape(message, (char) 0),
                name.length() + 2 + message.length(), MAX_ITEM);
    }

    private static String quoted(String text, int max) {
        if (text.length() <= max) {
            return '"' + escape(text, '"') + '"';
        }
        return '"' + escape(text.substring(0, max), '"') + "\u2026\" (" + String.format("%,d",
                text.length()) + " chars)";
    }

    /** {@code escaped} as it is if {@code length} is at most {@code max}, else cut with a mark. */
    private static String cut(String escaped, int length, int max) {
        if (escaped.length() <= max) {
            return escaped;
        }
        return escaped.substring(0, max) + "\u2026 (" + String.format("%,d", length) + " chars)";
    }

    /** Java's escapes for backslashes, {@code quote} and control characters: one line. */
    private static String escape(String text, char quote) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            String replacement = switch (c) {
                case '\n' -> "\\n";
                case '\r' -> "\\r";
                case '\t' -> "\\t";
                case '\\' -> quote == 0 ? null : "\\\\";
                default -> c == quote && quote != 0 ? "\\" + c
                        : c < 0x20 || c == 0x7f || c == '\u2028' || c == '\u2029'
                        ? String.format("\\u%04x", (int) c) : null;
            };
            if (replacement != null && out == null) {
                out = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (out != null) {
                if (replacement != null) {
                    out.append(replacement);
                } else {
                    out.append(c);
                }
            }
        }
        return out == null ? text : out.toString();
    }

    private static String array(Object array, boolean open) {
        int length = length(array);
        String component = array.getClass().getComponentType().getSimpleName();
        StringBuilder out = new StringBuilder(component).append('[').append(length).append(']');
        if (!open) {
            return out.toString();
        }
        out.append(" {");
        for (int i = 0; i < Math.min(length, MAX_ITEMS); i++) {
            out.append(i > 0 ? ", " : "").append(render(element(array, i), MAX_ITEM, false));
        }
        return out.append(length > MAX_ITEMS ? ", \u2026}" : "}").toString();
    }

    private static int length(Object array) {
        return array instanceof Object[] a ? a.length : array instanceof int[] a ? a.length
                : array instanceof long[] a ? a.length : array instanceof double[] a ? a.length
                : array instanceof float[] a ? a.length : array instanceof boolean[] a ? a.length
                : array instanceof byte[] a ? a.length : array instanceof short[] a ? a.length
                : ((char[]) array).length;
    }

    /** Element {@code i} of an array of any type, a primitive boxed (no reflection). */
    private static Object element(Object array, int i) {
        return array instanceof Object[] a ? a[i] : array instanceof int[] a ? (Object) a[i]
                : array instanceof long[] a ? (Object) a[i] : array instanceof double[] a ? (Object) a[i]
                : array instanceof float[] a ? (Object) a[i] : array instanceof boolean[] a ? (Object) a[i]
                : array instanceof byte[] a ? (Object) a[i] : array instanceof short[] a ? (Object) a[i]
                : (Object) ((char[]) array)[i];
    }

    private static String collection(Collection<?> collection, boolean open) {
        StringBuilder out = new StringBuilder(collection.getClass().getSimpleName())
                .append('(').append(collection.size()).append(')');
        if (!open) {
            return out.toString();
        }
        out.append(" [");
        Iterator<?> items = collection.iterator();
        for (int i = 0; i < MAX_ITEMS && items.hasNext(); i++) {
            out.append(i > 0 ? ", " : "").append(render(items.next(), MAX_ITEM, false));
        }
        return out.append(items.hasNext() ? ", \u2026]" : "]").toString();
    }

    private static String map(Map<?, ?> map, boolean open) {
        StringBuilder out = new StringBuilder(map.getClass().getSimpleName())
                .append('(').append(map.size()).append(')');
        if (!open) {
            return out.toString();
        }
        out.append(" {");
        Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
        for (int i = 0; i < MAX_ITEMS && entries.hasNext(); i++) {
            Map.Entry<?, ?> entry = entries.next();
            out.append(i > 0 ? ", " : "").append(render(entry.getKey(), MAX_ITEM, false))
                    .append('=').append(render(entry.getValue(), MAX_ITEM, false));
        }
        return out.append(entries.hasNext() ? ", \u2026}" : "}").toString();
    }

    /** Same fields with the same values, as rendered. */
    @Override
    public boolean equals(Object other) {
        return other instanceof FieldValues that && Arrays.equals(names, that.names)
                && Arrays.equals(types, that.types) && Arrays.equals(declaredIn, that.declaredIn)
                && Arrays.equals(unreadable, that.unreadable) && Arrays.equals(values, that.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(names) * 31 + Arrays.hashCode(values);
    }

    /** {@code hp=12, mood=CALM, secret=not readable (private)}. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < names.length; i++) {
            out.append(i > 0 ? ", " : "").append(names[i]).append('=').append(values[i]);
        }
        return out.toString();
    }
}
