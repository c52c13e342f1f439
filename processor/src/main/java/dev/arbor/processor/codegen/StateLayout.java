package dev.arbor.processor.codegen;

import dev.arbor.processor.model.TreeDescriptor;

/**
 * Where a generated tree keeps what changes while it ticks, and the expressions the writers use
 * for it.
 *
 * <p>A tree without parallels has one run stack, so its state is a fixed set of ints known at
 * build time: the top of the stack and, per abort entry, what it watches and the answer its
 * condition stored. They are plain fields ({@code top}, {@code watches0}, {@code answer0}, ...),
 * the stored answer a {@code boolean} (true for SUCCESS): the compiled code
 * reads and writes them without an array's load, bounds check and header, and a tree instance
 * is one object. The abort type an entry has at each composite it can watch is written into
 * that entry's {@code answerChanged} method, so these fields do not store it. A tree with
 * parallels indexes its stacks and its parallels' counters by node
 * at run time, so it keeps everything in one {@code int[] state}, laid out by the constants
 * {@code TOP}, {@code ENTRIES} and {@code PARALLEL_STATE}; there an entry's stored int is
 * {@code result << 2 | type}, because the generic {@code answerChanged} reads the type.
 */
final class StateLayout {
    private final boolean fields;

    StateLayout(TreeDescriptor tree) {
        this.fields = !tree.hasParallels();
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
        return fields ? "watches" + entry : "state[ENTRIES + " + 2 * entry + "]";
    }

    /**
     * Where abort entry {@code entry} keeps what it stored: the field {@code answerN} (true for
     * SUCCESS), or the array element holding {@code result << 2 | type}.
     */
    String stored(int entry) {
        return fields ? "answer" + entry : "state[ENTRIES + " + (2 * entry + 1) + "]";
    }

    /** A boolean expression: abort entry {@code entry} stored SUCCESS. */
    String storedSuccess(int entry) {
        return fields ? stored(entry) : "(" + stored(entry) + " >> 2 == SUCCESS)";
    }

    /** The value abort entry {@code entry} stores for {@code result} under abort type {@code type}. */
    String storedValue(String result, String type) {
        return fields ? String.valueOf(result.equals("SUCCESS")) : result + " << 2 | " + type;
    }

    /** The value of an entry that has stored nothing. */
    String nothingStored() {
        return fields ? "false" : "0";
    }
}
