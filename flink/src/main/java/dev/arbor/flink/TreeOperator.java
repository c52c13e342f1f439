// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import dev.arbor.Status;
import dev.arbor.flink.internal.Keeper;
import dev.arbor.flink.internal.KeeperSerializer;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeMigration;
import dev.arbor.runtime.TreeShape;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.base.array.BytePrimitiveArraySerializer;
import org.apache.flink.metrics.Counter;
import org.apache.flink.metrics.Gauge;
import org.apache.flink.metrics.Histogram;
import org.apache.flink.metrics.MeterView;
import org.apache.flink.metrics.MetricGroup;
import org.apache.flink.runtime.metrics.DescriptiveStatisticsHistogram;
import org.apache.flink.runtime.state.StateInitializationContext;
import org.apache.flink.runtime.state.StateSnapshotContext;
import org.apache.flink.runtime.state.VoidNamespace;
import org.apache.flink.runtime.state.VoidNamespaceSerializer;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.InternalTimer;
import org.apache.flink.streaming.api.operators.InternalTimerService;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.api.operators.Triggerable;
import org.apache.flink.streaming.api.watermark.Watermark;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;
import org.apache.flink.util.OutputTag;

/**
 * The operator behind {@link KeyedTrees}: one per parallel task of a keyed stream, holding each
 * key's {@link Keeper} in a value state, ticking the keys due at each interval boundary (by a
 * sweep over the keys, or by a timer per key), handing records to the user's handler, and
 * emitting what the trees emit. Everything runs on the task's thread. Package-private: it
 * implements the API of this package, and {@code internal} (the state) knows nothing of either.
 *
 * <p>Per key and tick it allocates nothing with heap state: the keeper, its agent, its tree and
 * its snapshot array are the ones the state holds, the snapshot is written into that array, and
 * the emitted record reuses one {@link StreamRecord}.
 *
 * <p>Operating it: idle keys expire (when {@code idleMillis} is positive), late records in event
 * time are applied, sent to a side output or dropped, and the metrics of {@link TreeMetrics} are
 * kept in the operator's metric group.
 */
final class TreeOperator<K, IN, A, OUT> extends AbstractStreamOperator<OUT>
        implements OneInputStreamOperator<IN, OUT>, Triggerable<K, VoidNamespace>, TreeContext<OUT> {
    private static final long serialVersionUID = 1L;
    /** The name of the keyed value state, and of the timer service (TIMERS). */
    public static final String STATE_NAME = "arbor-trees";
    /**
     * The operator (union list) state that holds a {@link TreeShape} per layout the job's trees
     * had, once per task and not per key, for {@link NewVersion#MOVE} after an upgrade.
     */
    public static final String SHAPES_NAME = "arbor-tree-shapes";

    private final AgentFactory<K, A> agents;
    private final TreeFactory<A, OUT> trees;
    private final RecordHandler<IN, A> records;
    private final TypeInformation<A> agentType;
    private final TypeInformation<IN> recordType;
    private final long interval;
    private final boolean eventTime;
    private final boolean sweep;
    private final LateRecords lateRecords;
    private final OutputTag<IN> lateTag;
    /** Idle expiry: a key with no record and no emit for this long is retired; 0: never. */
    private final long idleMillis;
    private final ExpiryHook<A, OUT> goodbye;
    /** Whether each tree gets an {@link AbortCounter}: {@link KeyedTrees#countAborts}. */
    private final boolean countAborts;
    private final NewVersion newVersion;

    private transient ValueState<Keeper<A, IN>> state;
    private transient TypeSerializer<IN> recordSerializer;
    private transient InternalTimerService<VoidNamespace> timers;
    private transient StreamRecord<OUT> reuse;
    private transient TreeClock clock;
    /** SWEEP: the earliest next tick of any key (event time); MIN_VALUE: unknown, sweep. */
    private transient long earliestDue;
    /** The last watermark this task received (event time); Long.MIN_VALUE before the first. */
    private transient long watermark;
    /** True while the final watermark (end of input) is being handled. */
    private transient boolean ending;
    /** SWEEP: the keys of one pass, reused. */
    private transient ArrayList<K> sweepKeys;
    /** Set by {@link #retire()} during a call for the current key. */
    private transient boolean retired;
    /** The keeper of the current call (its emits count as activity), or null. */
    private transient Keeper<A, IN> current;

    // metrics (TreeMetrics)
    private transient Counter ticks;
    private transient Counter aborts;
    private transient AbortCounter abortCounter;
    private transient Counter failures;
    private transient Counter emitted;
    private transient Counter late;
    private transient Counter expired;
    private transient Histogram tickNanos;
    /** The keys this task holds (the {@link TreeMetrics#KEYS_ALIVE} gauge). */
    private transient long keysAlive;
    private transient Counter keysMoved;
    private transient Counter runsEnded;

    // the layouts' descriptions (NewVersion.MOVE)
    private transient ListState<byte[]> shapesState;
    /** Each layout's description by its hash: those restored, and this job's tree's. */
    private transient Map<Long, byte[]> shapes;
    /** Whether this job's tree's description is in {@link #shapes}. */
    private transient boolean ownShape;
    /** The layouts this task has moved keys from, read once each. */
    private transient Map<Long, TreeShape> readShapes;

    public TreeOperator(AgentFactory<K, A> agents, TreeFactory<A, OUT> trees,
            RecordHandler<IN, A> records, TypeInformation<A> agentType,
            TypeInformation<IN> recordType, long intervalMillis, TreeTime time,
            Scheduling scheduling) {
        this(agents, trees, records, agentType, recordType, intervalMillis, time, scheduling,
                LateRecords.APPLY, null, 0, null, true);
    }

    public TreeOperator(AgentFactory<K, A> agents, TreeFactory<A, OUT> trees,
            RecordHandler<IN, A> records, TypeInformation<A> agentType,
            TypeInformation<IN> recordType, long intervalMillis, TreeTime time,
            Scheduling scheduling, LateRecords lateRecords, OutputTag<IN> lateTag,
            long idleMillis, ExpiryHook<A, OUT> goodbye, boolean countAborts) {
        this(agents, trees, records, agentType, recordType, intervalMillis, time, scheduling,
                lateRecords, lateTag, idleMillis, goodbye, countAborts, NewVersion.REFUSE);
    }

    public TreeOperator(AgentFactory<K, A> agents, TreeFactory<A, OUT> trees,
            RecordHandler<IN, A> records, TypeInformation<A> agentType,
            TypeInformation<IN> recordType, long intervalMillis, TreeTime time,
            Scheduling scheduling, LateRecords lateRecords, OutputTag<IN> lateTag,
            long idleMillis, ExpiryHook<A, OUT> goodbye, boolean countAborts,
            NewVersion newVersion) {
        this.agents = agents;
        this.trees = trees;
        this.records = records;
        this.agentType = agentType;
        this.recordType = recordType;
        this.interval = intervalMillis;
        this.eventTime = time == TreeTime.EVENT_TIME;
        this.sweep = scheduling == Scheduling.SWEEP;
        this.lateRecords = lateRecords;
        this.lateTag = lateTag;
        this.idleMillis = idleMillis;
        this.goodbye = goodbye;
        this.countAborts = countAborts;
        this.newVersion = newVersion;
        if (lateRecords == LateRecords.SIDE_OUTPUT && lateTag == null) {
            throw new IllegalArgumentException("late records to a side output need its tag");
        }
    }

    @Override
    public void initializeState(StateInitializationContext context) throws Exception {
        super.initializeState(context);
        shapesState = context.getOperatorStateStore().getUnionListState(
                new ListStateDescriptor<>(SHAPES_NAME, BytePrimitiveArraySerializer.INSTANCE));
        shapes = new LinkedHashMap<>();
        readShapes = new LinkedHashMap<>();
        if (context.isRestored()) {
            for (byte[] bytes : shapesState.get()) { // every task's, after a union: each once
                shapes.putIfAbsent(TreeShape.fromBytes(bytes).layoutHash(), bytes);
            }
        }
    }

    @Override
    public void snapshotState(StateSnapshotContext context) throws Exception {
        super.snapshotState(context);
        // this tree's layout and the restored ones (keys not touched since may still be in them)
        shapesState.update(List.copyOf(shapes.values()));
    }

    @Override
    public void open() throws Exception {
        super.open();
        var config = getExecutionConfig().getSerializerConfig();
        recordSerializer = recordType.createSerializer(config);
        KeeperSerializer<A, IN> keepers =
                new KeeperSerializer<>(agentType.createSerializer(config), recordSerializer);
        state = getPartitionedState(VoidNamespace.INSTANCE, VoidNamespaceSerializer.INSTANCE,
                new ValueStateDescriptor<>(STATE_NAME, keepers));
        reuse = new StreamRecord<>(null);
        clock = new TreeClock();
        earliestDue = Long.MIN_VALUE;
        watermark = Long.MIN_VALUE;
        sweepKeys = new ArrayList<>();
        registerMetrics(getMetricGroup());
        if (!sweep) {
            timers = getInternalTimerService(STATE_NAME, VoidNamespaceSerializer.INSTANCE, this);
        } else if (!eventTime) {
            long now = getProcessingTimeService().getCurrentProcessingTime();
            getProcessingTimeService().registerTimer(boundaryAfter(now), this::sweepProcessingTime);
        }
    }

    private void registerMetrics(MetricGroup group) throws Exception {
        ticks = group.counter(TreeMetrics.TICKS);
        group.meter(TreeMetrics.TICKS_PER_SECOND, new MeterView(ticks, 60));
        if (countAborts) {
            aborts = group.counter(TreeMetrics.ABORTS);
            abortCounter = AbortCounter.shared(aborts);
        }
        failures = group.counter(TreeMetrics.FAILURES);
        emitted = group.counter(TreeMetrics.EMITTED);
        late = group.counter(TreeMetrics.LATE_RECORDS);
        expired = group.counter(TreeMetrics.EXPIRED_KEYS);
        tickNanos = group.histogram(TreeMetrics.TICK_TIME_NANOS,
                new DescriptiveStatisticsHistogram(1024));
        // the keys restored into this task (none in a new job), then counted as they come and go
        try (Stream<Object> keys = getKeyedStateBackend().getKeys(STATE_NAME, VoidNamespace.INSTANCE)) {
            keysAlive = keys.count();
        }
        group.gauge(TreeMetrics.KEYS_ALIVE, (Gauge<Long>) () -> keysAlive);
        keysMoved = group.counter(TreeMetrics.KEYS_MOVED);
        runsEnded = group.counter(TreeMetrics.RUNS_ENDED);
    }

    // ---- records ----

    @Override
    @SuppressWarnings("unchecked")
    public void processElement(StreamRecord<IN> element) throws Exception {
        long time;
        if (eventTime) {
            if (!element.hasTimestamp()) {
                throw new IllegalStateException("[Arbor/NoTimestamp] KeyedTrees in event time got"
                        + " a record without a timestamp (" + element.getValue() + "); assign"
                        + " timestamps with a WatermarkStrategy, or use processing time");
            }
            time = element.getTimestamp();
            if (watermark != Long.MIN_VALUE && ceilBoundary(time) <= watermark) {
                // late: the tick that should have seen it has run
                late.inc();
                switch (lateRecords) {
                    case APPLY -> { } // handled below, at the time of the key's last tick
                    case SIDE_OUTPUT -> {
                        output.collect(lateTag, element);
                        return;
                    }
                    case DROP -> {
                        return;
                    }
                }
            }
        } else {
            time = getProcessingTimeService().getCurrentProcessingTime();
        }
        Keeper<A, IN> keeper = state.value();
        if (keeper == null) {
            keeper = new Keeper<>();
            keeper.agent = agents.create((K) getCurrentKey());
            keeper.nextTick = firstTick(time); // at or after the record: never held
            schedule(keeper);
            keysAlive++;
        }
        if (eventTime) {
            keeper.lastInput = Math.max(keeper.lastInput, time);
            if (time > keeper.nextTick) {
                // ahead of its tick: the ticks before it must not see it (a copy, in case the
                // job reuses record objects)
                keeper.hold(time, recordSerializer.copy(element.getValue()));
                state.update(keeper);
                return;
            }
        }
        ensureTree(keeper);
        handle(keeper, element.getValue(), time);
        store(keeper);
    }

    private void handle(Keeper<A, IN> keeper, IN record, long time) throws Exception {
        // a late record is handled at the time of the key's last tick: its clock never goes back
        clock.set(Math.max(time, keeper.nextTick - interval));
        current = keeper;
        keeper.lastActive = Math.max(keeper.lastActive, clock.millis);
        records.onRecord(record, time, keeper.agent, keeper.tree);
    }

    // ---- ticks ----

    /**
     * Ticks {@code keeper} at {@code time}, then hands it the held records the next tick will see;
     * then, if it has been idle long enough, says goodbye and retires it.
     */
    private void tickAt(Keeper<A, IN> keeper, long time) throws Exception {
        clock.set(time);
        current = keeper;
        Status status;
        long count = ticks.getCount();
        if (count % TreeMetrics.TICK_TIME_SAMPLING == 0) {
            long start = System.nanoTime();
            status = keeper.tree.tick();
            tickNanos.update(System.nanoTime() - start);
        } else {
            status = keeper.tree.tick();
        }
        ticks.inc();
        if (status == Status.FAILURE) {
            failures.inc();
        }
        keeper.nextTick = time + interval;
        if (keeper.pendingCount > 0) {
            for (int next; (next = keeper.nextDue(keeper.nextTick)) >= 0; ) {
                long at = keeper.pendingTimes[next];
                IN record = keeper.pendingRecord(next);
                keeper.removeAt(next);
                handle(keeper, record, at);
            }
        }
        if (idleMillis > 0 && !retired) {
            if (keeper.lastActive == Long.MIN_VALUE) {
                keeper.lastActive = time; // state written before activity was kept: from now
            } else if (time - keeper.lastActive >= idleMillis && keeper.pendingCount == 0) {
                expire(keeper, time); // (a held record will wake it: not idle, and not to be lost)
            }
        }
    }

    /** Says goodbye for the idle {@code keeper} at {@code time} and retires it. */
    private void expire(Keeper<A, IN> keeper, long time) {
        clock.set(time);
        if (goodbye != null) {
            goodbye.onExpiry(keeper.agent, keeper.tree, this);
        }
        expired.inc();
        retired = true;
    }

    /**
     * Ticks the current key's {@code keeper} for the boundaries due by {@code upTo}: in event time
     * every one (at the end of input only through the tick of its last record); in processing
     * time once, at the last boundary by {@code upTo}. Answers whether it ticked.
     */
    private boolean runDue(Keeper<A, IN> keeper, long upTo) throws Exception {
        if (keeper.nextTick > upTo) {
            return false;
        }
        if (!eventTime) {
            tickAt(keeper, Math.floorDiv(upTo, interval) * interval);
            return true;
        }
        long last = ending ? Math.min(upTo, ceilBoundary(keeper.lastInput)) : upTo;
        boolean ticked = false;
        while (keeper.nextTick <= last && !retired) {
            tickAt(keeper, keeper.nextTick);
            ticked = true;
        }
        return ticked;
    }

    @Override
    public void processWatermark(Watermark mark) throws Exception {
        if (eventTime) {
            watermark = mark.getTimestamp();
            ending = watermark == Long.MAX_VALUE;
            if (sweep && watermark >= earliestDue) {
                sweep(watermark);
            }
        }
        super.processWatermark(mark); // fires the TIMERS, then forwards the watermark
        ending = false;
    }

    private void sweepProcessingTime(long time) throws Exception {
        // a timer fires late when the task was busy (or restored): tick at the latest boundary
        long now = getProcessingTimeService().getCurrentProcessingTime();
        long boundary = Math.floorDiv(Math.max(time, now), interval) * interval;
        sweep(boundary);
        getProcessingTimeService().registerTimer(boundary + interval, this::sweepProcessingTime);
    }

    /**
     * One pass over the task's keys, ticking those due by {@code upTo}. The keys are collected
     * first: the heap backend's map must not be walked while it is read, since a read can move
     * entries during an incremental rehash.
     */
    @SuppressWarnings("unchecked")
    private void sweep(long upTo) throws Exception {
        ArrayList<K> keys = sweepKeys;
        keys.clear();
        try (Stream<Object> stream = getKeyedStateBackend().getKeys(STATE_NAME, VoidNamespace.INSTANCE)) {
            stream.forEach(key -> keys.add((K) key));
        }
        long earliest = Long.MAX_VALUE;
        for (int i = 0, n = keys.size(); i < n; i++) {
            setCurrentKey(keys.get(i));
            Keeper<A, IN> keeper = state.value();
            if (keeper == null) {
                continue;
            }
            if (keeper.nextTick <= upTo) {
                ensureTree(keeper);
                if (runDue(keeper, upTo)) {
                    store(keeper);
                }
            }
            earliest = Math.min(earliest, keeper.nextTick);
        }
        keys.clear();
        earliestDue = earliest;
    }

    @Override
    public void onEventTime(InternalTimer<K, VoidNamespace> timer) throws Exception {
        Keeper<A, IN> keeper = state.value();
        long time = timer.getTimestamp();
        if (keeper == null || time != keeper.nextTick) {
            return;
        }
        if (ending && time > ceilBoundary(keeper.lastInput)) {
            return; // the end of input: no tick beyond the last record's
        }
        ensureTree(keeper);
        tickAt(keeper, time);
        store(keeper);
        if (keeper.nextTick != Long.MAX_VALUE) {
            timers.registerEventTimeTimer(VoidNamespace.INSTANCE, keeper.nextTick);
        }
    }

    @Override
    public void onProcessingTime(InternalTimer<K, VoidNamespace> timer) throws Exception {
        Keeper<A, IN> keeper = state.value();
        if (keeper == null || timer.getTimestamp() != keeper.nextTick) {
            return;
        }
        // a timer fires late when the task was busy (or restored): tick at the latest boundary
        long now = timers.currentProcessingTime();
        long time = Math.floorDiv(Math.max(timer.getTimestamp(), now), interval) * interval;
        ensureTree(keeper);
        tickAt(keeper, time);
        store(keeper);
        if (keeper.nextTick != Long.MAX_VALUE) {
            timers.registerProcessingTimeTimer(VoidNamespace.INSTANCE, keeper.nextTick);
        }
    }

    // ---- keys ----

    private void schedule(Keeper<A, IN> keeper) {
        if (sweep) {
            earliestDue = Math.min(earliestDue, keeper.nextTick);
        } else if (eventTime) {
            timers.registerEventTimeTimer(VoidNamespace.INSTANCE, keeper.nextTick);
        } else {
            timers.registerProcessingTimeTimer(VoidNamespace.INSTANCE, keeper.nextTick);
        }
    }

    /** A new key's first tick: the first boundary at or after its record, and not in the past. */
    private long firstTick(long time) {
        if (!eventTime) {
            return boundaryAfter(time);
        }
        return Math.max(ceilBoundary(time), boundaryAfter(watermark));
    }

    /** Builds the keeper's tree if it has none, restoring it from the keeper's snapshot. */
    private void ensureTree(Keeper<A, IN> keeper) {
        if (keeper.tree != null) {
            return;
        }
        Tree tree = trees.create(keeper.agent, this);
        if (tree == null) {
            throw new IllegalStateException("[Arbor/NoTree] the TreeFactory answered null for agent "
                    + keeper.agent);
        }
        if (!ownShape) { // once per task: this tree's layout, for a later version to read
            if (tree.moveLayout() != null) { // (a class generated before moves has none)
                shapes.put(tree.layoutHash(), TreeShape.of(tree).toBytes());
            }
            ownShape = true;
        }
        if (keeper.snapshotLength > 0) {
            try {
                tree.restore(keeper.snapshot, 0, keeper.snapshotLength);
            } catch (IllegalArgumentException e) {
                long hash = layoutHash(keeper);
                if (newVersion != NewVersion.MOVE || hash == tree.layoutHash()) {
                    throw new IllegalStateException("[Arbor/StaleTreeState] the tree state of key "
                            + getCurrentKey() + " was written by another tree than "
                            + tree.getClass().getName() + " builds (the job's tree changed since"
                            + " the checkpoint or savepoint" + (newVersion == NewVersion.REFUSE
                            ? "; to move each key's state to the new version, build with"
                            + " onNewVersion(NewVersion.MOVE)" : "") + "): "
                            + e.getMessage(), e);
                }
                move(keeper, tree, hash);
            }
        }
        if (countAborts) {
            AbortCounter.attach(tree, aborts, abortCounter);
        }
        int capacity = tree.snapshotCapacity();
        if (keeper.snapshot == null || keeper.snapshot.length < capacity) {
            keeper.snapshot = keeper.snapshot == null
                    ? new byte[capacity] : Arrays.copyOf(keeper.snapshot, capacity);
        }
        keeper.tree = tree;
    }

    /** The layout hash a keeper's snapshot begins with (docs/snapshots.md, the header). */
    private static long layoutHash(Keeper<?, ?> keeper) {
        long hash = 0;
        for (int i = 1; i <= 8 && i < keeper.snapshotLength; i++) {
            hash = hash << 8 | keeper.snapshot[i] & 0xFF;
        }
        return hash;
    }

    /**
     * NewVersion.MOVE: moves the keeper's snapshot, of the layout {@code hash}, to the fresh
     * {@code tree} of this job's version (semantics §9.1, "Without the old class").
     */
    private void move(Keeper<A, IN> keeper, Tree tree, long hash) {
        TreeShape shape = readShapes.get(hash);
        if (shape == null) {
            byte[] bytes = shapes.get(hash);
            if (bytes == null) {
                throw new IllegalStateException("[Arbor/StaleTreeState] the tree state of key "
                        + getCurrentKey() + " was written by a tree of layout "
                        + Long.toHexString(hash) + ", which the job cannot move to "
                        + tree.getClass().getName() + " (layout "
                        + Long.toHexString(tree.layoutHash()) + "): no description of that"
                        + " layout was stored with the state (it was written by an arbor-flink"
                        + " that stored none, or by another operator); restore it into the job"
                        + " that wrote it, take a new savepoint there with this arbor-flink, and"
                        + " restore that");
            }
            shape = TreeShape.fromBytes(bytes);
            readShapes.put(hash, shape);
        }
        TreeMigration plan = TreeMigration.plan(shape, Arrays.copyOf(keeper.snapshot,
                keeper.snapshotLength), tree);
        plan.apply();
        keysMoved.inc();
        if (!plan.runCarries()) {
            runsEnded.inc();
        }
        if (keysMoved.getCount() == 1) {
            LOG.info("Arbor: moving the trees of layout {} ({}) to {} ({}), each key as it is"
                    + " first touched (counted in {} and {}); key {}: {}", Long.toHexString(hash),
                    shape.className(), tree.getClass().getName(),
                    Long.toHexString(tree.layoutHash()), TreeMetrics.KEYS_MOVED,
                    TreeMetrics.RUNS_ENDED, getCurrentKey(), plan.summary());
        } else {
            LOG.debug("Arbor: key {} moved to layout {}: {}", getCurrentKey(),
                    Long.toHexString(tree.layoutHash()), plan.summary());
        }
    }

    /**
     * Ends a call for the current key: writes the tree's snapshot into the keeper's array and
     * the keeper into the state; or, if the key was retired during the call, clears its state
     * and cancels its tick.
     */
    private void store(Keeper<A, IN> keeper) throws Exception {
        if (retired) {
            retired = false;
            state.clear();
            keysAlive--;
            if (!sweep && eventTime) {
                timers.deleteEventTimeTimer(VoidNamespace.INSTANCE, keeper.nextTick);
            } else if (!sweep) {
                timers.deleteProcessingTimeTimer(VoidNamespace.INSTANCE, keeper.nextTick);
            }
            keeper.nextTick = Long.MAX_VALUE; // no longer due
            return;
        }
        keeper.snapshotLength = keeper.tree.snapshot(keeper.snapshot, 0);
        state.update(keeper);
    }

    // ---- time ----

    /** The first boundary strictly after {@code time}. */
    private long boundaryAfter(long time) {
        if (time == Long.MIN_VALUE) {
            return Long.MIN_VALUE;
        }
        return Math.floorDiv(time, interval) * interval + interval;
    }

    /** The first boundary at or after {@code time}. */
    private long ceilBoundary(long time) {
        return -Math.floorDiv(-time, interval) * interval;
    }

    // ---- TreeContext ----

    @Override
    public Clock clock() {
        return clock;
    }

    @Override
    public long currentTimeMillis() {
        return clock.millis;
    }

    @Override
    public void emit(OUT value) {
        emitted.inc();
        if (current != null) {
            current.lastActive = clock.millis;
        }
        if (eventTime) {
            output.collect(reuse.replace(value, clock.millis));
        } else {
            reuse.replace(value);
            reuse.eraseTimestamp();
            output.collect(reuse);
        }
    }

    @Override
    public void retire() {
        retired = true;
    }

    /** The clock of every tree of this task: the time of the current tick or record. */
    private static final class TreeClock implements Clock {
        long millis;
        long nanos;

        void set(long timeMillis) {
            millis = timeMillis;
            nanos = timeMillis * 1_000_000L;
        }

        @Override
        public long nanos() {
            return nanos;
        }

        @Override
        public String toString() {
            return "KeyedTrees clock(" + millis + " ms)";
        }
    }
}
