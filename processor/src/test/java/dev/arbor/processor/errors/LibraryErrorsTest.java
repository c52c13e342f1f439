// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertError;
import static dev.arbor.processor.errors.BadSources.bad;

import com.google.testing.compile.Compilation;
import dev.arbor.processor.testing.Compilers;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The node library's attributes and references: each mistake is one error on its value. */
class LibraryErrorsTest {

    @Test
    void decoratorWithAnEmptyChild() {
        assertError("EmptyChild", "[Arbor/EmptyChild] @Repeat again() names an empty child;"
                + " write the name of a node method", "@Repeat(\"\")");
    }

    @Test
    void negativeCount() {
        assertError("NegativeCount", "[Arbor/NegativeCount] @Repeat again() has times = -2, but"
                + " it must be 0 (no limit) or more; write 0 or a positive count", "times = -2");
    }

    @Test
    void unknownConditionSuggestsTheClosestCondition() {
        assertError("UnknownCondition", "[Arbor/UnknownCondition] @If root() asks condition"
                + " 'hasShovl', but UnknownCondition has no method of that name (did you mean"
                + " 'hasShovel'?); declare it as a @Condition method, or name an existing one",
                "condition = \"hasShovl\"");
    }

    @Test
    void conditionThatIsNotAnnotated() {
        assertError("NotACondition/PlainMethod", "[Arbor/NotACondition] @If root() asks"
                + " condition 'helper', but helper() is not a @Condition method; name a @Condition"
                + " method, or annotate a boolean method that takes nothing with @Condition",
                "condition = \"helper\"");
    }

    @Test
    void conditionThatIsATaskField() {
        assertError("NotACondition/TaskField", "[Arbor/NotACondition] @While root() asks"
                + " condition 'drill', but @Task field drill is not a @Condition method: a"
                + " condition answers at once, and a node of another kind may take ticks; name a"
                + " @Condition method, or annotate a boolean method that takes nothing with"
                + " @Condition", "condition = \"drill\"");
    }

    /** §5.8: an async action cannot be asked as a condition: it would have to wait. */
    @Test
    void conditionThatIsAnAsyncAction() {
        assertError("NotACondition/AsyncAction", "[Arbor/NotACondition] @While root() asks"
                + " condition 'reachable', but @Action method reachable() is not a @Condition"
                + " method: a condition answers at once, and a node of another kind may take"
                + " ticks; name a @Condition method, or annotate a boolean method that takes"
                + " nothing with @Condition", "condition = \"reachable\"");
    }

    @Test
    void conditionThatIsAlsoANode() {
        assertError("ConditionIsANode", "[Arbor/ConditionIsANode] @If choose() asks condition"
                + " 'ready', which is also a node of the tree; the condition a node asks is not"
                + " part of the tree: ask another @Condition method", "condition = \"ready\"");
    }

    @Test
    void abortOnWithoutAbortType() {
        assertError("AbortOptionWithoutAbortType/AbortOn",
                "[Arbor/AbortOptionWithoutAbortType] @Sequence"
                + " flee() has abortOn = RELEVANT_CHANGE, but its abortType is NONE, so none of its"
                + " conditions is ever watched; give it an abortType (SELF, LOWER_PRIORITY or"
                + " BOTH), or remove abortOn", "abortOn = AbortTrigger.RELEVANT_CHANGE");
    }

    @Test
    void periodWithoutAbortType() {
        assertError("AbortOptionWithoutAbortType/Period", "[Arbor/AbortOptionWithoutAbortType]"
                + " @Selector root() has reevaluateEvery = 500, but its abortType is NONE, so none"
                + " of its conditions is ever watched; give it an abortType (SELF, LOWER_PRIORITY"
                + " or BOTH), or remove reevaluateEvery", "reevaluateEvery = 500");
    }

    @Test
    void negativePeriod() {
        assertError("NegativePeriod", "[Arbor/NegativePeriod] @Selector root() has"
                + " reevaluateEvery = -1, but a period must be 0 or more; write 0 (every tick) or"
                + " a positive number of milliseconds", "reevaluateEvery = -1");
    }

    @Test
    void watchedCooldownUnderACompositeWithoutAbortType() {
        assertError("UnwatchedCooldown/NoAbortType", "[Arbor/UnwatchedCooldown] @Cooldown"
                + " spinAttack() has watched = true, but its nearest composite, @Selector"
                + " root(), has abortType NONE, so its readiness is never watched; give"
                + " root() an abortType (SELF, LOWER_PRIORITY or BOTH), or remove watched",
                "watched = true");
    }

    @Test
    void watchedCooldownInAParallel() {
        assertError("UnwatchedCooldown/InParallel", "[Arbor/UnwatchedCooldown] @Cooldown"
                + " spin() has watched = true, but its nearest composite, @Parallel root(),"
                + " which no abort watches, so its readiness is never watched; give it a"
                + " @Sequence or @Selector parent with an abortType, or remove watched",
                "watched = true");
    }

    @Test
    void watchedCooldownUnderAPeriod() {
        assertError("WatchedCooldownPeriod", "[Arbor/WatchedCooldownPeriod] @Cooldown spin()"
                + " has watched = true, but its nearest composite, @Selector root(), has"
                + " reevaluateEvery = 250: a readiness calls no method, so a period saves"
                + " nothing; remove reevaluateEvery from root(), or remove watched",
                "watched = true");
    }

    @Test
    void negativeMillis() {
        assertError("NegativeMillis", "[Arbor/NegativeMillis] @Wait rest() has millis = -5, but a"
                + " duration must be 0 or more; write 0 or a positive number of milliseconds",
                "millis = -5");
    }

    @Test
    void randomWeightsOfTheWrongCount() {
        assertError("WeightsCount/RandomInts", "[Arbor/WeightsCount] @RandomSelector root() has"
                + " 3 weights for 2 children; give one weight per child, or none for all 1",
                "weights = {1, 2, 3}");
    }

    @Test
    void weightMethodsOfTheWrongCount() {
        assertError("WeightsCount/WeightMethods", "[Arbor/WeightsCount] @WeightedSelector root()"
                + " has 1 weights for 2 children; give one weight per child", "weights = {\"wa\"}");
    }

    @Test
    void negativeWeightIsReportedOnItsValue() {
        assertError("NegativeWeight", "[Arbor/NegativeWeight] @RandomSequence root() has the"
                + " weight -4 for child 'b'; weights must be 0 or more: write 0 (drawn last) or a"
                + " positive weight", "-4})");
    }

    @Test
    void unknownWeightMethodSuggestsTheClosestName() {
        assertError("UnknownWeight", "[Arbor/UnknownWeight] @WeightedSelector root() names weight"
                + " method 'wantBb', but UnknownWeight has no method of that name (did you mean"
                + " 'wantB'?); declare it, or name an existing method", "\"wantBb\"");
    }

    @Test
    void weightMethodMustAnswerANumber() {
        assertError("WeightSignature/ReturnsString", "[Arbor/WeightSignature] @WeightedSelector"
                + " root() names weight method 'wantB', but wantB() returns java.lang.String; a"
                + " weight method takes nothing (or the tick's time, @Now long), returns int or"
                + " double, is not private or static, and declares no checked exception",
                "\"wantB\"})");
    }

    @Test
    void eventsWhoseConstantsCollide() {
        assertError("EventCollision/Underscore", "[Arbor/EventCollision] @Event wasHit() and"
                + " @Event was_hit() would both be the event constant WAS_HIT; rename one",
                "@dev.arbor.Event");
    }

    @Test
    void eventsThatDifferInCase() {
        assertError("EventCollision/Case", "[Arbor/EventCollision] @Event hit() and @Event HIT()"
                + " would both be the event constant HIT; rename one", "@Event void HIT()");
    }

    @Test
    void eventsThatDifferInADollar() {
        assertError("EventCollision/Dollar", "[Arbor/EventCollision] @Event _hit() and @Event"
                + " $hit() would both be the event constant _HIT; rename one",
                "@Event void $hit()");
    }

    @Test
    void taskFieldWhoseTypeIsNotATask() {
        assertError("TaskType", "[Arbor/TaskType] @Task field drill has type java.lang.Runnable,"
                + " which does not implement dev.arbor.runtime.TaskObject; implement TaskObject"
                + " (update(), and start, end, pause if needed)", "@dev.arbor.Task");
    }

    @Test
    void subtreeFieldWhoseTypeIsNotATree() {
        assertError("SubtreeType", "[Arbor/SubtreeType] @Subtree field notATree has type"
                + " java.lang.StringBuilder, which is not a @BehaviorTree class; annotate that"
                + " class with @BehaviorTree, or use another field", "@dev.arbor.Subtree");
    }

    @Test
    void subtreeWhoseOwnTreeHasErrors() {
        JavaFileObject source = bad("SubtreeInvalid");
        Compilation compilation = Compilers.arbor().compile(source);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[Arbor/SubtreeInvalid] @Subtree field broken"
                + " has type Broken, whose tree has errors; fix them first (they are reported on"
                + " Broken)").inFile(source).onLineContaining("@dev.arbor.Subtree");
        assertThat(compilation).hadErrorContaining("[Arbor/UnknownChild] @Sequence root() names"
                + " child 'missing'").inFile(source).onLineContaining("\"missing\"");
    }

    @Test
    void subtreesThatContainThemselvesPrintTheChain() {
        JavaFileObject source = bad("SubtreeCycle");
        Compilation compilation = Compilers.arbor().compile(source);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContainingMatch("\\[Arbor/SubtreeCycle\\] @Subtree"
                + " field inner closes a cycle of subtrees; a tree cannot contain itself, so"
                + " remove one of these fields:"
                + "\\s+SubtreeCycle\\.inner\\s+-> Inner\\.outer") // javac indents the lines
                .inFile(source).onLineContaining("@dev.arbor.Subtree");
    }

    @Test
    void unknownOtherwiseIsReportedOnItsValue() {
        assertError("UnknownChild/InOtherwise", "[Arbor/UnknownChild] @If root() names child"
                + " 'restt', but InOtherwise has no node method of that name (did you mean"
                + " 'rest'?); name one of its node methods, or annotate the method you meant",
                "otherwise = \"restt\"");
    }

    @Test
    void unknownSwitchOtherwiseIsReportedOnItsValue() {
        assertError("UnknownChild/InSwitch", "[Arbor/UnknownChild] @Switch root() names child"
                + " 'restt', but InSwitch has no node method of that name (did you mean"
                + " 'rest'?); name one of its node methods, or annotate the method you meant",
                "otherwise = \"restt\"");
    }

    @Test
    void switchOnAnUnknownMethodSuggestsTheClosestName() {
        assertError("UnknownSwitchOn", "[Arbor/UnknownSwitchOn] @Switch root() switches on"
                + " 'alertt', but UnknownSwitchOn has no method of that name (did you mean"
                + " 'alert'?); declare a method without parameters that returns int or an enum"
                + " type, or name an existing one", "on = \"alertt\"");
    }

    private static final String SWITCH_ON_FIX = "; the method a Switch asks takes no"
            + " parameters, returns int or an enum type, is no node, is not private or static,"
            + " and declares no checked exception";

    @Test
    void switchOnAMethodReturningLong() {
        assertError("SwitchOnSignature/ReturnsLong", "[Arbor/SwitchOnSignature] @Switch root()"
                + " switches on 'level', but level() returns long" + SWITCH_ON_FIX,
                "on = \"level\"");
    }

    @Test
    void switchOnAMethodTakingParameters() {
        assertError("SwitchOnSignature/TakesParameters", "[Arbor/SwitchOnSignature] @Switch"
                + " root() switches on 'level', but level() takes parameters" + SWITCH_ON_FIX,
                "on = \"level\"");
    }

    @Test
    void switchOnAStaticMethod() {
        assertError("SwitchOnSignature/StaticMethod", "[Arbor/SwitchOnSignature] @Switch"
                + " root() switches on 'level', but level() is static" + SWITCH_ON_FIX,
                "on = \"level\"");
    }

    @Test
    void switchOnANode() {
        assertError("SwitchOnSignature/IsANode", "[Arbor/SwitchOnSignature] @Switch pick()"
                + " switches on 'state', but it is the @Action node method state(), which runs in"
                + " the tree" + SWITCH_ON_FIX, "on = \"state\"");
    }

    @Test
    void switchWithMoreCasesThanChildren() {
        assertError("CasesCount", "[Arbor/CasesCount] @Switch root() has 3 cases for 2 children"
                + " in value; give one case per child of value, in the same order (otherwise"
                + " takes every answer no case matches)", "cases = {\"1\", \"2\",");
    }

    @Test
    void switchCaseThatIsNoConstantOfTheEnum() {
        assertError("UnknownCase", "[Arbor/UnknownCase] @Switch root() has case 'ALRET', but"
                + " enum bad.UnknownCase.Alert has no constant of that name (did you mean"
                + " 'ALERT'?); write the name of one of its constants: CALM, WARY, ALERT",
                "\"ALRET\"");
    }

    @Test
    void switchCaseThatIsNoInt() {
        assertError("MalformedCase", "[Arbor/MalformedCase] @Switch root() has case 'three',"
                + " but ammo() returns int and 'three' is not an int; write a decimal int, such"
                + " as \"3\" or \"-1\"", "\"three\"");
    }

    @Test
    void switchWithAConstantTwice() {
        assertError("DuplicateCase/Constants", "[Arbor/DuplicateCase] @Switch root() has the"
                + " case 'CALM' twice: only the first could ever match; keep one, and give its"
                + " child what the other child did", "\"CALM\"}, value");
    }

    @Test
    void switchWithAnIntTwice() {
        assertError("DuplicateCase/Ints", "[Arbor/DuplicateCase] @Switch root() has the case"
                + " '01' twice (as '1' and '01'): only the first could ever match; keep one, and"
                + " give its child what the other child did", "\"01\"}");
    }

    @Test
    void randomChoiceWithOnlyZeroWeights() {
        assertError("ZeroWeights", "[Arbor/ZeroWeights] @RandomChoice root() has no child of"
                + " positive weight, so it has nothing to draw; give at least one child a weight"
                + " above 0", "weights = {0, 0}");
    }

    @Test
    void randomChoiceWeightsOfTheWrongCount() {
        assertError("WeightsCount/RandomChoice", "[Arbor/WeightsCount] @RandomChoice root() has"
                + " 3 weights for 2 children; give one weight per child, or none for all 1",
                "weights = {1, 2, 3}");
    }

    @Test
    void moreEventsThanATreeCanHold() {
        assertError("TooManyEvents/OwnEvents", "[Arbor/TooManyEvents] OwnEvents has 65 @Event"
                + " methods; a tree can have at most 64: group some events", "@BehaviorTree");
    }

    @Test
    void moreEventsThanATreeCanHoldWithItsSubtrees() {
        assertError("TooManyEvents/WithSubtrees", "[Arbor/TooManyEvents] WithSubtrees has 80"
                + " @Event methods (its subtrees' included); a tree can have at most 64: group"
                + " some events", "@BehaviorTree(root = \"root\")");
    }

    @Test
    void subtreeFromAnotherPackage() {
        assertError(List.of("SubtreePackage/UsesHelper", "SubtreePackage/Helper"),
                "SubtreePackage/UsesHelper", "[Arbor/SubtreePackage] @Subtree field helper has"
                + " type other.Helper from another package; the generated tree calls its node"
                + " methods directly, so keep the subtree class in package bad", "@Subtree");
    }

    // ---- @Wait(millisFrom): exactly one duration, and a method the tree can call

    @Test
    void waitWithoutADuration() {
        assertError("WaitDuration/Neither", "[Arbor/WaitDuration] @Wait rest() gives no duration;"
                + " give exactly one: millis = <milliseconds>, or millisFrom = \"<method>\"",
                "@Wait");
    }

    @Test
    void waitWithTwoDurations() {
        assertError("WaitDuration/Both", "[Arbor/WaitDuration] @Wait rest() gives both millis and"
                + " millisFrom; give exactly one", "millisFrom = \"backoff\"");
    }

    @Test
    void waitFromAnUnknownMethodSuggestsTheClosest() {
        assertError("UnknownDuration", "[Arbor/UnknownDuration] @Wait rest() takes its duration"
                + " from method 'bakoff', but UnknownDuration has no method of that name (did you"
                + " mean 'backoff'?); declare it (long bakoff() { return ...; }), or name an"
                + " existing method", "millisFrom = \"bakoff\"");
    }

    @Test
    void durationMethodMustAnswerLongOrInt() {
        assertError("DurationSignature/ReturnsDouble", "[Arbor/DurationSignature] @Wait rest()"
                + " takes its duration from method 'backoff', but backoff() returns double; a"
                + " duration method takes nothing (or the tick's time, @Now long), returns long or"
                + " int milliseconds, is not private or static, and declares no checked exception",
                "millisFrom = \"backoff\"");
    }

    @Test
    void durationMethodCannotBeStatic() {
        assertError("DurationSignature/StaticMethod", "[Arbor/DurationSignature] @Wait rest()"
                + " takes its duration from method 'backoff', but backoff() is static",
                "millisFrom = \"backoff\"");
    }

    /** Reported on the parameter, as for a leaf (docs/semantics.md §8.1). */
    @Test
    void durationMethodWithAParameter() {
        assertError("CallParameters/DurationParameter", "[Arbor/CallParameters] Duration method"
                + " backoff() cannot take the parameter tries", "long backoff(int tries)");
    }
}
