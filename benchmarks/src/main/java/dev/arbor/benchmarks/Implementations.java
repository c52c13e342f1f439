// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.benchmarks;

import dev.arbor.benchmarks.w1.W1Arbor;
import dev.arbor.benchmarks.w1.W1Gdx;
import dev.arbor.benchmarks.w1.W1HandWritten;
import dev.arbor.benchmarks.w2.W2Arbor;
import dev.arbor.benchmarks.w2.W2Gdx;
import dev.arbor.benchmarks.w2.W2HandWritten;
import dev.arbor.benchmarks.w2.W2MethodWalker;
import dev.arbor.benchmarks.w2.W2Reflective;
import dev.arbor.benchmarks.w4.W4Arbor;
import dev.arbor.benchmarks.w4.W4Gdx;
import dev.arbor.benchmarks.w4.W4HandWritten;
import dev.arbor.benchmarks.workload.Workload;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Every implementation of every workload, by name: the one place that knows them all, so it sits
 * above the workload packages (which know only {@code workload} and {@code gdx}), beside the
 * drivers that use it.
 */
public final class Implementations {
    public static final List<String> W1 = List.of("arbor", "hand-written", "gdx-ai");
    public static final List<String> W2 = List.of("arbor", "hand-written", "method-walker", "gdx-ai",
            "reflective");
    public static final List<String> W4 = List.of("arbor", "hand-written", "gdx-ai");

    private Implementations() {}

    public static IntFunction<Workload> w1(String implementation) {
        switch (implementation) {
            case "arbor": return W1Arbor::new;
            case "hand-written": return W1HandWritten::new;
            case "gdx-ai": return W1Gdx::new;
            default: throw new IllegalArgumentException(implementation);
        }
    }

    public static IntFunction<Workload> w2(String implementation) {
        switch (implementation) {
            case "arbor": return W2Arbor::new;
            case "hand-written": return W2HandWritten::new;
            case "gdx-ai": return W2Gdx::new;
            case "reflective": return W2Reflective::new;
            case "method-walker": return W2MethodWalker::new;
            default: throw new IllegalArgumentException(implementation);
        }
    }

    public static IntFunction<Workload> w4(String implementation) {
        switch (implementation) {
            case "arbor": return W4Arbor::new;
            case "hand-written": return W4HandWritten::new;
            case "gdx-ai": return W4Gdx::new;
            default: throw new IllegalArgumentException(implementation);
        }
    }
}
