// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeMigration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * §9.1: a subtree inlined twice under the same parent; the nodes of its second copy are told
 * apart by their occurrence, as the handles are ({@code root}, then {@code root#2}).
 */
class MoveSubtreeTest {
    /** The tree class {@code name}: a sequence of {@code uses} (a Gate subtree, or an action). */
    static String source(String name, String uses, String fields) {
        return """
                package moves;

                import dev.arbor.Action;
                import dev.arbor.BehaviorTree;
                import dev.arbor.Condition;
                import dev.arbor.Sequence;
                import dev.arbor.Status;
                import dev.arbor.Subtree;
                import java.util.List;

                @BehaviorTree(root = "rounds")
                public class NAME {
                    public final List<String> calls;
                    /** What close answers, in turn; RUNNING once they are used up. */
                    public final List<Status> closes = new java.util.ArrayList<>();
                FIELDS
                    public NAME(List<String> calls) {
                        this.calls = calls;
                    }

                    @Sequence({USES})
                    void rounds() {}

                    @Action Status step() { calls.add("step"); return Status.SUCCESS; }

                    /** A subtree: checks a gate. */
                    @BehaviorTree
                    public static class Gate {
                        final NAME owner;

                        Gate(NAME owner) {
                            this.owner = owner;
                        }

                        @Sequence({"isOpen", "close"})
                        void root() {}

                        @Condition boolean isOpen() { owner.calls.add("isOpen"); return true; }

                        @Action(onEnd = "closed")
                        Status close() { owner.calls.add("close"); return owner.closes.isEmpty() ? Status.RUNNING : owner.closes.remove(0); }

                        void closed(Status how) { owner.calls.add("closed:" + how); }
                    }
                }
                """.replace("NAME", name).replace("USES", uses).replace("FIELDS", fields);
    }

    @Test
    void theSecondCopyIsToldApartByItsOccurrence() throws Exception {
        String two = "    @Subtree Gate front = new Gate(this);\n"
                + "    @Subtree Gate back = new Gate(this);\n";
        Compilation compilation = Compilers.arbor().compile(
                JavaFileObjects.forSourceString("moves.Before", source("Before",
                        "\"front\", \"step\", \"back\"", two)),
                JavaFileObjects.forSourceString("moves.Edited", source("Edited",
                        "\"step\", \"front\", \"back\"", two)),
                JavaFileObjects.forSourceString("moves.Shorter", source("Shorter",
                        "\"step\", \"back\"", "    @Subtree Gate back = new Gate(this);\n")));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                compilation.diagnostics().toString());
        ClassLoader loader = Compilers.load(compilation);

        // the children moved: the back copy is still the second under rounds, and carries
        List<String> log = new ArrayList<>();
        Tree before = backRunning(loader, log);
        List<String> newLog = new ArrayList<>();
        Tree edited = tree(loader, "Edited", newLog);
        TreeMigration carry = TreeMigration.plan(before, edited);
        assertEquals("0 nodes added, 0 removed, the run carries", carry.summary());
        carry.apply();
        assertEquals(List.of(), log);
        assertEquals("rounds > root > close", edited.runningPath());
        closes(edited).add(Status.SUCCESS);
        assertEquals(Status.SUCCESS, edited.tick());
        assertEquals(List.of("close", "closed:SUCCESS"), newLog);

        // the first copy removed: the back copy is now the first, and the running one is gone
        log.clear();
        Tree again = backRunning(loader, log);
        TreeMigration end = TreeMigration.plan(again, tree(loader, "Shorter", newLog));
        assertEquals("0 nodes added, 3 removed, the run ends (root is gone or changed its kind;"
                + " close is gone or changed its kind): 1 running action ended", end.summary());
        end.apply();
        assertEquals(List.of("closed:INACTIVE"), log);
    }

    /** A Before tree whose second Gate's close runs (the first closed at once). */
    private static Tree backRunning(ClassLoader loader, List<String> log) throws Exception {
        Tree tree = tree(loader, "Before", log);
        closes(tree).add(Status.SUCCESS); // front's close; back's answers RUNNING
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("isOpen", "close", "closed:SUCCESS", "step", "isOpen", "close"),
                log);
        log.clear();
        return tree;
    }

    @SuppressWarnings("unchecked")
    private static List<Status> closes(Tree tree) throws Exception {
        Object agent = tree.agent();
        return (List<Status>) agent.getClass().getField("closes").get(agent);
    }

    private static Tree tree(ClassLoader loader, String name, List<String> calls)
            throws Exception {
        Class<?> agentClass = loader.loadClass("moves." + name);
        Object agent = agentClass.getConstructor(List.class).newInstance(calls);
        return (Tree) loader.loadClass("moves." + name + "Tree").getConstructor(agentClass)
                .newInstance(agent);
    }
}
