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
 * UnreachableChild after each kind whose outcome (docs/semantics.md §5.4) ends its parent:
 * children that can never fail in a selector, never succeed in a sequence or a loop, or never
 * end at all; and, from the other side, the kinds that can end either way (on their own, by a
 * refusal, a guard or a condition), after which nothing is said.
 */
class WarningsTestKinds {

    /** Never fails, so a selector never gets past it: Wait, RunningIfFail, Repeat(times > 0). */
    @Test
    void childrenThatNeverFailEndASelector() {
        JavaFileObject waits = tree("AfterWait", "@Selector({\"pause\", \"flee\"})",
                "@Wait(millis = 10) void pause() {}");
        JavaFileObject retries = tree("AfterRunningIfFail", "@Selector({\"retry\", \"flee\"})",
                "@RunningIfFail(\"act\") void retry() {}");
        JavaFileObject repeats = tree("AfterRepeatWithLimit", "@Selector({\"again\", \"flee\"})",
                "@Repeat(value = \"act\", times = 3) void again() {}");
        JavaFileObject tries = tree("AfterUntilSuccessUnlimited",
                "@Selector({\"tries\", \"flee\"})", "@UntilSuccess(\"act\") void tries() {}");
        JavaFileObject parallel = tree("AfterParallelOneAll", "@Selector({\"both\", \"flee\"})",
                "@Parallel(value = {\"wave\", \"nod\"}, success = Policy.ONE,"
                        + " failure = Policy.ALL) void both() {}\n"
                        + "    @Action void wave() {}\n    @Action Status nod() {"
                        + " return Status.FAILURE; }");
        JavaFileObject drawn = tree("AfterRandomSelector", "@Selector({\"any\", \"flee\"})",
                "@RandomSelector({\"wave\", \"act\"}) void any() {}\n    @Action void wave() {}");
        JavaFileObject either = tree("AfterIfWithOtherwise", "@Selector({\"choose\", \"flee\"})",
                "@If(condition = \"near\", value = \"wave\", otherwise = \"wave\") void choose()"
                        + " {}\n    @Action void wave() {}\n    @Condition boolean near() {"
                        + " return true; }");
        assertWarnings(List.of(waits, retries, repeats, tries, parallel, drawn, either),
                atRoot(waits, "Selector", "pause", alwaysEnds("SUCCESS", "root")),
                atRoot(retries, "Selector", "retry", alwaysEnds("SUCCESS", "root")),
                atRoot(repeats, "Selector", "again", alwaysEnds("SUCCESS", "root")),
                atRoot(tries, "Selector", "tries", alwaysEnds("SUCCESS", "root")),
                atRoot(parallel, "Selector", "both", alwaysEnds("SUCCESS", "root")),
                atRoot(drawn, "Selector", "any", alwaysEnds("SUCCESS", "root")),
                atRoot(either, "Selector", "choose", alwaysEnds("SUCCESS", "root")));
    }

    /**
     * Never succeeds, or never ends, so a sequence (or a loop) never gets past it: Repeat and
     * Loop without a limit, UntilFailure without one, a RandomSequence with a child that always
     * fails.
     */
    @Test
    void childrenThatNeverSucceedOrNeverEndEndASequence() {
        JavaFileObject forever = tree("AfterRepeatForever", "@Sequence({\"spin\", \"flee\"})",
                "@Repeat(\"act\") void spin() {}");
        JavaFileObject foreverInSelector = tree("AfterRepeatForeverInSelector",
                "@Selector({\"spin\", \"flee\"})", "@Repeat(\"act\") void spin() {}");
        JavaFileObject untilFailure = tree("AfterUntilFailureUnlimited",
                "@Sequence({\"tries\", \"flee\"})", "@UntilFailure(\"act\") void tries() {}");
        JavaFileObject loop = tree("AfterLoopUnlimited", "@Sequence({\"rounds\", \"flee\"})",
                "@Loop({\"act\", \"act\"}) void rounds() {}");
        JavaFileObject drawn = tree("AfterRandomSequence", "@Sequence({\"all\", \"flee\"})",
                "@RandomSequence({\"act\", \"never\"}) void all() {}\n"
                        + "    @AlwaysFail(\"act\") void never() {}");
        JavaFileObject inLoop = tree("InsideALoop", "@Loop(value = {\"never\", \"flee\"}, times"
                + " = 2)", "@AlwaysFail(\"act\") void never() {}");
        assertWarnings(List.of(forever, foreverInSelector, untilFailure, loop, drawn, inLoop),
                atRoot(forever, "Sequence", "spin", "never ends"),
                atRoot(foreverInSelector, "Selector", "spin", "never ends"),
                atRoot(untilFailure, "Sequence", "tries", alwaysEnds("FAILURE", "root")),
                atRoot(loop, "Sequence", "rounds", alwaysEnds("FAILURE", "root")),
                atRoot(drawn, "Sequence", "all", alwaysEnds("FAILURE", "root")),
                atRoot(inLoop, "Loop", "never", alwaysEnds("FAILURE", "root")));
    }

    /**
     * The kinds that can end either way, after which the next child can run: FAILURE of their
     * own (a Cooldown's refusal, a TimeLimit's and a While's guard, a FailIfRunning catching
     * RUNNING, an If without otherwise), a limit that completes them, a condition, an event, an
     * action returning boolean, a parallel that can fail. No warning, under -Werror.
     */
    @Test
    void kindsThatCanEndEitherWayWarnNothing() {
        String wave = "\n    @Action void wave() {}";
        String near = "\n    @Condition boolean near() { return true; }";
        assertNoWarnings(List.of(
                tree("OkCooldown", "@Selector({\"cool\", \"flee\"})",
                        "@Cooldown(value = \"wave\", millis = 10) void cool() {}" + wave),
                tree("OkTimeLimit", "@Selector({\"timed\", \"flee\"})",
                        "@TimeLimit(value = \"wave\", millis = 10) void timed() {}" + wave),
                tree("OkWhile", "@Selector({\"held\", \"flee\"})",
                        "@While(value = \"wave\", condition = \"near\") void held() {}" + wave
                                + near),
                tree("OkFailIfRunning", "@Selector({\"caught\", \"flee\"})",
                        "@FailIfRunning(\"wave\") void caught() {}" + wave),
                tree("OkIfWithoutOtherwise", "@Selector({\"choose\", \"flee\"})",
                        "@If(condition = \"near\", value = \"wave\") void choose() {}" + wave
                                + near),
                tree("OkRepeatEndOnFailure", "@Selector({\"again\", \"flee\"})",
                        "@Repeat(value = \"act\", times = 3, endOnFailure = true) void again()"
                                + " {}"),
                tree("OkUntilFailureWithLimit", "@Sequence({\"tries\", \"flee\"})",
                        "@UntilFailure(value = \"act\", maxTries = 2) void tries() {}"),
                tree("OkLoopWithLimit", "@Sequence({\"rounds\", \"flee\"})",
                        "@Loop(value = {\"act\"}, times = 2) void rounds() {}"),
                tree("OkRunningIfFailInSequence", "@Sequence({\"retry\", \"flee\"})",
                        "@RunningIfFail(\"act\") void retry() {}"),
                tree("OkWaitInSequence", "@Sequence({\"pause\", \"flee\"})",
                        "@Wait(millis = 10) void pause() {}"),
                tree("OkConditionEventBoolean", "@Selector({\"near\", \"heard\", \"yes\","
                        + " \"flee\"})", "@Event void heard() {}\n    @Action boolean yes() {"
                                + " return false; }" + near),
                tree("OkRandomSelector", "@Selector({\"any\", \"flee\"})",
                        "@RandomSelector({\"act\", \"act\"}) void any() {}"),
                tree("OkWeightedSelector", "@Selector({\"any\", \"flee\"})",
                        "@WeightedSelector(value = {\"act\", \"act\"}, weights = {\"one\","
                                + " \"two\"}) void any() {}\n    int one() { return 1; }\n"
                                + "    int two() { return 2; }"),
                tree("OkParallel", "@Selector({\"both\", \"flee\"})",
                        "@Parallel({\"wave\", \"act\"}) void both() {}" + wave)));
    }

    /**
     * Class {@code name}: {@code root} annotated {@code rootAnnotation}, the given members, the
     * action {@code flee} that every tree here ends with, and {@code act} (either result) when
     * a member names it.
     */
    private static JavaFileObject tree(String name, String rootAnnotation, String members) {
        return source(name, "@BehaviorTree class " + name + " {\n    " + rootAnnotation
                + " void root() {}\n    " + members + "\n"
                + (members.contains("\"act\"")
                        ? "    @Action Status act() { return Status.FAILURE; }\n" : "")
                + "    @Action Status flee() { return Status.SUCCESS; }\n}");
    }

    /** The UnreachableChild on root's annotation: it never runs 'flee', after {@code before}. */
    private static Expected atRoot(JavaFileObject file, String kind, String before,
            String reason) {
        return new Expected(file, unreachable(kind, "root", "flee", before, reason),
                "void root()");
    }
}
