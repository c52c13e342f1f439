// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Arity;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Ending;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.kinds.Outcome;
import dev.arbor.processor.kinds.PolicyKind;
import dev.arbor.processor.kinds.ResultKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every kind's outcome rule ({@link NodeKind#ending}), row by row, against docs/semantics.md
 * §5.3 and §5.4: for children that can end with SUCCESS (S), FAILURE (F), either (E) or never
 * complete (N), what the node can end with and how many children it can enter. Every kind of
 * {@link Kinds#ALL} has rows here, so a new kind fails this test until it has some.
 */
class KindEndingsTest {
    private static final Attributes NONE = Attributes.NONE;
    private static final Attributes ABORTS = new Attributes.Aborts(AbortKind.NONE, null);
    private static final Attributes MILLIS = new Attributes.Timed(10, null);
    private static final Attributes CONDITION = new Attributes.Conditional("near", null);
    private static final Attributes WEIGHTS =
            new Attributes.Weights(List.of(), List.of(), null, List.of());

    /** One row: the node's kind and attributes, its children, what it can end with. */
    private record Row(NodeKind kind, Attributes attributes, ResultKind result, String children,
            char outcome, int entered) {}

    private static final List<Row> ROWS = new ArrayList<>();

    private static void row(NodeKind kind, Attributes attributes, String children,
            char outcome, int entered) {
        ROWS.add(new Row(kind, attributes, null, children, outcome, entered));
    }

    /** A decorator: its outcome for a child that is N, S, F and E, in that order. */
    private static void decorator(NodeKind kind, Attributes attributes, String outcomes) {
        for (int i = 0; i < 4; i++) {
            row(kind, attributes, String.valueOf("NSFE".charAt(i)), outcomes.charAt(i), 1);
        }
    }

    private static Attributes counted(int limit, boolean endOnFailure) {
        return new Attributes.Counted(limit, null, endOnFailure);
    }

    private static Attributes switched(boolean otherwise) {
        return new Attributes.Switched("on", null, List.of("1"), null, List.of(), otherwise,
                null);
    }

    private static Attributes weights(Integer... ints) {
        return new Attributes.Weights(List.of(ints), List.of(), null, List.of());
    }

    private static Attributes policies(PolicyKind success, PolicyKind failure) {
        return new Attributes.Policies(success, failure);
    }

    /** Counts over the default policies (success ALL, failure ONE); 0: the policy's. */
    private static Attributes counts(int successCount, int failureCount) {
        return new Attributes.Policies(PolicyKind.ALL, PolicyKind.ONE, successCount,
                failureCount);
    }

    static {
        // §5.4 decorators: child N, S, F, E
        decorator(Kinds.INVERT, NONE, "NFSE");
        decorator(Kinds.ALWAYS_SUCCEED, NONE, "NSSS");
        decorator(Kinds.ALWAYS_FAIL, NONE, "NFFF");
        decorator(Kinds.FAIL_IF_RUNNING, NONE, "FEFE"); // catches RUNNING: FAILURE of its own
        decorator(Kinds.RUNNING_IF_FAIL, NONE, "NSNS"); // a failure yields: it never fails
        decorator(Kinds.REPEAT, counted(0, false), "NNNN"); // no limit: never completes
        decorator(Kinds.REPEAT, counted(3, false), "NSSS"); // a failure counts like a success
        decorator(Kinds.REPEAT, counted(0, true), "NNFF");
        decorator(Kinds.REPEAT, counted(3, true), "NSFE");
        decorator(Kinds.UNTIL_SUCCESS, counted(0, false), "NSNS"); // maxTries 0: never fails
        decorator(Kinds.UNTIL_SUCCESS, counted(2, false), "NSFE");
        decorator(Kinds.UNTIL_FAILURE, counted(0, false), "NNFF"); // maxTries 0: never succeeds
        decorator(Kinds.UNTIL_FAILURE, counted(2, false), "NSFE");
        decorator(Kinds.COOLDOWN, MILLIS, "FEFE"); // refuses: FAILURE of its own
        decorator(Kinds.TIME_LIMIT, MILLIS, "FEFE"); // a guard
        decorator(Kinds.WHILE, CONDITION, "FEFE"); // false on entry, or as a guard
        // §5.1, §5.2
        row(Kinds.SEQUENCE, ABORTS, "SS", 'S', 2);
        row(Kinds.SEQUENCE, ABORTS, "EE", 'E', 2);
        row(Kinds.SEQUENCE, ABORTS, "FE", 'F', 1);
        row(Kinds.SEQUENCE, ABORTS, "NE", 'N', 1);
        row(Kinds.SEQUENCE, ABORTS, "SFE", 'F', 2);
        row(Kinds.SEQUENCE, ABORTS, "EN", 'F', 2);
        row(Kinds.SEQUENCE, ABORTS, "SN", 'N', 2);
        row(Kinds.SELECTOR, ABORTS, "FF", 'F', 2);
        row(Kinds.SELECTOR, ABORTS, "SE", 'S', 1);
        row(Kinds.SELECTOR, ABORTS, "NE", 'N', 1);
        row(Kinds.SELECTOR, ABORTS, "EN", 'S', 2);
        row(Kinds.SELECTOR, ABORTS, "FSE", 'S', 2);
        // §5.3, by policies
        Attributes allOne = policies(PolicyKind.ALL, PolicyKind.ONE);
        row(Kinds.PARALLEL, allOne, "SS", 'S', 2);
        row(Kinds.PARALLEL, allOne, "SF", 'F', 2);
        row(Kinds.PARALLEL, allOne, "EN", 'F', 2);
        row(Kinds.PARALLEL, allOne, "SN", 'N', 2);
        row(Kinds.PARALLEL, allOne, "EE", 'E', 2);
        Attributes oneAll = policies(PolicyKind.ONE, PolicyKind.ALL);
        row(Kinds.PARALLEL, oneAll, "SF", 'S', 2); // fails only once every branch has failed
        row(Kinds.PARALLEL, oneAll, "FF", 'F', 2);
        row(Kinds.PARALLEL, oneAll, "EF", 'E', 2);
        row(Kinds.PARALLEL, oneAll, "NF", 'N', 2);
        Attributes oneOne = policies(PolicyKind.ONE, PolicyKind.ONE);
        row(Kinds.PARALLEL, oneOne, "SF", 'E', 2);
        row(Kinds.PARALLEL, oneOne, "NS", 'S', 2);
        row(Kinds.PARALLEL, oneOne, "NN", 'N', 2);
        Attributes allAll = policies(PolicyKind.ALL, PolicyKind.ALL);
        row(Kinds.PARALLEL, allAll, "SF", 'F', 2); // a mix fails once all are done
        row(Kinds.PARALLEL, allAll, "FN", 'N', 2); // ... so never, while one never is
        row(Kinds.PARALLEL, allAll, "SS", 'S', 2);
        row(Kinds.PARALLEL, allAll, "EE", 'E', 2);
        // §5.3, by counts: S successes and F failures of three children
        Attributes twoOfThree = counts(2, 0); // failure ONE
        row(Kinds.PARALLEL, twoOfThree, "SSF", 'E', 3);
        row(Kinds.PARALLEL, twoOfThree, "SSS", 'S', 3);
        row(Kinds.PARALLEL, twoOfThree, "SFF", 'F', 3); // only one can succeed
        row(Kinds.PARALLEL, twoOfThree, "SSN", 'S', 3);
        Attributes twoTwo = counts(2, 2); // fails as soon as two successes are out of reach
        row(Kinds.PARALLEL, twoTwo, "SSF", 'S', 3); // one failure is not enough
        row(Kinds.PARALLEL, twoTwo, "SFF", 'F', 3);
        row(Kinds.PARALLEL, twoTwo, "EEN", 'E', 3);
        row(Kinds.PARALLEL, twoTwo, "ENN", 'N', 3); // undecided for ever
        Attributes twoAll = new Attributes.Policies(PolicyKind.ALL, PolicyKind.ALL, 2, 0);
        row(Kinds.PARALLEL, twoAll, "SFF", 'F', 3); // fails once all are done
        row(Kinds.PARALLEL, twoAll, "SFN", 'N', 3); // ... so never, while one never is
        Attributes oneOfThree = counts(1, 3); // ONE/ALL written as counts
        row(Kinds.PARALLEL, oneOfThree, "SFF", 'S', 3);
        row(Kinds.PARALLEL, oneOfThree, "FFF", 'F', 3);
        Attributes allButTwo = counts(0, 2); // success ALL, two failures
        row(Kinds.PARALLEL, allButTwo, "SSF", 'F', 3); // a mix fails once all are done
        row(Kinds.PARALLEL, allButTwo, "SSN", 'N', 3);
        row(Kinds.PARALLEL, allButTwo, "EEE", 'E', 3);
        // §5.4 composites
        row(Kinds.LOOP, counted(0, false), "SS", 'N', 2); // times 0: never succeeds
        row(Kinds.LOOP, counted(0, false), "ES", 'F', 2);
        row(Kinds.LOOP, counted(0, false), "FS", 'F', 1);
        row(Kinds.LOOP, counted(2, false), "SS", 'S', 2);
        row(Kinds.LOOP, counted(2, false), "EE", 'E', 2);
        row(Kinds.LOOP, counted(2, false), "SN", 'N', 2);
        row(Kinds.IF, CONDITION, "S", 'E', 1); // without otherwise: FAILURE on false
        row(Kinds.IF, CONDITION, "N", 'F', 1);
        row(Kinds.IF, CONDITION, "SS", 'S', 2);
        row(Kinds.IF, CONDITION, "NN", 'N', 2);
        row(Kinds.IF, CONDITION, "SF", 'E', 2);
        for (NodeKind selector : List.of(Kinds.RANDOM_SELECTOR, Kinds.WEIGHTED_SELECTOR)) {
            row(selector, WEIGHTS, "SF", 'S', 2); // fails only when every child has failed
            row(selector, WEIGHTS, "FF", 'F', 2);
            row(selector, WEIGHTS, "EN", 'S', 2);
            row(selector, WEIGHTS, "EE", 'E', 2);
            row(selector, WEIGHTS, "NN", 'N', 2);
        }
        row(Kinds.RANDOM_SEQUENCE, WEIGHTS, "SS", 'S', 2);
        row(Kinds.RANDOM_SEQUENCE, WEIGHTS, "SF", 'F', 2);
        row(Kinds.RANDOM_SEQUENCE, WEIGHTS, "EN", 'F', 2);
        row(Kinds.RANDOM_SEQUENCE, WEIGHTS, "EE", 'E', 2);
        // §5.4 Switch: the result of the child it enters, any of them; without otherwise, FAILURE
        // of its own for an answer no case matches
        Attributes withOtherwise = switched(true);
        Attributes withoutOtherwise = switched(false);
        row(Kinds.SWITCH, withOtherwise, "SS", 'S', 2);
        row(Kinds.SWITCH, withOtherwise, "SF", 'E', 2);
        row(Kinds.SWITCH, withOtherwise, "NN", 'N', 2);
        row(Kinds.SWITCH, withOtherwise, "NSN", 'S', 3);
        row(Kinds.SWITCH, withoutOtherwise, "SS", 'E', 2);
        row(Kinds.SWITCH, withoutOtherwise, "N", 'F', 1);
        row(Kinds.SWITCH, withoutOtherwise, "FF", 'F', 2);
        // §5.4 RandomChoice: the result of the child it draws; one weighing 0 is never drawn
        row(Kinds.RANDOM_CHOICE, WEIGHTS, "SF", 'E', 2);
        row(Kinds.RANDOM_CHOICE, WEIGHTS, "NS", 'S', 2); // no other child after a failure
        row(Kinds.RANDOM_CHOICE, WEIGHTS, "NN", 'N', 2);
        row(Kinds.RANDOM_CHOICE, weights(1, 0), "SF", 'S', 2);
        row(Kinds.RANDOM_CHOICE, weights(0, 2, 1), "FNS", 'S', 3);
        row(Kinds.RANDOM_CHOICE, weights(0, 2), "SN", 'N', 2);
        // §5.4 UtilitySelector: a selector over the best child still in: it succeeds if a child
        // can, and fails only once every child has failed (a switch interrupts: no result)
        Attributes scored = new Attributes.Scored(List.of("a", "b", "c"), null, List.of(), 0,
                null, 0, null);
        row(Kinds.UTILITY_SELECTOR, scored, "SFF", 'S', 3);
        row(Kinds.UTILITY_SELECTOR, scored, "FFF", 'F', 3);
        row(Kinds.UTILITY_SELECTOR, scored, "FNF", 'N', 3);
        row(Kinds.UTILITY_SELECTOR, scored, "ENF", 'S', 3);
        row(Kinds.UTILITY_SELECTOR, scored, "EEE", 'E', 3);
        row(Kinds.UTILITY_SELECTOR, scored, "NNN", 'N', 3);
        // §5.4 RunOnce: exactly its child's results (a later entry answers one of them)
        decorator(Kinds.RUN_ONCE, new Attributes.Once(false, null), "NSFE");
        // §5.7: its child's results, and FAILURE of its own (no permit; a group cooling down)
        decorator(Kinds.PERMIT, new Attributes.Shared("p", null, "permits",
                "dev.arbor.runtime.Permits"), "FEFE");
        decorator(Kinds.SHARED_COOLDOWN, new Attributes.Shared("g", null, "group",
                "dev.arbor.runtime.CooldownGroup"), "FEFE");
        // §5.4 TryCatch: the block, then the clean-up (the last letter); first with the clean-up
        // run only after a block failure
        Attributes onFailure = new Attributes.CleanUp("c", null, false, null, null);
        row(Kinds.TRY_CATCH, onFailure, "SS", 'S', 1); // the clean-up is never entered
        row(Kinds.TRY_CATCH, onFailure, "FS", 'F', 2); // FAILURE, whatever the clean-up answers
        row(Kinds.TRY_CATCH, onFailure, "FN", 'N', 2); // ... once it completes
        row(Kinds.TRY_CATCH, onFailure, "EE", 'E', 2);
        row(Kinds.TRY_CATCH, onFailure, "NE", 'N', 1);
        row(Kinds.TRY_CATCH, onFailure, "SSN", 'S', 2);
        row(Kinds.TRY_CATCH, onFailure, "SFE", 'F', 3);
        row(Kinds.TRY_CATCH, onFailure, "FSS", 'F', 3); // counts the skipped block child entered
        row(Kinds.TRY_CATCH, onFailure, "NFS", 'N', 1);
        // an interruption calls the clean-up: it can be entered whatever the block ends with
        Attributes onInterrupt = new Attributes.CleanUp("c", null, true, null, null);
        row(Kinds.TRY_CATCH, onInterrupt, "SS", 'S', 2);
        row(Kinds.TRY_CATCH, onInterrupt, "NSS", 'N', 3);
        row(Kinds.TRY_CATCH, onInterrupt, "FS", 'F', 2);
        // leaves
        row(Kinds.CONDITION, NONE, "", 'E', 0);
        row(Kinds.EVENT, NONE, "", 'E', 0);
        row(Kinds.WAIT, MILLIS, "", 'S', 0); // only ever succeeds
        ROWS.add(new Row(Kinds.TASK, NONE, ResultKind.STATUS, "", 'E', 0));
        ROWS.add(new Row(Kinds.ACTION, NONE, ResultKind.VOID, "", 'S', 0)); // void: SUCCESS
        ROWS.add(new Row(Kinds.ACTION, NONE, ResultKind.BOOLEAN, "", 'E', 0));
        ROWS.add(new Row(Kinds.ACTION, NONE, ResultKind.STATUS, "", 'E', 0));
    }

    @Test
    void everyKindEndsAsTheSemanticsSay() {
        List<String> wrong = new ArrayList<>();
        for (Row row : ROWS) {
            Ending ending = row.kind().ending(row.attributes(), row.result(),
                    outcomes(row.children()));
            Ending expected = new Ending(outcome(row.outcome()), row.entered());
            if (!ending.equals(expected)) {
                wrong.add(row.kind().simpleName() + " " + row.attributes() + " over "
                        + row.children() + ": " + ending + ", not " + expected);
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** A new kind must answer: every kind but the subtree (inlined away) has rows here. */
    @Test
    void everyKindHasRows() {
        Set<NodeKind> covered = new LinkedHashSet<>();
        ROWS.forEach(row -> covered.add(row.kind()));
        covered.add(Kinds.SUBTREE);
        assertEquals(List.of(), Kinds.ALL.stream().filter(kind -> !covered.contains(kind))
                .map(NodeKind::simpleName).toList(),
                "kinds without rows here (processor/README.md, \"Adding a node kind\")");
        assertThrows(UnsupportedOperationException.class,
                () -> Kinds.SUBTREE.ending(NONE, null, List.of()));
    }

    /**
     * A child that can do more never lets its parent do less: for every kind, every outcome of
     * up to three children, and each child given one result more, the node's outcome and the
     * children it enters only grow. (What the warnings rest on: they are given where a result is
     * missing, so a rule that shrank as its children grew would warn where a more capable
     * child could run.)
     */
    @Test
    void everyRuleIsMonotone() {
        for (Row row : ROWS) {
            if (row.kind().arity() == Arity.LEAF) {
                continue;
            }
            int max = row.kind().arity() == Arity.DECORATOR ? 1
                    : row.kind() == Kinds.IF ? 2 : 3;
            int min = row.kind() == Kinds.TRY_CATCH ? 2 : 1; // a block child and a clean-up
            for (int n = min; n <= max; n++) {
                for (List<Outcome> children : every(n)) {
                    Ending ending = row.kind().ending(row.attributes(), null, children);
                    assertTrue(ending.entered() >= 1 && ending.entered() <= n, ending::toString);
                    for (int i = 0; i < n; i++) {
                        for (Outcome more : Outcome.values()) {
                            if (more.or(children.get(i)) != more) {
                                continue;
                            }
                            List<Outcome> grown = new ArrayList<>(children);
                            grown.set(i, more);
                            Ending after = row.kind().ending(row.attributes(), null, grown);
                            String what = row.kind().simpleName() + " " + children + " -> "
                                    + grown + ": " + ending + " -> " + after;
                            assertEquals(after.outcome(), after.outcome().or(ending.outcome()),
                                    what);
                            assertTrue(after.entered() >= ending.entered(), what);
                        }
                    }
                }
            }
        }
    }

    private static List<List<Outcome>> every(int n) {
        List<List<Outcome>> all = new ArrayList<>(List.of(List.of()));
        for (int i = 0; i < n; i++) {
            List<List<Outcome>> longer = new ArrayList<>();
            for (List<Outcome> prefix : all) {
                for (Outcome o : Outcome.values()) {
                    List<Outcome> next = new ArrayList<>(prefix);
                    next.add(o);
                    longer.add(next);
                }
            }
            all = longer;
        }
        return all;
    }

    private static List<Outcome> outcomes(String letters) {
        return letters.chars().mapToObj(c -> outcome((char) c)).toList();
    }

    private static Outcome outcome(char letter) {
        return switch (letter) {
            case 'N' -> Outcome.NEVER;
            case 'S' -> Outcome.SUCCESS;
            case 'F' -> Outcome.FAILURE;
            case 'E' -> Outcome.EITHER;
            default -> throw new IllegalArgumentException("not an outcome: " + letter);
        };
    }
}
