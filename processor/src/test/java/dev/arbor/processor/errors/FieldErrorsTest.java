// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertError;
import static dev.arbor.processor.errors.BadSources.assertOnlyWarning;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A {@code @Task} or {@code @Subtree} field is called a field wherever a message names it, and
 * the rules of a {@code @Task} field: one task object per field per agent, the same for the
 * agent's life, so the field is an instance field (a static one would be shared by every agent)
 * and final (an object swapped in while the task runs would be ended without being started).
 */
class FieldErrorsTest {

    @Test
    void staticTaskField() {
        assertError("TaskField/Static", "[Arbor/TaskField] @Task field drill is static, but a task"
                + " field holds one task object per agent, the same for the agent's life: a static"
                + " field is one object for every agent of Static, whose trees would start, update"
                + " and end it over each other's runs; declare it final and not static, one object"
                + " per agent: @Task final Drill drill = ...", "static final Drill drill");
    }

    @Test
    void taskFieldThatIsNotFinal() {
        assertError("TaskField/NotFinal", "[Arbor/TaskField] @Task field drill is not final, but a"
                + " task field holds one task object per agent, the same for the agent's life: an"
                + " object put in its place while the task runs would be updated and ended without"
                + " having been started; declare it final and not static, one object per agent:"
                + " @Task final Drill drill = ...", "@Task Drill drill");
    }

    /** The superclass's field: reported where the tree names it, on the tree class. */
    @Test
    void inheritedTaskFieldThatIsNotFinal() {
        assertError("TaskField/InheritedNotFinal", "[Arbor/TaskField] @Task field drill is not"
                + " final", "\"drill\"})");
    }

    @Test
    void privateTaskField() {
        assertError("PrivateNode/TaskField", "[Arbor/PrivateNode] @Task field drill cannot be"
                + " private: the generated tree reads it; make it package-private, protected or"
                + " public", "private final Drill drill");
    }

    @Test
    void staticSubtreeField() {
        assertError("StaticNode/SubtreeField", "[Arbor/StaticNode] @Subtree field legs cannot be"
                + " static: the generated tree reads it from the agent instance; remove static",
                "static final Legs legs");
    }

    @Test
    void twoNodeAnnotationsOnOneField() {
        assertError("MultipleNodeAnnotations/OnField", "[Arbor/MultipleNodeAnnotations] Field both"
                + " cannot be annotated with both @Task and @Subtree: a node has one kind; keep one"
                + " of them", "@Subtree");
    }

    @Test
    void aFieldAndAMethodOfOneName() {
        assertError("OverloadedNode/FieldAndMethod", "[Arbor/OverloadedNode] Node field dig is"
                + " declared more than once in FieldAndMethod; node names must be unique: rename"
                + " one of them", "final Drill dig");
    }

    @Test
    void unusedTaskField() {
        assertOnlyWarning("UnusedNode/TaskField", "[Arbor/UnusedNode] @Task field drill is not"
                + " reachable from the root 'root', so it never runs; name it as a child of a node"
                + " of the tree, or delete it (suppress with"
                + " @SuppressWarnings(\"arbor:unused-node\"))", "final Drill drill");
    }

    /**
     * What is accepted: a final instance field, declared or inherited, public or not, set where
     * it is declared or in the constructor; each agent its own object, ended as often as started.
     */
    @Test
    void finalTaskFieldsTickWithOneObjectPerAgent() throws Exception {
        Compilation compilation = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "tasks.Miner", """
                package tasks;

                import dev.arbor.*;
                import java.util.ArrayList;
                import java.util.List;

                @BehaviorTree
                public class Miner extends Base {
                    @Sequence({"drill", "haul", "inherited"}) void root() {}
                    @Task final Drill drill = new Drill();
                    @Task public final Drill haul;

                    public Miner() {
                        haul = new Drill();
                    }
                }

                abstract class Base {
                    @Task protected final Drill inherited = new Drill();

                    public static class Drill implements dev.arbor.runtime.TaskObject {
                        public final List<String> calls = new ArrayList<>();
                        private int updates;
                        @Override public void start() { calls.add("start"); }
                        @Override public Status update() {
                            calls.add("update");
                            return ++updates % 2 == 0 ? Status.SUCCESS : Status.RUNNING;
                        }
                        @Override public void end(Status how) { calls.add("end " + how); }
                    }
                }
                """));
        assertThat(compilation).succeeded();
        ClassLoader loader = Compilers.load(compilation);
        Class<?> miner = loader.loadClass("tasks.Miner");
        Class<?> treeClass = loader.loadClass("tasks.MinerTree");
        Object first = miner.getConstructor().newInstance();
        Object second = miner.getConstructor().newInstance();
        Tree firstTree = (Tree) treeClass.getConstructor(miner).newInstance(first);
        Tree secondTree = (Tree) treeClass.getConstructor(miner).newInstance(second);
        for (int i = 0; i < 3; i++) { // each task: RUNNING, then SUCCESS and the next starts
            assertEquals(Status.RUNNING, firstTree.tick());
        }
        assertEquals(Status.SUCCESS, firstTree.tick());
        assertEquals(Status.RUNNING, secondTree.tick());
        for (String field : List.of("drill", "haul", "inherited")) {
            java.lang.reflect.Field declared = field.equals("inherited")
                    ? miner.getSuperclass().getDeclaredField(field)
                    : miner.getDeclaredField(field);
            declared.setAccessible(true);
            Object mine = declared.get(first);
            assertNotSame(mine, declared.get(second), field + ": one object per agent");
            assertEquals(List.of("start", "update", "update", "end SUCCESS"),
                    mine.getClass().getField("calls").get(mine), field);
        }
    }
}
