// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * How {@link FieldValues} renders values (one bounded line, never a throw) and reads an
 * {@link AgentFields}; the generated fields classes are the processor's AgentFieldsTest.
 */
class FieldValuesTest {
    enum Mood { CALM }

    @Test
    void rendersEachKindOfValue() {
        assertEquals("null", FieldValues.render(null));
        assertEquals("12", FieldValues.render(12));
        assertEquals("-3", FieldValues.render((byte) -3));
        assertEquals("1.0E10", FieldValues.render(1e10));
        assertEquals("true", FieldValues.render(true));
        assertEquals("'x'", FieldValues.render('x'));
        assertEquals("'\\u0000'", FieldValues.render('\0'));
        assertEquals("CALM", FieldValues.render(Mood.CALM));
        assertEquals("\"a\\\"b\\\\c\\nd\"", FieldValues.render("a\"b\\c\nd"));
        assertEquals("\"\u2028\"".replace("\u2028", "\\u2028"), FieldValues.render("\u2028"));
        assertEquals("\"" + "z".repeat(120) + "\u2026\" (121 chars)",
                FieldValues.render("z".repeat(121)));
        assertEquals("boolean[2] {true, false}", FieldValues.render(new boolean[] {true, false}));
        assertEquals("char[1] {'q'}", FieldValues.render(new char[] {'q'}));
        assertEquals("double[0] {}", FieldValues.render(new double[0]));
        assertEquals("Object[6] {null, 1, \"s\", int[2], ArrayList(0), \u2026}", FieldValues.render(
                new Object[] {null, 1, "s", new int[2], new ArrayList<>(), 6}));
        Map<Object, Object> map = new LinkedHashMap<>();
        map.put("k", List.of());
        map.put(Mood.CALM, "x".repeat(100));
        assertEquals("LinkedHashMap(2) {\"k\"=ListN(0), CALM=\"" + "x".repeat(40)
                + "\u2026\" (100 chars)}", FieldValues.render(map));
    }

    @Test
    void whatAValueDoesStaysInside() {
        Object throwing = new Object() {
            @Override
            public String toString() {
                throw new IllegalStateException("m".repeat(500));
            }
        };
        assertEquals("<toString() threw IllegalStateException: " + "m".repeat(17)
                + "\u2026 (523 chars)>", FieldValues.render(throwing));
        Object recursive = new Object() {
            @Override
            public String toString() {
                return toString();
            }
        };
        assertEquals("<toString() threw StackOverflowError>", FieldValues.render(recursive));
        List<Object> broken = new ArrayList<>(List.of(1)) {
            @Override
            public int size() {
                throw new UnsupportedOperationException();
            }
        };
        assertEquals("<: threw UnsupportedOperationException>", FieldValues.render(broken));
        assertEquals("ArrayList(1) [<toString() threw IllegalStateException: " + "m".repeat(17) + "\u2026 (523 chars)>]",
                FieldValues.render(new ArrayList<>(List.of(throwing))));
    }

    @Test
    void aTreeArborDidNotGenerateHasNoFields() {
        FakeTree tree = new FakeTree("a", new ManualClock(), new ArrayList<>());
        assertSame(AgentFields.none(), tree.agentFields());
        assertEquals(0, AgentFields.none().count());
        assertThrows(IndexOutOfBoundsException.class, () -> AgentFields.none().name(0));
        assertEquals(FieldValues.EMPTY, FieldValues.of(tree));
    }

    @Test
    void readsAnAccessorIntoASnapshot() {
        int[] hp = {5};
        AgentFields fields = new AgentFields() {
            @Override public int count() { return 3; }
            @Override public String name(int field) { return List.of("hp", "secret", "odd").get(field); }
            @Override public String type(int field) { return "int"; }
            @Override public String declaredIn(int field) { return "Agent"; }
            @Override public String unreadable(int field) { return field == 1 ? "private" : null; }
            @Override public Object value(Object agent, int field) {
                if (field == 2) throw new IllegalStateException("odd");
                return hp[0];
            }
        };
        FieldValues before = fields.read(new Object());
        hp[0] = 6;
        FieldValues after = fields.read(new Object());
        assertEquals("hp=5, secret=not readable (private), odd=<not read: IllegalStateException>",
                before.toString());
        assertEquals("6", after.value(0));
        assertNotEquals(before, after);
        assertEquals(after, fields.read(new Object()));
        assertEquals("private", before.unreadable(1));
        assertEquals(false, before.readable(1));
        assertEquals("Agent", before.declaredIn(0));
        assertThrows(NullPointerException.class, () -> fields.read(null));
    }
}
