// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.List;

/**
 * A TryCatch has a block to try, and, when its interruption runs its clean-up
 * ({@code cleanupOnInterrupt}), a clean-up that can run at once: an {@code @Action} or a
 * {@code @Task}, which is called once (docs/semantics.md §5.4). A clean-up name that does not
 * resolve is the child references' to report.
 */
public final class TryCatchValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (!(node.attributes() instanceof Attributes.CleanUp cleanUp)) {
                continue;
            }
            if (node.children().size() < 2) { // the clean-up is always there: no block
                report.add(node.method(), node.annotation(), cleanUp.blockValue(),
                        Message.TRY_CATCH_BLOCK, node.name());
            }
            NodeMethod cleanup = tree.node(cleanUp.cleanup());
            if (cleanUp.onInterrupt() && cleanup != null && cleanup.kind() != Kinds.ACTION
                    && cleanup.kind() != Kinds.TASK) {
                report.add(node.method(), node.annotation(), cleanUp.cleanupValue(),
                        Message.TRY_CATCH_CLEANUP, node.name(), cleanUp.cleanup(),
                        "@" + cleanup.kind().simpleName() + " " + cleanup.describe());
            }
        }
    }
}
