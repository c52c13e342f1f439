// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import dev.arbor.processor.kinds.KindId;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The node kinds of the scenario format: each is the lower-case name of a kind of the
 * processor's registry ({@code always_succeed} is {@link KindId#ALWAYS_SUCCEED}), so the
 * scenario writer and the reference interpreter switch over {@link KindId} without a
 * {@code default}, and a kind added to the registry does not compile there until they learn it.
 */
final class ScenarioKinds {
    private ScenarioKinds() {}

    /**
     * The kinds the scenario format has no node for, and why. Every other kind must appear in the
     * scenario files, the random generators and the snapshot trees ({@code KindCoverageTest}).
     */
    static final Map<KindId, String> NOT_IN_SCENARIOS = Map.of(
            KindId.TASK, "a @Task is an action whose code lives in a field's object: it changes"
                    + " where a leaf's method is found, not what the leaf does (it calls, as an"
                    + " action); the library-task golden and LibraryRuntimeTest tick it",
            KindId.SUBTREE, "a @Subtree is inlined when the tree is flattened: what runs is the"
                    + " subtree's own nodes, which are scenario nodes; SubtreeTest ticks it");

    /** The scenario names of every kind the scenario format has. */
    static final List<String> NAMES = Arrays.stream(KindId.values())
            .filter(id -> !NOT_IN_SCENARIOS.containsKey(id)).map(ScenarioKinds::name).toList();

    /** The kind of a scenario node; fails on a name that is no kind the format has. */
    static KindId of(String name) {
        KindId id;
        try {
            id = KindId.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown node kind " + name, e);
        }
        if (NOT_IN_SCENARIOS.containsKey(id) || !name.equals(name(id))) {
            throw new IllegalArgumentException("no scenario node kind " + name);
        }
        return id;
    }

    /** The scenario name of {@code id}: {@code always_succeed}. */
    static String name(KindId id) {
        return id.name().toLowerCase(Locale.ROOT);
    }
}
