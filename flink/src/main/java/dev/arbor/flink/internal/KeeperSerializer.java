// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink.internal;

import java.io.IOException;
import java.util.Objects;
import org.apache.flink.api.common.typeutils.CompositeTypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * Writes a {@link Keeper} as Flink keeps it in a checkpoint or in RocksDB:
 *
 * <pre>
 * agent            the agent's own serializer (a POJO's, or whatever its TypeInformation gives)
 * nextTick         long, milliseconds
 * lastInput        long, milliseconds (Long.MIN_VALUE: none yet)
 * lastActive       long, milliseconds (Long.MIN_VALUE: not known); from format 2 on
 * snapshotLength   int, then that many bytes: Tree.snapshot() (starts with the layout hash)
 * pendingCount     int, then per held record: its timestamp (long) and the record (its serializer)
 * </pre>
 *
 * Never the live tree: a copy or a deserialized keeper has none, and the operator rebuilds it
 * from the snapshot. The nested serializers are checked for compatibility on restore by
 * {@link Snapshot}, which also records the format: state written in format 1 (before
 * {@code lastActive}) is read by a format-1 serializer and written again in the current format
 * (Flink's state migration).
 */
public final class KeeperSerializer<A, IN> extends TypeSerializer<Keeper<A, IN>> {
    private static final long serialVersionUID = 1L;
    /** The format this class writes. */
    public static final int FORMAT = 2;

    private final TypeSerializer<A> agentSerializer;
    private final TypeSerializer<IN> recordSerializer;
    private final int format;

    public KeeperSerializer(TypeSerializer<A> agentSerializer, TypeSerializer<IN> recordSerializer) {
        this(agentSerializer, recordSerializer, FORMAT);
    }

    /** A serializer of an earlier {@code format} (1 or 2), to read state written in it. */
    public KeeperSerializer(TypeSerializer<A> agentSerializer, TypeSerializer<IN> recordSerializer,
            int format) {
        if (format < 1 || format > FORMAT) {
            throw new IllegalArgumentException("[Arbor/StateFormat] tree state of format " + format
                    + " is not readable by this version of arbor-flink, which reads formats 1 to "
                    + FORMAT);
        }
        this.agentSerializer = Objects.requireNonNull(agentSerializer, "agentSerializer");
        this.recordSerializer = Objects.requireNonNull(recordSerializer, "recordSerializer");
        this.format = format;
    }

    /** The format this serializer reads and writes. */
    public int format() {
        return format;
    }

    TypeSerializer<A> agentSerializer() {
        return agentSerializer;
    }

    TypeSerializer<IN> recordSerializer() {
        return recordSerializer;
    }

    @Override
    public boolean isImmutableType() {
        return false;
    }

    @Override
    public TypeSerializer<Keeper<A, IN>> duplicate() {
        TypeSerializer<A> agents = agentSerializer.duplicate();
        TypeSerializer<IN> records = recordSerializer.duplicate();
        return agents == agentSerializer && records == recordSerializer
                ? this : new KeeperSerializer<>(agents, records, format);
    }

    @Override
    public Keeper<A, IN> createInstance() {
        return new Keeper<>();
    }

    @Override
    public Keeper<A, IN> copy(Keeper<A, IN> from) {
        Keeper<A, IN> copy = new Keeper<>();
        copy.agent = from.agent == null ? null : agentSerializer.copy(from.agent);
        copy.snapshot = from.snapshot == null ? null : from.snapshot.clone();
        copy.snapshotLength = from.snapshotLength;
        copy.nextTick = from.nextTick;
        copy.lastInput = from.lastInput;
        copy.lastActive = from.lastActive;
        for (int i = 0; i < from.pendingCount; i++) {
            copy.hold(from.pendingTimes[i], recordSerializer.copy(from.pendingRecord(i)));
        }
        return copy;
    }

    @Override
    public Keeper<A, IN> copy(Keeper<A, IN> from, Keeper<A, IN> reuse) {
        return copy(from);
    }

    @Override
    public int getLength() {
        return -1;
    }

    @Override
    public void serialize(Keeper<A, IN> keeper, DataOutputView target) throws IOException {
        agentSerializer.serialize(keeper.agent, target);
        target.writeLong(keeper.nextTick);
        target.writeLong(keeper.lastInput);
        if (format >= 2) {
            target.writeLong(keeper.lastActive);
        }
        target.writeInt(keeper.snapshotLength);
        target.write(keeper.snapshot, 0, keeper.snapshotLength);
        target.writeInt(keeper.pendingCount);
        for (int i = 0; i < keeper.pendingCount; i++) {
            target.writeLong(keeper.pendingTimes[i]);
            recordSerializer.serialize(keeper.pendingRecord(i), target);
        }
    }

    @Override
    public Keeper<A, IN> deserialize(DataInputView source) throws IOException {
        Keeper<A, IN> keeper = new Keeper<>();
        keeper.agent = agentSerializer.deserialize(source);
        keeper.nextTick = source.readLong();
        keeper.lastInput = source.readLong();
        if (format >= 2) {
            keeper.lastActive = source.readLong();
        }
        int length = source.readInt();
        if (length < 0) {
            throw new IOException("corrupt tree state: snapshot length " + length);
        }
        keeper.snapshot = new byte[length];
        source.readFully(keeper.snapshot);
        keeper.snapshotLength = length;
        int pending = source.readInt();
        if (pending < 0) {
            throw new IOException("corrupt tree state: " + pending + " held records");
        }
        for (int i = 0; i < pending; i++) {
            long time = source.readLong();
            keeper.hold(time, recordSerializer.deserialize(source));
        }
        return keeper;
    }

    @Override
    public Keeper<A, IN> deserialize(Keeper<A, IN> reuse, DataInputView source) throws IOException {
        return deserialize(source);
    }

    @Override
    public void copy(DataInputView source, DataOutputView target) throws IOException {
        serialize(deserialize(source), target);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof KeeperSerializer<?, ?> that
                && format == that.format
                && agentSerializer.equals(that.agentSerializer)
                && recordSerializer.equals(that.recordSerializer);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * agentSerializer.hashCode() + recordSerializer.hashCode()) + format;
    }

    @Override
    public TypeSerializerSnapshot<Keeper<A, IN>> snapshotConfiguration() {
        return new Snapshot<>(this);
    }

    @Override
    public String toString() {
        return "KeeperSerializer(" + agentSerializer + ", " + recordSerializer + ", format " + format
                + ")";
    }

    /**
     * The serializer's configuration in a checkpoint: its version, which is the keepers' format
     * (1: before {@code lastActive}; 2: now), and its two nested serializers.
     */
    public static final class Snapshot<A, IN>
            extends CompositeTypeSerializerSnapshot<Keeper<A, IN>, KeeperSerializer<A, IN>> {
        /** The format of the keepers this snapshot describes: as read, or the serializer's. */
        private int format = FORMAT;

        /** For reading a checkpoint. */
        public Snapshot() {}

        Snapshot(KeeperSerializer<A, IN> serializer) {
            super(serializer);
            this.format = serializer.format;
        }

        @Override
        protected int getCurrentOuterSnapshotVersion() {
            return format;
        }

        @Override
        protected void readOuterSnapshot(int readOuterSnapshotVersion, DataInputView in,
                ClassLoader classLoader) {
            format = readOuterSnapshotVersion;
        }

        @Override
        protected OuterSchemaCompatibility resolveOuterSchemaCompatibility(
                TypeSerializerSnapshot<Keeper<A, IN>> oldSnapshot) {
            if (!(oldSnapshot instanceof Snapshot<A, IN> old)) {
                return OuterSchemaCompatibility.INCOMPATIBLE;
            }
            return old.format == format
                    ? OuterSchemaCompatibility.COMPATIBLE_AS_IS
                    : OuterSchemaCompatibility.COMPATIBLE_AFTER_MIGRATION;
        }

        @Override
        protected TypeSerializer<?>[] getNestedSerializers(KeeperSerializer<A, IN> outer) {
            return new TypeSerializer<?>[] {outer.agentSerializer, outer.recordSerializer};
        }

        @Override
        @SuppressWarnings("unchecked")
        protected KeeperSerializer<A, IN> createOuterSerializerWithNestedSerializers(
                TypeSerializer<?>[] nested) {
            return new KeeperSerializer<>((TypeSerializer<A>) nested[0], (TypeSerializer<IN>) nested[1],
                    format);
        }
    }

}
