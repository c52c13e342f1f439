// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

/**
 * What a {@link TreeExplorer#check()} explored without breaking a property.
 *
 * @param runs the runs made
 * @param ticks the ticks made in all runs
 * @param properties the properties checked after each tick
 */
public record Exploration(int runs, long ticks, int properties) {
    @Override
    public String toString() {
        return runs + " runs, " + ticks + " ticks, " + properties + " properties held";
    }
}
