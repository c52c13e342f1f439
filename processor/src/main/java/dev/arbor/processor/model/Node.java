package dev.arbor.processor.model;

/**
 * One row of the flattened tree (SEMANTICS §2): a position in the tree, numbered in pre-order.
 *
 * @param index the node's pre-order index; the root is 0
 * @param kind what the node is
 * @param method the name of the node method it came from
 * @param parent the parent's index, or -1 for the root
 * @param composite the nearest composite ancestor (a decorator would pass its parent's through),
 *     or -1
 * @param end the first index after this node's subtree, so j is a descendant of i iff
 *     {@code i < j && j < end(i)}
 * @param stack the run stack the node lives on: 0 for the main stack, one more per parallel branch
 * @param abortType the abort type of a sequence or selector, NONE otherwise
 * @param entriesFrom the number of abort entries whose condition precedes this node in pre-order
 * @param entriesTo the number of abort entries whose condition precedes this node's subtree end,
 *     so the entries in the subtree are {@code [entriesFrom, entriesTo)}
 * @param parallelRow for a parallel, its row in the parallel table; -1 otherwise
 * @param watchable for a sequence or selector, whether an abort entry can ever watch it, so
 *     that its end needs the bookkeeping of SEMANTICS §6.3
 * @param first where running this node starts: itself for a leaf or a parallel, else its
 *     first child's {@code first} (entering a sequence or selector has no effect of its own)
 * @param onSuccess where a tick goes when this node completes SUCCESS; see {@link #jump}
 * @param onFailure where a tick goes when this node completes FAILURE; see {@link #jump}
 * @param leaf for a leaf, what its method returns and which hooks it has; null otherwise
 */
public record Node(int index, NodeKind kind, String method, int parent, int composite, int end,
        int stack, AbortKind abortType, int entriesFrom, int entriesTo, int parallelRow,
        boolean watchable, int first, int onSuccess, int onFailure, LeafCall leaf) {

    /** Jump value: the root completes with the result. */
    public static final int ROOT_COMPLETES = -1;
    /** Jump values below this stop at node {@code STOP - value}: its parent acts by the general rules. */
    public static final int STOP = -2;

    /**
     * Encodes a jump: the completion of a node with a result climbs through every sequence and
     * selector that completes with the same result and has no effect of its own (no abort entry
     * can watch it), and ends at one of: a node to run next (≥ 0: the first of the next
     * sibling's subtree), the root completing ({@link #ROOT_COMPLETES}), or a stop
     * ({@code STOP - x}): node x completed and its parent, a parallel or a composite that ends
     * with §6.3 bookkeeping, must act by the general rules.
     */
    public static int stopAt(int node) {
        return STOP - node;
    }

    /** True if this condition has an abort entry (its composite watches it). */
    public boolean hasEntry() {
        return kind == NodeKind.CONDITION && entriesTo > entriesFrom;
    }
}
