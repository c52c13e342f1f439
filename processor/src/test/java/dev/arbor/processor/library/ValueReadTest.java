// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code TreeListener.valueRead}, {@code readsInstead} and {@code valueInstead}: a listener hears
 * every value the tree reads from its agent outside a leaf's answer (an If's condition on entry,
 * the child a Switch picks, a Wait's milliseconds, weights, scores), in the order they are read;
 * one that reads instead is asked for each and no such method of the agent is called.
 */
class ValueReadTest {
    private static final String SOURCE = """
            package reads;

            import dev.arbor.*;
            import java.util.ArrayList;
            import java.util.List;

            @BehaviorTree
            public final class Reader {
                public List<String> calls = new ArrayList<>();

                @Sequence({"check", "pick", "rest", "weigh", "score"}) void root() {}
                @If(condition = "ready", value = "go", otherwise = "stay") void check() {}
                @Condition boolean ready() { calls.add("ready"); return true; }
                @Action void go() { calls.add("go"); }
                @Action void stay() { calls.add("stay"); }
                @Switch(on = "mode", cases = {"0", "1"}, value = {"walk", "sprint"}) void pick() {}
                int mode() { calls.add("mode"); return 1; }
                @Action void walk() { calls.add("walk"); }
                @Action void sprint() { calls.add("sprint"); }
                @Wait(millisFrom = "delay") void rest() {}
                long delay() { calls.add("delay"); return 0; }
                @WeightedSelector(value = {"left", "right"}, weights = {"wl", "wr"}) void weigh() {}
                double wl() { calls.add("wl"); return 1; }
                int wr() { calls.add("wr"); return 3; }
                @Action boolean left() { calls.add("left"); return true; }
                @Action boolean right() { calls.add("right"); return true; }
                @UtilitySelector(value = {"eat", "nap"}, scores = {"hunger", "sleepy"}) void score() {}
                double hunger() { calls.add("hunger"); return 0.25; }
                double sleepy() { calls.add("sleepy"); return 0.75; }
                @Action void eat() { calls.add("eat"); }
                @Action void nap() { calls.add("nap"); }
            }
            """;

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("reads.Reader", SOURCE));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    private static Tree newTree() throws Exception {
        Class<?> agentClass = loader.loadClass("reads.Reader");
        Object agent = agentClass.getConstructor().newInstance();
        return (Tree) loader.loadClass("reads.ReaderTree")
                .getConstructor(agentClass, dev.arbor.runtime.Clock.class, long.class)
                .newInstance(agent, new ManualClock(), 0L);
    }

    @SuppressWarnings("unchecked")
    private static List<String> calls(Tree tree) throws Exception {
        return (List<String>) tree.agent().getClass().getField("calls").get(tree.agent());
    }

    private static class Reads implements TreeListener {
        final List<String> heard = new ArrayList<>();
        final boolean instead;

        Reads(boolean instead) {
            this.instead = instead;
        }

        @Override
        public void valueRead(Tree tree, int node, int index, double value) {
            heard.add(tree.nodes().method(node) + "[" + index + "]=" + value);
        }

        @Override
        public boolean readsInstead(Tree tree) {
            return instead;
        }

        @Override
        public double valueInstead(Tree tree, int node, int index) {
            return switch (tree.nodes().method(node)) {
                case "check" -> 0; // otherwise: stay
                case "pick" -> tree.nodes().indexOf("walk");
                case "rest" -> 0;
                case "weigh" -> index == 0 ? 5 : 1; // left first
                case "score" -> index == 0 ? 0.9 : 0.1; // eat
                default -> throw new AssertionError(node);
            };
        }
    }

    @Test
    void aListenerHearsEveryValueReadInOrder() throws Exception {
        Tree tree = newTree();
        Reads reads = new Reads(false);
        tree.setListener(reads);
        assertEquals(Status.SUCCESS, tree.tick());
        int sprint = tree.nodes().indexOf("sprint");
        assertEquals(List.of("check[0]=1.0", "pick[0]=" + (double) sprint, "rest[0]=0.0",
                "weigh[0]=1.0", "weigh[1]=3.0", "score[0]=0.25", "score[1]=0.75"), reads.heard);
        assertEquals(List.of("ready", "go", "mode", "sprint", "delay", "wl", "wr", "right",
                "hunger", "sleepy", "nap"), calls(tree));
    }

    @Test
    void aListenerThatReadsInsteadIsAskedAndNoReadMethodIsCalled() throws Exception {
        Tree tree = newTree();
        Reads reads = new Reads(true);
        tree.setListener(reads);
        assertEquals(Status.SUCCESS, tree.tick());
        int walk = tree.nodes().indexOf("walk");
        assertEquals(List.of("check[0]=0.0", "pick[0]=" + (double) walk, "rest[0]=0.0",
                "weigh[0]=5.0", "weigh[1]=1.0", "score[0]=0.9", "score[1]=0.1"), reads.heard);
        assertEquals(List.of("stay", "walk", "left", "eat"), calls(tree));
    }

    @Test
    void aSwitchAnswerThatIsNotAChildIsRefused() throws Exception {
        Tree tree = newTree();
        tree.setListener(new Reads(true) {
            @Override
            public double valueInstead(Tree t, int node, int index) {
                return t.nodes().method(node).equals("pick") ? 0 : super.valueInstead(t, node, index);
            }
        });
        IllegalStateException refused = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalStateException.class, tree::tick);
        assertEquals(true, refused.getMessage().startsWith("[Arbor/BadStatus]"),
                refused.getMessage());
        assertEquals(Status.INACTIVE, tree.status());
    }

    @Test
    void withoutAListenerNothingChanges() throws Exception {
        Tree tree = newTree();
        assertEquals(Status.SUCCESS, tree.tick());
        assertEquals(List.of("ready", "go", "mode", "sprint", "delay", "wl", "wr", "right",
                "hunger", "sleepy", "nap"), calls(tree));
    }
}
