// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

/**
 * {@link TreeProperty#neverEnteredWhileRunning(String, String)}: tracks whether one node runs, as
 * the listener hears it.
 */
final class NodesApart implements TreeProperty {
    private final String entered;
    private final String running;
    private final int enteredIndex;
    private final int runningIndex;
    private boolean runs;

    NodesApart(String entered, String running, int enteredIndex, int runningIndex) {
        this.entered = entered;
        this.running = running;
        this.enteredIndex = enteredIndex;
        this.runningIndex = runningIndex;
    }

    @Override
    public String violation(Tick tick) {
        for (Tick.Heard heard : tick.heardList()) {
            if (is(heard, running, runningIndex)) {
                if (heard.what() == Tick.Heard.What.ENTERED) {
                    runs = true;
                } else if (heard.what() == Tick.Heard.What.ENDED) {
                    runs = false;
                }
            }
            if (runs && heard.what() == Tick.Heard.What.ENTERED
                    && is(heard, entered, enteredIndex)) {
                return entered + " was entered at tick " + tick.number() + " while " + running
                        + " ran";
            }
        }
        return null;
    }

    private static boolean is(Tick.Heard heard, String method, int index) {
        return heard.what() != Tick.Heard.What.SERVICE
                && (index >= 0 ? heard.index() == index : heard.node().equals(method));
    }

    @Override
    public void startRun() {
        runs = false;
    }
}
