// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The generator and the two orders generated trees use: SplitMix64 as the tick contract writes
 * it, the weighted random draw, and the stable order by descending weight.
 */
class OrderTest {

    @Test
    void splitMix64GivesTheReferenceSequenceForSeedZero() {
        // the published SplitMix64 outputs for seed 0
        SplitMix64 random = new SplitMix64(0);
        assertEquals(0xE220A8397B1DCDAFL, random.next());
        assertEquals(0x6E789E6AA1B965F4L, random.next());
        assertEquals(0x06C45D188009454FL, random.next());
    }

    @Test
    void drawOrderFollowsTheRunningWeightSums() {
        // weights 2, 1, 1: r = next mod 4 picks child 0 for r in [0, 2), 1 for 2, 2 for 3
        SplitMix64 expected = new SplitMix64(7);
        long first = Long.remainderUnsigned(expected.next(), 4);
        int[] out = new int[4];
        TreeSupport.drawOrder(new SplitMix64(7), new int[] {9, 2, 1, 1}, 1, 3, out, 1);
        int picked = first < 2 ? 0 : first == 2 ? 1 : 2;
        assertEquals(picked, out[1]);
        assertEquals(0, out[0], "nothing written before `at`");
        assertEquals(3, java.util.stream.IntStream.of(out).skip(1).distinct().count());
    }

    @Test
    void zeroWeightsComeLastInDeclaredOrderAndTheLastPositiveIsPlacedWithoutADraw() {
        SplitMix64 random = new SplitMix64(1);
        int[] out = new int[3];
        TreeSupport.drawOrder(random, new int[] {0, 5, 0}, 0, 3, out, 0);
        assertArrayEquals(new int[] {1, 0, 2}, out);
        assertEquals(new SplitMix64(1).next(), random.next(), "no draw was made");
    }

    @Test
    void orderByWeightIsDescendingAndStable() {
        int[] out = new int[6];
        TreeSupport.orderByWeight(new double[] {1, 3, 3, -1, 2.5}, 5, out, 1);
        assertArrayEquals(new int[] {0, 1, 2, 4, 0, 3}, out);
    }

    /** The comparison the sort uses agrees with Double.compare on every pair, odd values too. */
    @Test
    void lighterIsDoubleCompareBelowZero() {
        double[] values = {Double.NEGATIVE_INFINITY, -Double.MAX_VALUE, -1, -Double.MIN_VALUE, -0.0,
            0.0, Double.MIN_VALUE, 1, 2.5, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NaN,
            Double.longBitsToDouble(0x7ff8000000000001L)};
        for (double a : values) {
            for (double b : values) {
                assertEquals(Double.compare(a, b) < 0, TreeSupport.lighter(a, b), a + " vs " + b);
            }
        }
    }

    @Test
    void zerosOfBothSignsAndNaNOrderAsDoubleCompareSays() {
        int[] out = new int[4];
        TreeSupport.orderByWeight(new double[] {-0.0, Double.NaN, 0.0, 0.0}, 4, out, 0);
        assertArrayEquals(new int[] {1, 2, 3, 0}, out); // NaN heaviest, then +0.0 (stable), -0.0
    }
}
