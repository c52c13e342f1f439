package dev.arbor.processor.codegen;

import dev.arbor.processor.model.TreeDescriptor;

/**
 * Where a generated tree keeps what changes while it ticks, and the expressions the writers use
 * for it.
 *
 * <p>A tree without parallels has one run stack, so its state is a fixed set of ints known at
 * build time: the top of the stack and, per abort entry, what it watches and its stored result.
 * They are plain fields ({@code top}, {@code watches0}, {@code stored0}, ...): the compiled code
 * reads and writes them without an array's load, bounds check and header, and a tree instance
 * is one object. A tree with parallels indexes its stacks and its parallels' counters by node
 * at run time, so it keeps everything in one {@code int[] state}, laid out by the constants
 * {@code TOP}, {@code ENTRIES} and {@code PARALLEL_STATE}.
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

    /** Abort entry {@code entry}'s stored result and abort type: {@code result << 2 | type}. */
    String stored(int entry) {
        return fields ? "stored" + entry : "state[ENTRIES + " + (2 * entry + 1) + "]";
    }
}
