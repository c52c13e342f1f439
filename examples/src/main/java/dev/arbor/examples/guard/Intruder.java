// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.guard;

import java.util.Random;

/** An intruder that wanders into the corridor, moves about, and leaves. Seeded: every run is the same. */
public final class Intruder {
    private final Random random;
    boolean present;
    int position = 20;
    int health = 60;
    private int restUntil;

    public Intruder(long seed) {
        this.random = new Random(seed);
    }

    /** One tick of the world: the intruder comes, wanders, leaves, or hits a guard next to it. */
    void step(int tick, Guard guard) {
        this.tick = tick;
        if (present && Math.abs(position - guard.position) <= 1) {
            guard.health -= 12;
            return;
        }
        if (!present) {
            if (tick >= restUntil && random.nextInt(4) == 0) {
                present = true;
                position = 12 + random.nextInt(9);
                health = 100;
            }
            return;
        }
        position = Math.max(0, Math.min(20, position + random.nextInt(3) - 1));
        if (random.nextInt(30) == 0) {
            flee();
        }
    }

    private int tick;

    void flee() {
        present = false;
        restUntil = tick + 12; // stays away for three seconds at least
    }

    @Override
    public String toString() {
        return present ? "intruder at " + position + " (hp " + health + ")" : "no intruder";
    }
}
