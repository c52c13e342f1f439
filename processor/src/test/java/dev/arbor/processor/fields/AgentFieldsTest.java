// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.fields;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.AgentFields;
import dev.arbor.runtime.FieldValues;
import dev.arbor.runtime.Tree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The fields class Arbor writes beside each tree ({@code GuardTreeFields}, what
 * {@code Tree.agentFields()} answers): compiled from tree classes with fields of every kind of
 * type, inherited from the same and from another package, hidden, not inherited, private,
 * named like the generated class's own members, generic, on records, none, and 500 and 1,100 of
 * them; each read from a live agent after a tick and checked by name, declared type, declaring
 * class, readability and rendered value (docs/inspector.md, "The agent's fields").
 */
class AgentFieldsTest {

    private static final String ROOT = """
                @Sequence({"step"}) void root() {}
                @Action Status step() { return Status.RUNNING; }
            """;

    @Test
    void everyKindOfTypeIsReadAndRendered() throws Exception {
        Tree tree = tree("p.Kinds", """
                package p;

                import dev.arbor.*;
                import java.util.*;

                @BehaviorTree
                public class Kinds {
                    public enum Mood { CALM, ANGRY }
                    static int count = 4; // static: not listed
                    boolean awake = true;
                    byte b = -1;
                    short s = 300;
                    char c = '\\n';
                    int hp = 12;
                    long ticks = 1L << 40;
                    float f = 0.5f;
                    double d = -2.25;
                    Integer boxed = 7;
                    Integer missing;
                    String name = "Gr\\"um";
                    String longText = "x".repeat(1000);
                    Mood mood = Mood.ANGRY;
                    int[] numbers = {1, 2, 3, 4, 5, 6, 7};
                    String[][] grid = {{"a"}, {"b", "c"}};
                    List<String> bag = new ArrayList<>(List.of("lamp", "rope"));
                    Map<String, List<Integer>> scores = new LinkedHashMap<>(Map.of("a", new ArrayList<>(List.of(1))));
                    Object thrower = new Object() {
                        @Override public String toString() { throw new IllegalStateException("no"); }
                    };
                    Object huge = new Object() {
                        @Override public String toString() { return "y".repeat(100_000); }
                    };
                    Object nothing = new Object() {
                        @Override public String toString() { return null; }
                    };
                    Object lines = new Object() {
                        @Override public String toString() { return "one\\ntwo"; }
                    };
                """ + ROOT + "}\n");
        tree.tick();
        FieldValues values = FieldValues.of(tree);
        Map<String, String> types = new LinkedHashMap<>();
        for (int i = 0; i < values.size(); i++) {
            types.put(values.name(i), values.type(i));
            assertEquals("Kinds", values.declaredIn(i));
            assertTrue(values.readable(i), values.name(i));
        }
        assertEquals(List.of("awake", "b", "s", "c", "hp", "ticks", "f", "d", "boxed", "missing",
                "name", "longText", "mood", "numbers", "grid", "bag", "scores", "thrower", "huge",
                "nothing", "lines"), new ArrayList<>(types.keySet()));
        assertEquals(List.of("boolean", "byte", "short", "char", "int", "long", "float",
                "double", "Integer", "Integer", "String", "String", "Kinds.Mood", "int[]",
                "String[][]", "List<String>", "Map<String, List<Integer>>", "Object", "Object",
                "Object", "Object"), new ArrayList<>(types.values()));
        Map<String, String> shown = shown(values);
        assertEquals("true", shown.get("awake"));
        assertEquals("-1", shown.get("b"));
        assertEquals("300", shown.get("s"));
        assertEquals("'\\n'", shown.get("c"));
        assertEquals("12", shown.get("hp"));
        assertEquals("1099511627776", shown.get("ticks"));
        assertEquals("0.5", shown.get("f"));
        assertEquals("-2.25", shown.get("d"));
        assertEquals("7", shown.get("boxed"));
        assertEquals("null", shown.get("missing"));
        assertEquals("\"Gr\\\"um\"", shown.get("name"));
        assertEquals("\"" + "x".repeat(120) + "\u2026\" (1,000 chars)", shown.get("longText"));
        assertEquals("ANGRY", shown.get("mood"));
        assertEquals("int[7] {1, 2, 3, 4, 5, \u2026}", shown.get("numbers"));
        assertEquals("String[][2] {String[1], String[2]}", shown.get("grid"));
        assertEquals("ArrayList(2) [\"lamp\", \"rope\"]", shown.get("bag"));
        assertEquals("LinkedHashMap(1) {\"a\"=ArrayList(1)}", shown.get("scores"));
        assertEquals("<toString() threw IllegalStateException: no>", shown.get("thrower"));
        assertEquals("y".repeat(120) + "\u2026 (100,000 chars)", shown.get("huge"));
        assertEquals("<toString() answered null>", shown.get("nothing"));
        assertEquals("one\\ntwo", shown.get("lines"));
        // a snapshot: the agent changes, the values read before do not
        AgentFields fields = tree.agentFields();
        int hp = index(fields, "hp");
        assertEquals(12, fields.value(tree.agent(), hp));
        assertEquals("12", values.value(hp));
        assertSame(fields, tree.agentFields()); // one per class
        NullPointerException refused = assertThrows(NullPointerException.class,
                () -> fields.value(null, hp));
        assertEquals("[Arbor/NullArgument] KindsTreeFields.value() got null for agent; pass the"
                + " object whose node methods the tree calls", refused.getMessage());
        assertThrows(ClassCastException.class, () -> fields.value("not the agent", hp));
    }

    @Test
    void inheritedFieldsFromThisAndAnotherPackage() throws Exception {
        String base = """
                package q;

                public class Base extends p.Root {
                    public int open = 1;
                    protected int guarded = 2;
                    int local = 3;
                    private int hidden = 4;
                    public String shadow = "base";
                }
                """;
        String root = """
                package p;

                public class Root {
                    int rootLocal = 5; // package-private in p, not inherited through q.Base
                    protected int rootGuarded = 6;
                    public String shadow = "root";
                }
                """;
        String tree = """
                package p;

                import dev.arbor.*;

                @BehaviorTree
                public class Heir extends q.Base {
                    int own = 0;
                    String shadow = "heir";
                """ + ROOT + "}\n";
        Tree heir = tree(List.of(JavaFileObjects.forSourceString("q.Base", base),
                JavaFileObjects.forSourceString("p.Root", root),
                JavaFileObjects.forSourceString("p.Heir", tree)), "p.Heir");
        heir.tick();
        FieldValues values = FieldValues.of(heir);
        assertEquals(List.of(
                "own Heir int 0",
                "shadow Heir String \"heir\"",
                "open Base int 1",
                "guarded Base int not readable (protected in q.Base, another package)",
                "local Base int not readable (package-private in q.Base, another package)",
                "hidden Base int not readable (private)",
                "shadow Base String \"base\"",
                "rootLocal Root int 5",
                "rootGuarded Root int 6",
                "shadow Root String \"root\""), rows(values));
    }

    @Test
    void privateFieldsAreListedNotRead() throws Exception {
        Tree tree = tree("p.Secretive", """
                package p;

                import dev.arbor.*;

                @BehaviorTree
                public class Secretive {
                    private int secret = 42;
                    private final String code = "x";
                    int open = 1;
                    private int getSecret() { return secret; } // never called
                """ + ROOT + "}\n");
        tree.tick();
        AgentFields fields = tree.agentFields();
        assertEquals("private", fields.unreadable(0));
        assertFalse(fields.readable(0));
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> fields.value(tree.agent(), 0));
        assertEquals("field secret of Secretive is not readable: private", refused.getMessage());
        assertEquals(List.of("secret Secretive int not readable (private)",
                "code Secretive String not readable (private)", "open Secretive int 1"),
                rows(FieldValues.of(tree)));
    }

    @Test
    void aRecordsComponentsAreReadThroughTheirAccessors() throws Exception {
        Tree tree = tree("p.Stats", """
                package p;

                import dev.arbor.*;

                @BehaviorTree
                public record Stats(int hp, String name, long written) {
                    public long written() { return -1; } // the record's own: called
                """ + ROOT + "}\n", "p.Stats", 9, "golem", 3L);
        tree.tick();
        assertEquals(List.of("hp Stats int 9", "name Stats String \"golem\"",
                "written Stats long -1"), rows(FieldValues.of(tree)));
    }

    @Test
    void fieldsNamedLikeTheGeneratedClassesMembers() throws Exception {
        StringBuilder source = new StringBuilder("""
                package p;

                import dev.arbor.*;

                @BehaviorTree
                public class Clash {
                """);
        List<String> names = List.of("agent", "field", "a", "INSTANCE", "count", "name", "type",
                "declaredIn", "unreadable", "value", "outside", "read", "tick", "nodes",
                "agentFields", "String", "Object", "name0", "value0");
        for (int i = 0; i < names.size(); i++) {
            source.append("    int ").append(names.get(i)).append(" = ").append(i).append(";\n");
        }
        Tree tree = tree("p.Clash", source + ROOT + "}\n");
        tree.tick();
        FieldValues values = FieldValues.of(tree);
        for (int i = 0; i < names.size(); i++) {
            assertEquals(names.get(i), values.name(i));
            assertEquals(Integer.toString(i), values.value(i));
        }
    }

    @Test
    void genericFieldsAsMembersOfTheTreeClass() throws Exception {
        String box = """
                package p;

                public abstract class Box<T> {
                    public T item;
                    public java.util.List<? extends T> all = new java.util.ArrayList<>();
                }
                """;
        String tree = """
                package p;

                import dev.arbor.*;

                @BehaviorTree
                public class Crate<E extends Comparable<E>> extends Box<Integer> {
                    E label;
                    java.util.Map<E, int[]> index = new java.util.HashMap<>();
                    { item = 5; }
                """ + ROOT + "}\n";
        Tree crate = tree(List.of(JavaFileObjects.forSourceString("p.Box", box),
                JavaFileObjects.forSourceString("p.Crate", tree)), "p.Crate");
        crate.tick();
        assertEquals(List.of("label Crate E null", "index Crate Map<E, int[]> HashMap(0) {}",
                "item Box Integer 5", "all Box List<? extends Integer> ArrayList(0) []"),
                rows(FieldValues.of(crate)));
    }

    @Test
    void theJdksSuperclassesAreNotWalked() throws Exception {
        Tree tree = tree("p.Listy", """
                package p;

                import dev.arbor.*;

                @BehaviorTree
                public class Listy extends java.util.ArrayList<String> {
                    private static final long serialVersionUID = 1L;
                    int own = 1;
                """ + ROOT + "}\n");
        tree.tick();
        assertEquals(List.of("own Listy int 1"), rows(FieldValues.of(tree)));
    }

    @Test
    void aClassWithNoFields() throws Exception {
        Tree tree = tree("p.Empty", """
                package p;

                import dev.arbor.*;

                @BehaviorTree
                public class Empty {
                    static String NOT_LISTED = "static";
                """ + ROOT + "}\n");
        tree.tick();
        AgentFields fields = tree.agentFields();
        assertEquals(0, fields.count());
        IndexOutOfBoundsException outside = assertThrows(IndexOutOfBoundsException.class,
                () -> fields.name(0));
        assertEquals("field 0 of Empty, which has 0 fields", outside.getMessage());
        assertThrows(IndexOutOfBoundsException.class, () -> fields.value(tree.agent(), 0));
        assertEquals(0, FieldValues.of(tree).size());
        assertEquals("", FieldValues.of(tree).toString());
    }

    @Test
    void fiveHundredFields() throws Exception {
        manyFields(500);
    }

    /** Over 512 fields each method is split into parts: 1,100 fields make three. */
    @Test
    void elevenHundredFieldsInParts() throws Exception {
        manyFields(1100);
    }

    private static void manyFields(int count) throws Exception {
        StringBuilder source = new StringBuilder("""
                package p;

                import dev.arbor.*;

                @BehaviorTree
                public class Many {
                """);
        for (int i = 0; i < count; i++) {
            source.append("    ").append(i % 3 == 2 ? "private " : "").append("long f").append(i)
                    .append(" = ").append(i).append("L;\n");
        }
        Tree tree = tree("p.Many", source + ROOT + "}\n");
        tree.tick();
        FieldValues values = FieldValues.of(tree);
        assertEquals(count, values.size());
        for (int i = 0; i < count; i++) {
            assertEquals("f" + i, values.name(i));
            assertEquals("long", values.type(i));
            assertEquals(i % 3 == 2 ? "not readable (private)" : Long.toString(i),
                    values.value(i));
        }
        AgentFields fields = tree.agentFields();
        assertThrows(IndexOutOfBoundsException.class, () -> fields.name(count));
        assertThrows(IndexOutOfBoundsException.class, () -> fields.value(tree.agent(), -1));
    }

    @Test
    void aTreeArborDidNotGenerateHasNone() {
        Tree handWritten = (Tree) java.lang.reflect.Proxy.newProxyInstance(
                Tree.class.getClassLoader(), new Class<?>[] {Tree.class}, (proxy, method, args) -> {
                    if (method.isDefault()) {
                        return java.lang.reflect.InvocationHandler.invokeDefault(proxy, method, args);
                    }
                    return method.getName().equals("agent") ? new Object() : null;
                });
        assertSame(AgentFields.none(), handWritten.agentFields());
        assertEquals(0, FieldValues.of(handWritten).size());
    }

    @Test
    void renderingNeverThrows() {
        Object loop = new Object() {
            @Override
            public String toString() {
                return toString();
            }
        };
        assertEquals("<toString() threw StackOverflowError>", FieldValues.render(loop));
        List<Object> weird = new ArrayList<>() {
            @Override
            public java.util.Iterator<Object> iterator() {
                throw new UnsupportedOperationException("nope");
            }
        };
        assertTrue(FieldValues.render(weird).startsWith("<: threw UnsupportedOperationException"),
                FieldValues.render(weird));
        assertEquals("\"tab\\there\"", FieldValues.render("tab\there"));
        assertEquals("'\\''", FieldValues.render('\''));
        assertNull(null);
    }

    /** name declaredIn type value, a line per field. */
    private static List<String> rows(FieldValues values) {
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            rows.add(values.name(i) + " " + values.declaredIn(i) + " " + values.type(i) + " "
                    + values.value(i));
        }
        return rows;
    }

    private static Map<String, String> shown(FieldValues values) {
        Map<String, String> shown = new LinkedHashMap<>();
        for (int i = 0; i < values.size(); i++) {
            shown.put(values.name(i), values.value(i));
        }
        return shown;
    }

    private static int index(AgentFields fields, String name) {
        for (int i = 0; i < fields.count(); i++) {
            if (fields.name(i).equals(name)) {
                return i;
            }
        }
        throw new AssertionError(name);
    }

    private static Tree tree(String name, String source) throws Exception {
        return tree(List.of(JavaFileObjects.forSourceString(name, source)), name);
    }

    private static Tree tree(String name, String source, String agentClass, Object... arguments)
            throws Exception {
        return tree(List.of(JavaFileObjects.forSourceString(name, source)), agentClass, arguments);
    }

    /** The tree of {@code agentClass}, on an agent made by its constructor of {@code arguments}. */
    private static Tree tree(List<JavaFileObject> sources, String agentClass, Object... arguments)
            throws Exception {
        Compilation compilation = Compilers.arbor().compile(sources);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        assertTrue(compilation.warnings().isEmpty(), () -> compilation.warnings().toString());
        ClassLoader loader = Compilers.load(compilation, AgentFieldsTest.class.getClassLoader());
        Class<?> type = loader.loadClass(agentClass);
        Object agent = arguments.length == 0 ? type.getConstructor().newInstance()
                : type.getConstructors()[0].newInstance(arguments);
        Class<?> generated = loader.loadClass(agentClass + "Tree");
        Tree tree = (Tree) generated.getConstructor(type).newInstance(agent);
        assertEquals(Status.RUNNING, tree.tick());
        return tree;
    }
}
