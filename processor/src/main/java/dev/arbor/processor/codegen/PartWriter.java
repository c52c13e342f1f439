// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.TreeDescriptor;

/**
 * A writer of one part of the generated class: what each reads of the {@link TreeContext},
 * named once here rather than copied out of it by every writer.
 */
abstract class PartWriter {
    final TreeContext context;
    final TreeDescriptor tree;
    final NodeNames names;
    final StateLayout state;
    final EventLoopNeeds needs;
    final AbortAnalysis aborts;
    final Sizes sizes;

    PartWriter(TreeContext context) {
        this.context = context;
        this.tree = context.tree();
        this.names = context.names();
        this.state = context.state();
        this.needs = context.needs();
        this.aborts = context.aborts();
        this.sizes = context.sizes();
    }
}
