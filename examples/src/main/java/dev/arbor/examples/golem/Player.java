// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

/**
 * The player, walking a fixed script along the golem's path: each leg lasts a number of world
 * steps and moves the player a number of cells per step (0: standing). Scripted, so every run
 * of the demo is the same.
 */
public final class Player {
    /** The legs of the walk: {world steps, cells per step}; after the last, the player stands. */
    static final int[][] WALK = {
        {12, 0},   // stands at 18 while the golem sets off on its patrol
        {10, +1},  // wanders off to 28, out of the golem's mind
        {11, 0},   // stays away
        {6, -2},   // comes back, into sight at 16
        {15, 0},   // stands its ground: the golem comes for it
        {3, +2},   // runs away, to 22
        {11, 0},   // watches from there
        {10, +1},  // and leaves
    };

    /**
     * Where the player is. Public: a golem reloaded by development mode ({@code GolemDemo
     * --dev}) is in another class loader, and no longer in this package's runtime package.
     */
    public int position;
    private int leg;
    private int stepsLeftInLeg = WALK[0][0];

    public Player(int position) {
        this.position = position;
    }

    /** One world step: moves as the current leg says. */
    void step() {
        while (leg < WALK.length && stepsLeftInLeg == 0) {
            leg++;
            stepsLeftInLeg = leg < WALK.length ? WALK[leg][0] : 0;
        }
        if (leg < WALK.length) {
            position += WALK[leg][1];
            stepsLeftInLeg--;
        }
    }
}
