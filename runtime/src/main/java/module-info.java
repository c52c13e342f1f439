// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

/**
 * What generated trees and the programs that run them use: package {@code dev.arbor.runtime}
 * (the {@code Tree} interface, clocks, {@code TreeRunner}, tracing), and
 * {@code dev.arbor.runtime.replay} (recording and replay). A module with tree classes
 * requires it; it requires {@code dev.arbor.annotations} transitively, since a tick answers a
 * {@code dev.arbor.Status}.
 *
 * <p>{@code dev.arbor.runtime.internal} is exported too, to every module, and is not API: it
 * holds only what generated tree classes call, and those classes are compiled into the user's
 * module (or the class path), which Arbor cannot name in a qualified export. Its classes may
 * change in any version together with the processor that writes the calls to them; code of
 * your own has no reason to use them (docs/runtime.md).
 */
module dev.arbor.runtime {
    requires transitive dev.arbor.annotations;

    exports dev.arbor.runtime;
    exports dev.arbor.runtime.internal;
    exports dev.arbor.runtime.replay;
}
