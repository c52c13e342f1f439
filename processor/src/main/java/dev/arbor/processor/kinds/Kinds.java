// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/** The registry of node kinds, keyed by annotation: the one list the processor reads. */
public final class Kinds {
    private Kinds() {}

    public static final NodeKind SEQUENCE = new SequenceKind();
    public static final NodeKind SELECTOR = new SelectorKind();
    public static final NodeKind PARALLEL = new ParallelKind();
    public static final NodeKind INVERT = new InvertKind();
    public static final NodeKind CONDITION = new ConditionKind();
    public static final NodeKind ACTION = new ActionKind();
    public static final NodeKind ALWAYS_SUCCEED = new AlwaysSucceedKind();
    public static final NodeKind ALWAYS_FAIL = new AlwaysFailKind();
    public static final NodeKind FAIL_IF_RUNNING = new FailIfRunningKind();
    public static final NodeKind RUNNING_IF_FAIL = new RunningIfFailKind();
    public static final NodeKind REPEAT = new RepeatKind();
    public static final NodeKind UNTIL_SUCCESS = new UntilSuccessKind();
    public static final NodeKind UNTIL_FAILURE = new UntilFailureKind();
    public static final NodeKind LOOP = new LoopKind();
    public static final NodeKind IF = new IfKind();
    public static final NodeKind WAIT = new WaitKind();
    public static final NodeKind COOLDOWN = new CooldownKind();
    public static final NodeKind TIME_LIMIT = new TimeLimitKind();
    public static final NodeKind WHILE = new WhileKind();
    public static final NodeKind EVENT = new EventKind();
    public static final NodeKind RANDOM_SELECTOR = new RandomSelectorKind();
    public static final NodeKind RANDOM_SEQUENCE = new RandomSequenceKind();
    public static final NodeKind WEIGHTED_SELECTOR = new WeightedSelectorKind();
    public static final NodeKind TASK = new TaskKind();
    public static final NodeKind SUBTREE = new SubtreeKind();
    public static final NodeKind SWITCH = new SwitchKind();
    public static final NodeKind RANDOM_CHOICE = new RandomChoiceKind();
    public static final NodeKind RUN_ONCE = new RunOnceKind();
    public static final NodeKind TRY_CATCH = new TryCatchKind();
    public static final NodeKind UTILITY_SELECTOR = new UtilitySelectorKind();
    public static final NodeKind PERMIT = new PermitKind();
    public static final NodeKind SHARED_COOLDOWN = new SharedCooldownKind();

    /** Every kind; a kind's position is its code in generated tables. */
    public static final List<NodeKind> ALL =
            List.of(SEQUENCE, SELECTOR, PARALLEL, CONDITION, ACTION, INVERT, ALWAYS_SUCCEED,
                    ALWAYS_FAIL, FAIL_IF_RUNNING, RUNNING_IF_FAIL, REPEAT, UNTIL_SUCCESS,
                    UNTIL_FAILURE, LOOP, IF, WAIT, COOLDOWN, TIME_LIMIT, WHILE, EVENT,
                    RANDOM_SELECTOR, RANDOM_SEQUENCE, WEIGHTED_SELECTOR, TASK,
                    SUBTREE, SWITCH, RANDOM_CHOICE, RUN_ONCE, TRY_CATCH,
                    UTILITY_SELECTOR, PERMIT, SHARED_COOLDOWN);

    /** The kind whose annotation has this canonical name, or null for any other annotation. */
    public static NodeKind forAnnotation(String canonicalName) {
        for (NodeKind kind : ALL) {
            if (kind.annotation().equals(canonicalName)) {
                return kind;
            }
        }
        return null;
    }

    /** "@Condition, @Action, ... or @Invert": every node annotation, leaves first, for messages. */
    public static String annotationList() {
        List<String> names = ALL.stream()
                .sorted(Comparator.comparing((NodeKind k) -> !k.isLeaf()))
                .map(k -> "@" + k.simpleName()).toList();
        return names.subList(0, names.size() - 1).stream().collect(Collectors.joining(", "))
                + " or " + names.get(names.size() - 1);
    }
}
