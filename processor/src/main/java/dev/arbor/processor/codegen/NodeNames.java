// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.base.GeneratedNames;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Every name of one generated tree that comes from a node method: a constant per node
 * ({@code IS_HURT}), a hand-over method per watchable composite ({@code handOverFlee}), an
 * {@code answerChanged} method per abort entry ({@code answerChangedIsHurt}) and a constant of
 * the {@code Event} enum per event ({@code WAS_HIT}).
 *
 * <p>Node methods may be called anything Java allows, so these names are allocated, each kind
 * by one {@link NameAllocator} that holds every name the writers use for their own members
 * ({@link #FIXED_CONSTANTS}, {@link #FIXED_MEMBERS}): {@code isHurt}, {@code is_hurt} and
 * {@code IS_HURT} give {@code IS_HURT}, {@code IS_HURT_} and {@code IS_HURT__}; a method called
 * {@code NONE} gets {@code NONE_}; a condition whose name yields no letters ({@code $}) gets
 * {@code answerChanged_}. {@link #verify} then checks the class the writers built against those
 * lists, so that a writer that adds a member without listing it here fails every test that
 * generates it, rather than some user's build.
 */
final class NodeNames {
    /**
     * The constants the writers declare for themselves (besides one per node kind, from
     * {@link Kinds}): node constants never take them.
     */
    static final Set<String> FIXED_CONSTANTS = Set.of("INACTIVE", "RUNNING", "SUCCESS",
            "FAILURE", "NONE",
            "DORMANT", "NO_ABORT", "SELF", "LOWER_PRIORITY", "BOTH", "NODES", "COLUMNS", "KIND",
            "PARENT", "END", "STACK", "PARALLEL_ROW", "COMPOSITE", "ABORT", "WATCHABLE",
            "ENTRIES_FROM", "ENTRIES_TO", "STACK_OWNERS", "ENTRY_CONDITIONS", "ENTRY_FIRES", "PARALLELS",
            "PARALLEL_COLUMNS", "BRANCHES", "SUCCESSES_NEEDED", "FAILURES_NEEDED", "TOP",
            "ENTRIES", "SLOT", "SLOT_OF", "ON_CHILD_SUCCESS", "ON_CHILD_SUCCESS_OF",
            "ON_CHILD_FAILURE", "ON_CHILD_FAILURE_OF", "LIMIT", "LIMIT_OF", "CATCHER", "CATCHER_OF",
            "SUCCEEDS", "FAILS", "YIELDS", "COUNTS_TO_SUCCESS", "COUNTS_TO_FAILURE", "DECIDES",
            "NEXT_DRAWN", "TIMER", "TIMER_OF", "DURATIONS", "WEIGHTS",
            "CURSOR", "ENTERING", "SUCCEEDED", "FAILED",
            "INITIAL_STATE", "STATUSES", "NAME", "RUN", "DONE", "YIELD", "NEXT", "FIRST",
            "ON_SUCCESS", "ON_FAILURE", "ROOT_COMPLETES", "STOP", "FIRST_OF", "ON_SUCCESS_OF",
            "ON_FAILURE_OF", "KIND_OF", "PARENT_OF", "METHODS", "TREE_NODES", "EVENT_NODES",
            "UP_ON_SUCCESS", "UP_ON_FAILURE", "UP_ON_SUCCESS_OF", "UP_ON_FAILURE_OF", "END_OF",
            "STACK_OF", "PARALLEL_ROW_OF", "COMPOSITE_OF", "ABORT_OF", "WATCHABLE_OF",
            "ENTRIES_FROM_OF", "ENTRIES_TO_OF", "FRESH",
            // the flags of mode (StateLayout)
            "PAUSED", "TICKING", "LISTENED", "ASLEEP",
            // snapshots
            "LAYOUT_HASH", "SNAPSHOT_LENGTH", "SNAPSHOT_CAPACITY", "SNAPSHOT_MIN", "RESTING",
            "NODE_STATE", "SLOT_ROLES", "ENTRY_WATCHES", "ENTRY_WATCHES_FROM",
            // a move to another version (TreeMigration, §9.1)
            "ABORT_TYPES", "MOVE_ARRAY",
            // a TryCatch's step (§5.4)
            "CLEANS_UP");

    /**
     * The methods and instance fields the writers declare for themselves; one followed by
     * digits is a part of a method split for HotSpot ({@code run0}, {@code nodes1}).
     */
    static final Set<String> FIXED_MEMBERS = Set.of(
            // the Tree interface and the constructor's fields
            "tick", "tickTraced", "reset", "status", "agent", "pause", "resume", "isPaused",
            "raise", "setListener", "listener", "nodes", "runningPath", "clock", "random",
            // the state
            "state", "top", "watches", "answer", "answers", "pending", "expiring", "mode", "side",
            "now", "ticks", "times", "timed", "weights", "pausedAt", "pausedNanos",
            // the run loop and its helpers
            "run", "runTraced", "enter", "complete", "clear", "named", "interruptBelow",
            "callLeaf", "callLeafTraced", "canAnswer", "onStart", "onEnd", "onPause", "pausedOrResumed", "code", "reevaluate",
            "reevaluateTraced",
            "resetEntries", "forget", "handOver", "answerChanged", "abort", "fire", "record",
            "decide", "condition", "order", "askDuration", "matchCase", "drawChild",
            // the parts of large static tables (TableWriter.rows)
            "stackOwners", "parallelRows", "weightRows", "durations", "entryConditions", "entryFires",
            "initialState", "abortEntries",
            // the nodes TreeNodes tells always succeed, split like abortEntries
            "alwaysSucceeding",
            // the inner classes of a very large tree (ClassSpreader): fields part0, part1, ...
            "part",
            "childAt", "counting", "firstRunningBranch", "firedGuardBranch", "nextDrawn",
            // a UtilitySelector's (§5.4)
            "scores", "better", "rescore", "switchChild",
            // a watched Cooldown's (§5.4)
            "recordReadiness",
            // the accessors of the NODES columns
            "kind", "parent", "subtreeEnd", "first", "onSuccess", "onFailure", "upOnSuccess",
            "upOnFailure", "stack", "composite", "abortType", "watchable", "entriesFrom",
            "entriesTo", "parallelRow", "slot", "onChildSuccess", "onChildFailure", "limit",
            "catcher", "timer",
            // snapshots (Tree's, then their helpers and the parts of their tables)
            "layoutHash", "snapshot", "snapshotCapacity", "restore", "snapshotLength",
            "snapshotEntries", "checkEntries", "restoreEntries", "resting", "slotRoles",
            "entryWatches", "entryWatchesFrom",
            // what a move to another version reads (TreeMigration, §9.1)
            "moveLayout", "abortTypes",
            // a TryCatch's clean-up when it is interrupted (§5.4)
            "cleanUp",
            // a tree's services (§5.6)
            "servicesOnEntry", "servicesDue",
            // the objects several trees share, and their settle (§5.7)
            "permits", "groups", "settledByRunner", "settleShared",
            // the stages of async actions (§5.8)
            "stages",
            // the agent's fields (FieldsWriter)
            "agentFields",
            // a parallel's re-asked conditions (§5.3)
            "reAsked", "reask");

    private final TreeDescriptor tree;
    private final boolean byIndex;
    private final String[] constants;
    private final String[] handOvers;
    private final String[] answerChanged;
    private final Map<String, String> events = new LinkedHashMap<>();
    /** The methods named here, by name: {@link #verify} knows them from the writers' own. */
    private final Set<String> nodeMethods = new HashSet<>();

    /**
     * @param sizes beyond {@link Sizes#namedNodes} nodes, the code names nodes by index
     *     ({@code case 4711:}): a constant costs two constant-pool entries (name and value)
     */
    NodeNames(TreeDescriptor tree, Sizes sizes) {
        this.tree = tree;
        this.byIndex = tree.nodes().size() > sizes.namedNodes();
        this.constants = new String[tree.nodes().size()];
        NameAllocator fields = new NameAllocator();
        FIXED_CONSTANTS.forEach(fields::newName);
        Kinds.ALL.forEach(kind -> fields.newName(CodesWriter.kindCode(kind)));
        Map<String, Integer> uses = new HashMap<>();
        for (Node node : tree.nodes()) {
            int use = uses.merge(node.method(), 1, Integer::sum);
            String base = GeneratedNames.nodeConstant(node.method()) + (use > 1 ? "_" + use : "");
            constants[node.index()] = fields.newName(base, node.index());
        }
        NameAllocator methods = new NameAllocator();
        FIXED_MEMBERS.forEach(methods::newName);
        this.handOvers = new String[constants.length];
        for (Node node : tree.nodes()) {
            if (node.watchable()) {
                handOvers[node.index()] = method(methods, "handOver", constants[node.index()]);
            }
        }
        this.answerChanged = new String[tree.entryConditions().size()];
        for (int entry = 0; entry < answerChanged.length; entry++) {
            answerChanged[entry] = method(methods, "answerChanged",
                    constants[tree.entryConditions().get(entry)]);
        }
        NameAllocator enumConstants = new NameAllocator();
        for (String event : tree.events()) {
            events.put(event, enumConstants.newName(GeneratedNames.nodeConstant(event)));
        }
    }

    /**
     * {@code prefix} and the constant in camel case, unless that has the form of a member the
     * writers declare ({@code answerChanged}, {@code answerChanged0}): then with {@code _}
     * between them.
     */
    private String method(NameAllocator methods, String prefix, String constant) {
        String name = prefix + camelCase(constant);
        if (isFixedMember(name)) {
            name = prefix + "_" + camelCase(constant);
        }
        name = methods.newName(name);
        nodeMethods.add(name);
        return name;
    }

    /** A name of {@link #FIXED_MEMBERS}, or one followed by digits. */
    private static boolean isFixedMember(String name) {
        return FIXED_MEMBERS.contains(name.replaceFirst("[0-9]+$", ""));
    }

    /**
     * Part {@code part} of the per-node method {@code method}, split by size:
     * {@code handOverRoot_0} (no name allocated here has an underscore after its prefix's word).
     */
    String part(String method, int part) {
        String name = method + "_" + part;
        nodeMethods.add(name);
        return name;
    }

    /** Whether {@code name} is a per-node method named here ({@code handOverFleeing}). */
    boolean isNodeMethod(String name) {
        return nodeMethods.contains(name);
    }

    /** True when the nodes have no constants: the code names them by index. */
    boolean byIndex() {
        return byIndex;
    }

    /** The constant of node {@code index}, or in a very large tree its index. */
    String of(int index) {
        return byIndex ? String.valueOf(index) : constants[index];
    }

    String of(Node node) {
        return of(node.index());
    }

    /** The label of {@code node}'s block in {@code run()}: its constant, or n4711. */
    String label(Node node) {
        return label(node.index());
    }

    String label(int index) {
        return byIndex ? "n" + index : constants[index];
    }

    /** The constant of {@code node}'s parent, or NONE for the root. */
    String parentOf(Node node) {
        return node.parent() < 0 ? "NONE" : of(node.parent());
    }

    /** The hand-over method of watchable composite {@code node}: {@code handOverFleeing}. */
    String handOver(Node node) {
        return handOvers[node.index()];
    }

    /** The method {@code reevaluate()} calls for {@code entry}: {@code answerChangedIsHurt}. */
    String answerChanged(int entry) {
        return answerChanged[entry];
    }

    /** The constant of the {@code Event} enum for the {@code @Event} method {@code event}. */
    String event(String event) {
        return events.get(event);
    }

    /** {@code IS_HURT} gives {@code IsHurt}; {@code FLEEING_2} gives {@code Fleeing2}. */
    static String camelCase(String constant) {
        StringBuilder name = new StringBuilder();
        for (String word : constant.split("_")) {
            if (!word.isEmpty()) {
                name.append(word.charAt(0)).append(word.substring(1).toLowerCase(Locale.ROOT));
            }
        }
        return name.toString();
    }

    /**
     * Checks the class the writers built: no two fields share a name, no two methods a
     * signature, the enum's constants are unique, and every member not named here is one of
     * the writers' own lists above, which the allocation kept node names clear of. Throws
     * {@link IllegalStateException} otherwise, which the processor reports as an internal
     * error: never a generated class that does not compile.
     */
    void verify(TypeSpec type) {
        Set<String> nodeConstants = byIndex ? Set.of() : Set.of(constants);
        Set<String> fields = new HashSet<>();
        for (FieldSpec field : type.fieldSpecs()) {
            if (!fields.add(field.name())) {
                throw new IllegalStateException("two fields named " + field.name());
            }
            boolean constant = field.modifiers().contains(Modifier.STATIC);
            if (nodeConstants.contains(field.name())) {
                continue;
            }
            boolean listed = constant
                    ? FIXED_CONSTANTS.contains(field.name()) || Kinds.ALL.stream()
                            .anyMatch(kind -> CodesWriter.kindCode(kind).equals(field.name()))
                    : isFixedMember(field.name());
            if (!listed) {
                throw new IllegalStateException("the generated field " + field.name()
                        + " is not listed in NodeNames, so a node could take its name");
            }
        }
        Set<String> signatures = new HashSet<>();
        for (MethodSpec method : type.methodSpecs()) {
            if (method.isConstructor()) {
                continue;
            }
            String signature = method.name() + method.parameters().stream()
                    .map(ParameterSpec::type).map(Object::toString)
                    .collect(Collectors.joining(",", "(", ")"));
            if (!signatures.add(signature)) {
                throw new IllegalStateException("two methods " + signature);
            }
            if (!nodeMethods.contains(method.name()) && !isFixedMember(method.name())) {
                throw new IllegalStateException("the generated method " + method.name()
                        + " is not listed in NodeNames, so a node could take its name");
            }
        }
        for (TypeSpec nested : type.typeSpecs()) {
            if (nested.name().equals(type.name())) {
                throw new IllegalStateException("a nested type named like its class: "
                        + nested.name());
            }
            if (nested.name().equals("Event") && nested.enumConstants().size() != events.size()) {
                throw new IllegalStateException("two events share a constant: " + events);
            }
        }
    }
}
