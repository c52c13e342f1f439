// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import dev.arbor.Status;
import dev.arbor.processor.kinds.KindId;
import dev.arbor.processor.scenario.Scenario.ScenarioNode;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.TreeListener;
import dev.arbor.runtime.TreeNodes;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.IntPredicate;

/**
 * A behavior-tree interpreter written directly from docs/semantics.md, as plainly as possible:
 * objects, recursion, and no tables. It answers the question "what should a tick do?" for the
 * scenario and differential tests; the generated code must agree with it event for event.
 * Each rule cites its section; every kind of the node library (§5.4) has one method.
 */
public final class ReferenceInterpreter implements dev.arbor.runtime.Tree {

    private static final long NANOS_PER_MILLI = 1_000_000L;

    /** §1, §5.4, §5.5: where a kind stands in a tree, beside its own rule. */
    enum Shape {
        LEAF,
        COMPOSITE,
        /** Exactly one child; invisible to conditional aborts (§2). */
        DECORATOR,
        /** A decorator that is also a guard (§5.5). */
        GUARD
    }

    /**
     * The shape of each kind, answered by name without a {@code default}: a kind added to the
     * registry does not compile here until it is answered (a decorator left out of a list would
     * quietly count as the nearest composite of what lies under it, §2).
     */
    static Shape shape(KindId kind) {
        return switch (kind) {
            case CONDITION, ACTION, WAIT, EVENT -> Shape.LEAF;
            case SEQUENCE, SELECTOR, PARALLEL, IF, LOOP, RANDOM_SELECTOR, RANDOM_SEQUENCE,
                    WEIGHTED_SELECTOR, SWITCH, RANDOM_CHOICE -> Shape.COMPOSITE;
            case INVERT, ALWAYS_SUCCEED, ALWAYS_FAIL, FAIL_IF_RUNNING, RUNNING_IF_FAIL, REPEAT,
                    UNTIL_SUCCESS, UNTIL_FAILURE, COOLDOWN -> Shape.DECORATOR;
            case PERMIT, SHARED_COOLDOWN -> Shape.DECORATOR; // §5.7
            case TIME_LIMIT, WHILE -> Shape.GUARD;
            case TASK, SUBTREE -> throw new IllegalArgumentException(
                    ScenarioKinds.NOT_IN_SCENARIOS.get(kind));
            // one child, but a boundary for conditional aborts, as a library composite (§5.4)
            case RUN_ONCE -> Shape.COMPOSITE;
            case TRY_CATCH -> Shape.COMPOSITE;
            case UTILITY_SELECTOR -> Shape.COMPOSITE;
        };
    }

    /** Whether the scenario kind {@code kind} has exactly one child (§1, §5.4). */
    static boolean isDecorator(String kind) {
        Shape shape = shape(ScenarioKinds.of(kind));
        return shape == Shape.DECORATOR || shape == Shape.GUARD;
    }

    private static final class Node {
        final ScenarioNode source;
        final String kind;
        final String name;
        final Shape shape;
        final List<Node> children = new ArrayList<>();
        Node parent;
        int index;
        int end;
        /** The nearest composite ancestor (§2): a decorator passes its parent's through. */
        Node composite;
        /** Position in the parent. */
        int position;

        // per-instance state
        boolean running;
        /** Entered, and its rule has not run yet: what it does "on entry" is still to do. */
        boolean entering;
        /**
         * Sequence, selector, loop, random and weighted composites: the position in
         * {@link #order} of the child being run or to enter next. If, Switch, RandomChoice: the
         * child it chose.
         */
        int current;
        /** The order a composite runs its children in: drawn (§8.2) or weighed on entry. */
        List<Node> order;
        /** Parallel: its branches' results so far. */
        int successes;
        int failures;
        /**
         * A child a parallel re-asks (§5.3, re-asked conditions): its latest answer, which the
         * parallel's counts hold; null before its first.
         */
        Status answer;
        /** Repeat: rounds; UntilSuccess, UntilFailure: tries; Loop: rounds (§5.4 counters). */
        int count;
        /** The tick it was entered in, the clock then, and the paused time then (§8.1). */
        long enteredTick;
        long enteredNanos;
        long pausedNanosAtEntry;
        /** A Wait with {@code millis_from}: the duration its method answered on entry (§5.4). */
        long waitNanos;
        /** Cooldown: when it last ended in this instance, or null (§5.4). */
        Long lastEnded;
        /** Cooldown: this run was a refusal, which does not restart the cooldown (§5.4). */
        boolean refused;
        /** A guard that completed in step 2: its result, until its parent is served (§5.5). */
        Status guardResult;
        /** RunOnce: the result its child completed with, or null (§5.4). */
        Status kept;
        /** TryCatch: its block failed and its clean-up runs (§5.4). */
        boolean cleaning;
        /**
         * UtilitySelector: when it last read its scores, on the time line without pauses
         * (§8.1); its {@link #order} holds the children still in first (the one running, or to
         * enter, first of all), then the {@link #count} children out (§5.4).
         */
        long readAt;
        /** §5.6: its services, in the class's declaration order; none for most nodes. */
        List<Scenario.ServiceSpec> services = List.of();
        /** §5.6: when each of its services last ran, on the time line without pauses. */
        long[] servicesRanAt = new long[0];
        /** Permit: 0 (no request), 1 (waiting for a settle), 2 (holds a permit) (§5.7). */
        int permit;
        /** SharedCooldown: it entered its child in this run, so its end is reported (§5.7). */
        boolean entered;
        /** Permit, SharedCooldown: the run's shared object it names (§5.7). */
        dev.arbor.runtime.Permits permits;
        dev.arbor.runtime.CooldownGroup group;

        Node(ScenarioNode source) {
            this.source = source;
            this.kind = source.kind;
            this.name = source.name;
            this.shape = shape(ScenarioKinds.of(kind));
        }

        String abort() {
            return source.attribute("abort", "none");
        }

        boolean isDecorator() {
            return shape == Shape.DECORATOR || shape == Shape.GUARD;
        }

        /** A condition node: {@code condition}, or {@code event} (§5.4 "Event: a condition"). */
        boolean isCondition() {
            return kind.equals("condition") || kind.equals("event");
        }

        /**
         * A node whose answer an abort entry can hold (§6.1): a condition, or a Cooldown with
         * {@code watched=true}, whose answer is its readiness (§5.4).
         */
        boolean answers() {
            return isCondition() || watchesReadiness();
        }

        /** §5.4 Cooldown with {@code watched=true}: its readiness is watched (§6). */
        boolean watchesReadiness() {
            return kind.equals("cooldown") && source.attribute("watched", "false").equals("true");
        }

        /** Only Sequence and Selector carry an abortType and take part in §6.3 (§5.4). */
        boolean carriesAborts() {
            return kind.equals("sequence") || kind.equals("selector");
        }

        /**
         * §5.8: an async action's stage while its work is under way (scenario key
         * {@code async=status|boolean|void}), else null.
         */
        java.util.concurrent.CompletableFuture<?> stage;

        /** An async action (§5.8): what its stage completes with, or null. */
        String async() {
            return kind.equals("action") ? source.attributes.get("async") : null;
        }

        /** A leaf whose method takes the tick's time (scenario key {@code now=true}, §8.1). */
        boolean takesNow() {
            return source.attribute("now", "false").equals("true");
        }

        long number(String key, long fallback) {
            return Long.parseLong(source.attribute(key, Long.toString(fallback)));
        }

        String required(String key) {
            String value = source.attributes.get(key);
            if (value == null) {
                throw new IllegalArgumentException(kind + " " + name + " needs " + key + "=");
            }
            return value;
        }

        boolean contains(Node other) {
            return index <= other.index && other.index < end;
        }
    }

    /** §6.1: a conditional-abort entry. */
    private static final class Entry {
        final Node condition;
        Status stored;
        /** The composite it watches; null while dormant. */
        Node watched;
        String type;
        /** §6.4: when its condition was last asked, on the time line without pauses (§8.1). */
        long askedAt;

        Entry(Node condition) {
            this.condition = condition;
        }
    }

    private final ScriptedAgent agent;
    private final Clock clock;
    private final Node root;
    private final List<Node> nodes = new ArrayList<>();
    /** At most one entry per condition (§6.1), kept in pre-order of their conditions. */
    private final List<Entry> entries = new ArrayList<>();
    private boolean passRunning;
    private Status status = Status.INACTIVE;
    /** Exceptions thrown by hooks while interrupting; the first is rethrown. */
    private Throwable pending;

    /** §8.1: "now", read once at the start of each tick. */
    private long now;
    /** How many ticks have started, paused ticks not counted. */
    private long ticks;
    /** §8.2: the SplitMix64 state, seeded with the scenario's seed; never reseeded. */
    private long random;
    /** §8.3: each pending event, with the tick at whose end it is cleared. */
    private final Map<String, Long> pendingEvents = new LinkedHashMap<>();
    /** §8.4: between pause() and resume(); since when, and the paused time before that. */
    private boolean paused;
    /** Told what the tree does (TreeListener's contract), or null. */
    private TreeListener listener;
    private long pausedSince;
    private long pausedNanos;

    /** With a fresh {@link ManualClock}, which stays at 0. */
    public ReferenceInterpreter(Scenario scenario, ScriptedAgent agent) {
        this(scenario, agent, new ManualClock());
    }

    public ReferenceInterpreter(Scenario scenario, ScriptedAgent agent, Clock clock) {
        this(scenario, agent, clock, scenario.seed);
    }

    /** With another seed than the scenario's. */
    public ReferenceInterpreter(Scenario scenario, ScriptedAgent agent, Clock clock, long seed) {
        this.agent = agent;
        this.clock = clock;
        this.random = seed;
        this.root = build(scenario.root, null);
        for (Node node : nodes) { // §5.6: per node, its services in declaration order
            node.services = scenario.services().stream()
                    .filter(service -> node.source.serviceNames().contains(service.name()))
                    .toList();
            node.servicesRanAt = new long[node.services.size()];
            String shared = ScenarioSource.sharedField(node.source);
            if (node.kind.equals("permit")) {
                node.permits = ScriptedAgent.$permits(shared,
                        (int) node.number("permits", 1));
            } else if (node.kind.equals("shared_cooldown")) {
                node.group = ScriptedAgent.$group(shared, node.number("millis", 0));
            }
        }
    }

    private Node build(ScenarioNode source, Node parent) {
        Node node = new Node(source);
        node.parent = parent;
        node.composite = parent != null && parent.isDecorator() ? parent.composite : parent;
        node.index = nodes.size();
        node.position = parent == null ? 0 : parent.children.size();
        nodes.add(node);
        if (parent != null) {
            parent.children.add(node);
        }
        for (ScenarioNode child : source.children) {
            build(child, node);
        }
        node.end = nodes.size();
        return node;
    }

    @Override
    public Object agent() {
        return agent;
    }

    @Override
    public void setListener(TreeListener listener) {
        this.listener = listener;
    }

    @Override
    public TreeListener listener() {
        return listener;
    }

    @Override
    public TreeNodes nodes() {
        return new TreeNodes("ReferenceInterpreter",
                nodes.stream().map(n -> n.name).toArray(String[]::new),
                nodes.stream().map(n -> n.kind).toArray(String[]::new),
                nodes.stream().mapToInt(n -> n.parent == null ? -1 : n.parent.index).toArray());
    }

    /** The first node of {@code kind} named {@code name}: an event's node. */
    private int indexOf(String kind, String name) {
        return nodes.stream().filter(n -> n.kind.equals(kind) && n.name.equals(name))
                .findFirst().orElseThrow().index;
    }

    /** The nodes flagged running, from the root down (the format of Tree.runningPath). */
    @Override
    public String runningPath() {
        if (!root.running) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        appendPath(out, root);
        return out.toString();
    }

    private static void appendPath(StringBuilder out, Node node) {
        out.append(node.name);
        List<Node> running = node.children.stream().filter(child -> child.running).toList();
        if (running.isEmpty()) {
            return;
        }
        out.append(" > ");
        if (running.size() == 1) {
            appendPath(out, running.get(0));
            return;
        }
        out.append('(');
        for (int i = 0; i < running.size(); i++) {
            appendPath(out, running.get(i));
            out.append(i < running.size() - 1 ? " | " : ")");
        }
    }

    @Override
    public Status status() {
        return status;
    }

    // ---- §3 the tick

    @Override
    public Status tick() {
        if (paused) {
            return Status.RUNNING; // §8.4: a paused tree does nothing
        }
        now = clock.nanos(); // §8.1
        ticks++;
        try {
            if (listener != null) {
                listener.tickStarted(this);
            }
            if (!passRunning) { // §3.1
                passRunning = true;
                enter(root);
            } else {
                runDueServices(); // §3.2, §5.6: only in a tick that found a pass running
            }
            checkGuardsAndEntries(); // §3.2
            Status result = serve(root); // §3.3
            if (result != Status.RUNNING) {
                passRunning = false; // §3.4: the next tick starts a new pass
            }
            status = result;
            if (listener != null) {
                listener.tickEnded(this, result);
            }
            return result;
        } catch (RuntimeException | Error failure) {
            // §7: end every running node, the throwing leaf included, then rethrow.
            pending = failure;
            interruptAll();
            pending = null;
            throw failure;
        } finally {
            settle(); // §5.7: no runner holds it
            // §8.3: cleared at the end of the tick, whether or not anything saw it.
            if (listener != null) { // in event order: the first @Event node of each, pre-order
                nodes.stream().filter(n -> n.kind.equals("event")).map(n -> n.name).distinct()
                        .filter(name -> pendingEvents.containsKey(name)
                                && pendingEvents.get(name) <= ticks)
                        .forEach(name -> listener.eventCleared(this, indexOf("event", name)));
            }
            pendingEvents.values().removeIf(lastTick -> lastTick <= ticks);
        }
    }

    @Override
    public void reset() {
        interruptAll(); // §7
        for (Node node : nodes) {
            node.lastEnded = null; // §5.4: a reset instance has no cooldown pending
            if (!Boolean.parseBoolean(node.source.attribute("keep_on_reset", "false"))) {
                node.kept = null; // §5.4 RunOnce: a reset instance runs its child again
            }
        }
        if (pending != null) {
            RuntimeException failure = (RuntimeException) pending;
            pending = null;
            throw failure;
        }
    }

    /** §8.4: the running actions' onPause(true), in pre-order; paused time starts now. */
    @Override
    public void pause() {
        if (paused) {
            return;
        }
        paused = true;
        pausedSince = clock.nanos();
        pauseHooks(true);
    }

    /** §8.4: the same hooks with false; the paused time no longer counts (§8.1). */
    @Override
    public void resume() {
        if (!paused) {
            return;
        }
        paused = false;
        pausedNanos += clock.nanos() - pausedSince;
        pauseHooks(false);
    }

    /**
     * §8.4 and §7: the pause has taken effect; every running action's hook is called, in
     * pre-order, then the listener, each even if one before it threw; then, if one threw, every
     * running node is ended and the first exception rethrown, with the later ones suppressed.
     */
    private void pauseHooks(boolean pausing) {
        RuntimeException failure = null;
        for (Node node : nodes) {
            if (node.running && node.kind.equals("action")) {
                try {
                    agent.$paused(node.name, pausing);
                } catch (RuntimeException thrown) {
                    failure = firstOf(failure, thrown);
                }
            }
        }
        try {
            if (listener != null && pausing) {
                listener.paused(this);
            } else if (listener != null) {
                listener.resumed(this);
            }
        } catch (RuntimeException thrown) {
            failure = firstOf(failure, thrown);
        }
        if (failure != null) {
            pending = failure;
            interruptAll(); // §7, as for a tick that threw
            pending = null;
            throw failure;
        }
    }

    private static RuntimeException firstOf(RuntimeException first, RuntimeException thrown) {
        if (first == null) {
            return thrown;
        }
        if (first != thrown) {
            first.addSuppressed(thrown);
        }
        return first;
    }

    @Override
    public boolean isPaused() {
        return paused;
    }

    /**
     * §8.3: pending through the next tick that starts after this call (a paused tick does not
     * count), cleared at that tick's end; raising a pending event changes nothing.
     */
    @Override
    public void raise(String nodeName) {
        List<String> events = nodes.stream().filter(n -> n.kind.equals("event"))
                .map(n -> n.name).toList();
        if (!events.contains(nodeName)) {
            throw new IllegalArgumentException("no @Event node named '" + nodeName + "'; the tree"
                    + " has " + (events.isEmpty() ? "none" : String.join(", ", events)));
        }
        if (pendingEvents.putIfAbsent(nodeName, ticks + 1) == null && listener != null) {
            listener.eventRaised(this, indexOf("event", nodeName));
        }
    }

    private void interruptAll() {
        if (root.running) {
            interrupt(root);
        }
        entries.clear();
        passRunning = false;
        status = Status.INACTIVE;
        for (Node node : nodes) {
            node.running = false;
            node.guardResult = null;
        }
    }

    // ---- §4 enter, run, end

    /** §4 Enter: push, start hook; the node's "on entry" rule runs when it is first run. */
    private void enter(Node node) {
        node.running = true;
        node.entering = true;
        node.current = 0;
        node.order = node.children;
        node.count = 0; // §5.4: counters start at 0 on each entry
        node.successes = 0;
        node.failures = 0;
        node.guardResult = null;
        node.cleaning = false; // §5.4 TryCatch: its block runs
        node.enteredTick = ticks;
        node.enteredNanos = now;
        node.pausedNanosAtEntry = pausedNanos;
        if (listener != null) {
            listener.entered(this, node.index);
        }
        for (int i = 0; i < node.services.size(); i++) { // §5.6: at once, before all else
            runService(node, i);
        }
        if (node.kind.equals("wait") && node.source.attributes.containsKey("millis_from")) {
            long millis = agent.$millis(node.source.attributes.get("millis_from"));
            if (millis < 0) { // §5.4: an error (no scenario scripts one)
                throw new IllegalArgumentException("a negative duration");
            }
            // §5.4: asked once on entry; the wait then runs as a constant one
            node.waitNanos = millis > Long.MAX_VALUE / NANOS_PER_MILLI ? Long.MAX_VALUE
                    : millis * NANOS_PER_MILLI;
        }
        if (node.kind.equals("action")) {
            agent.$started(node.name);
        }
    }

    /**
     * A parent serves its child: acts on the result a guard completed with in step 2 (§5.5),
     * else enters the child if it is not running (§4; a yielding decorator's child, §5.4) and
     * runs it.
     */
    private Status serve(Node child) {
        if (child.guardResult != null) {
            Status result = child.guardResult;
            child.guardResult = null;
            return result;
        }
        if (!child.running) {
            enter(child);
        }
        return run(child);
    }

    /** Runs a running node until it answers RUNNING or completes (and has ended). */
    private Status run(Node node) {
        return switch (ScenarioKinds.of(node.kind)) {
            case CONDITION -> runCondition(node);
            case ACTION -> runAction(node);
            case SEQUENCE -> runSequence(node);
            case SELECTOR -> runSelector(node);
            case PARALLEL -> runParallel(node);
            case INVERT -> runInvert(node);
            case ALWAYS_SUCCEED -> runAlwaysSucceed(node);
            case ALWAYS_FAIL -> runAlwaysFail(node);
            case FAIL_IF_RUNNING -> runFailIfRunning(node);
            case RUNNING_IF_FAIL -> runRunningIfFail(node);
            case REPEAT -> runRepeat(node);
            case UNTIL_SUCCESS -> runUntilSuccess(node);
            case UNTIL_FAILURE -> runUntilFailure(node);
            case COOLDOWN -> runCooldown(node);
            case TIME_LIMIT -> runTimeLimit(node);
            case WHILE -> runWhile(node);
            case IF -> runIf(node);
            case LOOP -> runLoop(node);
            case RANDOM_SELECTOR -> runRandomSelector(node);
            case RANDOM_SEQUENCE -> runRandomSequence(node);
            case WEIGHTED_SELECTOR -> runWeightedSelector(node);
            case SWITCH -> runSwitch(node);
            case RANDOM_CHOICE -> runRandomChoice(node);
            case WAIT -> runWait(node);
            case EVENT -> runEvent(node);
            case TASK, SUBTREE -> throw new IllegalArgumentException("no scenario node: "
                    + node.kind);
            case RUN_ONCE -> runRunOnce(node);
            case TRY_CATCH -> runTryCatch(node);
            case UTILITY_SELECTOR -> runUtilitySelector(node);
            case PERMIT -> runPermit(node);
            case SHARED_COOLDOWN -> runSharedCooldown(node);
        };
    }

    /** RUNNING stays RUNNING; SUCCESS or FAILURE ends the node with it (§4), and is returned. */
    private Status complete(Node node, Status result) {
        if (result != Status.RUNNING) {
            end(node, result);
        }
        return result;
    }

    /** §4 Run a leaf: a condition maps to SUCCESS/FAILURE (§1). */
    private Status runCondition(Node node) {
        return answered(node, askCondition(node) ? Status.SUCCESS : Status.FAILURE);
    }

    /** §4 Run a leaf: RUNNING leaves it running; the next tick calls it again. */
    private Status runAction(Node node) {
        return answered(node, callAction(node));
    }

    /**
     * An action's answer; §5.8 for an async one: its first call in a run starts the work and
     * answers RUNNING; later calls do not call the method, they ask the stage, which the script
     * completes only between ticks (ScriptedAgent.$settle), so a stage done now was completed
     * before this tick started.
     */
    private Status callAction(Node node) {
        if (node.async() == null) {
            return node.takesNow() ? agent.$action(node.name, leafTime())
                    : agent.$action(node.name);
        }
        if (node.stage == null) {
            node.stage = node.takesNow() ? agent.$async(node.name, node.async(), leafTime())
                    : agent.$async(node.name, node.async());
            return Status.RUNNING;
        }
        if (!node.stage.isDone()) {
            return Status.RUNNING;
        }
        java.util.concurrent.CompletableFuture<?> stage = node.stage;
        node.stage = null;
        Object value;
        try {
            value = stage.join();
        } catch (java.util.concurrent.CompletionException failed) {
            throw (RuntimeException) failed.getCause(); // the work's own exception
        }
        return switch (node.async()) {
            case "status" -> (Status) value;
            case "boolean" -> (Boolean) value ? Status.SUCCESS : Status.FAILURE;
            case "void" -> Status.SUCCESS;
            default -> throw new IllegalArgumentException(node.async());
        };
    }

    /** §5.8: an action that ends stops waiting on its stage, and cancels one still waited on. */
    private static void dropStage(Node node) {
        if (node.stage != null) {
            node.stage.cancel(true);
            node.stage = null;
        }
    }

    /** A condition node's method (traced), passed the tick's time if it takes it (§8.1). */
    private boolean askCondition(Node node) {
        return node.takesNow() ? agent.$condition(node.name, leafTime())
                : agent.$condition(node.name);
    }

    /** §8.1: what a method that takes the tick's time is passed: "now" less the paused time. */
    private long leafTime() {
        return now - pausedNanos;
    }

    /** A running leaf answered {@code result}: the listener hears it, then it completes. */
    private Status answered(Node leaf, Status result) {
        if (listener != null && result != null && result != Status.INACTIVE) {
            listener.leafAnswered(this, leaf.index, result);
        }
        return complete(leaf, result);
    }

    /** §5.1. */
    private Status runSequence(Node node) {
        return complete(node, inOrder(node, Status.SUCCESS));
    }

    /** §5.2. */
    private Status runSelector(Node node) {
        return complete(node, inOrder(node, Status.FAILURE));
    }

    /**
     * §5.1 ({@code goOn} SUCCESS) and §5.2 ({@code goOn} FAILURE) over {@code node.order}, from
     * {@code node.current}: the result the node completes with, or RUNNING.
     */
    private Status inOrder(Node node, Status goOn) {
        while (true) {
            Status result = serve(node.order.get(node.current));
            if (result == goOn && node.current + 1 < node.order.size()) {
                node.current++;
                continue;
            }
            return result;
        }
    }

    /**
     * §5.3: on entry, enters every branch left to right; later, first takes the results of its
     * direct children that are guards and completed in step 2 (§5.5), then serves the running
     * branches left to right. The policy is checked at each result; once it decides, no further
     * branch is entered or served.
     */
    private Status runParallel(Node node) {
        boolean entering = node.entering;
        node.entering = false;
        if (!entering) {
            for (Node child : node.children) {
                if (child.guardResult != null) {
                    Status decision = branchCompleted(node, serve(child));
                    if (decision != null) {
                        return decision;
                    }
                }
            }
        }
        for (Node child : node.children) {
            Status result;
            if (entering) {
                enter(child);
                result = run(child);
            } else if (child.running) {
                result = serve(child);
            } else if (reAsked(child)) {
                Status decision = reask(node, child);
                if (decision != null) {
                    return decision;
                }
                continue;
            } else {
                continue;
            }
            if (result == Status.RUNNING) {
                continue;
            }
            if (reAsked(child)) {
                child.answer = result;
            }
            Status decision = branchCompleted(node, result);
            if (decision != null) {
                return decision;
            }
        }
        return Status.RUNNING;
    }

    /**
     * §5.3: a branch of {@code node} completed with {@code result}: the policy decides (the
     * running branches are ended INTERRUPTED, left to right, and the parallel ends: its status is
     * returned) or not yet (null).
     */
    private Status branchCompleted(Node node, Status result) {
        if (result == Status.SUCCESS) {
            node.successes++;
        } else {
            node.failures++;
        }
        Status decision = null;
        int all = node.children.size();
        if (node.failures >= threshold(node, "failure", "one", "failure_count")) {
            decision = Status.FAILURE;
        } else if (node.successes >= threshold(node, "success", "all", "success_count")) {
            decision = Status.SUCCESS;
        } else if (node.successes + node.failures == all) {
            decision = Status.FAILURE;
        }
        if (decision != null) {
            interruptChildrenOrThrow(node); // the running branches, left to right
            end(node, decision);
        }
        return decision;
    }

    /**
     * §5.3, re-asked conditions: whether {@code child} is one its parallel asks again at every
     * later tick: a {@code @Condition} named directly by a parallel with
     * {@code recheck_conditions=true} (not an event, not a decorated condition, not a guard).
     */
    private static boolean reAsked(Node child) {
        return child.kind.equals("condition") && child.parent != null
                && child.parent.kind.equals("parallel")
                && child.parent.source.attribute("recheck_conditions", "false").equals("true");
    }

    /**
     * §5.3, re-asked conditions: parallel {@code node}, running, asks its completed child
     * {@code child} again: a call, not an entry (no hook; the listener hears the answer). The
     * same answer changes nothing; a changed one withdraws the earlier from its count, counts
     * the new one, and the parallel decides as when a branch completes (its status, or null).
     */
    private Status reask(Node node, Node child) {
        Status result = askCondition(child) ? Status.SUCCESS : Status.FAILURE;
        if (listener != null) {
            listener.leafAnswered(this, child.index, result);
        }
        if (result == child.answer) {
            return null;
        }
        if (child.answer == Status.SUCCESS) {
            node.successes--;
        } else {
            node.failures--;
        }
        child.answer = result;
        return branchCompleted(node, result);
    }

    /**
     * §5.3: how many branches of parallel {@code node} it takes on one side: its count when it
     * has one, else its policy's (ONE: 1, ALL: every branch).
     */
    private static int threshold(Node node, String policy, String fallback, String count) {
        if (node.source.attributes.containsKey(count)) {
            return Integer.parseInt(node.source.attributes.get(count));
        }
        return node.source.attribute(policy, fallback).equals("one") ? 1 : node.children.size();
    }

    // ---- §5.4 decorators: exactly one child, entered on the decorator's entry

    private Status serveChild(Node decorator) {
        return serve(decorator.children.get(0));
    }

    /** §5.4 Invert: SUCCESS completes FAILURE, FAILURE completes SUCCESS, RUNNING passes. */
    private Status runInvert(Node node) {
        Status result = serveChild(node);
        return complete(node, result == Status.SUCCESS ? Status.FAILURE
                : result == Status.FAILURE ? Status.SUCCESS : Status.RUNNING);
    }

    /** §5.4 AlwaysSucceed: SUCCESS or FAILURE completes SUCCESS; RUNNING passes. */
    private Status runAlwaysSucceed(Node node) {
        Status result = serveChild(node);
        return complete(node, result == Status.RUNNING ? Status.RUNNING : Status.SUCCESS);
    }

    /** §5.4 AlwaysFail: SUCCESS or FAILURE completes FAILURE; RUNNING passes. */
    private Status runAlwaysFail(Node node) {
        Status result = serveChild(node);
        return complete(node, result == Status.RUNNING ? Status.RUNNING : Status.FAILURE);
    }

    /**
     * §5.4 FailIfRunning: child RUNNING (a yielding child included) → the child is ended
     * INTERRUPTED (§4) and the decorator completes FAILURE, in this tick.
     */
    private Status runFailIfRunning(Node node) {
        Status result = serveChild(node);
        if (result == Status.RUNNING) {
            interruptChildrenOrThrow(node);
            return complete(node, Status.FAILURE);
        }
        return complete(node, result);
    }

    /** §5.4 RunningIfFail: child FAILURE → yields; the child is entered again next tick. */
    private Status runRunningIfFail(Node node) {
        Status result = serveChild(node);
        return result == Status.FAILURE ? Status.RUNNING : complete(node, result);
    }

    /**
     * §5.4 Repeat(times, endOnFailure): a completed round counts (FAILURE too, unless
     * endOnFailure completes FAILURE); count = times → SUCCESS; else yields (§3). times 0: no
     * limit.
     */
    private Status runRepeat(Node node) {
        Status result = serveChild(node);
        if (result == Status.RUNNING) {
            return Status.RUNNING;
        }
        if (result == Status.FAILURE
                && Boolean.parseBoolean(node.source.attribute("end_on_failure", "false"))) {
            return complete(node, Status.FAILURE);
        }
        node.count++;
        return node.count == node.number("times", 0) ? complete(node, Status.SUCCESS)
                : Status.RUNNING;
    }

    /** §5.4 UntilSuccess(maxTries): FAILURE counts a try; tries = maxTries → FAILURE. */
    private Status runUntilSuccess(Node node) {
        return until(node, Status.SUCCESS);
    }

    /** §5.4 UntilFailure(maxTries): SUCCESS counts a try; tries = maxTries → SUCCESS. */
    private Status runUntilFailure(Node node) {
        return until(node, Status.FAILURE);
    }

    /** §5.4: the child completing {@code until} completes the decorator with it. */
    private Status until(Node node, Status until) {
        Status result = serveChild(node);
        if (result == Status.RUNNING || result == until) {
            return complete(node, result);
        }
        node.count++;
        return node.count == node.number("max_tries", 0) ? complete(node, result)
                : Status.RUNNING; // yields; the child is entered again next tick (§3)
    }

    /**
     * §5.4 Cooldown(millis): entered less than {@code millis} after it last ended (plain clock
     * time, §8.1) → FAILURE without entering the child, and that refusal does not restart the
     * cooldown; else completes with the child's result. Every end of a run that entered the
     * child is recorded in {@link #end} and {@link #interrupt}.
     */
    private Status runCooldown(Node node) {
        if (node.entering) {
            node.entering = false;
            if (!ready(node)) {
                node.refused = true; // a refusal does not restart the cooldown
                return complete(node, Status.FAILURE); // §6.2: end() records FAILURE
            }
            if (node.watchesReadiness()) {
                record(node, Status.SUCCESS); // §5.4, §6.2: it lets its child in: ready
            }
        }
        return complete(node, serveChild(node));
    }

    /** §5.4 Cooldown: whether it would let its child in now. */
    private boolean ready(Node node) {
        return node.lastEnded == null
                || now - node.lastEnded >= node.number("millis", 0) * NANOS_PER_MILLI;
    }

    /**
     * §5.7 Permit: entered, it asks for a permit and yields; at its next tick it enters its
     * child if a settle gave it one, else completes FAILURE; holding one, it completes with its
     * child's result. {@link #end} and {@link #interrupt} give the permit back.
     */
    private Status runPermit(Node node) {
        if (node.entering) {
            node.entering = false;
            node.permit = 1;
            return Status.RUNNING; // it yields: only a settle gives a permit
        }
        if (node.permit != 2) {
            return complete(node, Status.FAILURE);
        }
        return complete(node, serveChild(node));
    }

    /**
     * §5.7 SharedCooldown: entered while its group cools down (as of the last settle), it
     * completes FAILURE without entering its child; else it enters it and completes with its
     * result. Its end, having entered the child, is reported to the group.
     */
    private Status runSharedCooldown(Node node) {
        if (node.entering) {
            node.entering = false;
            if (node.group.coolingDown(now)) {
                return complete(node, Status.FAILURE);
            }
            node.entered = true;
        }
        return complete(node, serveChild(node));
    }

    /** §5.7: what ending a Permit or a SharedCooldown does to the run's shared objects. */
    private void endShared(Node node) {
        if (node.kind.equals("permit")) {
            if (node.permit == 2) {
                node.permits.giveBack(); // §9: nothing if none is held
            }
            node.permit = 0;
        } else if (node.kind.equals("shared_cooldown")) {
            if (node.entered) {
                node.group.ended(now);
            }
            node.entered = false;
        }
    }

    /**
     * §5.7: a tree no runner holds settles at its tick's end: in pre-order, each group takes
     * the ends reported, each waiting Permit takes a permit if one is free.
     */
    private void settle() {
        for (Node node : nodes) {
            if (node.group != null) {
                node.group.settle();
            }
            if (node.permit == 1 && node.permits.tryAcquire()) {
                node.permit = 2;
            }
        }
    }

    /**
     * §5.4 RunOnce: entered with a result kept, completes with it at once, its child not
     * entered; else completes with the child's result, which {@link #end} keeps. An interrupted
     * run keeps nothing.
     */
    private Status runRunOnce(Node node) {
        if (node.entering) {
            node.entering = false;
            if (node.kept != null) {
                return complete(node, node.kept);
            }
        }
        return complete(node, serveChild(node));
    }

    /** §5.4 TimeLimit: completes with the child's result; a guard, see {@link #checkGuard}. */
    private Status runTimeLimit(Node node) {
        return complete(node, serveChild(node));
    }

    /**
     * §5.4 While(condition): on entry, false → FAILURE without entering the child; true →
     * completes with the child's result. A guard, see {@link #checkGuard}.
     */
    private Status runWhile(Node node) {
        if (node.entering) {
            node.entering = false;
            if (!agent.$condition(node.required("condition"))) {
                return complete(node, Status.FAILURE);
            }
        }
        return complete(node, serveChild(node));
    }

    // ---- §5.4 composites

    /**
     * §5.4 If(condition, then, otherwise): the condition is called once, on entry: true →
     * then, false → otherwise, or FAILURE when there is none; completes with that child's
     * result.
     */
    private Status runIf(Node node) {
        if (node.entering) {
            node.entering = false;
            if (agent.$condition(node.required("condition"))) {
                node.current = 0;
            } else if (node.children.size() > 1) {
                node.current = 1;
            } else {
                return complete(node, Status.FAILURE);
            }
        }
        return complete(node, serve(node.children.get(node.current)));
    }

    /**
     * §5.4 Loop(times): a Sequence that counts a round when its last child succeeds; round =
     * times → SUCCESS; else yields and enters child 0 again next tick. times 0: no limit.
     */
    private Status runLoop(Node node) {
        Status result = inOrder(node, Status.SUCCESS);
        if (result != Status.SUCCESS) {
            return complete(node, result);
        }
        node.count++;
        if (node.count == node.number("times", 0)) {
            return complete(node, Status.SUCCESS);
        }
        node.current = 0;
        return Status.RUNNING;
    }

    /** §5.4 RandomSelector: on each entry an order is drawn (§8.2); then a Selector (§5.2). */
    private Status runRandomSelector(Node node) {
        if (node.entering) {
            node.entering = false;
            node.order = drawOrder(node);
        }
        return complete(node, inOrder(node, Status.FAILURE));
    }

    /** §5.4 RandomSequence: on each entry an order is drawn (§8.2); then a Sequence (§5.1). */
    private Status runRandomSequence(Node node) {
        if (node.entering) {
            node.entering = false;
            node.order = drawOrder(node);
        }
        return complete(node, inOrder(node, Status.SUCCESS));
    }

    /**
     * §5.4 WeightedSelector: on each entry each child's weight method is called once, in
     * declared order; the children are tried by descending weight (Double.compare; ties keep
     * declared order: List.sort is stable), as a Selector (§5.2).
     */
    private Status runWeightedSelector(Node node) {
        if (node.entering) {
            node.entering = false;
            List<String> methods = node.source.weightMethods();
            if (methods.size() != node.children.size()) {
                throw new IllegalArgumentException(node.name + ": one weight method per child");
            }
            Map<Node, Double> weights = new LinkedHashMap<>();
            for (int i = 0; i < node.children.size(); i++) {
                weights.put(node.children.get(i), (double) agent.$weight(methods.get(i)));
            }
            List<Node> order = new ArrayList<>(node.children);
            order.sort((a, b) -> Double.compare(weights.get(b), weights.get(a)));
            node.order = order;
        }
        return complete(node, inOrder(node, Status.FAILURE));
    }

    /**
     * §5.4 UtilitySelector(scores, every, margin): on entry every child is in; it reads the
     * scores of the children in, in declared order, and enters the best (highest; of equal
     * scores the first declared; NaN below every number). SUCCESS completes it; FAILURE puts
     * the child out, and the best of those still in is entered, or it fails when none is. While
     * a child runs, step 2 may switch it ({@link #rescore}).
     */
    private Status runUtilitySelector(Node node) {
        if (node.entering) {
            node.entering = false;
            if (node.source.scoreMethods().size() != node.children.size()) {
                throw new IllegalArgumentException(node.name + ": one score method per child");
            }
            node.count = 0;
            node.order = new ArrayList<>(node.children);
            putBestFirst(node, readScores(node));
        }
        while (true) {
            Status result = serve(node.order.get(0));
            if (result != Status.FAILURE) {
                return complete(node, result);
            }
            node.count++; // the child is out for this run
            int in = node.children.size() - node.count;
            node.order.add(in, node.order.remove(0));
            if (in == 0) {
                return complete(node, Status.FAILURE);
            }
            putBestFirst(node, readScores(node));
        }
    }

    /**
     * The scores of the children still in, read in declared order (the others null), noting
     * the time of the reading.
     */
    private Map<Node, Double> readScores(Node node) {
        List<Node> in = node.order.subList(0, node.children.size() - node.count);
        Map<Node, Double> scores = new LinkedHashMap<>();
        for (Node child : node.children) {
            if (in.contains(child)) {
                scores.put(child, agent.$score(node.source.scoreMethods().get(child.position)));
            }
        }
        node.readAt = now - pausedNanos;
        return scores;
    }

    /** Whether {@code a} ranks above {@code b}: higher, or a number where {@code b} is NaN. */
    private static boolean ranksAbove(double a, double b) {
        return a > b || Double.isNaN(b) && !Double.isNaN(a);
    }

    /** The best of {@code candidates}, in declared order: the first of the highest score. */
    private static Node best(List<Node> candidates, Map<Node, Double> scores) {
        Node best = null;
        for (Node child : candidates) {
            if (best == null || ranksAbove(scores.get(child), scores.get(best))) {
                best = child;
            }
        }
        return best;
    }

    /** Moves the best child still in to the front of the order. */
    private static void putBestFirst(Node node, Map<Node, Double> scores) {
        Node best = best(new ArrayList<>(scores.keySet()), scores);
        node.order.remove(best);
        node.order.add(0, best);
    }

    /**
     * §5.4 UtilitySelector, in step 2 while its child runs and once {@code every} has passed
     * since its last reading (paused time left out): the scores of the children still in are
     * read again; when the best of the others scores more than {@code margin} above the
     * running child (a number always does above NaN, NaN never does), the running child is
     * interrupted, and the better one is entered when the selector is served in step 3.
     */
    private void rescore(Node node) {
        Map<Node, Double> scores = readScores(node);
        Node running = node.order.get(0);
        List<Node> others = new ArrayList<>(scores.keySet());
        others.remove(running);
        Node other = best(others, scores);
        if (other == null) {
            return;
        }
        double r = scores.get(running);
        double o = scores.get(other);
        double margin = Double.parseDouble(node.source.attribute("margin", "0"));
        if (Double.isNaN(o) || !Double.isNaN(r) && !(o - r > margin)) {
            return;
        }
        if (listener != null) {
            listener.guardFired(this, node.index);
        }
        node.order.remove(other);
        node.order.add(0, other);
        interruptChildrenOrThrow(node);
    }

    /** Whether {@code node} is a UtilitySelector one of whose children runs. */
    private static boolean rescores(Node node) {
        return node.kind.equals("utility_selector") && node.running
                && node.children.stream().anyMatch(c -> c.running);
    }

    /**
     * §5.4 Switch(on, cases, otherwise): {@code on} is called once, on entry; the case equal to
     * its answer enters the child at that case's position, an answer no case matches (null
     * included) the otherwise child, or FAILURE when there is none; completes with that child's
     * result.
     */
    private Status runSwitch(Node node) {
        if (node.entering) {
            node.entering = false;
            String on = node.required("on");
            String answer = node.source.switchesOnAlert()
                    ? String.valueOf(agent.$alert(on)) : Integer.toString(agent.$value(on));
            List<String> cases = node.source.cases();
            int matched = -1;
            for (int i = 0; i < cases.size(); i++) {
                if (node.source.switchesOnAlert() ? cases.get(i).equals(answer)
                        : Integer.parseInt(cases.get(i)) == Integer.parseInt(answer)) {
                    matched = i;
                    break;
                }
            }
            if (matched < 0 && node.children.size() > cases.size()) {
                matched = cases.size(); // otherwise: the child after the cases' children
            }
            if (matched < 0) {
                return complete(node, Status.FAILURE);
            }
            node.current = matched;
        }
        return complete(node, serve(node.children.get(node.current)));
    }

    /**
     * §5.4 RandomChoice(weights): on each entry one child is drawn (§8.2: the first position of
     * a drawn order) and entered; completes with its result, whatever it is.
     */
    private Status runRandomChoice(Node node) {
        if (node.entering) {
            node.entering = false;
            node.current = drawOne(node);
        }
        return complete(node, serve(node.children.get(node.current)));
    }

    /**
     * §5.4 TryCatch: the block (every child but the last) as a sequence; the block succeeding
     * completes SUCCESS; a block child failing enters the clean-up (the last child) in the same
     * tick, whose completion, either result, completes FAILURE. Its interruption: {@link
     * #interrupt}.
     */
    private Status runTryCatch(Node node) {
        int cleanup = node.children.size() - 1;
        while (true) {
            Status result = serve(node.children.get(node.current));
            if (result == Status.RUNNING) {
                return Status.RUNNING;
            }
            if (node.current == cleanup) {
                return complete(node, Status.FAILURE); // whatever the clean-up answered
            }
            if (result == Status.FAILURE) {
                node.cleaning = true;
                node.current = cleanup;
            } else if (node.current == cleanup - 1) {
                return complete(node, Status.SUCCESS);
            } else {
                node.current++;
            }
        }
    }

    // ---- §5.4 leaves

    /** §5.4 Wait(millis): RUNNING until {@code millis} have passed since entry (§8.1). */
    private Status runWait(Node node) {
        long nanos = node.source.attributes.containsKey("millis_from") ? node.waitNanos
                : node.number("millis", 0) * NANOS_PER_MILLI;
        return answered(node, elapsedNanos(node) >= nanos ? Status.SUCCESS : Status.RUNNING);
    }

    /** §5.4 Event: SUCCESS while its event is pending (§8.3), else FAILURE; calls nothing. */
    private Status runEvent(Node node) {
        return answered(node, answer(node));
    }

    /** A condition node's answer: its method (traced), or an event's pending state. */
    private Status answer(Node condition) {
        if (condition.watchesReadiness()) {
            return ready(condition) ? Status.SUCCESS : Status.FAILURE; // §5.4: no call
        }
        boolean holds = condition.kind.equals("event")
                ? pendingEvents.containsKey(condition.name) : askCondition(condition);
        return holds ? Status.SUCCESS : Status.FAILURE;
    }

    /** §8.1: time since the node was entered, time spent paused excluded. */
    private long elapsedNanos(Node node) {
        return now - node.enteredNanos - (pausedNanos - node.pausedNanosAtEntry);
    }

    // ---- §8.2 randomness

    /** SplitMix64, exactly as §8.2 writes it. */
    private long nextRandom() {
        random += 0x9E3779B97F4A7C15L;
        long z = random;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * §8.2: position by position from the children not yet placed: while two or more have a
     * positive weight, r = next mod T (unsigned) places the first, in declared order, whose
     * running weight sum exceeds r; the last positive one is placed without a draw; then the
     * zero-weight ones in declared order.
     */
    private List<Node> drawOrder(Node node) {
        Map<Node, Long> weights = new LinkedHashMap<>();
        String[] declared = node.source.attribute("weights", "").split(",");
        for (Node child : node.children) {
            weights.put(child, node.source.attributes.containsKey("weights")
                    ? Long.parseLong(declared[child.position].strip()) : 1L);
        }
        List<Node> left = new ArrayList<>(node.children);
        List<Node> order = new ArrayList<>();
        while (left.stream().filter(c -> weights.get(c) > 0).count() >= 2) {
            long total = left.stream().mapToLong(weights::get).sum();
            long r = Long.remainderUnsigned(nextRandom(), total);
            long sum = 0;
            for (Node child : left) {
                sum += weights.get(child);
                if (sum > r) {
                    order.add(child);
                    left.remove(child);
                    break;
                }
            }
        }
        left.stream().filter(c -> weights.get(c) > 0).forEach(order::add);
        left.stream().filter(c -> weights.get(c) == 0).forEach(order::add);
        return order;
    }

    /**
     * §8.2, the first position of an order: with two children or more of positive weight, r =
     * next mod T (unsigned, T their total) picks the first, in declared order, whose running
     * weight sum exceeds r; with one, that one, without a draw. Answers its position.
     */
    private int drawOne(Node node) {
        List<Long> weights = new ArrayList<>();
        String[] declared = node.source.attribute("weights", "").split(",");
        for (Node child : node.children) {
            weights.add(node.source.attributes.containsKey("weights")
                    ? Long.parseLong(declared[child.position].strip()) : 1L);
        }
        List<Integer> positive = new ArrayList<>();
        for (int i = 0; i < weights.size(); i++) {
            if (weights.get(i) > 0) {
                positive.add(i);
            }
        }
        if (positive.size() == 1) {
            return positive.get(0);
        }
        long total = weights.stream().mapToLong(Long::longValue).sum();
        long r = Long.remainderUnsigned(nextRandom(), total);
        long sum = 0;
        for (int i : positive) {
            sum += weights.get(i);
            if (sum > r) {
                return i;
            }
        }
        throw new IllegalStateException("r below the total: never here");
    }

    // ---- §4 ending nodes

    /** §4 End with SUCCESS or FAILURE: the node has no running descendants. */
    private void end(Node node, Status result) {
        node.running = false; // step 2
        bookkeeping(node, result); // step 3
        if (node.kind.equals("cooldown")) {
            if (!node.refused) {
                node.lastEnded = now; // §5.4: "last ended (for any reason)", having run its child
            }
            node.refused = false;
        }
        if (node.kind.equals("run_once")) {
            node.kept = result; // §5.4: its child completed: it keeps the result
        }
        endShared(node);
        dropStage(node); // §5.8: ended by its stage's answer, it has none left
        if (node.kind.equals("action")) { // step 4
            agent.$ended(node.name, result);
        }
        if (listener != null) { // after the end hook: not told when the hook threw
            listener.completed(this, node.index, result);
        }
    }

    /** §4 End with INTERRUPTED: running descendants first, deepest first, left to right. */
    private void interrupt(Node node) {
        interruptChildren(node);
        if (node.kind.equals("try_catch") && !node.cleaning
                && Boolean.parseBoolean(node.source.attribute("cleanup_on_interrupt", "true"))) {
            cleanUp(node); // §5.4: after step 1, before the TryCatch leaves its stack
        }
        node.running = false;
        bookkeeping(node, null);
        if (node.kind.equals("cooldown") && !node.entering) {
            node.lastEnded = now; // §5.4: "interrupted included", once it has entered its child
        }
        endShared(node);
        dropStage(node); // §5.8: cancelled before its end hook hears INACTIVE
        try {
            if (node.kind.equals("action")) {
                agent.$ended(node.name, Status.INACTIVE);
            }
            if (listener != null) { // after the end hook: not told when the hook threw
                listener.completed(this, node.index, Status.INACTIVE);
            }
        } catch (RuntimeException thrown) {
            // §7: a hook that throws does not stop the others.
            if (pending == null) {
                pending = thrown;
            } else if (pending != thrown) {
                pending.addSuppressed(thrown);
            }
        }
    }

    /**
     * §5.4 TryCatch, interrupted while its block runs: its clean-up, its last child (an
     * action), is entered, called once and ended, with its answer, or interrupted if it
     * answered RUNNING or threw; what it throws is kept as a hook's is (§7).
     */
    private void cleanUp(Node node) {
        Node cleanup = node.children.get(node.children.size() - 1);
        Status answer;
        try {
            enter(cleanup);
            answer = callAction(cleanup); // §8.1: the last tick's time, in a reset too
            if (listener != null) {
                listener.leafAnswered(this, cleanup.index, answer);
            }
        } catch (RuntimeException thrown) {
            keep(thrown);
            answer = null;
        }
        if (answer == Status.SUCCESS || answer == Status.FAILURE) {
            try {
                end(cleanup, answer);
            } catch (RuntimeException thrown) {
                keep(thrown);
            }
        } else {
            interrupt(cleanup); // RUNNING: it is not called again
        }
    }

    /** §7: the first exception of an interruption is kept, later ones added to it. */
    private void keep(RuntimeException thrown) {
        if (pending == null) {
            pending = thrown;
        } else if (pending != thrown) {
            pending.addSuppressed(thrown);
        }
    }

    /** Interrupts the running children; a guard result not yet served is dropped with them. */
    private void interruptChildren(Node node) {
        for (Node child : node.children) {
            child.guardResult = null; // §4: "an interrupted child records nothing"
            if (child.running) {
                interrupt(child);
            }
        }
    }

    /** Interrupts below {@code node} and rethrows what a hook threw meanwhile. */
    private void interruptChildrenOrThrow(Node node) {
        interruptChildren(node);
        if (pending != null) {
            RuntimeException failure = (RuntimeException) pending;
            pending = null;
            throw failure;
        }
    }

    // ---- §3 step 2: guards (§5.5) and re-evaluation (§6.4), together in pre-order

    /**
     * §5.5: the running guards (by their own index) and the entries that watch something (by
     * their condition's index), in ascending pre-order; whatever stopped running or was deleted
     * by an earlier visit is skipped at its turn.
     */
    private void checkGuardsAndEntries() {
        // only what runs or watches when step 2 starts: an entry that starts watching during
        // step 2 (a guard interrupted its composite, §6.3) is first re-evaluated next tick
        boolean[] visited = new boolean[nodes.size()];
        for (Node node : nodes) {
            visited[node.index] = node.shape == Shape.GUARD ? node.running
                    : rescores(node) || watching(node);
        }
        for (Node node : nodes) {
            if (!visited[node.index]) {
                continue;
            }
            if (node.shape == Shape.GUARD) {
                if (node.running && node.enteredTick < ticks) { // not in the tick it was entered
                    checkGuard(node);
                }
            } else if (node.kind.equals("utility_selector")) {
                long every = node.number("every", 0) * NANOS_PER_MILLI;
                if (rescores(node) && now - pausedNanos - node.readAt >= every) { // §5.4: due
                    rescore(node);
                }
            } else if (watching(node)) {
                Entry entry = entryOf(node);
                long period = node.composite.number("reevaluate_every", 0) * 1_000_000L;
                if (now - pausedNanos - entry.askedAt >= period) { // §6.4: due
                    entry.askedAt = now - pausedNanos;
                    reevaluate(entry);
                }
            }
        }
    }

    /**
     * §5.6: at the start of a tick that found a pass running, before the walk of §6.4: every
     * service of a running node that is due (its period has passed since it last ran, on the
     * time line without pauses; a period of 0 is always due), nodes in pre-order, each node's
     * in declaration order.
     */
    private void runDueServices() {
        for (Node node : nodes) {
            if (!node.running) {
                continue;
            }
            for (int i = 0; i < node.services.size(); i++) {
                long period = node.services.get(i).millis() * NANOS_PER_MILLI;
                if (period == 0 || leafTime() - node.servicesRanAt[i] >= period) {
                    runService(node, i);
                }
            }
        }
    }

    /** §5.6: service {@code i} of {@code node} runs now: noted, called, told to the listener. */
    private void runService(Node node, int i) {
        Scenario.ServiceSpec service = node.services.get(i);
        node.servicesRanAt[i] = leafTime();
        if (service.now()) {
            agent.$service(service.name(), leafTime());
        } else {
            agent.$service(service.name());
        }
        if (listener != null) {
            listener.serviceRan(this, node.index, service.name());
        }
    }

    /** Whether {@code node} is a condition whose entry watches a composite (§6.1). */
    private boolean watching(Node node) {
        if (!node.answers()) {
            return false;
        }
        Entry entry = entryOf(node);
        return entry != null && entry.watched != null;
    }

    /**
     * §5.4 TimeLimit: expired when at least {@code millis} have passed since entry (paused time
     * excluded, §8.1). While: calls its condition again; false fails it. A failing guard ends
     * its running descendants INTERRUPTED and completes FAILURE; its parent acts on that when
     * served in step 3 (§5.5).
     */
    private void checkGuard(Node guard) {
        boolean holds = guard.kind.equals("while")
                ? agent.$condition(guard.required("condition"))
                : elapsedNanos(guard) < guard.number("millis", 0) * NANOS_PER_MILLI;
        if (!holds) {
            if (listener != null) {
                listener.guardFired(this, guard.index);
            }
            interruptChildrenOrThrow(guard);
            end(guard, Status.FAILURE);
            guard.guardResult = Status.FAILURE;
        }
    }

    // ---- §6 conditional aborts

    /** §6.2 (conditions) and §6.3 (composites); {@code result} null means interrupted. */
    private void bookkeeping(Node node, Status result) {
        if (node.watchesReadiness()) {
            if (node.entering) {
                return; // §5.4: an abort's child interrupted before it decided records nothing
            }
            // §5.4: a refusal's readiness is FAILURE; ended after its child (completed or
            // interrupted), it starts cooling down: ready again at once only with 0 ms
            record(node, node.refused || node.number("millis", 0) > 0 ? Status.FAILURE
                    : Status.SUCCESS);
            return;
        }
        if (node.isCondition()) {
            if (result != null) {
                record(node, result);
            }
            return;
        }
        bookkeepingOfComposite(node);
    }

    /** §6.2: {@code node} answered {@code result}: its entry is created or replaced. */
    private void record(Node node, Status result) {
        Node c = node.composite;
        if (c == null || !c.carriesAborts() || c.abort().equals("none")) {
            return;
        }
        Entry entry = entryOf(node);
        if (entry == null) {
            entry = new Entry(node);
            entries.add(entry);
            entries.sort((a, b) -> Integer.compare(a.condition.index, b.condition.index));
        }
        entry.stored = result;
        entry.askedAt = now - pausedNanos; // §6.4: a period counts from here
        entry.type = c.abort();
        entry.watched = entry.type.equals("lower_priority") ? null : c;
    }

    /** §6.3: composite {@code node} ended. */
    private void bookkeepingOfComposite(Node node) {
        if (!node.carriesAborts()) {
            return; // library composites and parallels: never watched (§5.4, §6.3)
        }
        Node x = node;
        Node p = x.composite;
        for (Entry entry : new ArrayList<>(entries)) {
            // 1. dormant lower-priority entries of X's own conditions start watching X.
            if (entry.watched == null && entry.condition.composite == x) {
                entry.watched = x;
            }
            if (entry.watched != x) {
                continue;
            }
            // 2. move to P (not into a parallel or a library composite), or 3. delete.
            boolean canMove = p != null && p.carriesAborts();
            boolean ruleA = canMove && selfish(x.abort()) && selfish(p.abort())
                    && selfish(entry.type);
            boolean ruleB = canMove && lowerish(x.abort()) && lowerish(entry.type);
            if (ruleA || ruleB) {
                entry.watched = p;
                if (entry.type.equals("both")) {
                    if (x.abort().equals("self") || p.abort().equals("self")) {
                        entry.type = "self";
                    } else if (x.abort().equals("lower_priority")
                            || p.abort().equals("lower_priority")) {
                        entry.type = "lower_priority";
                    }
                }
            } else {
                entries.remove(entry);
            }
        }
    }

    private static boolean selfish(String type) {
        return type.equals("self") || type.equals("both");
    }

    private static boolean lowerish(String type) {
        return type.equals("lower_priority") || type.equals("both");
    }

    private Entry entryOf(Node condition) {
        for (Entry entry : entries) {
            if (entry.condition == condition) {
                return entry;
            }
        }
        return null;
    }

    /** §6.4: one entry's turn. */
    private void reevaluate(Entry entry) {
        Status answer = answer(entry.condition); // raw: no decorator applied, no hooks
        if (listener != null) {
            listener.reevaluated(this, entry.condition.index, answer);
        }
        if (answer == entry.stored) {
            return;
        }
        if (entry.type.equals("lower_priority")
                && allRunningWithinOrAbove(entry.watched, entry.condition.composite)) {
            return; // a lower-priority abort never interrupts its own branch
        }
        if (!matters(entry, answer)) {
            entry.stored = answer; // abortOn = RELEVANT_CHANGE: not a change that fires
            return;
        }
        abort(entry.watched, entry.condition);
    }

    /**
     * §6.4 "Which changes fire": under {@code abortOn = RELEVANT_CHANGE}, whether the change of
     * {@code entry}'s condition to {@code answer} fires; under ANY_CHANGE every change does.
     */
    private boolean matters(Entry entry, Status answer) {
        Node c = entry.condition.composite;
        if (c.source.attribute("abort_on", "any_change").equals("any_change")) {
            return true;
        }
        // a sequence goes on past a child that succeeded, a selector past one that failed; only
        // they carry an abortType (§5.4)
        Status goesOn = switch (c.kind) {
            case "sequence" -> Status.SUCCESS;
            case "selector" -> Status.FAILURE;
            default -> throw new IllegalStateException(c.kind + " carries no abortType");
        };
        Status stops = goesOn == Status.SUCCESS ? Status.FAILURE : Status.SUCCESS;
        boolean self = entry.type.equals("self")
                || entry.type.equals("both") && entry.watched == c;
        Status fires = self ? stops : goesOn;
        Status before = seenBy(c, entry.condition, entry.stored);
        Status after = seenBy(c, entry.condition, answer);
        return after == fires && before != fires;
    }

    /**
     * §6.4: what composite {@code c} sees when {@code condition} answers {@code answer}: the
     * answer passed up through each decorator between them, each by its rule for a child that
     * completed (§5.4); null where one of them does not complete on it (it counts or yields).
     */
    private static Status seenBy(Node c, Node condition, Status answer) {
        Status seen = answer;
        for (Node at = condition.parent; at != c; at = at.parent) {
            boolean success = seen == Status.SUCCESS;
            seen = switch (ScenarioKinds.of(at.kind)) {
                case INVERT -> success ? Status.FAILURE : Status.SUCCESS;
                case ALWAYS_SUCCEED -> Status.SUCCESS;
                case ALWAYS_FAIL -> Status.FAILURE;
                case FAIL_IF_RUNNING, COOLDOWN, TIME_LIMIT, WHILE -> seen;
                case PERMIT, SHARED_COOLDOWN -> seen; // §5.7: its child's result, unchanged
                case RUNNING_IF_FAIL, UNTIL_SUCCESS -> success ? Status.SUCCESS : null;
                case UNTIL_FAILURE -> success ? null : Status.FAILURE;
                case REPEAT -> !success && at.source.attribute("end_on_failure", "false")
                        .equals("true") ? Status.FAILURE : null;
                case SEQUENCE, SELECTOR, PARALLEL, CONDITION, ACTION, LOOP, IF, WAIT, EVENT,
                        RANDOM_SELECTOR, RANDOM_SEQUENCE, WEIGHTED_SELECTOR, TASK, SUBTREE, SWITCH,
                        RANDOM_CHOICE, RUN_ONCE, TRY_CATCH, UTILITY_SELECTOR ->
                        throw new IllegalStateException(at.kind
                        + " is not a decorator a condition's answer passes through");
            };
            if (seen == null) {
                return null;
            }
        }
        return seen;
    }

    /**
     * §6.4: whether every running node strictly below {@code below} lies in the subtree of
     * {@code within} or is an ancestor of {@code within}. So a decorator on the path between them
     * that yields between two runs of its child (Repeat, UntilSuccess, UntilFailure,
     * RunningIfFail) keeps the running path inside {@code within}'s branch, while a yielding
     * decorator or Loop anywhere else is lower-priority work like a running leaf.
     */
    private boolean allRunningWithinOrAbove(Node below, Node within) {
        for (Node node : nodes) {
            if (node.running && below.contains(node) && node != below
                    && !within.contains(node) && !node.contains(within)) {
                return false;
            }
        }
        return true;
    }

    /** §6.5. */
    private void abort(Node watched, Node condition) {
        Node child = condition;
        while (child.parent != watched) {
            child = child.parent;
        }
        if (listener != null) {
            listener.abortFired(this, condition.index, watched.index);
        }
        interruptChildrenOrThrow(watched); // 1.
        int k = child.position;
        entries.removeIf(e -> watched.children.get(k).index <= e.condition.index
                && e.condition.index < watched.end); // 2.
        watched.current = k; // 3. child k is entered when the watched composite is served
        // ... which the code generated by Arbor does now, and its listener hears now: child k
        // holds the condition, so it is the condition (no hooks) or a composite or decorator
        // (no hooks), and entering it now or when served differs in nothing else
        enter(child);
    }

    /**
     * Runs a scenario through the interpreter, on a manual clock at 0 that its {@code advance}
     * steps move; one trace per step. Without hooks ({@code hooks none}) the start, end and pause
     * events are not observable, so they are left out.
     */
    public static List<Trace> expected(Scenario scenario) {
        return expectedMoving(scenario, step -> false);
    }

    /**
     * As {@link #expected}, moving the run before each step {@code moveBefore} accepts to a fresh
     * interpreter (a new agent with the same answers, a new clock at the same reading, another
     * seed) restored from a snapshot of the one that ran so far (§9).
     */
    public static List<Trace> expectedMoving(Scenario scenario, IntPredicate moveBefore) {
        return expectedMoving(scenario, 0, moveBefore);
    }

    /** As {@link #expectedMoving(Scenario, IntPredicate)}, on a clock that starts at {@code origin}. */
    public static List<Trace> expectedMoving(Scenario scenario, long origin,
            IntPredicate moveBefore) {
        ScriptedAgent.$newRun(); // §5.7: the run's own shared objects, which moves keep
        ScriptedAgent agent = new ScriptedAgent() {};
        agent.$origin = origin;
        ManualClock clock = new ManualClock(origin);
        GeneratedTreeRunner.Instance first = new GeneratedTreeRunner.Instance(agent,
                new ReferenceInterpreter(scenario, agent, clock), clock);
        List<Trace> traces = GeneratedTreeRunner.run(scenario, first, true,
                (step, current) -> {
                    if (!moveBefore.test(step)) {
                        return current;
                    }
                    ScriptedAgent fresh = new ScriptedAgent() {};
                    ManualClock freshClock = new ManualClock(current.clock().nanos());
                    return GeneratedTreeRunner.moved(current, new GeneratedTreeRunner.Instance(
                            fresh, new ReferenceInterpreter(scenario, fresh, freshClock,
                                    scenario.seed + 1), freshClock));
                });
        return scenario.hooks ? traces : withoutHooks(traces);
    }

    /** The traces without the hooks' events: those of a scenario with {@code hooks none}. */
    static List<Trace> withoutHooks(List<Trace> traces) {
        return traces.stream().map(t -> new Trace(t.events().stream()
                        .filter(e -> !e.startsWith("S:") && !e.startsWith("E:")
                                && !e.startsWith("P:")).toList(),
                        t.status(), t.path(), t.heard()))
                .toList();
    }

    // ---- §9 snapshot and restore, in this interpreter's own form: its objects' fields, one
    // after another, through a DataOutputStream

    /** A hash of the tree: each node's kind, name, attributes and parent. */
    @Override
    public long layoutHash() {
        long hash = 17;
        for (Node node : nodes) {
            hash = hash * 31 + (node.kind + " " + node.name + " " + new TreeMap<>(
                    node.source.attributes) + " " + (node.parent == null ? -1 : node.parent.index))
                    .hashCode();
        }
        return hash;
    }

    /** §9: everything the interpreter keeps between ticks; nothing of the agent or the clock. */
    @Override
    public byte[] snapshot() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeUTF("reference snapshot 1");
            out.writeLong(layoutHash());
            out.writeBoolean(passRunning);
            out.writeByte(status.ordinal());
            out.writeLong(now);
            out.writeLong(ticks);
            out.writeLong(random);
            out.writeBoolean(paused);
            out.writeLong(pausedSince);
            out.writeLong(pausedNanos);
            out.writeInt(pendingEvents.size());
            for (Map.Entry<String, Long> event : pendingEvents.entrySet()) {
                out.writeUTF(event.getKey());
                out.writeLong(event.getValue());
            }
            for (Node node : nodes) {
                out.writeBoolean(node.running);
                out.writeBoolean(node.entering);
                out.writeInt(node.current);
                out.writeInt(node.order == null ? -1 : node.order.size()); // null: never entered
                for (Node child : node.order == null ? List.<Node>of() : node.order) {
                    out.writeInt(child.position);
                }
                out.writeInt(node.successes);
                out.writeInt(node.failures);
                out.writeInt(node.count);
                out.writeLong(node.enteredTick);
                out.writeLong(node.enteredNanos);
                out.writeLong(node.pausedNanosAtEntry);
                out.writeBoolean(node.lastEnded != null);
                out.writeLong(node.lastEnded == null ? 0 : node.lastEnded);
                out.writeBoolean(node.refused);
                out.writeByte(node.guardResult == null ? -1 : node.guardResult.ordinal());
                out.writeLong(node.waitNanos);
                out.writeByte(node.kept == null ? -1 : node.kept.ordinal());
                out.writeBoolean(node.cleaning);
                out.writeLong(node.readAt);
                for (long ranAt : node.servicesRanAt) { // §5.6, §9
                    out.writeLong(ranAt);
                }
                out.writeByte(node.permit);
                out.writeBoolean(node.entered);
                out.writeByte(node.answer == null ? -1 : node.answer.ordinal()); // §5.3
            }
            out.writeInt(entries.size());
            for (Entry entry : entries) {
                out.writeInt(entry.condition.index);
                out.writeByte(entry.stored.ordinal());
                out.writeInt(entry.watched == null ? -1 : entry.watched.index);
                out.writeUTF(entry.type);
                out.writeLong(entry.askedAt);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    @Override
    public int snapshot(byte[] buffer, int offset) {
        byte[] bytes = snapshot();
        Objects.checkFromIndexSize(offset, bytes.length, buffer.length);
        System.arraycopy(bytes, 0, buffer, offset, bytes.length);
        return bytes.length;
    }

    @Override
    public int snapshotCapacity() {
        return Integer.MAX_VALUE - 8; // no bound: the interpreter's form is not compact
    }

    /**
     * §9: reads the whole snapshot into new objects first, checking every value, and replaces
     * this interpreter's state with them only when all of it was read: a refused restore changes
     * nothing.
     */
    @Override
    public void restore(byte[] buffer, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, buffer.length);
        Status[] statuses = Status.values();
        try (DataInputStream in = new DataInputStream(
                new ByteArrayInputStream(buffer, offset, length))) {
            if (!in.readUTF().equals("reference snapshot 1") || in.readLong() != layoutHash()) {
                throw new IllegalArgumentException("not a snapshot of " + this);
            }
            boolean restoredPass = in.readBoolean();
            Status restoredStatus = statuses[in.readByte()];
            long[] clock = {in.readLong(), in.readLong(), in.readLong()}; // now, ticks, random
            boolean restoredPaused = in.readBoolean();
            long[] pause = {in.readLong(), in.readLong()};
            Map<String, Long> events = new LinkedHashMap<>();
            for (int i = in.readInt(); i > 0; i--) {
                String name = in.readUTF();
                if (nodes.stream().noneMatch(n -> n.kind.equals("event") && n.name.equals(name))) {
                    throw new IllegalArgumentException("no event " + name);
                }
                events.put(name, in.readLong());
            }
            List<Object[]> states = new ArrayList<>();
            for (Node node : nodes) {
                boolean running = in.readBoolean();
                boolean entering = in.readBoolean();
                int current = in.readInt();
                int size = in.readInt();
                List<Node> order = size < 0 ? null : new ArrayList<>();
                for (int i = size; i > 0; i--) {
                    order.add(node.children.get(in.readInt()));
                }
                if (order != null && (order.size() != node.children.size()
                        || !new java.util.HashSet<>(order).containsAll(node.children))) {
                    throw new IllegalArgumentException("an order of " + node.name);
                }
                states.add(new Object[] {running, entering, current, order, in.readInt(),
                        in.readInt(), in.readInt(), in.readLong(), in.readLong(), in.readLong(),
                        in.readBoolean() ? (Long) in.readLong() : noLong(in), in.readBoolean(),
                        in.readByte(), in.readLong(), in.readByte(), in.readBoolean(),
                        in.readLong(),
                        readLongs(in, node.servicesRanAt.length),

                        (int) in.readByte(), in.readBoolean(), in.readByte()});
            }
            List<Entry> restoredEntries = new ArrayList<>();
            for (int i = in.readInt(); i > 0; i--) {
                Entry entry = new Entry(nodes.get(in.readInt()));
                entry.stored = statuses[in.readByte()];
                int watched = in.readInt();
                entry.watched = watched < 0 ? null : nodes.get(watched);
                entry.type = in.readUTF();
                entry.askedAt = in.readLong();
                restoredEntries.add(entry);
            }
            if (in.read() != -1) {
                throw new IllegalArgumentException("bytes after the state");
            }
            // all read: now the state is replaced
            passRunning = restoredPass;
            status = restoredStatus;
            now = clock[0];
            ticks = clock[1];
            random = clock[2];
            paused = restoredPaused;
            pausedSince = pause[0];
            pausedNanos = pause[1];
            pendingEvents.clear();
            pendingEvents.putAll(events);
            for (int i = 0; i < nodes.size(); i++) {
                Node node = nodes.get(i);
                Object[] state = states.get(i);
                node.running = (Boolean) state[0];
                node.entering = (Boolean) state[1];
                node.current = (Integer) state[2];
                @SuppressWarnings("unchecked")
                List<Node> order = (List<Node>) state[3];
                node.order = order;
                node.successes = (Integer) state[4];
                node.failures = (Integer) state[5];
                node.count = (Integer) state[6];
                node.enteredTick = (Long) state[7];
                node.enteredNanos = (Long) state[8];
                node.pausedNanosAtEntry = (Long) state[9];
                node.lastEnded = (Long) state[10];
                node.refused = (Boolean) state[11];
                byte guard = (Byte) state[12];
                node.guardResult = guard < 0 ? null : statuses[guard];
                node.waitNanos = (Long) state[13];
                byte kept = (Byte) state[14];
                node.kept = kept < 0 ? null : statuses[kept];
                node.cleaning = (Boolean) state[15];
                node.readAt = (Long) state[16];
                node.servicesRanAt = (long[]) state[17];
                node.permit = (Integer) state[18];
                node.entered = (Boolean) state[19];
                byte answer = (Byte) state[20];
                node.answer = answer < 0 ? null : statuses[answer];
            }
            entries.clear();
            entries.addAll(restoredEntries);
        } catch (IOException | IndexOutOfBoundsException e) {
            throw new IllegalArgumentException("not a snapshot of " + this + ": " + e, e);
        }
    }

    /** Reads {@code count} longs: when each service of a node last ran (§5.6). */
    private static long[] readLongs(DataInputStream in, int count) throws IOException {
        long[] longs = new long[count];
        for (int i = 0; i < count; i++) {
            longs[i] = in.readLong();
        }
        return longs;
    }

    /** Reads the long written for a Cooldown that never ended, and answers null. */
    private static Long noLong(DataInputStream in) throws IOException {
        in.readLong();
        return null;
    }

    // ---- §9.1 moving the state to another version of the tree, on the object graph

    /**
     * §9.1: each node's path, the chain of names from the root, a second and later node of the
     * same chain told apart by its occurrence in pre-order ({@code #2}, {@code #3}).
     */
    private List<String> paths() {
        List<String> chains = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        Map<String, Integer> seen = new java.util.HashMap<>();
        for (Node node : nodes) {
            String chain = node.parent == null ? node.name
                    : chains.get(node.parent.index) + " > " + node.name;
            chains.add(chain);
            int occurrence = seen.merge(chain, 1, Integer::sum);
            paths.add(occurrence == 1 ? chain : chain + "#" + occurrence);
        }
        return paths;
    }

    /** §9.1: per node of this tree, the node of {@code to} it matches (same path and kind), or null. */
    private Node[] matches(ReferenceInterpreter to) {
        Map<String, Node> theirs = new java.util.HashMap<>();
        List<String> theirPaths = to.paths();
        for (Node node : to.nodes) {
            theirs.put(theirPaths.get(node.index), node);
        }
        List<String> mine = paths();
        Node[] match = new Node[nodes.size()];
        for (Node node : nodes) {
            Node other = theirs.get(mine.get(node.index));
            match[node.index] = other != null && other.kind.equals(node.kind) ? other : null;
        }
        return match;
    }

    /** §9.1: the same children, by method, in the same order. */
    private static boolean sameChildren(Node a, Node b) {
        return a.children.stream().map(c -> c.name).toList()
                .equals(b.children.stream().map(c -> c.name).toList());
    }

    /** A node's counter limit (§5.4), 0 for none. */
    private static long limit(Node node) {
        return switch (node.kind) {
            case "repeat", "loop" -> node.number("times", 0);
            case "until_success", "until_failure" -> node.number("max_tries", 0);
            default -> 0;
        };
    }

    /** §9.1 "What carries": whether {@code to} can hold running {@code from}'s state; null if so, else why not. */
    private static String cannotHold(Node from, Node to, Node[] match) {
        long limit = limit(to);
        if (limit > 0 && from.count >= limit) {
            return "its count " + from.count + " is not below " + limit;
        }
        boolean ordered = switch (from.kind) {
            case "random_selector", "random_sequence", "weighted_selector", "utility_selector",
                    "parallel" -> true;
            default -> false;
        };
        if (ordered && !sameChildren(from, to)) {
            return "its children changed";
        }
        if (from.kind.equals("parallel")
                && !from.source.attribute("recheck_conditions", "false").equals(
                        to.source.attribute("recheck_conditions", "false"))) {
            return "it re-asks its conditions in one version only";
        }
        if (from.kind.equals("try_catch")) {
            Node running = from.children.stream().filter(c -> c.running).findFirst().orElse(null);
            boolean last = running != null && match[running.index] != null
                    && match[running.index].position == to.children.size() - 1;
            if (from.cleaning != last) {
                return from.cleaning ? "its clean-up is no longer its last child"
                        : "a child of its block is now its clean-up";
            }
        }
        if (from.kind.equals("wait") && from.source.attributes.containsKey("millis_from")
                != to.source.attributes.containsKey("millis_from")) {
            return "its duration is now " + (from.source.attributes.containsKey("millis_from")
                    ? "a constant" : "asked of a method, which was not asked");
        }
        return null;
    }

    /** What a move will do (§9.1), worked out before anything is changed. */
    private record Plan(Node[] match, boolean carries, List<String> ended, String summary) {}

    private Plan plan(ReferenceInterpreter to) {
        Node[] match = matches(to);
        java.util.Set<Node> matched = new java.util.HashSet<>();
        int removed = 0;
        for (Node node : nodes) {
            if (match[node.index] == null) {
                removed++;
            } else {
                matched.add(match[node.index]);
            }
        }
        int added = to.nodes.size() - matched.size();
        List<String> why = new ArrayList<>();
        for (Node node : nodes) {
            if (!node.running) {
                continue;
            }
            if (match[node.index] == null) {
                why.add(node.name + " is gone or changed its kind");
                continue;
            }
            String reason = cannotHold(node, match[node.index], match);
            if (reason != null) {
                why.add(node.name + ": " + reason);
            }
        }
        boolean carries = why.isEmpty();
        List<String> ended = carries ? List.of() : nodes.stream()
                .filter(n -> n.running && n.kind.equals("action")).map(n -> n.name).toList();
        String summary = count(added, "node") + " added, " + removed + " removed, "
                + (!root.running ? "nothing running"
                : carries ? "the run carries" : "the run ends (" + String.join("; ", why)
                + "): " + count(ended.size(), "running action") + " ended");
        return new Plan(match, carries, ended, summary);
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

    /** §9.1: what a move of this instance's state to {@code to} would do, in words. */
    public String planMove(ReferenceInterpreter to) {
        return plan(to).summary();
    }

    /**
     * §9.1: moves this instance's state to {@code to}, a fresh interpreter of another (or the
     * same) tree: a run that cannot continue is first ended here, as {@code reset()} ends it;
     * then what matches carries. Answers the plan's summary.
     */
    public String moveTo(ReferenceInterpreter to) {
        if (to == this || to.ticks != 0 || to.passRunning || to.paused
                || !to.pendingEvents.isEmpty()) {
            throw new IllegalArgumentException("a move goes to a fresh instance of another tree");
        }
        Plan plan = plan(to);
        if (!plan.carries()) {
            reset(); // §7 on the old instance: hooks, clean-ups, entries deleted
        }
        Node[] match = plan.match();
        // the tree's own state
        to.passRunning = passRunning;
        to.status = status;
        to.now = now;
        to.ticks = ticks;
        to.random = random;
        to.paused = paused;
        to.pausedSince = pausedSince;
        to.pausedNanos = pausedNanos;
        for (Map.Entry<String, Long> event : pendingEvents.entrySet()) {
            if (to.nodes.stream().anyMatch(n -> n.kind.equals("event")
                    && n.name.equals(event.getKey()))) {
                to.pendingEvents.put(event.getKey(), event.getValue());
            }
        }
        // each matched node's own state
        for (Node old : nodes) {
            Node node = match[old.index];
            if (node == null) {
                continue;
            }
            boolean same = sameChildren(old, node);
            node.running = old.running;
            node.entering = old.entering;
            long limit = limit(node);
            node.count = limit > 0 && old.count >= limit ? 0 : old.count;
            if (same) {
                node.successes = old.successes;
                node.failures = old.failures;
                node.order = old.order == null ? null : old.order.stream()
                        .map(c -> node.children.get(c.position)).collect(
                                java.util.stream.Collectors.toCollection(ArrayList::new));
            } else {
                node.order = old.order == null ? null : node.children;
            }
            Node running = old.children.stream().filter(c -> c.running).findFirst()
                    .orElse(null);
            if (old.running && running != null && !old.kind.equals("parallel")) {
                // the position is where the running child is now (§9.1)
                List<Node> order = node.order == null ? node.children : node.order;
                node.current = order.indexOf(match[running.index]);
            } else {
                node.current = same ? old.current : 0;
            }
            node.enteredTick = old.enteredTick;
            node.enteredNanos = old.enteredNanos;
            node.pausedNanosAtEntry = old.pausedNanosAtEntry;
            node.waitNanos = old.waitNanos;
            node.lastEnded = old.lastEnded;
            node.refused = old.refused;
            node.guardResult = null; // only within a tick
            // a re-asked condition's latest answer, held in its parallel's counts (§5.3)
            node.answer = reAsked(node) && reAsked(old) ? old.answer : null;
            node.kept = old.kept;
            node.cleaning = old.cleaning;
            node.readAt = old.readAt;
            for (int i = 0; i < node.services.size(); i++) { // per service, by name
                String name = node.services.get(i).name();
                int at = -1;
                for (int j = 0; j < old.services.size(); j++) {
                    at = old.services.get(j).name().equals(name) ? j : at;
                }
                // one the node gains runs at the next tick that finds it running
                node.servicesRanAt[i] = at >= 0 ? old.servicesRanAt[at]
                        : now - pausedNanos - node.services.get(i).millis() * NANOS_PER_MILLI;
            }
            node.permit = old.permit;
            node.entered = old.entered;
            if (old.stage != null) { // §5.8: it calls its method again in the new instance
                dropStage(old);
            }
        }
        // the entries that carry (§9.1 "Abort entries")
        for (Entry entry : entries) {
            Node condition = match[entry.condition.index];
            Node c = entry.condition.composite;
            if (condition == null || c == null || match[c.index] == null
                    || condition.composite != match[c.index]) {
                continue;
            }
            boolean carries = match[c.index].abort().equals(c.abort());
            Node x = c;
            while (carries && entry.watched != null && x != entry.watched) {
                Node up = x.composite;
                carries = up != null && match[up.index] != null
                        && match[x.index].composite == match[up.index]
                        && match[up.index].abort().equals(up.abort());
                x = up;
            }
            // one that watches nothing under a type a hand-over gave it (§6.2, not its own
            // composite's): every Sequence or Selector that could have handed it up is as it was
            x = c;
            boolean handed = entry.watched == null && !entry.type.equals(c.abort());
            while (carries && handed && !x.abort().equals("none")) {
                Node up = abortComposite(x);
                if (up == null) {
                    break;
                }
                carries = match[up.index] != null
                        && abortComposite(match[x.index]) == match[up.index]
                        && match[up.index].abort().equals(up.abort());
                x = up;
            }
            if (carries) {
                Entry moved = new Entry(condition);
                moved.stored = entry.stored;
                moved.type = entry.type;
                moved.askedAt = entry.askedAt;
                moved.watched = entry.watched == null ? null : match[entry.watched.index];
                to.entries.add(moved);
            }
        }
        to.entries.sort((a, b) -> Integer.compare(a.condition.index, b.condition.index));
        return plan.summary();
    }

    /** The nearest Sequence or Selector above {@code node}, past decorators and others. */
    private static Node abortComposite(Node node) {
        for (Node n = node.parent; n != null; n = n.parent) {
            if (n.carriesAborts()) {
                return n;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return "ReferenceInterpreter(" + root.name.toLowerCase(Locale.ROOT) + ")";
    }
}
