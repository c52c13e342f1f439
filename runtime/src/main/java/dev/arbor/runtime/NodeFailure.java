// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/**
 * Which node of which tree was running when a leaf or hook threw. A generated tree adds one to
 * the exception, as a {@linkplain Throwable#getSuppressed() suppressed} exception, before it
 * rethrows that exception unchanged; so a stack trace, a log line or an error handler can say
 * where in the tree the failure happened:
 *
 * <pre>
 * java.lang.IllegalStateException: out of ammo
 *     at demo.Guard.attack(Guard.java:40)
 *     ...
 *     Suppressed: dev.arbor.runtime.NodeFailure: GuardTree: attack() (node 7) threw; running: root &gt; combat &gt; attack
 * </pre>
 *
 * <p>It carries no stack trace of its own (the exception it is attached to has the one that
 * matters). {@link #of(Throwable)} finds it on an exception.
 */
public final class NodeFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The simple name of the generated tree class. */
    private final String tree;
    /** The pre-order index of the node whose method or hook threw. */
    private final int node;
    /** The name of that node's method. */
    private final String method;
    /** The running nodes when it threw, as {@link Tree#runningPath()} writes them. */
    private final String runningPath;

    /**
     * @param tree the simple name of the generated tree class
     * @param node the pre-order index of the node whose method or hook threw
     * @param method the name of that node's method
     * @param runningPath the running nodes when it threw, as {@link Tree#runningPath()} writes them
     * @throws NullPointerException if a string is null, tagged {@code [Arbor/NullArgument]}
     */
    public NodeFailure(String tree, int node, String method, String runningPath) {
        super(Misuse.notNull(tree, "new NodeFailure", "tree", "pass the tree class's name")
                + ": " + Misuse.notNull(method, "new NodeFailure", "method", "pass the node's"
                        + " method name") + "() (node " + node + ") threw; running: "
                + Misuse.notNull(runningPath, "new NodeFailure", "runningPath", "pass the"
                        + " running path, \"\" for none"), null, false, false);
        this.tree = tree;
        this.node = node;
        this.method = method;
        this.runningPath = runningPath;
    }

    /** The simple name of the generated tree class. */
    public String tree() {
        return tree;
    }

    /** The pre-order index of the node whose method (or one of whose hooks) threw. */
    public int node() {
        return node;
    }

    /** The name of that node's method. */
    public String method() {
        return method;
    }

    /** The running nodes when it threw, from the root down, as {@link Tree#runningPath()}. */
    public String runningPath() {
        return runningPath;
    }

    /**
     * The {@code NodeFailure} a tree attached to {@code failure}, or {@code null}; when trees
     * tick other trees, the innermost one (the first attached).
     *
     * @throws NullPointerException if {@code failure} is null, tagged
     *     {@code [Arbor/NullArgument]}
     */
    public static NodeFailure of(Throwable failure) {
        Misuse.notNull(failure, "NodeFailure.of", "failure", "pass the exception a tree threw");
        for (Throwable t = failure; t != null; t = t.getCause()) {
            for (Throwable suppressed : t.getSuppressed()) {
                if (suppressed instanceof NodeFailure nodeFailure) {
                    return nodeFailure;
                }
            }
        }
        return null;
    }
}
