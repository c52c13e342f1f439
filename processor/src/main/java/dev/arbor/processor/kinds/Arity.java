// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.kinds;

/** How many children a node kind takes. */
public enum Arity {
    /** No children: a condition or an action. */
    LEAF,
    /** Exactly one child ({@code value} is one name). */
    DECORATOR,
    /** One or more ordered children ({@code value} is a list of names). */
    COMPOSITE
}
