// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Report;
import dev.arbor.processor.read.TreeSource;

/** One rule a tree class must keep; reports what breaks it. */
public interface TreeValidator {
    void validate(TreeSource tree, Report report);
}
