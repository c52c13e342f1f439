// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.TreeMigration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * §9.1 on the reference interpreter, whole traces: a scenario runs on one tree, its state moves
 * to a fresh interpreter of an edited tree (the same agent, the same clock), and the script goes
 * on there. Each case is written as two scenarios around a {@code move: <summary>} line, the
 * hooks the move calls on the old instance on the {@code expect} line after it.
 */
class MoveReferenceTest {

    /** Runs {@code text}: the old tree's scenario, the move, the new tree's scenario. */
    static boolean check(String text) {
        List<String> lines = Arrays.asList(text.split("\n"));
        int move = 0;
        while (!lines.get(move).startsWith("move:")) {
            move++;
        }
        Scenario before = ScenarioFormat.parse(String.join("\n", lines.subList(0, move)));
        String summary = lines.get(move).substring("move:".length()).strip();
        String hooks = lines.get(move + 1).strip();
        Scenario after = ScenarioFormat.parse(String.join("\n",
                lines.subList(move + 2, lines.size())));
        ScriptedAgent.$newRun();
        ScriptedAgent agent = new ScriptedAgent() {};
        ManualClock clock = new ManualClock();
        ReferenceInterpreter old = new ReferenceInterpreter(before, agent, clock);
        List<String> expected = new ArrayList<>();
        List<String> actual = new ArrayList<>();
        for (Trace trace : GeneratedTreeRunner.run(before, agent, old, clock, false)) {
            actual.add(trace.expectLine());
        }
        before.steps.forEach(step -> expected.add(expectLine(step)));
        ReferenceInterpreter moved = new ReferenceInterpreter(after, agent, clock);
        assertEquals(summary, old.planMove(moved), "the plan");
        assertEquals(summary, old.moveTo(moved), "the move");
        List<String> events = agent.$drain();
        actual.add("move " + (events.isEmpty() ? "-" : String.join(" ", events)));
        expected.add(hooks.replaceFirst("^expect", "move"));
        for (Trace trace : GeneratedTreeRunner.run(after, agent, moved, clock, false)) {
            actual.add(trace.expectLine());
        }
        after.steps.forEach(step -> expected.add(expectLine(step)));
        assertEquals(String.join("\n", expected), String.join("\n", actual));
        return checkGenerated(before, summary, after, expected);
    }

    private static int batch;

    /**
     * The same move between the generated classes of both trees, through {@link TreeMigration}:
     * the same traces, the same summary; or, for what this version of TreeMigration does not
     * move (one class in fields and one in an array), its refusal.
     */
    private static boolean checkGenerated(Scenario before, String summary, Scenario after,
            List<String> expected) {
        GeneratedTreeRunner runner = new GeneratedTreeRunner(List.of(before, after),
                "Move" + batch++);
        ScriptedAgent.$newRun();
        GeneratedTreeRunner.Instance old = runner.newInstance(0, before.seed, 0);
        List<String> actual = new ArrayList<>();
        for (Trace trace : GeneratedTreeRunner.run(before, old.agent(), old.tree(), old.clock(),
                false)) {
            actual.add(trace.expectLine());
        }
        GeneratedTreeRunner.Instance moved = runner.newInstance(1, after.seed,
                old.clock().nanos());
        moved.agent().answers.putAll(old.agent().answers);
        moved.agent().$origin = old.agent().$origin;
        TreeMigration move;
        try {
            move = TreeMigration.plan(old.tree(), moved.tree());
        } catch (UnsupportedOperationException refused) {
            assertTrue(refused.getMessage().contains("this version of TreeMigration moves"),
                    refused.getMessage());
            return false;
        }
        assertEquals(summary, move.summary(), "the generated plan");
        move.apply();
        List<String> events = old.agent().$drain();
        actual.add("move " + (events.isEmpty() ? "-" : String.join(" ", events)));
        for (Trace trace : GeneratedTreeRunner.run(after, moved.agent(), moved.tree(),
                moved.clock(), false)) {
            actual.add(trace.expectLine());
        }
        assertEquals(String.join("\n", expected), String.join("\n", actual), "generated");
        return true;
    }

    private static String expectLine(Scenario.Step step) {
        return new Trace(step.expectedEvents, step.expectedStatus).expectLine();
    }

    @Test
    void aRunningWaitCarriesItsStartAndTakesTheNewDuration() {
        String before = """
                tree
                sequence root
                  wait w millis=500
                  action go
                end
                init go=success
                tick 1
                expect - => running
                advance 400
                """;
        // shorter: 400 ms have passed, so it succeeds at its next tick
        assertTrue(check(before + """
                move: 0 nodes added, 0 removed, the run carries
                expect -
                tree
                sequence root
                  wait w millis=300
                  action go
                end
                tick 2
                expect S:go U:go E:go:success => success
                """));
        // the same: 100 ms more
        assertTrue(check(before + """
                move: 0 nodes added, 0 removed, the run carries
                expect -
                tree
                sequence root
                  wait w millis=500
                  action go
                end
                tick 2
                expect - => running
                advance 100
                tick 3
                expect S:go U:go E:go:success => success
                """));
        // longer: 500 ms more; a child added before it counts as done (not run)
        assertTrue(check(before + """
                move: 1 node added, 0 removed, the run carries
                expect -
                tree
                sequence root
                  action first
                  wait w millis=900
                  action go
                end
                tick 2
                expect - => running
                advance 499
                tick 3
                expect - => running
                advance 1
                tick 4
                expect S:go U:go E:go:success => success
                """));
    }

    @Test
    void aRunningActionUnderARemovedBranchIsEndedOnTheOldInstance() {
        assertTrue(check("""
                tree
                sequence root
                  condition ok
                  sequence patrol
                    action walk
                end
                init ok=true walk=running rest=success
                tick 1
                expect C:ok S:walk U:walk => running
                move: 1 node added, 2 removed, the run ends (patrol is gone or changed its kind; \
                walk is gone or changed its kind): 1 running action ended
                expect E:walk:interrupted
                tree
                sequence root
                  condition ok
                  action rest
                end
                tick 2
                expect C:ok S:rest U:rest E:rest:success => success
                """));
    }

    @Test
    void aChangedKindAtARunningPathEndsTheRunAndANewPassBegins() {
        assertTrue(check("""
                tree
                sequence root
                  selector pick
                    action a
                end
                init a=running
                tick 1
                expect S:a U:a => running
                move: 1 node added, 1 removed, the run ends (pick is gone or changed its kind): \
                1 running action ended
                expect E:a:interrupted
                tree
                sequence root
                  sequence pick
                    action a
                end
                tick 2
                expect S:a U:a => running
                """));
    }

    @Test
    void aRepeatWhoseTimesShrankToItsRoundsCannotHoldThem() {
        assertTrue(check("""
                tree
                repeat r times=5
                  action a
                end
                init a=success
                tick 1
                expect S:a U:a E:a:success => running
                tick 2
                expect S:a U:a E:a:success => running
                move: 0 nodes added, 0 removed, the run ends (r: its count 2 is not below 2): \
                0 running actions ended
                expect -
                tree
                repeat r times=2
                  action a
                end
                tick 3
                expect S:a U:a E:a:success => running
                tick 4
                expect S:a U:a E:a:success => success
                """));
    }

    @Test
    void anAbortEntryCarriesAndFiresAfterTheMove() {
        String before = """
                tree
                selector root
                  sequence danger abort=lower_priority
                    condition threat
                    action flee
                  action patrol
                end
                init threat=false patrol=running flee=success
                tick 1
                expect C:threat S:patrol U:patrol => running
                """;
        assertTrue(check(before + """
                move: 1 node added, 0 removed, the run carries
                expect -
                tree
                selector root
                  sequence danger abort=lower_priority
                    condition threat
                    action flee
                  action patrol
                  action rest
                end
                tick 2 threat=true
                expect C:threat E:patrol:interrupted C:threat S:flee U:flee E:flee:success => success
                """));
        // its abort type edited: the entry is dropped, the condition is not asked again
        assertTrue(check(before + """
                move: 0 nodes added, 0 removed, the run carries
                expect -
                tree
                selector root
                  sequence danger abort=both
                    condition threat
                    action flee
                  action patrol
                end
                tick 2 threat=true
                expect U:patrol => running
                """));
    }

    /** A class in fields moved to one in an array (a Wait added): the new Wait keeps time. */
    @Test
    void aTreeMovedFromFieldsToAnArrayKeepsTime() {
        assertTrue(check("""
                tree
                sequence root
                  action patrol
                  action report
                end
                init patrol=running report=success
                tick 1
                expect S:patrol U:patrol => running
                advance 100
                move: 1 node added, 0 removed, the run carries
                expect -
                tree
                sequence root
                  action patrol
                  wait rest millis=100
                  action report
                end
                tick 2 patrol=success
                expect U:patrol E:patrol:success => running
                advance 60
                tick 3
                expect - => running
                advance 40
                tick 4
                expect S:report U:report E:report:success => success
                """));
    }

    /**
     * §9.1 services: a service carries its last run by name; one the running node gains is due
     * at the next tick, as if its period had just passed; one it loses is dropped.
     */
    @Test
    void servicesCarryByNameAndAGainedOneIsDueAtOnce() {
        String before = """
                tree
                sequence root services=tend:100
                  action work
                end
                init work=running
                tick 1
                expect R:tend S:work U:work => running
                advance 50
                """;
        assertTrue(check(before + """
                move: 0 nodes added, 0 removed, the run carries
                expect -
                tree
                sequence root services=tend:100,look:50
                  action work
                end
                tick 2
                expect R:look U:work => running
                advance 50
                tick 3
                expect R:tend R:look U:work => running
                """));
        // its period shortened: the new period applies to the carried reading
        assertTrue(check(before + """
                move: 0 nodes added, 0 removed, the run carries
                expect -
                tree
                sequence root services=tend:40
                  action work
                end
                tick 2
                expect R:tend U:work => running
                """));
        // lost: nothing runs
        assertTrue(check(before + """
                move: 0 nodes added, 0 removed, the run carries
                expect -
                tree
                sequence root services=look:500
                  action work
                end
                tick 2
                expect R:look U:work => running
                advance 100
                tick 3
                expect U:work => running
                """));
    }

    /**
     * §9.1, §5.8: a carried async action calls its method again at its next tick in the new
     * instance, without a second start hook; the old instance's stage is cancelled.
     */
    @Test
    void aCarriedAsyncActionCallsItsMethodAgain() {
        check("""
                tree
                sequence root
                  action a async=boolean
                end
                init a=running
                tick 1
                expect S:a U:a => running
                move: 1 node added, 0 removed, the run carries
                expect -
                tree
                sequence root
                  action a async=boolean
                  action b
                end
                init b=success
                tick 2
                expect U:a => running
                """);
    }

    /** TreeMigration's refusals: each leaves both trees as they were. */
    @Test
    void misusesAreRefusedAndChangeNothing() {
        Scenario plain = ScenarioFormat.parse("""
                tree
                sequence root
                  action a
                end
                """);
        Scenario timed = ScenarioFormat.parse("""
                tree
                sequence root
                  wait w millis=10
                end
                """);
        GeneratedTreeRunner runner = new GeneratedTreeRunner(List.of(plain, timed), "Misuse");
        ScriptedAgent.$newRun();
        GeneratedTreeRunner.Instance old = runner.newInstance(0, 0, 0);
        old.agent().answers.put("a", "running");
        old.tree().tick();
        byte[] before = old.tree().snapshot();
        IllegalArgumentException same = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> TreeMigration.plan(old.tree(), old.tree()));
        assertEquals("[Arbor/Move] a move goes to another instance, not to the same one",
                same.getMessage());
        GeneratedTreeRunner.Instance used = runner.newInstance(0, 0, 0);
        used.agent().answers.put("a", "running");
        used.tree().tick();
        IllegalArgumentException notFresh = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalArgumentException.class, () -> TreeMigration.plan(old.tree(), used.tree()));
        assertTrue(notFresh.getMessage().endsWith("is not fresh: a move goes to a new instance"
                + " that has not run"), notFresh.getMessage());
        // a class in fields to one in an array is a move like another (random pairs compare them)
        assertEquals("1 node added, 1 removed, the run ends (a is gone or changed its kind): 1"
                + " running action ended", TreeMigration.plan(old.tree(),
                        runner.newInstance(1, 0, 0).tree()).summary());
        GeneratedTreeRunner.Instance fresh = runner.newInstance(0, 0, 0);
        byte[] freshBefore = fresh.tree().snapshot();
        TreeMigration move = TreeMigration.plan(old.tree(), fresh.tree());
        assertEquals("0 nodes added, 0 removed, the run carries", move.toString());
        assertTrue(java.util.Arrays.equals(before, old.tree().snapshot()), "plan changed from");
        assertTrue(java.util.Arrays.equals(freshBefore, fresh.tree().snapshot()),
                "plan changed to");
        old.tree().tick(); // the same state: the plan still holds
        old.agent().answers.put("a", "success");
        old.tree().tick();
        IllegalStateException stale = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalStateException.class, move::apply);
        assertTrue(stale.getMessage().endsWith("changed since the plan: plan the move again"),
                stale.getMessage());
        TreeMigration again = TreeMigration.plan(old.tree(), fresh.tree());
        assertEquals("0 nodes added, 0 removed, nothing running", again.summary());
        again.apply();
        assertEquals(dev.arbor.Status.SUCCESS, fresh.tree().status());
        IllegalStateException twice = org.junit.jupiter.api.Assertions.assertThrows(
                IllegalStateException.class, again::apply);
        assertEquals("[Arbor/Move] this move was applied already", twice.getMessage());
        assertEquals(List.of("S:a", "U:a", "U:a", "U:a", "E:a:success"),
                old.agent().$drain());
        fresh.agent().answers.put("a", "running");
        fresh.tree().tick();
        assertEquals(List.of("S:a", "U:a"), fresh.agent().$drain());
    }

    /** §9.1: a move to an identical tree is a snapshot and restore, on random library trees. */
    @Test
    void aMoveToTheSameTreeChangesNoTrace() {
        int moves = 0;
        for (long seed = 0; seed < 300; seed++) {
            Scenario scenario = RandomScenarios.generateLibrary(seed);
            List<Trace> expected = ReferenceInterpreter.expected(scenario);
            ScriptedAgent.$newRun();
            ScriptedAgent agent = new ScriptedAgent() {};
            ManualClock clock = new ManualClock();
            int[] count = {0};
            List<Trace> moved = GeneratedTreeRunner.run(scenario,
                    new GeneratedTreeRunner.Instance(agent,
                            new ReferenceInterpreter(scenario, agent, clock), clock), false,
                    (step, current) -> {
                        if (step % 3 != 1 || agent.$waiting()) {
                            return current;
                        }
                        ReferenceInterpreter to = new ReferenceInterpreter(scenario, agent,
                                clock, scenario.seed + 1);
                        ((ReferenceInterpreter) current.tree()).moveTo(to);
                        count[0]++;
                        return new GeneratedTreeRunner.Instance(agent, to, clock);
                    });
            moves += count[0];
            if (!scenario.hooks) {
                moved = ReferenceInterpreter.withoutHooks(moved);
            }
            assertEquals(expected.stream().map(Trace::withoutPath).toList(),
                    moved.stream().map(Trace::withoutPath).toList(), scenario.name + " (seed " + seed + ")");
        }
        System.out.println("MoveReferenceTest: 300 random library trees, " + moves
                + " moves to the same tree");
    }
}
