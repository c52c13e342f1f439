package dev.arbor.processor.codegen;

import dev.arbor.processor.model.EmissionPlan;

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
 */
final class StateLayout {
    private final boolean fields;
    private final boolean entryArrays;

    /**
     * @param sizes beyond {@link Sizes#entryFields} abort entries, a tree with one run stack
     *     keeps them in two arrays ({@code int[] watches}, {@code boolean[] answers}) rather than
     *     two fields each: a field costs three constant-pool entries
     */
    StateLayout(EmissionPlan plan, Sizes sizes) {
        this.fields = plan.layout() == EmissionPlan.Layout.FIELDS;
        this.entryArrays = fields && plan.tree().entryConditions().size() > sizes.entryFields();
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
