// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

/** The default error handler of a {@link TreeRunner}: a line at ERROR on the System.Logger. */
enum RunnerLog implements TreeRunner.ErrorHandler {
    INSTANCE;

    static final System.Logger LOG = System.getLogger(TreeRunner.class.getName());

    @Override
    public void failed(Tree tree, RuntimeException exception) {
        Misuse.notNullTree(tree, "ErrorHandler.logging().failed", "pass the tree that failed");
        Misuse.notNull(exception, "ErrorHandler.logging().failed", "exception", "pass what the"
                + " tree threw");
        if (!LOG.isLoggable(System.Logger.Level.ERROR)) {
            return;
        }
        StringBuilder message = new StringBuilder("Tree ").append(TreeRunner.describe(tree))
                .append(" (agent ").append(agent(tree)).append(") threw ").append(exception);
        NodeFailure node = NodeFailure.of(exception);
        if (node != null) { // the node that failed, named by the generated tree
            message.append(" in ").append(node.method()).append("() (node ")
                    .append(node.node()).append("); running: ").append(node.runningPath());
        }
        for (Throwable suppressed : exception.getSuppressed()) {
            if (suppressed != node) {
                message.append("; suppressed: ").append(suppressed);
            }
        }
        message.append(". It stays registered and is ticked again when due.");
        LOG.log(System.Logger.Level.ERROR, message.toString(), exception);
    }

    private static String agent(Tree tree) {
        try {
            return String.valueOf(tree.agent());
        } catch (RuntimeException e) {
            return "unprintable: " + e;
        }
    }

    @Override
    public String toString() {
        return "ErrorHandler.logging()";
    }
}
