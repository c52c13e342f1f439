// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.base;

import java.util.Locale;

/**
 * Every diagnostic the processor can print, in one place: the catalogue. Each starts with a
 * stable tag ({@code [Arbor/UnknownChild]}) that users can search for and tests assert on; its
 * text says what is wrong ({@link #problem()}), then how to fix it ({@link #fix()}). Warnings
 * carry the key that {@code @SuppressWarnings("arbor:<key>")} accepts, and say so. The
 * catalogue is printed as docs/diagnostics.md (DiagnosticsDoc, in the test sources, keeps it in
 * sync); every entry has a bad source named after its tag (CatalogueTest).
 */
public enum Message {
    TREE_NOT_A_CLASS("TreeNotAClass",
            "@BehaviorTree cannot be used on %s %s",
            ": put it on a class"),
    TREE_PRIVATE("TreePrivate",
            "@BehaviorTree class %s cannot be private: the generated %s lives in the same"
                    + " package and must reach it",
            "; make it package-private or public"),
    TREE_LOCAL("TreeLocal",
            "@BehaviorTree %s %s cannot be declared inside a method, constructor,"
                    + " initializer or anonymous class: annotation processors are never given such a"
                    + " class, so no tree would be generated",
            "; make it a top-level or static nested class"),
    TREE_INNER("TreeInner",
            "@BehaviorTree class %s cannot be an inner (non-static) class: the generated"
                    + " tree cannot create or reach it",
            "; declare it static"),
    ROOT_NOT_FOUND("RootNotFound",
            "@BehaviorTree root '%s' does not name a node of %s",
            "; annotate a method named '%s' or set @BehaviorTree(root = ...)%s"),
    BAD_TREE_NAME("BadTreeName",
            "@BehaviorTree name '%s' cannot name the generated class: %s",
            "; choose another name, or leave name out for the default %s"),
    UNKNOWN_CHILD("UnknownChild",
            "@%s %s() names child '%s', but %s has no node method of that name%s",
            "; name one of its node methods, or annotate the method you meant"),
    NOT_A_NODE("NotANode",
            "@%s %s() names child '%s', but %s is not a node",
            "; annotate it with %s"),
    NO_CHILDREN("NoChildren",
            "@%s %s() must name at least one child",
            ": list the node methods it runs, in order"),
    CYCLE("Cycle",
            "@%s %s() names '%s', which closes a cycle; a tree cannot contain itself",
            ", so remove one of the references on this path:%n%s"),
    TOO_LARGE("TooLarge",
            "The tree of %s has more than %d nodes once every reference is expanded (a"
                    + " method referenced from two places is two nodes)",
            "; split it or share less"),
    MULTIPLE_NODE_ANNOTATIONS("MultipleNodeAnnotations",
            "%s cannot be annotated with both @%s and @%s: a node has one kind",
            "; keep one of them"),
    OVERLOADED_NODE("OverloadedNode",
            "Node %s is declared more than once in %s; node names must be unique",
            ": rename one of them"),
    PRIVATE_NODE("PrivateNode",
            "@%s %s cannot be private: the generated tree %s it",
            "; make it package-private, protected or public"),
    INACCESSIBLE("Inaccessible",
            "%s is %s, so the generated %s cannot %s it",
            "; %s"),
    STATIC_NODE("StaticNode",
            "@%s %s cannot be static: %s",
            "; remove static"),
    NODE_PARAMETERS("NodeParameters",
            "@%s method %s() cannot have parameters: the tree calls it with none",
            "; read what it needs from the class's fields"),
    CONDITION_RETURN("ConditionReturn",
            "@Condition method %s() must return boolean, not %s",
            "; return true for SUCCESS, false for FAILURE (or make it an @Action)"),
    ACTION_RETURN("ActionReturn",
            "@Action method %s() must return Status, boolean or void, not %s",
            "; return a Status, a boolean (SUCCESS or FAILURE), or nothing (SUCCESS)"),
    COMPOSITE_RETURN("CompositeReturn",
            "@%s method %s() must return void, not %s: its body is never called",
            "; write {}"),
    CHECKED_EXCEPTION("CheckedException",
            "%s %s() cannot declare the checked exception %s: the generated tree cannot"
                    + " handle it",
            "; catch it, or throw an unchecked exception"),
    HOOK_NOT_FOUND("HookNotFound",
            "@Action %s() names %s hook '%s', but %s has no method of that name%s",
            "; declare it, or name an existing method"),
    HOOK_SIGNATURE("HookSignature",
            "@Action %s() names %s hook '%s', but %s",
            "; %s"),
    EMPTY_CHILD("EmptyChild",
            "@%s %s() names an empty child",
            "; write the name of a node method"),
    NEGATIVE_COUNT("NegativeCount",
            "@%s %s() has %s = %d, but it must be 0 (no limit) or more",
            "; write 0 or a positive count"),
    TASK_FIELD("TaskField",
            "@Task field %s is %s, but a task field holds one task object per agent, the same"
                    + " for the agent's life: %s",
            "; declare it final and not static, one object per agent: @Task final %s %s = ..."),
    TASK_TYPE("TaskType",
            "@Task field %s has type %s, which does not implement dev.arbor.runtime.TaskObject",
            "; implement TaskObject (update(), and start, end, pause if needed)"),
    SUBTREE_TYPE("SubtreeType",
            "@Subtree field %s has type %s, which is not a @BehaviorTree class",
            "; annotate that class with @BehaviorTree, or use another field"),
    SUBTREE_PACKAGE("SubtreePackage",
            "@Subtree field %s has type %s from another package; the generated tree calls"
                    + " its node methods directly",
            ", so keep the subtree class in package %s"),
    SUBTREE_CYCLE("SubtreeCycle",
            "@Subtree field %s closes a cycle of subtrees; a tree cannot contain itself",
            ", so remove one of these fields:%n%s"),
    SUBTREE_INVALID("SubtreeInvalid",
            "@Subtree field %s has type %s, whose tree has errors",
            "; fix them first (they are reported on %s)"),
    ABORT_OPTION_WITHOUT_ABORT_TYPE("AbortOptionWithoutAbortType",
            "@%s %s() has %s, but its abortType is NONE, so none of its conditions is ever"
                    + " watched",
            "; give it an abortType (SELF, LOWER_PRIORITY or BOTH), or remove %s"),
    NEGATIVE_PERIOD("NegativePeriod",
            "@%s %s() has reevaluateEvery = %d, but a period must be 0 or more",
            "; write 0 (every tick) or a positive number of milliseconds"),
    UNWATCHED_COOLDOWN("UnwatchedCooldown",
            "@Cooldown %s() has watched = true, but its nearest composite, %s, so its"
                    + " readiness is never watched",
            "; %s, or remove watched"),
    WATCHED_COOLDOWN_PERIOD("WatchedCooldownPeriod",
            "@Cooldown %s() has watched = true, but its nearest composite, %s, has"
                    + " reevaluateEvery = %d: a readiness calls no method, so a period saves"
                    + " nothing",
            "; remove reevaluateEvery from %s(), or remove watched"),
    NEGATIVE_MILLIS("NegativeMillis",
            "@%s %s() has millis = %d, but a duration must be 0 or more",
            "; write 0 or a positive number of milliseconds"),
    WEIGHTS_COUNT("WeightsCount",
            "@%s %s() has %d weights for %d children",
            "; give one weight per child%s"),
    NEGATIVE_WEIGHT("NegativeWeight",
            "@%s %s() has the weight %d for child '%s'; weights must be 0 or more",
            ": write 0 (drawn last) or a positive weight"),
    UNKNOWN_WEIGHT("UnknownWeight",
            "@%s %s() names weight method '%s', but %s has no method of that name%s",
            "; declare it, or name an existing method"),
    WEIGHT_SIGNATURE("WeightSignature",
            "@%s %s() names weight method '%s', but %s",
            "; a weight method takes nothing (or the tick's time, @Now long), returns int or"
                    + " double, is not private or static, and declares no checked exception"),
    EVENT_COLLISION("EventCollision",
            "@Event %s and @Event %s would both be the event constant %s",
            "; rename one"),
    TOO_MANY_EVENTS("TooManyEvents",
            "%s has %d @Event methods%s; a tree can have at most 64",
            ": group some events"),
    UNKNOWN_CONDITION("UnknownCondition",
            "@%s %s() asks condition '%s', but %s has no method of that name%s",
            "; declare it as a @Condition method, or name an existing one"),
    NOT_A_CONDITION("NotACondition",
            "@%s %s() asks condition '%s', but %s is not a @Condition method%s",
            "; name a @Condition method, or annotate a boolean method that takes nothing with"
                    + " @Condition"),
    CONDITION_IS_A_NODE("ConditionIsANode",
            "@%s %s() asks condition '%s', which is also a node of the tree; the condition"
                    + " a node asks is not part of the tree",
            ": ask another @Condition method"),
    GENERATED_NAME_TAKEN("GeneratedNameTaken",
            "@BehaviorTree %s would generate %s, but %s",
            "; set @BehaviorTree(name = ...) to a name no other class has"),
    DIAGRAM_NOT_WRITTEN("DiagramNotWritten",
            "Arbor could not write %s, a diagram of %s: %s",
            "; if another processor or build step writes that file, turn Arbor's diagrams off"
                    + " with -Aarbor.diagrams=false"),
    BAD_OPTION("BadOption",
            "-A%s=%s is not a value of that option",
            "; use one of %s"),
    INTERNAL_ERROR("InternalError",
            "Arbor failed while processing %s",
            "; please report this with the stack trace:%n%s"),
    NEGATIVE_PARALLEL_COUNT("NegativeParallelCount",
            "@Parallel %s() has %s = %d, but a count of branches cannot be negative",
            "; write a count from 1 to %d (its number of children), or 0 to let the %s policy"
                    + " decide"),
    PARALLEL_COUNT_TOO_LARGE("ParallelCountTooLarge",
            "@Parallel %s() has %s = %d, but it has only %d %s, so the count can never be"
                    + " reached",
            "; write a count from 1 to %4$d, or give it more children"),
    PARALLEL_COUNT_AND_POLICY("ParallelCountAndPolicy",
            "@Parallel %s() has both %s = %d and %s = %s, but a count takes the place of the"
                    + " policy of the same side",
            "; keep one of them: remove %4$s, or remove %2$s"),
    RECHECK_WITHOUT_CONDITION("RecheckWithoutCondition",
            "@Parallel %s() has recheckConditions = true, but none of its children is a"
                    + " @Condition method, so nothing would be asked again",
            "; name a @Condition method directly among its children (not under a decorator),"
                    + " or remove recheckConditions"),

    // the tick's time passed to a method (docs/semantics.md §8.1)
    CALL_PARAMETERS("CallParameters",
            "%s %s() cannot take the parameter %s: the tree passes a method it calls nothing, or"
                    + " the tick's time to one @Now long",
            "; remove it and read what it needs from the class's fields, or declare @Now long %s"
                    + " (docs/semantics.md §8.1)"),
    NOW_TYPE("NowType",
            "Parameter %s of %s() is annotated @Now but has type %s: the tick's time is a long"
                    + " (nanoseconds)",
            "; declare it @Now long %1$s"),

    // the tree's onAwake hook (docs/semantics.md §3)
    AWAKE_NOT_FOUND("AwakeNotFound",
            "@BehaviorTree %s names onAwake hook '%s', but %s has no method of that name%s",
            "; declare it (void %2$s() { ... }), or name an existing method"),
    AWAKE_SIGNATURE("AwakeSignature",
            "@BehaviorTree %s names onAwake hook '%s', but %s",
            "; an onAwake hook takes nothing (or the tick's time, @Now long), is not private or"
                    + " static, and declares no checked exception"),

    // a Wait whose duration a method answers (docs/semantics.md §5.4)
    WAIT_DURATION("WaitDuration",
            "@Wait %s() %s",
            "; give exactly one: millis = <milliseconds>, or millisFrom = \"<method>\""),
    UNKNOWN_DURATION("UnknownDuration",
            "@Wait %s() takes its duration from method '%s', but %s has no method of that name%s",
            "; declare it (long %2$s() { return ...; }), or name an existing method"),
    DURATION_SIGNATURE("DurationSignature",
            "@Wait %s() takes its duration from method '%s', but %s",
            "; a duration method takes nothing (or the tick's time, @Now long), returns long or"
                    + " int milliseconds, is not private or static, and declares no checked"
                    + " exception"),

    // @Switch and @RandomChoice
    UNKNOWN_SWITCH_ON("UnknownSwitchOn",
            "@Switch %s() switches on '%s', but %s has no method of that name%s",
            "; declare a method without parameters that returns int or an enum type, or name an"
                    + " existing one"),
    SWITCH_ON_SIGNATURE("SwitchOnSignature",
            "@Switch %s() switches on '%s', but %s",
            "; the method a Switch asks takes no parameters, returns int or an enum type, is no"
                    + " node, is not private or static, and declares no checked exception"),
    CASES_COUNT("CasesCount",
            "@Switch %s() has %d cases for %d children in value",
            "; give one case per child of value, in the same order (otherwise takes every"
                    + " answer no case matches)"),
    UNKNOWN_CASE("UnknownCase",
            "@Switch %s() has case '%s', but enum %s has no constant of that name%s",
            "; write the name of one of its constants: %s"),
    MALFORMED_CASE("MalformedCase",
            "@Switch %s() has case '%s', but %s() returns int and '%s' is not an int",
            "; write a decimal int, such as \"3\" or \"-1\""),
    DUPLICATE_CASE("DuplicateCase",
            "@Switch %s() has the case '%s' twice%s: only the first could ever match",
            "; keep one, and give its child what the other child did"),
    ZERO_WEIGHTS("ZeroWeights",
            "@%s %s() has no child of positive weight, so it has nothing to draw",
            "; give at least one child a weight above 0"),

    // @RunOnce and @TryCatch
    TRY_CATCH_BLOCK("TryCatchBlock",
            "@TryCatch %s() has no block: its value names no child, so there is nothing to try"
                    + " before the clean-up",
            "; list the node methods of the block in value, in order (the clean-up is named by"
                    + " cleanup)"),
    TRY_CATCH_CLEANUP("TryCatchCleanup",
            "@TryCatch %s() runs its clean-up '%s' when it is interrupted (cleanupOnInterrupt),"
                    + " which calls it once, at once, but %s is no @Action or @Task: an"
                    + " interruption cannot run a node over ticks",
            "; name an @Action or a @Task, or set cleanupOnInterrupt = false to run this"
                    + " clean-up only when the block fails"),
    SCORES_COUNT("ScoresCount",
            "@%s %s() has %d score methods for %d children",
            "; name one score method per child, in the order of the children"),
    UNKNOWN_SCORE("UnknownScore",
            "@%s %s() names score method '%s', but %s has no method of that name%s",
            "; declare it, or name an existing method"),
    SCORE_SIGNATURE("ScoreSignature",
            "@%s %s() names score method '%s', but %s",
            "; a score method takes nothing (or the tick's time, @Now long), returns double or"
                    + " int, is not private or static, and declares no checked exception"),
    NEGATIVE_EVERY("NegativeEvery",
            "@%s %s() has every = %d, but the time between two readings must be 0 or more",
            "; write 0 (every tick) or a positive number of milliseconds"),
    BAD_MARGIN("BadMargin",
            "@%s %s() has margin = %s, but a margin must be a finite number, 0 or more",
            "; write 0 (any higher score switches) or a positive number"),

    // @Service (docs/semantics.md §5.6)
    SERVICE_SERVES_NOTHING("ServiceServesNothing",
            "@Service %s() names no node in on, so it never runs",
            "; name the composites or decorators whose branch it serves, or remove @Service"),
    UNKNOWN_SERVED_NODE("UnknownServedNode",
            "@Service %s() serves '%s', but %s has no node method of that name%s",
            "; name a composite or a decorator of the tree, or annotate the method you meant"),
    SERVED_LEAF("ServedLeaf",
            "@Service %s() serves '%s', but %s",
            "; name a node with children (a composite or a decorator), such as the one above it"),
    DUPLICATE_SERVED_NODE("DuplicateServedNode",
            "@Service %s() names '%s' twice in on: a service runs once per node it serves",
            "; keep one"),
    SERVICE_IS_A_NODE("ServiceIsANode",
            "@Service %s() is also a @%s node: a service is no node of the tree",
            "; put @Service on a method of its own, which the node's method may call"),
    SERVICE_SIGNATURE("ServiceSignature",
            "@Service %s() %s",
            "; a service is a void method, named as no other method of the class, that takes"
                    + " nothing (or the tick's time, @Now long), is not private or static, and"
                    + " declares no checked exception"),

    // @Permit and @SharedCooldown (§5.7)
    SHARED_FIELD_NOT_FOUND("SharedFieldNotFound",
            "@%s %s() names field '%s' for its %s, but %s has no field of that name%s",
            "; declare one (static final %7$s %3$s = new %7$s(...)), or name an existing field"),
    SHARED_FIELD_TYPE("SharedFieldType",
            "@%s %s() names field %s for its %s, but its type is %s, not %s",
            "; hold a %6$s in that field, or name the field that does"),
    SHARED_FIELD_NOT_FINAL("SharedFieldNotFinal",
            "@%s %s() names field %s, which is not final: the tree reads it once, when it is"
                    + " made, so an object put there later would not be the one it shares",
            "; declare it final (static final for one object every agent shares, or final and"
                    + " set by the constructor)"),

    // async actions (§5.8)
    ASYNC_RETURN("AsyncReturn",
            "@Action method %s() returns %s, but an async action's stage must complete with a"
                    + " Status, a Boolean or nothing (Void), not %s",
            "; return CompletionStage<Status> (or CompletionStage<Boolean>,"
                    + " CompletionStage<Void>, a CompletableFuture of one of them)"),
    ASYNC_CONDITION("AsyncCondition",
            "@Condition method %s() returns %s: a condition answers within the tick, it cannot"
                    + " wait for work to complete",
            "; make it an @Action (an async action is RUNNING until its stage completes), or"
                    + " return a boolean the agent already knows"),

    BODY_NEVER_RUNS("BodyNeverRuns",
            "@%s method %s() has statements, but its body never runs: the generated tree runs a"
                    + " @%s node itself and never calls the method",
            "; leave the body empty ({}), and put the code in an @Action or one of its hooks",
            "body-never-runs"),
    UNUSED_NODE("UnusedNode",
            "@%s %s is not reachable from the root '%s', so it never runs",
            "; name it as a child of a node of the tree, or delete it",
            "unused-node"),
    USELESS_ABORT("UselessAbort",
            "@%s %s() has abortType %s but no condition of its own%s, so nothing is ever"
                    + " watched",
            "; give it a condition child%s, or remove the abortType",
            "useless-abort"),
    UNREACHABLE_CHILD("UnreachableChild",
            "@%s %s() never runs its child '%s': the child '%s' before it %s",
            "; reorder the children, or remove '%3$s'",
            "unreachable-child"),
    LOWER_PRIORITY_NEVER_FIRES("LowerPriorityNeverFires",
            "@%s %s has abortType %s, but %s: %s never fires",
            "; change abortType to %s",
            "lower-priority-never-fires"),
    PARALLEL_NEVER_SUCCEEDS("ParallelNeverSucceeds",
            "@Parallel %s() can never succeed: its success policy %s needs %s, but %s",
            "; let %s succeed%s",
            "parallel-never-succeeds");

    private final String tag;
    private final String problem;
    private final String fix;
    private final String suppressionKey;

    Message(String tag, String problem, String fix) {
        this(tag, problem, fix, null);
    }

    Message(String tag, String problem, String fix, String suppressionKey) {
        this.tag = tag;
        this.problem = problem;
        this.fix = fix;
        this.suppressionKey = suppressionKey;
    }

    /** The stable tag, e.g. {@code [Arbor/UnknownChild]}. */
    public String tag() {
        return "[Arbor/" + tag + "]";
    }

    /** The tag's name alone, e.g. {@code UnknownChild}: the name of its bad sources. */
    public String tagName() {
        return tag;
    }

    /** True for warnings, which can be suppressed. */
    public boolean isWarning() {
        return suppressionKey != null;
    }

    /** The key for {@code @SuppressWarnings("arbor:<key>")}, or null for errors. */
    public String suppressionKey() {
        return suppressionKey;
    }

    /** What is wrong, as a {@link String#format} pattern. */
    public String problem() {
        return problem;
    }

    /**
     * How to fix it, as a {@link String#format} pattern that goes on from {@link #problem()}
     * (it starts with its own separator: {@code "; declare it static"}).
     */
    public String fix() {
        return fix;
    }

    /**
     * The full text: the tag, what is wrong, how to fix it, and for a warning how to suppress
     * it.
     */
    public String format(Object... args) {
        String text = String.format(Locale.ROOT, problem + fix, args);
        return tag() + " " + text + (isWarning()
                ? " (suppress with @SuppressWarnings(\"arbor:" + suppressionKey + "\"))" : "");
    }
}
