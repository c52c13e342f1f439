// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import com.palantir.javapoet.TypeName;
import dev.arbor.processor.model.EmissionPlan;
import dev.arbor.processor.model.TreeDescriptor;

/**
 * Where a generated tree keeps what changes while it ticks ({@link EmissionPlan#layout}), and
 * the expressions the writers use for it.
 *
 * <p>A tree of the core kinds (no parallel, no state of a node's own) has one run stack, so its
 * state is a fixed set of values known at build time: the top of the stack and, per abort entry, what it watches and the answer its
 * condition stored. They are plain fields ({@code int top}, {@code int watches0},
 * {@code boolean answer0}, ...): the compiled code reads and writes them without an array's
 * load, bounds check and header, and a tree instance is one object. The abort type an entry has
 * at each composite it can watch is written into that entry's {@code answerChanged} method, so
 * the fields do not store it.
 *
 * <p>Any other tree keeps everything in one {@code int[] state}, laid out by the constants
 * {@code TOP}, {@code ENTRIES} and the {@code SLOT} column: the generic loop (which runs its
 * traced ticks, and all the ticks of a tree with parallels) indexes stacks, counters and entries
 * by node at run time. There an entry stores {@code result << 2 | type}, because the generic
 * {@code answerChanged} reads the type.
 *
 * <p>In fields, a node is held in the narrowest type that holds every node, NONE and DORMANT
 * ({@link #nodeType}): a {@code byte} up to 128 nodes, so that the 12-node guard keeps its top
 * and both entries in three bytes. Every tree, either way, keeps in one {@code byte mode} the
 * last tick's status (bits 0 and 1) and its flags: {@code PAUSED} (4, as in a snapshot's first
 * byte), {@code TICKING} (8: in a call that refuses re-entrant ones) and {@code LISTENED} (16: a
 * listener is attached), so that {@code tick()} tests them all in one compare; and in one
 * reference, {@code side}, null until used, what only a listener or the report of a failure
 * needs (the runtime's {@code TreeSide}).
 */
final class StateLayout {
    private final boolean fields;
    private final boolean entryArrays;
    private final TypeName nodeType;

    /**
     * @param sizes beyond {@link Sizes#entryFields} abort entries, a tree with one run stack
     *     keeps them in two arrays ({@code int[] watches}, {@code boolean[] answers}) rather than
     *     two fields each: a field costs three constant-pool entries
     */
    StateLayout(EmissionPlan plan, Sizes sizes) {
        this.fields = plan.layout() == EmissionPlan.Layout.FIELDS;
        this.entryArrays = fields && plan.tree().entryConditions().size() > sizes.entryFields();
        int nodes = plan.tree().nodes().size();
        this.nodeType = !fields || nodes > sizes.narrowNodes() ? TypeName.INT
                : nodes <= Byte.MAX_VALUE + 1 ? TypeName.BYTE
                : nodes <= Short.MAX_VALUE + 1 ? TypeName.SHORT : TypeName.INT;
    }

    /**
     * The type of the fields that hold a node (the top of the stack, what each abort entry
     * watches; in fields only): {@code byte}, {@code short} or {@code int}, the narrowest that
     * holds the tree's last node index, NONE (-1) and DORMANT (-2).
     */
    TypeName nodeType() {
        return nodeType;
    }

    /**
     * {@code value}, an int expression that is not a constant, as a value of {@link #nodeType}:
     * cast where that is narrower (a constant, such as a node's, needs no cast).
     */
    String node(String value) {
        if (nodeType.equals(TypeName.INT)) {
            return value;
        }
        return "(" + nodeType + ") " + (value.matches("[\\w$]+") ? value : "(" + value + ")");
    }

    // ---- mode: the last status and the flags, in one byte

    /** A boolean expression: a call that refuses re-entrant ones is running (§7). */
    static final String TICKING = "(mode & TICKING) != 0";

    /** A boolean expression: the tree is paused (§8.4). */
    static final String PAUSED = "(mode & PAUSED) != 0";

    /** The last tick's status code, an int expression. */
    static final String STATUS_CODE = "mode & 3";

    /** The first byte of a snapshot, an int expression: the status code, and 4 when paused. */
    static final String STATUS_AND_PAUSE = "mode & (PAUSED | 3)";

    /**
     * The first byte of a snapshot of a tree with an onAwake hook: also 32 while the hook has
     * not run ({@code ASLEEP}, §3).
     */
    static final String STATUS_PAUSE_AND_SLEEP = "mode & (ASLEEP | PAUSED | 3)";

    /** The first byte of a snapshot of {@code tree}, an int expression. */
    static String firstByte(TreeDescriptor tree) {
        return tree.hasAwakeHook() ? STATUS_PAUSE_AND_SLEEP : STATUS_AND_PAUSE;
    }

    /**
     * The statement that restores the status and pause of a snapshot's first byte,
     * {@code flags} (checked: no other bit set), keeping whether a listener is attached.
     */
    static String restoreStatusAndPause(String flags) {
        return "mode = (byte) (" + flags + " | mode & LISTENED)";
    }

    /**
     * True when a tree with one run stack keeps its abort entries in the arrays
     * {@code watches} and {@code answers} (a very large tree: see {@link Sizes}).
     */
    boolean entriesInArrays() {
        return entryArrays;
    }

    /** True when the state is in named fields, false when it is in {@code int[] state}. */
    boolean inFields() {
        return fields;
    }

    /** The node on top of the main stack. */
    String top() {
        return fields ? "top" : "state[TOP]";
    }

    /** The node on top of the run stack {@code node} lives on (a parallel's branch has its own). */
    String topOf(dev.arbor.processor.model.Node node) {
        return node.stack() == 0 ? top() : "state[TOP + " + node.stack() + "]";
    }

    /** What abort entry {@code entry} watches: a composite, NONE or DORMANT. */
    String watches(int entry) {
        if (entryArrays) {
            return "watches[" + entry + "]";
        }
        return fields ? "watches" + entry : "state[ENTRIES + " + 2 * entry + "]";
    }

    /**
     * Where abort entry {@code entry} keeps what it stored: the field {@code answerN} (true for
     * SUCCESS), or the array element holding {@code result << 2 | type}.
     */
    String stored(int entry) {
        if (entryArrays) {
            return "answers[" + entry + "]";
        }
        return fields ? "answer" + entry : "state[ENTRIES + " + (2 * entry + 1) + "]";
    }

    /** A boolean expression: abort entry {@code entry} stored SUCCESS. */
    String storedSuccess(int entry) {
        return fields ? stored(entry) : "(" + stored(entry) + " >> 2 == SUCCESS)";
    }

    /** The value an abort entry of abort type {@code type} stores when its condition answers. */
    String storedValue(boolean success, String type) {
        return fields ? String.valueOf(success)
                : (success ? "SUCCESS" : "FAILURE") + " << 2 | " + type;
    }

    /**
     * Whether an entry's stored value includes its abort type, which a hand-over then rewrites
     * when the entry moves up under another type (only in {@code int[] state}).
     */
    boolean storesType() {
        return !fields;
    }

    /**
     * The top of run stack {@code stack}, an int expression, in {@code int[] state} (a loop over
     * the stacks; only when not {@link #inFields()}).
     */
    String topAt(String stack) {
        return "state[TOP + " + stack + "]";
    }

    /** What abort entry {@code entry} (an int expression) watches, in {@code int[] state}. */
    String watchesAt(String entry) {
        return "state[ENTRIES + 2 * " + entry + "]";
    }

    /** What abort entry {@code entry} (an int expression) stored, in {@code int[] state}. */
    String storedAt(String entry) {
        return "state[ENTRIES + 2 * " + entry + " + 1]";
    }

    /** The value of an entry that has stored nothing. */
    String nothingStored() {
        return fields ? "false" : "0";
    }
}
