// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import java.time.Duration;
import java.util.Objects;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.KeyedStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.util.OutputTag;

/**
 * A behavior tree per key of a Flink stream: each key has an agent (made by an
 * {@link AgentFactory} from its first record) and a tree over it (made by a {@link TreeFactory});
 * both live in Flink's keyed state, so Flink partitions, checkpoints, recovers and rescales them.
 * Every key's tree is ticked at each boundary of a fixed interval of Flink's event or processing
 * time; input records become changes to the agent and events of the tree through a
 * {@link RecordHandler}; the leaves emit records downstream through the {@link TreeContext}.
 *
 * <pre>
 * DataStream&lt;Alert&gt; alerts = KeyedTrees.on(probes.keyBy(Probe::service))
 *         .agents(Monitor.class, Monitor::new)                  // a Monitor per service
 *         .trees(Alert.class, (monitor, context) -&gt; {
 *             monitor.alerts = context;                        // the leaves emit through it
 *             return new MonitorTree(monitor, context.clock(), 0);
 *         })
 *         .onRecord((probe, time, monitor, tree) -&gt; monitor.observe(probe, time))
 *         .every(Duration.ofMillis(250))
 *         .eventTime()
 *         .build();
 * </pre>
 *
 * <p><b>State.</b> Per key, one value state holds the agent (written by its own
 * {@link TypeInformation}'s serializer, so a POJO agent is a POJO in the checkpoint), the tree's
 * snapshot ({@code Tree.snapshot}, which starts with the tree's layout hash), the time of the
 * key's next tick, and in event time the records that arrived ahead of their tick. With heap
 * state the live tree stays beside its agent between ticks and nothing is allocated per tick; with
 * RocksDB each access reads the agent and restores a tree from the snapshot. A checkpoint or
 * savepoint written by another tree (its layout hash differs) is refused when the key is first
 * touched, naming both layouts, unless {@link #onNewVersion(NewVersion)} says to move it to the
 * job's version of the tree.
 *
 * <p><b>Time.</b> The trees read {@link TreeContext#clock()}: Flink's time at the current tick
 * (the boundary's, a multiple of the interval since the epoch), so a tree restored on another
 * machine continues its Waits and Cooldowns on the same time line. In {@link TreeTime#EVENT_TIME}
 * every boundary the watermark passes is ticked, a record is handled just before the first tick at
 * or after its timestamp (held in the key's state if it arrives earlier), and at the end of the
 * input each key is ticked through its last record's tick and no further: the output depends on
 * the input only, not on how it was split or when a failure struck. In
 * {@link TreeTime#PROCESSING_TIME} ticks follow the task's wall clock and records are handled on
 * arrival.
 *
 * <p><b>Scheduling.</b> {@link Scheduling#SWEEP} (the default) ticks all due keys in one pass per
 * boundary; {@link Scheduling#TIMERS} registers a Flink timer per key per tick. See
 * {@code docs/flink.md} for the measured difference.
 *
 * <p><b>Operating it.</b> {@link #expireIdle(Duration, ExpiryHook)} retires keys that have been
 * idle for a while, with a goodbye; {@link #lateRecords(LateRecords)} says what becomes of late
 * records in event time ({@link #lateRecordsTag()} names their side output); the operator keeps
 * the metrics {@link TreeMetrics} names in its metric group. See {@code docs/flink.md},
 * "Operating it", for these and for idle sources in event time.
 *
 * <p>A leaf or handler that throws fails the task, and Flink restarts it from the last
 * checkpoint, per its restart strategy.
 *
 * @param <K> the key type
 * @param <IN> the input record type
 * @param <A> the agent type
 * @param <OUT> what the leaves emit
 */
public final class KeyedTrees<K, IN, A, OUT> {
    private final KeyedStream<IN, K> input;
    private final TypeInformation<A> agentType;
    private final AgentFactory<K, A> agents;
    private final TypeInformation<OUT> outputType;
    private final TreeFactory<A, OUT> trees;
    private RecordHandler<IN, A> records = (record, time, agent, tree) -> {};
    private Duration interval = Duration.ofMillis(250);
    private TreeTime time = TreeTime.PROCESSING_TIME;
    private Scheduling scheduling = Scheduling.SWEEP;
    private String name = "Arbor trees";
    private LateRecords lateRecords = LateRecords.APPLY;
    private final OutputTag<IN> lateTag;
    private Duration idle = Duration.ZERO;
    private ExpiryHook<A, OUT> goodbye;
    private boolean countAborts = true;
    private NewVersion newVersion = NewVersion.REFUSE;

    private KeyedTrees(KeyedStream<IN, K> input, TypeInformation<A> agentType,
            AgentFactory<K, A> agents, TypeInformation<OUT> outputType, TreeFactory<A, OUT> trees) {
        this.input = input;
        this.agentType = agentType;
        this.agents = agents;
        this.outputType = outputType;
        this.trees = trees;
        this.lateTag = new OutputTag<>("arbor-late-records", input.getType());
    }

    /** Starts the trees of a keyed stream: a tree per key. */
    public static <K, IN> Input<K, IN> on(KeyedStream<IN, K> input) {
        return new Input<>(Objects.requireNonNull(input, "input"));
    }

    /** The first step: which agents. */
    public static final class Input<K, IN> {
        private final KeyedStream<IN, K> input;

        private Input(KeyedStream<IN, K> input) {
            this.input = input;
        }

        /**
         * Each key's agent, made by {@code factory} from the key when its first record arrives and
         * kept in keyed state with {@code type}'s serializer. Prefer a POJO (public no-argument
         * constructor, public or bean fields): its fields are its state; {@code transient} ones
         * (such as the context it emits through) are not kept and are set again by the tree
         * factory.
         */
        public <A> Agents<K, IN, A> agents(Class<A> type, AgentFactory<K, A> factory) {
            return agents(TypeInformation.of(type), factory);
        }

        /** {@link #agents(Class, AgentFactory)} with the agent's type information. */
        public <A> Agents<K, IN, A> agents(TypeInformation<A> type, AgentFactory<K, A> factory) {
            return new Agents<>(input, Objects.requireNonNull(type, "type"),
                    Objects.requireNonNull(factory, "factory"));
        }
    }

    /** The second step: which trees, emitting what. */
    public static final class Agents<K, IN, A> {
        private final KeyedStream<IN, K> input;
        private final TypeInformation<A> agentType;
        private final AgentFactory<K, A> agents;

        private Agents(KeyedStream<IN, K> input, TypeInformation<A> agentType,
                AgentFactory<K, A> agents) {
            this.input = input;
            this.agentType = agentType;
            this.agents = agents;
        }

        /** Each agent's tree, made by {@code factory}; the leaves emit records of {@code output}. */
        public <OUT> KeyedTrees<K, IN, A, OUT> trees(Class<OUT> output, TreeFactory<A, OUT> factory) {
            return trees(TypeInformation.of(output), factory);
        }

        /** {@link #trees(Class, TreeFactory)} with the output's type information. */
        public <OUT> KeyedTrees<K, IN, A, OUT> trees(TypeInformation<OUT> output,
                TreeFactory<A, OUT> factory) {
            return new KeyedTrees<>(input, agentType, agents,
                    Objects.requireNonNull(output, "output"), Objects.requireNonNull(factory, "factory"));
        }
    }

    /** What each record does to its key's agent and tree (by default, nothing beyond making the key). */
    public KeyedTrees<K, IN, A, OUT> onRecord(RecordHandler<IN, A> handler) {
        this.records = Objects.requireNonNull(handler, "handler");
        return this;
    }

    /**
     * Ticks every key at each multiple of {@code interval} (whole milliseconds, at least 1) since
     * the epoch; by default every 250 ms.
     */
    public KeyedTrees<K, IN, A, OUT> every(Duration interval) {
        if (interval.isNegative() || interval.toMillis() < 1 || interval.toNanos() % 1_000_000 != 0) {
            throw new IllegalArgumentException("[Arbor/BadInterval] a tick interval is a whole number"
                    + " of milliseconds, at least 1: " + interval);
        }
        this.interval = interval;
        return this;
    }

    /** Ticks on event time: the trees' clock reads the records' timestamps (see the class comment). */
    public KeyedTrees<K, IN, A, OUT> eventTime() {
        this.time = TreeTime.EVENT_TIME;
        return this;
    }

    /** Ticks on processing time, the default: the trees' clock reads the task's wall clock. */
    public KeyedTrees<K, IN, A, OUT> processingTime() {
        this.time = TreeTime.PROCESSING_TIME;
        return this;
    }

    /** How due keys are found: {@link Scheduling#SWEEP} by default. */
    public KeyedTrees<K, IN, A, OUT> scheduling(Scheduling scheduling) {
        this.scheduling = Objects.requireNonNull(scheduling, "scheduling");
        return this;
    }

    /** The operator's name in the job graph; "Arbor trees" by default. */
    public KeyedTrees<K, IN, A, OUT> name(String name) {
        this.name = Objects.requireNonNull(name, "name");
        return this;
    }

    /**
     * What becomes of late records in event time (those whose tick has run when they arrive):
     * {@link LateRecords#APPLY}, handled at once as before this option existed, by default; or
     * sent to the side output {@link #lateRecordsTag()} names; or dropped. Counted in every case
     * ({@link TreeMetrics#LATE_RECORDS}).
     */
    public KeyedTrees<K, IN, A, OUT> lateRecords(LateRecords lateRecords) {
        this.lateRecords = Objects.requireNonNull(lateRecords, "lateRecords");
        return this;
    }

    /**
     * The side output that receives late records under {@link LateRecords#SIDE_OUTPUT}, with
     * their timestamps: {@code build().getSideOutput(trees.lateRecordsTag())}.
     */
    public OutputTag<IN> lateRecordsTag() {
        return lateTag;
    }

    /**
     * Retires a key that has been idle for {@code idle}: no record handled and nothing emitted
     * for it for that long, measured in the time that ticks the trees (event time's timestamps in
     * event time, so that the same input retires the same keys at the same ticks on every run and
     * after a recovery; the wall clock in processing time). The check runs at each tick of the
     * key, after its held records were handled; the key is retired at the first tick at least
     * {@code idle} after its last activity, as by {@link TreeContext#retire()}, unless it holds
     * records ahead of their tick (in event time), which will wake it. By default keys never
     * expire.
     *
     * @param idle a whole number of milliseconds, at least the tick interval
     */
    public KeyedTrees<K, IN, A, OUT> expireIdle(Duration idle) {
        return expireIdle(idle, null);
    }

    /**
     * {@link #expireIdle(Duration)}, calling {@code goodbye} for each key just before it is
     * retired: it may emit a last record (null: no goodbye).
     */
    public KeyedTrees<K, IN, A, OUT> expireIdle(Duration idle, ExpiryHook<A, OUT> goodbye) {
        if (idle.isNegative() || idle.isZero() || idle.toNanos() % 1_000_000 != 0) {
            throw new IllegalArgumentException("[Arbor/BadIdleExpiry] an idle expiry is a whole"
                    + " number of milliseconds, at least the tick interval: " + idle);
        }
        this.idle = idle;
        this.goodbye = goodbye;
        return this;
    }

    /**
     * Whether the operator counts the trees' conditional aborts in {@link TreeMetrics#ABORTS}:
     * true by default. Counting them attaches a listener to every tree, so every tick runs the
     * tree's listener code path (a tree factory's own listener is kept and called through it);
     * false leaves the trees without a listener of the operator's, and the metric out of the
     * metric group. docs/flink.md, "Metrics", gives the cost.
     */
    public KeyedTrees<K, IN, A, OUT> countAborts(boolean countAborts) {
        this.countAborts = countAborts;
        return this;
    }

    /**
     * What becomes of a key whose tree state was written by another version of the tree class
     * (restored from a savepoint taken before the class was edited): {@link NewVersion#REFUSE} by
     * default, or {@link NewVersion#MOVE} to move it to this job's version, by the rules of
     * docs/semantics.md §9.1. The agent's own state evolves through its serializer, as Flink's
     * state always does. docs/flink.md, "Upgrades", gives the steps.
     */
    public KeyedTrees<K, IN, A, OUT> onNewVersion(NewVersion newVersion) {
        this.newVersion = Objects.requireNonNull(newVersion, "newVersion");
        return this;
    }

    /**
     * Adds the operator to the job: its output is what the leaves emit. Give it a
     * {@code .uid(...)} so that a savepoint finds its state after the job changes.
     */
    public SingleOutputStreamOperator<OUT> build() {
        if (!idle.isZero() && idle.compareTo(interval) < 0) {
            throw new IllegalArgumentException("[Arbor/BadIdleExpiry] an idle expiry is at least"
                    + " the tick interval (" + interval.toMillis() + " ms), since keys are found"
                    + " idle at their ticks: " + idle);
        }
        TreeOperator<K, IN, A, OUT> operator = new TreeOperator<>(agents, trees, records,
                agentType, input.getType(), interval.toMillis(), time, scheduling, lateRecords,
                lateTag, idle.toMillis(), goodbye, countAborts, newVersion);
        return input.transform(name, outputType, operator);
    }
}
