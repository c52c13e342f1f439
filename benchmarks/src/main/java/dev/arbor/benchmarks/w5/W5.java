// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks.w5;

import dev.arbor.benchmarks.workload.Workload;
import java.util.List;
import java.util.function.IntFunction;

/** W5's driver constant and its implementations, by name (benchmarks/README.md, W5). */
public final class W5 {
    /** The clock moves 100 ms before each tick. */
    static final long TICK_MILLIS = 100;

    /** Every implementation of W5. */
    public static final List<String> IMPLEMENTATIONS = List.of("arbor", "hand-written", "gdx-ai");

    private W5() {}

    public static IntFunction<Workload> implementation(String name) {
        switch (name) {
            case "arbor": return W5Arbor::new;
            case "hand-written": return W5HandWritten::new;
            case "gdx-ai": return W5Gdx::new;
            default: throw new IllegalArgumentException(name);
        }
    }
}
