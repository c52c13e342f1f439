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
 * The warnings through {@code @Subtree} fields: a subtree is inlined where it is named
 * (docs/semantics.md §5.4), so it ends as its class's root does, and a subtree whose root is a
 * condition (directly or under decorators, through further subtrees) is a condition of the
 * composite it is named in, which an {@code abortType} watches.
 */
class WarningsTestSubtrees {
    /** A class whose tree is one condition. */
    private static final JavaFileObject ARMED = source("Armed", """
            @BehaviorTree(root = "armed") class Armed {
                @Condition boolean armed() { return true; }
            }""");
    /** A class whose root is an Invert over a subtree of one condition. */
    private static final JavaFileObject DISARMED = source("Disarmed", """
            @BehaviorTree class Disarmed {
                @Invert("inner") void root() {}
                @Subtree final Armed inner = new Armed();
            }""");
    /** A class whose root always fails. */
    private static final JavaFileObject DECOY = source("Decoy", """
            @BehaviorTree class Decoy {
                @AlwaysFail("noise") void root() {}
                @Action Status noise() { return Status.SUCCESS; }
            }""");

    /** No UselessAbort: SELF, LOWER_PRIORITY and BOTH each watch a subtree of one condition. */
    @Test
    void aSubtreeOfOneConditionIsWatchedLikeACondition() {
        assertNoWarnings(List.of(ARMED, DISARMED, source("WatchesSubtree", """
                @BehaviorTree class WatchesSubtree {
                    @Selector({"guard", "flee", "hold", "rest"}) void root() {}
                    @Sequence(value = {"armed", "fire"}, abortType = AbortType.SELF)
                    void guard() {}
                    @Sequence(value = {"unarmed", "run"}, abortType = AbortType.LOWER_PRIORITY)
                    void flee() {}
                    @Sequence(value = {"twice", "run"}, abortType = AbortType.BOTH)
                    void hold() {}
                    @Subtree final Armed armed = new Armed();
                    @Invert("armed") void unarmed() {}
                    @Subtree final Disarmed twice = new Disarmed();
                    @Action Status fire() { return Status.RUNNING; }
                    @Action Status run() { return Status.RUNNING; }
                    @Action Status rest() { return Status.RUNNING; }
                }""")));
    }

    /** From the other side: a subtree whose root is a composite keeps its conditions. */
    @Test
    void aSubtreeOfACompositeKeepsItsConditions() {
        JavaFileObject fighter = source("Fighter", """
                @BehaviorTree class Fighter {
                    @Sequence({"see", "attack"}) void root() {}
                    @Condition boolean see() { return true; }
                    @Action Status attack() { return Status.RUNNING; }
                }""");
        JavaFileObject watcher = source("WatchesComposite", """
                @BehaviorTree class WatchesComposite {
                    @Sequence(value = {"combat", "rest"}, abortType = AbortType.SELF)
                    void root() {}
                    @Subtree final Fighter combat = new Fighter();
                    @Action Status rest() { return Status.RUNNING; }
                }""");
        assertWarnings(List.of(fighter, watcher), new Expected(watcher, "[Arbor/UselessAbort]"
                + " @Sequence root() has abortType SELF but no condition of its own (a condition"
                + " child, directly or through decorators), so nothing is ever watched; give it a"
                + " condition child, or remove the abortType (suppress with"
                + " @SuppressWarnings(\"arbor:useless-abort\"))", "abortType = AbortType.SELF"));
    }

    /**
     * A subtree whose root always fails ends a sequence, which never runs the child after it;
     * in a selector it does not, nor in a parallel needing one success, where the decoy is the
     * point.
     */
    @Test
    void aSubtreeThatAlwaysFailsEndsASequence() {
        JavaFileObject lures = source("Lures", """
                @BehaviorTree class Lures {
                    @Selector({"ambush", "rest"}) void root() {}
                    @Sequence({"lure", "attack"}) void ambush() {}
                    @Subtree final Decoy lure = new Decoy();
                    @Action Status attack() { return Status.SUCCESS; }
                    @Action Status rest() { return Status.RUNNING; }
                }""");
        assertWarnings(List.of(DECOY, lures), new Expected(lures,
                unreachable("Sequence", "ambush", "attack", "lure", alwaysEnds("FAILURE",
                        "ambush")), "@Sequence({\"lure\", \"attack\"})"));
        assertNoWarnings(List.of(DECOY, source("Distracts", """
                @BehaviorTree class Distracts {
                    @Selector({"lure", "both"}) void root() {}
                    @Parallel(value = {"lure", "attack"}, success = Policy.ONE) void both() {}
                    @Subtree final Decoy lure = new Decoy();
                    @Action Status attack() { return Status.SUCCESS; }
                }""")));
    }
}
