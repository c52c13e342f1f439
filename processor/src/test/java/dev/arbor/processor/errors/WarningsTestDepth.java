// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static dev.arbor.processor.errors.WarningSources.alwaysEnds;
import static dev.arbor.processor.errors.WarningSources.assertNoWarnings;
import static dev.arbor.processor.errors.WarningSources.assertWarnings;
import static dev.arbor.processor.errors.WarningSources.source;
import static dev.arbor.processor.errors.WarningSources.unreachable;

import dev.arbor.processor.errors.WarningSources.Expected;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The reachability warnings on trees 500 and 2,000 levels deep: what a node can end with is
 * worked out exactly at any depth (one pass over the flattened tree, no recursion, no cut-off),
 * so a chain whose bottom can end either way warns nothing, and one whose bottom can only end
 * one way passes that up through every level, to the warning at the top.
 *
 * <p>The 500-level chains are of core kinds (blocks, the state in fields); the 2,000-level ones
 * mix in a library decorator, so that the generated class (the event loop) stays within the
 * JVM's limits on a method's size. Each five levels hold two {@code @Invert}s, so a chain passes
 * its bottom's result up unchanged.
 */
class WarningsTestDepth {
    /** Five levels of core kinds. */
    private static final List<String> CORE = List.of("@Sequence({\"%s\"})", "@Invert(\"%s\")",
            "@Selector({\"%s\"})", "@Invert(\"%s\")", "@Sequence({\"%s\"})");
    /** Five levels with a library decorator, which passes one try's result through. */
    private static final List<String> LIBRARY = List.of("@Sequence({\"%s\"})",
            "@Invert(\"%s\")", "@UntilSuccess(value = \"%s\", maxTries = 1)", "@Invert(\"%s\")",
            "@Selector({\"%s\"})");

    @Test
    void deepChainsThatCanEndEitherWayWarnNothing() {
        String bottom = "    @Action Status %s() { return Status.FAILURE; }\n";
        assertNoWarnings(List.of(
                chain("Deep500", 500, CORE, "@Selector({\"c0\", \"fallback\"})", bottom),
                chain("Deep2000", 2000, LIBRARY, "@Selector({\"c0\", \"fallback\"})", bottom)));
    }

    /** An AlwaysFail 2,000 levels down ends the sequence at the top; a Wait 500 levels down. */
    @Test
    void aResultFromTheBottomOfADeepChainReachesTheTop() {
        JavaFileObject fails = chain("Fails2000", 2000, LIBRARY,
                "@Sequence({\"c0\", \"fallback\"})",
                "    @AlwaysFail(\"act\") void %s() {}\n"
                        + "    @Action Status act() { return Status.SUCCESS; }\n");
        JavaFileObject waits = chain("Waits500", 500, CORE, "@Selector({\"c0\", \"fallback\"})",
                "    @Wait(millis = 10) void %s() {}\n");
        assertWarnings(List.of(fails, waits),
                new Expected(fails, unreachable("Sequence", "root", "fallback", "c0",
                        alwaysEnds("FAILURE", "root")), "@Sequence({\"c0\", \"fallback\"})"),
                new Expected(waits, unreachable("Selector", "root", "fallback", "c0",
                        alwaysEnds("SUCCESS", "root")), "@Selector({\"c0\", \"fallback\"})"));
    }

    /**
     * A warning at the bottom of a 2,000-level chain, on its own line; the chain above it can
     * still end either way (the Wait's selector can only succeed, and the sequence over it goes
     * on to an action that can fail), so the top warns nothing.
     */
    @Test
    void aWarningAtTheBottomOfADeepChain() {
        JavaFileObject deep = chain("Bottom2000", 2000, LIBRARY,
                "@Selector({\"c0\", \"fallback\"})",
                "    @Sequence({\"waiting\", \"act\"}) void %s() {}\n"
                        + "    @Selector({\"pause\", \"flee\"}) void waiting() {}\n"
                        + "    @Wait(millis = 10) void pause() {}\n"
                        + "    @Action Status flee() { return Status.SUCCESS; }\n"
                        + "    @Action Status act() { return Status.FAILURE; }\n");
        assertWarnings(List.of(deep), new Expected(deep, unreachable("Selector", "waiting",
                "flee", "pause", alwaysEnds("SUCCESS", "waiting")),
                "@Selector({\"pause\", \"flee\"})"));
    }

    /**
     * The entries of a BOTH sequence 40 levels down climb through 40 SELF selectors, each ending
     * with it: nothing ever runs after it, so its lower-priority half never fires. With a child
     * after the chain at the root, it does. (Forty, not hundreds: every level of aborts adds
     * hand-over code to the generated class, which javac must still compile; the climb itself
     * is a loop.)
     */
    @Test
    void aLowerPriorityAbortClimbingFortyLevels() {
        String both = "    @Sequence(value = {\"hurt\", \"run\"}, abortType = AbortType.BOTH)"
                + " void %s() {}\n"
                + "    @Condition boolean hurt() { return true; }\n"
                + "    @Action Status run() { return Status.RUNNING; }\n";
        JavaFileObject climbs = selfChain("Climbs", "", both);
        assertWarnings(List.of(climbs), new Expected(climbs, "[Arbor/LowerPriorityNeverFires]"
                + " @Sequence c40() has abortType BOTH, but once it has ended its conditions are"
                + " watched only by @Selector c39(), @Selector c38() and 38 more up to"
                + " @Selector c0(), which never run a child after it: its lower-priority half"
                + " never fires; change abortType to SELF,"
                + " which behaves the same (suppress with"
                + " @SuppressWarnings(\"arbor:lower-priority-never-fires\"))",
                "abortType = AbortType.BOTH"));
        assertNoWarnings(List.of(selfChain("Fires", ", \"patrol\"",
                both + "    @Action Status patrol() { return Status.RUNNING; }\n")));
    }

    /**
     * Class {@code name}: {@code root} (annotated {@code rootAnnotation}, children c0 and
     * fallback) over a chain c0, c1, ... of {@code depth} levels, each annotated as
     * {@code levels} says in turn, whose bottom {@code c<depth>} is {@code bottom} (a format of
     * the method's name).
     */
    private static JavaFileObject chain(String name, int depth, List<String> levels,
            String rootAnnotation, String bottom) {
        StringBuilder body = new StringBuilder("@BehaviorTree class " + name + " {\n")
                .append("    ").append(rootAnnotation).append(" void root() {}\n")
                .append("    @Action Status fallback() { return Status.SUCCESS; }\n");
        for (int i = 0; i < depth; i++) {
            body.append("    ").append(String.format(levels.get(i % levels.size()), "c" + (i + 1)))
                    .append(" void c").append(i).append("() {}\n");
        }
        body.append(String.format(bottom, "c" + depth));
        return source(name, body.append("}").toString());
    }

    /**
     * Class {@code name}: 40 selectors with abortType SELF, each asking a condition of its own
     * first and then the next, the root c0 followed by {@code more} children; c40 is
     * {@code bottom}.
     */
    private static JavaFileObject selfChain(String name, String more, String bottom) {
        StringBuilder body = new StringBuilder("@BehaviorTree(root = \"c0\") class " + name
                + " {\n");
        for (int i = 0; i < 40; i++) {
            body.append("    @Selector(value = {\"k").append(i).append("\", \"c").append(i + 1)
                    .append("\"").append(i == 0 ? more : "")
                    .append("}, abortType = AbortType.SELF) void c").append(i).append("() {}\n")
                    .append("    @Condition boolean k").append(i).append("() { return false; }\n");
        }
        body.append(String.format(bottom, "c40"));
        return source(name, body.append("}").toString());
    }
}
