// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Misuse of a generated tree, in both state layouts (fields: a tree of the core kinds; an array:
 * a tree with an {@code @Event}): a call into the tree from inside its own leaf, hook or listener
 * is refused naming the method actually called, what the tree was doing, where it was called
 * from, and advice for that method (docs/semantics.md §7); and every public constructor and
 * method of the generated class, found by reflection, refuses null by name (the runtime's own
 * classes: NullArgumentsTest in the runtime's tests).
 */
class TreeMisuseTest {
    private static final String AGENTS = """
            package misuse;

            import dev.arbor.*;
            import java.util.function.Consumer;

            public class Agents {
                public static class Base {
                    public Consumer<Object> inWork;
                    public Consumer<Object> inEnd;
                    public Consumer<Object> inPause;
                    void call(Consumer<Object> call) {
                        if (call != null) {
                            call.accept(this);
                        }
                    }
                }

                @BehaviorTree
                public static class Plain extends Base {
                    @Sequence({"ready", "work"}) void root() {}
                    @Condition boolean ready() { return true; }
                    @Action(onEnd = "ended", onPause = "paused")
                    Status work() { call(inWork); return Status.RUNNING; }
                    void ended(Status how) { call(inEnd); }
                    void paused(boolean paused) { call(inPause); }
                }

                @BehaviorTree
                public static class Evented extends Base {
                    @Selector({"hit", "work"}) void root() {}
                    @Event void hit() {}
                    @Action(onEnd = "ended", onPause = "paused")
                    Status work() { call(inWork); return Status.RUNNING; }
                    void ended(Status how) { call(inEnd); }
                    void paused(boolean paused) { call(inPause); }
                }
            }
            """;
    /** The two agents, by the simple name of their generated tree. */
    private static final Map<String, String> TREES = Map.of("Agents_PlainTree", "Plain",
            "Agents_EventedTree", "Evented");

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("misuse.Agents", AGENTS));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    private static Object agent(String tree) throws ReflectiveOperationException {
        return loader.loadClass("misuse.Agents$" + TREES.get(tree)).getConstructor()
                .newInstance();
    }

    private static Tree newTree(String tree) throws ReflectiveOperationException {
        Object agent = agent(tree);
        return (Tree) loader.loadClass("misuse." + tree)
                .getConstructor(agent.getClass(), Clock.class, long.class)
                .newInstance(agent, new ManualClock(), 1L);
    }

    private static void set(Tree tree, String hook, Consumer<Object> call) throws Exception {
        loader.loadClass("misuse.Agents$Base").getField(hook).set(tree.agent(), call);
    }

    /** Every public method that refuses to be called from inside, each as a call. */
    private static Map<String, Consumer<Tree>> calls() {
        Map<String, Consumer<Tree>> calls = new LinkedHashMap<>();
        calls.put("tick", Tree::tick);
        calls.put("reset", Tree::reset);
        calls.put("pause", Tree::pause);
        calls.put("resume", Tree::resume);
        calls.put("snapshot", Tree::snapshot);
        calls.put("snapshot ", t -> t.snapshot(new byte[t.snapshotCapacity()], 0));
        calls.put("restore", t -> t.restore(new byte[0]));
        calls.put("restore ", t -> t.restore(new byte[0], 0, 0));
        calls.put("setListener", t -> t.setListener(null));
        return calls;
    }

    /**
     * From inside a leaf: the message names the method called (never tick() for another), what
     * the tree was doing and the leaf, and gives that method's own advice.
     */
    @Test
    void aCallFromInsideALeafIsRefusedWithItsOwnAdvice() throws Exception {
        for (String name : TREES.keySet()) {
            for (Map.Entry<String, Consumer<Tree>> call : calls().entrySet()) {
                String method = call.getKey().strip();
                Tree tree = newTree(name);
                set(tree, "inWork", agent -> call.getValue().accept(tree));
                IllegalStateException refused = assertThrows(IllegalStateException.class,
                        tree::tick);
                String message = refused.getMessage();
                assertTrue(message.startsWith("[Arbor/Reentrant] " + name + "." + method
                        + "() called while " + name + " is ticking, from inside misuse.Agents$"
                        + TREES.get(name) + ".work() (node "), message);
                String advice = message.substring(message.indexOf("which " + name
                        + ".tick() called; ") + ("which " + name + ".tick() called; ").length());
                if (method.equals("tick")) {
                    assertTrue(advice.startsWith("a tree cannot tick itself"), advice);
                } else {
                    assertFalse(advice.contains("tick itself"), advice);
                    assertTrue(advice.contains(method + "()"), advice);
                }
                set(tree, "inWork", null);
                assertEquals(Status.RUNNING, tree.tick()); // usable at once
            }
        }
    }

    /** The advice for a pause from a leaf says what to do instead. */
    @Test
    void pauseFromALeafSaysWhatToDoInstead() throws Exception {
        Tree tree = newTree("Agents_EventedTree");
        set(tree, "inWork", agent -> tree.pause());
        String message = assertThrows(IllegalStateException.class, tree::tick).getMessage();
        assertTrue(message.endsWith("a tree cannot pause itself from inside: note the wish in"
                + " the agent and call pause() once tick() has returned; with a TreeRunner,"
                + " runner.pause(tree) from a leaf takes effect at the end of the update"),
                message);
        assertFalse(tree.isPaused());
    }

    /** From an end hook during reset(), a pause hook during pause(), and a listener. */
    @Test
    void theMessageSaysWhatTheTreeWasDoing() throws Exception {
        for (String name : TREES.keySet()) {
            Tree resetting = newTree(name);
            resetting.tick();
            set(resetting, "inEnd", agent -> resetting.tick());
            String message = assertThrows(IllegalStateException.class, resetting::reset)
                    .getMessage();
            assertTrue(message.startsWith("[Arbor/Reentrant] " + name + ".tick() called while "
                    + name + " is resetting, from inside misuse.Agents$" + TREES.get(name)
                    + ".ended(), which " + name + ".reset() called; a tree cannot tick"
                    + " itself"), message);

            Tree pausing = newTree(name);
            pausing.tick();
            set(pausing, "inPause", agent -> pausing.resume());
            message = assertThrows(IllegalStateException.class, pausing::pause).getMessage();
            assertTrue(message.startsWith("[Arbor/Reentrant] " + name + ".resume() called while "
                    + name + " is pausing, from inside misuse.Agents$" + TREES.get(name)
                    + ".paused(), which " + name + ".pause() called; a tree cannot resume"
                    + " itself"), message);
            assertTrue(pausing.isPaused()); // §8.4: a pause hook threw; the pause stands

            Tree listened = newTree(name);
            listened.setListener(new TreeListener() {
                @Override
                public void entered(Tree t, int node) {
                    t.snapshot();
                }
            });
            message = assertThrows(IllegalStateException.class, listened::tick).getMessage();
            assertTrue(message.startsWith("[Arbor/Reentrant] " + name + ".snapshot() called"
                    + " while " + name + " is ticking, from inside "), message);
            assertTrue(message.contains(".entered(), which " + name + ".tick() called; a"
                    + " snapshot holds the state between ticks"), message);
        }
    }

    /** §8.3: raise is not refused from inside: the event is pending for the next tick. */
    @Test
    void raiseFromInsideALeafIsAllowed() throws Exception {
        Tree tree = newTree("Agents_EventedTree");
        set(tree, "inWork", agent -> tree.raise("hit"));
        assertEquals(Status.RUNNING, tree.tick());
        set(tree, "inWork", null);
        tree.reset(); // a new pass: the pending event lets hit() succeed, and the root with it
        assertEquals(Status.SUCCESS, tree.tick());
    }

    /**
     * Every public constructor and method of a generated tree (those of {@link Tree} included),
     * with null for each reference parameter in turn, is refused with a tagged
     * NullPointerException naming the method and the parameter; but setListener(null), which
     * detaches the listener.
     */
    @Test
    void everyPublicMethodOfAGeneratedTreeRefusesNullByName() throws Exception {
        List<String> called = new ArrayList<>();
        for (String name : TREES.keySet()) {
            Class<?> type = loader.loadClass("misuse." + name);
            List<Executable> members = new ArrayList<>(List.of(type.getConstructors()));
            for (Method method : type.getMethods()) {
                if (method.getDeclaringClass() != Object.class
                        && !method.getName().equals("setListener")
                        && !Modifier.isStatic(method.getModifiers())) {
                    members.add(method);
                }
            }
            for (Executable member : members) {
                for (int i = 0; i < member.getParameterCount(); i++) {
                    if (!member.getParameterTypes()[i].isPrimitive()) {
                        assertRefused(name, member, i);
                        called.add(name + "." + member.getName() + "#" + i);
                    }
                }
            }
        }
        assertTrue(called.containsAll(List.of("Agents_PlainTree.restore#0",
                "Agents_EventedTree.raise#0", "Agents_EventedTree.misuse.Agents_EventedTree#1")),
                called::toString);
    }

    private static void assertRefused(String name, Executable member, int i) throws Exception {
        Tree tree = newTree(name);
        Object[] args = new Object[member.getParameterCount()];
        for (int p = 0; p < args.length; p++) {
            Class<?> type = member.getParameterTypes()[p];
            args[p] = p == i ? null : type == int.class ? 0 : type == long.class ? 0L
                    : type == byte[].class ? new byte[tree.snapshotCapacity()]
                    : type == Clock.class ? new ManualClock()
                    : type == String.class ? "hit"
                    : type.isEnum() ? type.getEnumConstants()[0]
                    : agent(name);
        }
        String where = member instanceof Constructor<?> ? "new " + name
                : name + "." + member.getName();
        try {
            if (member instanceof Constructor<?> constructor) {
                constructor.newInstance(args);
            } else {
                ((Method) member).invoke(tree, args);
            }
            fail(where + " took null for parameter " + i);
        } catch (InvocationTargetException e) {
            String message = String.valueOf(e.getCause().getMessage());
            assertTrue(e.getCause() instanceof NullPointerException
                    && message.startsWith("[Arbor/NullArgument] " + where + "() got null for "),
                    where + " #" + i + ": " + e.getCause());
        }
    }
}
