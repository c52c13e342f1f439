// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.LongSerializer;
import org.apache.flink.api.common.typeutils.base.StringSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

/**
 * The keeper's format across versions: state written in format 1 (before a key's last activity
 * was kept) is migrated by Flink, read by a format-1 serializer and written in format 2.
 */
class KeeperSerializerTest {
    private static Keeper<Long, String> keeper() {
        Keeper<Long, String> keeper = new Keeper<>();
        keeper.agent = 42L;
        keeper.nextTick = 1000;
        keeper.lastInput = 910;
        keeper.lastActive = 960;
        keeper.snapshot = new byte[] {1, 2, 3};
        keeper.snapshotLength = 3;
        keeper.hold(1200, "ahead");
        return keeper;
    }

    private static <T> byte[] write(TypeSerializer<T> serializer, T value) throws Exception {
        DataOutputSerializer out = new DataOutputSerializer(64);
        serializer.serialize(value, out);
        return out.getCopyOfBuffer();
    }

    @Test
    void formatTwoKeepsTheLastActivityAndEverythingElse() throws Exception {
        var serializer = new KeeperSerializer<>(LongSerializer.INSTANCE, StringSerializer.INSTANCE);
        Keeper<Long, String> read = serializer.deserialize(
                new DataInputDeserializer(write(serializer, keeper())));
        assertEquals(42L, read.agent);
        assertEquals(1000, read.nextTick);
        assertEquals(910, read.lastInput);
        assertEquals(960, read.lastActive);
        assertArrayEquals(new byte[] {1, 2, 3}, read.snapshot);
        assertEquals(1, read.pendingCount);
        assertEquals("ahead", read.pendingRecord(0));
        assertEquals(960, serializer.copy(keeper()).lastActive);
    }

    @Test
    void stateOfFormatOneIsMigratedItsLastActivityUnknown() throws Exception {
        var old = new KeeperSerializer<>(LongSerializer.INSTANCE, StringSerializer.INSTANCE, 1);
        byte[] state = write(old, keeper());
        DataOutputSerializer config = new DataOutputSerializer(64);
        TypeSerializerSnapshot.writeVersionedSnapshot(config, old.snapshotConfiguration());

        TypeSerializerSnapshot<Keeper<Long, String>> restored = TypeSerializerSnapshot.readVersionedSnapshot(
                new DataInputDeserializer(config.getCopyOfBuffer()), getClass().getClassLoader());
        var current = new KeeperSerializer<>(LongSerializer.INSTANCE, StringSerializer.INSTANCE);
        TypeSerializerSchemaCompatibility<Keeper<Long, String>> compatibility =
                current.snapshotConfiguration().resolveSchemaCompatibility(restored);
        assertTrue(compatibility.isCompatibleAfterMigration(), compatibility.toString());

        TypeSerializer<Keeper<Long, String>> reader = restored.restoreSerializer();
        Keeper<Long, String> read = reader.deserialize(new DataInputDeserializer(state));
        assertEquals(Long.MIN_VALUE, read.lastActive);
        assertEquals(910, read.lastInput);
        assertEquals("ahead", read.pendingRecord(0));
        Keeper<Long, String> again = current.deserialize(new DataInputDeserializer(write(current, read)));
        assertEquals(1000, again.nextTick);
        assertEquals(Long.MIN_VALUE, again.lastActive);
    }

    @Test
    void stateOfTheCurrentFormatIsCompatibleAsIs() throws Exception {
        var current = new KeeperSerializer<>(LongSerializer.INSTANCE, StringSerializer.INSTANCE);
        DataOutputSerializer config = new DataOutputSerializer(64);
        TypeSerializerSnapshot.writeVersionedSnapshot(config, current.snapshotConfiguration());
        TypeSerializerSnapshot<Keeper<Long, String>> restored = TypeSerializerSnapshot.readVersionedSnapshot(
                new DataInputDeserializer(config.getCopyOfBuffer()), getClass().getClassLoader());
        assertTrue(current.snapshotConfiguration().resolveSchemaCompatibility(restored).isCompatibleAsIs());
    }
}
