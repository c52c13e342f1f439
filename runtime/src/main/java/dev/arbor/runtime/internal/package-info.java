// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

/**
 * What only generated trees call. Not API: these classes may change between any two versions of
 * Arbor, together with the processor that generates the calls to them. User code has no reason
 * to use them. The module {@code dev.arbor.runtime} exports this package to every module only
 * because a generated tree class is compiled into its user's module, which no qualified export
 * could name (docs/runtime.md, "Modules").
 */
package dev.arbor.runtime.internal;
