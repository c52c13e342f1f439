// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertOnlyWarning;
import static dev.arbor.processor.errors.BadSources.assertWarning;
import static dev.arbor.processor.errors.BadSources.bad;
import static dev.arbor.processor.errors.WarningSources.alwaysEnds;
import static dev.arbor.processor.errors.WarningSources.assertNoWarnings;
import static dev.arbor.processor.errors.WarningSources.assertWarnings;
import static dev.arbor.processor.errors.WarningSources.source;
import static dev.arbor.processor.errors.WarningSources.tags;
import static dev.arbor.processor.errors.WarningSources.unreachable;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.arbor.processor.errors.WarningSources.Expected;
import dev.arbor.processor.testing.Compilers;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Arbor's warnings: the tree still compiles, the warning points at the line at fault, and
 * {@code @SuppressWarnings} with Arbor's key silences it even under {@code -Werror}. The
 * reachability warnings read the outcome table; its cases have classes of their own, each
 * with the trees that must warn and those that must not: {@link WarningsTestKinds} (after each
 * kind), {@link WarningsTestSubtrees} (through {@code @Subtree} fields), {@link
 * WarningsTestDepth} (chains 500 and 2,000 levels deep).
 */
class WarningsTest {

    @Test
    void unusedNodeIsAWarning() {
        assertWarning("UnusedNode/Unreachable", "[Arbor/UnusedNode] @Action method"
                + " forgotten() is not reachable from the root 'root', so it never runs; name it"
                + " as a child of a node of the tree, or delete it (suppress with @SuppressWarnings(\"arbor:unused-node\"))",
                "void forgotten()");
    }

    @Test
    void warningsCanBeSuppressed() {
        Compilation compilation = Compilers.arbor().compile(bad("UnusedNode/Suppressed"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void abortWithoutConditionsIsAWarning() {
        assertWarning("UselessAbort", "[Arbor/UselessAbort] @Sequence root() has"
                + " abortType SELF but no condition of its own (a condition child, directly or"
                + " through decorators), so nothing is ever watched; give it a condition child,"
                + " or remove the abortType (suppress with"
                + " @SuppressWarnings(\"arbor:useless-abort\"))", "AbortType.SELF");
    }

    @Test
    void childAfterOneThatAlwaysSucceedsInASelector() {
        assertWarning("UnreachableChild/AfterVoidAction", "[Arbor/UnreachableChild] @Selector"
                + " root() never runs its child 'flee': the child 'attack' before it always ends"
                + " with SUCCESS, which ends root() too; reorder the children, or remove 'flee'"
                + " (suppress with @SuppressWarnings(\"arbor:unreachable-child\"))",
                "@Selector({\"attack\", \"flee\"})");
    }

    /** Through decorators: AlwaysFail over an Invert over an AlwaysSucceed. */
    @Test
    void childAfterOneThatAlwaysFailsInASequence() {
        assertWarning("UnreachableChild/AfterAlwaysFail", "[Arbor/UnreachableChild] @Sequence"
                + " patrol() never runs its child 'look': the child 'never' before it always"
                + " ends with FAILURE, which ends patrol() too; reorder the children, or remove"
                + " 'look'", "@Sequence({\"walk\", \"never\", \"look\"})");
    }

    @Test
    void unreachableChildCanBeSuppressed() {
        Compilation compilation = Compilers.arbor().compile(bad("UnreachableChild/Suppressed"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    // ---- LowerPriorityNeverFires: §6.3, an entry's lower-priority watch with no composite

    private static final String NEVER_FIRES_SUFFIX = " (suppress with"
            + " @SuppressWarnings(\"arbor:lower-priority-never-fires\"))";

    @Test
    void lowerPriorityOnTheRootsCompositeNeverFires() {
        assertOnlyWarning("LowerPriorityNeverFires/Root", "[Arbor/LowerPriorityNeverFires]"
                + " @Sequence root() has abortType LOWER_PRIORITY, but it is the root's"
                + " composite, so once it has ended no composite is left for its conditions to"
                + " watch: its abort never fires; change abortType to NONE (remove it), or to SELF"
                + " to watch its conditions while it runs" + NEVER_FIRES_SUFFIX,
                "abortType = AbortType.LOWER_PRIORITY)");
    }

    /** Under a decorator at the root, it is still the root's composite; SELF still fires. */
    @Test
    void bothOnTheRootsCompositeLosesItsLowerPriorityHalf() {
        assertOnlyWarning("LowerPriorityNeverFires/BothOnRootThroughInvert",
                "[Arbor/LowerPriorityNeverFires] @Sequence guard() has abortType BOTH, but it is"
                + " the root's composite, so once it has ended no composite is left for its"
                + " conditions to watch: its lower-priority half never fires; change abortType to"
                + " SELF, which behaves the same" + NEVER_FIRES_SUFFIX,
                "abortType = AbortType.BOTH)");
    }

    @Test
    void lowerPriorityDirectlyUnderAParallelNeverFires() {
        assertOnlyWarning("LowerPriorityNeverFires/UnderParallel",
                "[Arbor/LowerPriorityNeverFires] @Sequence flee() has abortType LOWER_PRIORITY,"
                + " but the composite above it is @Parallel busy(), which no abort watches or"
                + " crosses, so once it has ended no composite is left for its conditions to"
                + " watch: its abort never fires; change abortType to NONE (remove it), or to SELF"
                + " to watch its conditions while it runs" + NEVER_FIRES_SUFFIX,
                "abortType = AbortType.LOWER_PRIORITY)");
    }

    @Test
    void bothUnderALibraryCompositeThroughADecoratorLosesItsLowerPriorityHalf() {
        assertOnlyWarning("LowerPriorityNeverFires/UnderLoopThroughDecorator",
                "[Arbor/LowerPriorityNeverFires] @Selector check() has abortType BOTH, but the"
                + " composite above it is @Loop root(), which no abort watches or crosses, so once"
                + " it has ended no composite is left for its conditions to watch: its"
                + " lower-priority half never fires; change abortType to SELF, which behaves the"
                + " same" + NEVER_FIRES_SUFFIX, "abortType = AbortType.BOTH)");
    }

    /**
     * A subtree's root composite is judged where it is inlined, and reported on the field that
     * inlines it; not on its own class, which the build uses as a subtree.
     */
    @Test
    void aSubtreesRootInlinedUnderAParallelNeverFires() {
        assertOnlyWarning("LowerPriorityNeverFires/InlinedUnderParallel",
                "[Arbor/LowerPriorityNeverFires] @Sequence root() of @Subtree combat has"
                + " abortType LOWER_PRIORITY, but the composite above it is @Parallel root(),"
                + " which no abort watches or crosses, so once it has ended no composite is left"
                + " for its conditions to watch: its abort never fires; change abortType to NONE in"
                + " its class, or name combat as a child of a @Sequence or @Selector (directly or"
                + " through decorators)" + NEVER_FIRES_SUFFIX,
                "@Subtree final Fighter combat");
    }

    @Test
    void lowerPriorityNeverFiresCanBeSuppressedOnTheMethodOrTheClass() {
        for (String path : List.of("LowerPriorityNeverFires/Suppressed",
                "LowerPriorityNeverFires/SuppressedOnClass")) {
            assertThat(Compilers.arbor().compile(bad(path))).succeededWithoutWarnings();
        }
    }

    /** The lower-priority aborts that can fire: no warning, under -Werror. */
    @Test
    void lowerPriorityAbortsThatCanFireAreNotReported() {
        assertNoWarnings(List.of(source("UnderSelector", """
                @BehaviorTree class UnderSelector {
                    @Selector({"flee", "patrol"}) void root() {}
                    @Sequence(value = {"hurt", "run"}, abortType = AbortType.LOWER_PRIORITY)
                    void flee() {}
                    @Condition boolean hurt() { return false; }
                    @Action Status run() { return Status.RUNNING; }
                    @Action Status patrol() { return Status.RUNNING; }
                }"""), source("BothUnderPlainSequence", """
                @BehaviorTree class BothUnderPlainSequence {
                    @Sequence({"check", "work"}) void root() {}
                    // §6.3 rule 2b: it moves up to the plain sequence, which runs work after it
                    @Selector(value = {"ready", "prepare"}, abortType = AbortType.BOTH)
                    void check() {}
                    @Condition boolean ready() { return false; }
                    @Action Status prepare() { return Status.SUCCESS; }
                    @Action Status work() { return Status.RUNNING; }
                }"""), source("SelfOnRoot", """
                @BehaviorTree class SelfOnRoot {
                    @Sequence(value = {"armed", "fire"}, abortType = AbortType.SELF)
                    void root() {}
                    @Condition boolean armed() { return true; }
                    @Action Status fire() { return Status.RUNNING; }
                }"""), source("InsideAParallelBranch", """
                @BehaviorTree class InsideAParallelBranch {
                    @Parallel({"branch", "work"}) void root() {}
                    @Selector({"flee", "patrol"}) void branch() {}
                    @Sequence(value = {"hurt", "run"}, abortType = AbortType.LOWER_PRIORITY)
                    void flee() {}
                    @Condition boolean hurt() { return false; }
                    @Action Status run() { return Status.RUNNING; }
                    @Action Status patrol() { return Status.RUNNING; }
                    @Action Status work() { return Status.RUNNING; }
                }"""), source("ThroughADecorator", """
                @BehaviorTree class ThroughADecorator {
                    @Selector({"guarded", "patrol"}) void root() {}
                    @Invert("flee") void guarded() {}
                    @Sequence(value = {"hurt", "run"}, abortType = AbortType.LOWER_PRIORITY)
                    void flee() {}
                    @Condition boolean hurt() { return false; }
                    @Action Status run() { return Status.RUNNING; }
                    @Action Status patrol() { return Status.RUNNING; }
                }"""), source("NamedTwice", """
                @BehaviorTree class NamedTwice {
                    // under the parallel it never fires, under the selector it does
                    @Selector({"pair", "flee", "patrol"}) void root() {}
                    @Parallel(value = {"flee", "work"}, success = Policy.ONE) void pair() {}
                    @Sequence(value = {"hurt", "run"}, abortType = AbortType.LOWER_PRIORITY)
                    void flee() {}
                    @Condition boolean hurt() { return false; }
                    @Action Status run() { return Status.RUNNING; }
                    @Action Status work() { return Status.RUNNING; }
                    @Action Status patrol() { return Status.RUNNING; }
                }"""), source("UsesFighter", """
                @BehaviorTree class UsesFighter {
                    @Selector({"combat", "patrol"}) void root() {}
                    @Subtree final Fighter combat = new Fighter();
                    @Action Status patrol() { return Status.RUNNING; }
                }"""), source("Fighter", """
                /** Its root is meant for the trees that inline it, under a selector here. */
                @BehaviorTree class Fighter {
                    @Sequence(value = {"see", "attack"}, abortType = AbortType.LOWER_PRIORITY)
                    void root() {}
                    @Condition boolean see() { return true; }
                    @Action Status attack() { return Status.RUNNING; }
                }""")));
    }

    /** Nothing to watch at all is UselessAbort's case alone: one warning, not two. */
    @Test
    void anAbortWithoutConditionsIsOnlyUseless() {
        Compilation compilation = Compilers.arborAllowingWarnings().compile(source("NoCondition",
                """
                @BehaviorTree class NoCondition {
                    @Sequence(value = {"idle"}, abortType = AbortType.LOWER_PRIORITY)
                    void root() {}
                    @Action void idle() {}
                }"""));
        assertThat(compilation).succeeded();
        assertEquals(List.of("UselessAbort"), tags(compilation));
    }

    /** Its only condition comes after a child that always fails: nothing it runs is watched. */
    @Test
    void anAbortWhoseConditionsNeverRunIsUseless() {
        JavaFileObject tree = source("ConditionTooLate", """
                @BehaviorTree class ConditionTooLate {
                    @Sequence(value = {"never", "look"}, abortType = AbortType.SELF)
                    void root() {}
                    @AlwaysFail("walk") void never() {}
                    @Action Status walk() { return Status.SUCCESS; }
                    @Condition boolean look() { return true; }
                }""");
        assertWarnings(List.of(tree), new Expected(tree, "[Arbor/UselessAbort] @Sequence root()"
                + " has abortType SELF but no condition of its own that it ever runs (it never"
                + " runs its child 'look'), so nothing is ever watched; give it a condition child"
                + " that it runs, or remove the abortType (suppress with"
                + " @SuppressWarnings(\"arbor:useless-abort\"))", "abortType = AbortType.SELF"),
                new Expected(tree, unreachable("Sequence", "root", "look", "never",
                        alwaysEnds("FAILURE", "root")), "@Sequence(value = {\"never\""));
    }

    /**
     * Nothing runs after it under the composite its entries watch: it is the selector's last
     * child, or it always succeeds in one (and the child after it never runs either); a
     * subtree's root, placed last, is reported on the field.
     */
    @Test
    void aLowerPriorityAbortWithNothingAfterItNeverFires() {
        String flee = """
                    @Sequence(value = {"hurt", "run"}, abortType = AbortType.LOWER_PRIORITY)
                    void flee() {}
                    @Condition boolean hurt() { return false; }
                    @Action Status run() { return Status.RUNNING; }
                    @Action Status patrol() { return Status.RUNNING; }
                """;
        JavaFileObject last = source("FleesLast", "@BehaviorTree class FleesLast {\n"
                + "    @Selector({\"patrol\", \"flee\"}) void root() {}\n" + flee + "}");
        JavaFileObject succeeds = source("FleesAlways", """
                @BehaviorTree class FleesAlways {
                    @Selector({"flee", "patrol"}) void root() {}
                    @Sequence(value = {"calm", "escape"}, abortType = AbortType.LOWER_PRIORITY)
                    void flee() {}
                    @AlwaysSucceed("hurt") void calm() {}
                    @Condition boolean hurt() { return false; }
                    @Action void escape() {}
                    @Action Status patrol() { return Status.RUNNING; }
                }""");
        JavaFileObject fighter = source("Fighter", """
                @BehaviorTree class Fighter {
                    @Sequence(value = {"see", "attack"}, abortType = AbortType.LOWER_PRIORITY)
                    void root() {}
                    @Condition boolean see() { return true; }
                    @Action Status attack() { return Status.RUNNING; }
                }""");
        JavaFileObject inlines = source("FightsLast", """
                @BehaviorTree class FightsLast {
                    @Selector({"patrol", "combat"}) void root() {}
                    @Subtree final Fighter combat = new Fighter();
                    @Action Status patrol() { return Status.RUNNING; }
                }""");
        String watchedByRoot = ", but once it has ended its conditions are watched only by"
                + " @Selector root(), which never runs a child after it: its abort never fires;"
                + " change abortType to NONE";
        assertWarnings(List.of(last, succeeds, fighter, inlines),
                new Expected(last, "[Arbor/LowerPriorityNeverFires] @Sequence flee() has"
                        + " abortType LOWER_PRIORITY" + watchedByRoot + " (remove it), or to SELF"
                        + " to watch its conditions while it runs" + NEVER_FIRES_SUFFIX,
                        "abortType = AbortType.LOWER_PRIORITY)"),
                new Expected(succeeds, "[Arbor/LowerPriorityNeverFires] @Sequence flee() has"
                        + " abortType LOWER_PRIORITY" + watchedByRoot,
                        "abortType = AbortType.LOWER_PRIORITY)"),
                new Expected(succeeds, unreachable("Selector", "root", "patrol", "flee",
                        alwaysEnds("SUCCESS", "root")), "@Selector({\"flee\", \"patrol\"})"),
                new Expected(inlines, "[Arbor/LowerPriorityNeverFires] @Sequence root() of"
                        + " @Subtree combat has abortType LOWER_PRIORITY" + watchedByRoot
                        + " in its class, or name combat where a lower-priority child runs after"
                        + " it" + NEVER_FIRES_SUFFIX, "@Subtree final Fighter combat"));
    }

    /**
     * From the other side: last in a selector whose own abort hands its entries up to one that
     * goes on to a fallback, it fires there.
     */
    @Test
    void aLowerPriorityAbortClimbingToWorkAfterItFires() {
        assertNoWarnings(List.of(source("ClimbsToPatrol", """
                @BehaviorTree class ClimbsToPatrol {
                    @Selector({"mid", "patrol"}) void root() {}
                    @Selector(value = {"ready", "flee"}, abortType = AbortType.LOWER_PRIORITY)
                    void mid() {}
                    @Sequence(value = {"hurt", "run"}, abortType = AbortType.LOWER_PRIORITY)
                    void flee() {}
                    @Condition boolean ready() { return false; }
                    @Condition boolean hurt() { return false; }
                    @Action Status run() { return Status.RUNNING; }
                    @Action Status patrol() { return Status.RUNNING; }
                }""")));
    }

    // ---- ParallelNeverSucceeds: §5.3, a success policy no run can meet

    private static final String NEVER_SUCCEEDS_SUFFIX = " (suppress with"
            + " @SuppressWarnings(\"arbor:parallel-never-succeeds\"))";

    @Test
    void aParallelNeedingEveryChildWithOneThatAlwaysFails() {
        assertOnlyWarning("ParallelNeverSucceeds/AllWithAlwaysFail",
                "[Arbor/ParallelNeverSucceeds] @Parallel root() can never succeed: its success"
                + " policy ALL needs every child to succeed, but its child 'distract' can only end"
                + " with FAILURE; let 'distract' succeed, or write success = ONE if one child"
                + " succeeding is enough" + NEVER_SUCCEEDS_SUFFIX, "\"distract\"})");
    }

    /** Nested, and ONE: an invert over a void action, an UntilFailure without limit, a Repeat. */
    @Test
    void aParallelNeedingOneChildWhenNoneCanSucceed() {
        assertOnlyWarning("ParallelNeverSucceeds/OneNoneSucceeds",
                "[Arbor/ParallelNeverSucceeds] @Parallel race() can never succeed: its success"
                + " policy ONE needs one child to succeed, but none of its children can: each can"
                + " only end with FAILURE or never ends; let one of them succeed"
                + NEVER_SUCCEEDS_SUFFIX, "success = Policy.ONE,");
    }

    /** A count more children than can succeed: one always fails, one never ends. */
    @Test
    void aParallelCountingMoreSuccessesThanItsChildrenCanGive() {
        assertOnlyWarning("ParallelNeverSucceeds/Count",
                "[Arbor/ParallelNeverSucceeds] @Parallel root() can never succeed: its success"
                + " policy successCount = 2 needs 2 of its 3 children to succeed, but only 1 can"
                + " ('stumble' can only end with FAILURE); let 'stumble' succeed, or lower"
                + " successCount to 1" + NEVER_SUCCEEDS_SUFFIX, "successCount = 2");
    }

    @Test
    void aChildSequenceWhoseLastChildAlwaysFails() {
        assertOnlyWarning("ParallelNeverSucceeds/ThroughSequence",
                "[Arbor/ParallelNeverSucceeds] @Parallel both() can never succeed: its success"
                + " policy ALL needs every child to succeed, but its child 'attempt' can only end"
                + " with FAILURE; let 'attempt' succeed, or write success = ONE if one child"
                + " succeeding is enough" + NEVER_SUCCEEDS_SUFFIX,
                "\"attempt\"}, success = Policy.ALL)");
    }

    /** A subtree child ends as its class's root does: here an @AlwaysFail. */
    @Test
    void aSubtreeChildWhoseRootAlwaysFails() {
        assertOnlyWarning("ParallelNeverSucceeds/ThroughSubtree",
                "[Arbor/ParallelNeverSucceeds] @Parallel root() can never succeed: its success"
                + " policy ALL needs every child to succeed, but its child 'lure' can only end"
                + " with FAILURE; let 'lure' succeed, or write success = ONE if one child"
                + " succeeding is enough" + NEVER_SUCCEEDS_SUFFIX, "\"lure\"})");
    }

    @Test
    void parallelNeverSucceedsCanBeSuppressedOnTheMethodOrTheClass() {
        for (String path : List.of("ParallelNeverSucceeds/Suppressed",
                "ParallelNeverSucceeds/SuppressedOnClass")) {
            assertThat(Compilers.arbor().compile(bad(path))).succeededWithoutWarnings();
        }
    }

    /**
     * Parallels that can succeed, or whose children never complete (run beside the others until
     * one fails), or that can never fail: no warning, under -Werror.
     */
    @Test
    void parallelsThatCanSucceedAreNotReported() {
        assertNoWarnings(List.of(source("ForeverBeside", """
                @BehaviorTree class ForeverBeside {
                    // ends only when chase fails: the idiom of a parallel with a repeater
                    @Parallel({"spin", "chase"}) void root() {}
                    @Repeat("turn") void spin() {}
                    @Action Status turn() { return Status.SUCCESS; }
                    @Action Status chase() { return Status.RUNNING; }
                }"""), source("AlwaysFailOverForever", """
                @BehaviorTree class AlwaysFailOverForever {
                    @Parallel({"spin", "chase"}) void root() {}
                    @AlwaysFail("loop") void spin() {}
                    @Repeat("turn") void loop() {}
                    @Action Status turn() { return Status.SUCCESS; }
                    @Action Status chase() { return Status.RUNNING; }
                }"""), source("OneMaySucceed", """
                @BehaviorTree class OneMaySucceed {
                    @Parallel(value = {"bark", "chase"}, success = Policy.ONE) void root() {}
                    @AlwaysFail("noise") void bark() {}
                    @Action Status noise() { return Status.SUCCESS; }
                    @Action Status chase() { return Status.RUNNING; }
                }"""), source("NeverFails", """
                @BehaviorTree class NeverFails {
                    // can never fail: as useful as an @AlwaysSucceed, not reported
                    @Parallel(value = {"wave", "calm"}, success = Policy.ONE,
                            failure = Policy.ALL) void root() {}
                    @Action void wave() {}
                    @AlwaysSucceed("chase") void calm() {}
                    @Action Status chase() { return Status.RUNNING; }
                }"""), source("GuardsCanFail", """
                @BehaviorTree class GuardsCanFail {
                    // While, TimeLimit and FailIfRunning can fail on their own, so each invert
                    // can succeed
                    @Parallel({"whileNot", "timeNot", "runningNot"}) void root() {}
                    @Invert("held") void whileNot() {}
                    @While(value = "wave", condition = "near") void held() {}
                    @Condition boolean near() { return true; }
                    @Invert("timed") void timeNot() {}
                    @TimeLimit(value = "wave", millis = 10) void timed() {}
                    @Invert("caught") void runningNot() {}
                    @FailIfRunning("wave") void caught() {}
                    @Action void wave() {}
                }"""), source("Limits", """
                @BehaviorTree class Limits {
                    // with a limit, these can count up to it and succeed
                    @Parallel({"tries", "rounds"}) void root() {}
                    @UntilFailure(value = "look", maxTries = 3) void tries() {}
                    @Condition boolean look() { return true; }
                    @Repeat(value = "look", times = 2, endOnFailure = true) void rounds() {}
                }""")));
    }

}
