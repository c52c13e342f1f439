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
}
