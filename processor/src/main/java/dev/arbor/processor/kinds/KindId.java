// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/**
 * One constant per node kind, in {@link Kinds#ALL}'s order: the closed list a writer switches
 * over (without {@code default}) where it must answer for every kind by name, such as the
 * diagrams' BehaviorTree.CPP types and labels. Java 17 cannot switch over the classes of a
 * sealed interface; each kind names itself here ({@link NodeKind#id}), so a kind added here and
 * not taught to such a writer is a compile error of the processor.
 */
public enum KindId {
    SEQUENCE,
    SELECTOR,
    PARALLEL,
    CONDITION,
    ACTION,
    INVERT,
    ALWAYS_SUCCEED,
    ALWAYS_FAIL,
    FAIL_IF_RUNNING,
    RUNNING_IF_FAIL,
    REPEAT,
    UNTIL_SUCCESS,
    UNTIL_FAILURE,
    LOOP,
    IF,
    WAIT,
    COOLDOWN,
    TIME_LIMIT,
    WHILE,
    EVENT,
    RANDOM_SELECTOR,
    RANDOM_SEQUENCE,
    WEIGHTED_SELECTOR,
    TASK,
    SUBTREE,
    SWITCH,
    RANDOM_CHOICE,
    RUN_ONCE,
    TRY_CATCH,
    UTILITY_SELECTOR,
    PERMIT,
    SHARED_COOLDOWN
}
