// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/** The encodings of docs/snapshots.md, apart from any tree. */
class SnapshotSupportTest {

    @Test
    void crc32IsJavasCrc32AtEveryLengthAndOffset() {
        Random random = new Random(32);
        byte[] bytes = new byte[200];
        random.nextBytes(bytes);
        for (int from = 0; from < 9; from++) {
            for (int to = from; to < bytes.length; to++) {
                CRC32 crc = new CRC32();
                crc.update(bytes, from, to - from);
                assertEquals((int) crc.getValue(), SnapshotBytes.crc32(bytes, from, to));
            }
        }
    }

    @Test
    void varintsRoundTripInTheirShortestForm() {
        byte[] buffer = new byte[16];
        int[] ints = {0, 1, 127, 128, 300, 16_383, 16_384, Integer.MAX_VALUE, -1, -2,
                Integer.MIN_VALUE};
        for (int value : ints) {
            int end = SnapshotBytes.putVarInt(buffer, 3, value);
            assertEquals(SnapshotBytes.varIntSize(value), end - 3);
            long read = SnapshotBytes.varInt("T", buffer, 3, end);
            assertEquals(value, (int) (read >>> 32));
            assertEquals(end, (int) read);
            assertEquals(value, SnapshotBytes.unzigzag(SnapshotBytes.zigzag(value)));
        }
        long[] longs = {0, 1, 127, 128, Long.MAX_VALUE, -1, Long.MIN_VALUE, 1L << 62};
        for (long value : longs) {
            int end = SnapshotBytes.putVarLong(buffer, 2, value);
            assertEquals(SnapshotBytes.varLongSize(value), end - 2);
            assertEquals(SnapshotBytes.varLength(buffer, 2), end - 2);
            assertEquals(value, SnapshotBytes.varLong("T", buffer, 2, end));
            assertEquals(value, SnapshotBytes.unzigzag(SnapshotBytes.zigzag(value)));
        }
        assertEquals(0, SnapshotBytes.zigzag(0));
        assertEquals(1, SnapshotBytes.zigzag(-1));
        assertEquals(2, SnapshotBytes.zigzag(1));
    }

    @Test
    void malformedVarintsAreRefused() {
        byte[] overlong = {(byte) 0x80, 0x00};                        // 0, not in its shortest form
        byte[] tooBig = {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x1F}; // 33 bits
        byte[] unfinished = {(byte) 0x80, (byte) 0x80};
        for (byte[] bytes : new byte[][] {overlong, tooBig, unfinished}) {
            IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                    () -> SnapshotBytes.varInt("SomeTree", bytes, 0, bytes.length));
            assertTrue(error.getMessage().startsWith("[Arbor/Snapshot] SomeTree.restore()"
                    + " refused the bytes: corrupt snapshot"), error.getMessage());
        }
    }

    @Test
    void clockReadingsRoundTripWithTheTimersThatHoldNone() {
        // every reading is a reading: MIN_VALUE and MAX_VALUE too, on either side of now
        long[] times = {Long.MIN_VALUE, 5_000_000, -7, 99, Long.MAX_VALUE, 0, 1, 2, 3};
        boolean[] timed = {true, true, true, false, true, true, true, true, true};
        for (long now : new long[] {123_456_789, Long.MIN_VALUE, Long.MAX_VALUE, -1}) {
            byte[] buffer = new byte[SnapshotSlots.timesSize(times, timed, now) + 1];
            int end = SnapshotSlots.putTimes(buffer, 1, times, timed, now);
            assertEquals(buffer.length, end);
            assertEquals(end, SnapshotSlots.checkTimes("T", buffer, 1, end, times.length));
            long[] read = new long[times.length];
            boolean[] readTimed = new boolean[times.length];
            SnapshotSlots.getTimes(buffer, 1, read, readTimed, now);
            assertArrayEquals(timed, readTimed);
            assertArrayEquals(new long[] {Long.MIN_VALUE, 5_000_000, -7, 0, Long.MAX_VALUE, 0, 1,
                2, 3}, read); // the timer without a reading reads as none, and 0
            buffer[2] |= 0x80; // the bit of a 16th timer, of 9
            assertThrows(IllegalArgumentException.class,
                    () -> SnapshotSlots.checkTimes("T", buffer, 1, end, times.length));
        }
    }
}
