package dev.arbor.processor.scenario;

import dev.arbor.Status;
import dev.arbor.processor.scenario.Scenario.ScenarioNode;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.ManualClock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A behavior-tree interpreter written directly from SEMANTICS.md, as plainly as possible:
 * objects, recursion, and no tables. It answers the question "what should a tick do?" for the
 * scenario and differential tests; the generated code must agree with it event for event.
 * Each rule cites its section.
 */
public final class ReferenceInterpreter implements dev.arbor.runtime.Tree {

    private static final class Node {
        final ScenarioNode source;
        final String kind;
        final String name;
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
        /** Sequence/selector: the child being run or to enter next. */
        int current;
        /** Parallel: just entered (its branches are entered, not served, this tick). */
        boolean entering;
        int successes;
        int failures;

        Node(ScenarioNode source) {
            this.source = source;
            this.kind = source.kind;
            this.name = source.name;
        }

        String abort() {
            return source.attribute("abort", "none");
        }

        boolean isDecorator() {
            return kind.equals("invert");
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

        Entry(Node condition) {
            this.condition = condition;
        }
    }

    private final ScriptedAgent agent;
    private final Node root;
    private final List<Node> nodes = new ArrayList<>();
    /** At most one entry per condition (§6.1), kept in pre-order of their conditions. */
    private final List<Entry> entries = new ArrayList<>();
    private boolean passRunning;
    /** §8.4: between pause() and resume(). */
    private boolean paused;
    private Status status = Status.INACTIVE;
    /** Exceptions thrown by hooks while interrupting; the first is rethrown. */
    private Throwable pending;

    /** With a fresh {@link ManualClock}, which stays at 0. */
    public ReferenceInterpreter(Scenario scenario, ScriptedAgent agent) {
        this(scenario, agent, new ManualClock());
    }

    /** §8.1: the tree reads {@code clock}; no kind of today measures time. */
    public ReferenceInterpreter(Scenario scenario, ScriptedAgent agent, Clock clock) {
        this.agent = agent;
        this.root = build(scenario.root, null);
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
    public Status status() {
        return status;
    }

    // ---- §3 the tick

    @Override
    public Status tick() {
        if (paused) {
            return Status.RUNNING; // §8.4: a paused tree does nothing
        }
        try {
            if (!passRunning) { // §3.1
                passRunning = true;
                enter(root);
            }
            reevaluate(); // §3.2
            Status result = run(root); // §3.3
            if (result != Status.RUNNING) {
                passRunning = false; // §3.4: the next tick starts a new pass
            }
            status = result;
            return result;
        } catch (RuntimeException | Error failure) {
            // §7: end every running node, the throwing leaf included, then rethrow.
            pending = failure;
            interruptAll();
            pending = null;
            throw failure;
        }
    }

    @Override
    public void reset() {
        interruptAll(); // §7
        if (pending != null) {
            RuntimeException failure = (RuntimeException) pending;
            pending = null;
            throw failure;
        }
    }

    /** §8.4; no kind of today has a pause hook. */
    @Override
    public void pause() {
        paused = true;
    }

    @Override
    public void resume() {
        paused = false;
    }

    @Override
    public boolean isPaused() {
        return paused;
    }

    /** §8.3; no kind of today is an event. */
    @Override
    public void raise(String nodeName) {
        throw new IllegalArgumentException("no @Event node named '" + nodeName + "'");
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
        }
    }

    // ---- §4 enter, run, end

    private void enter(Node node) {
        node.running = true;
        node.current = 0;
        if (node.kind.equals("parallel")) {
            node.entering = true;
            node.successes = 0;
            node.failures = 0;
        }
        if (node.kind.equals("action")) {
            agent.$started(node.name);
        }
    }

    /** Runs a running node until it answers RUNNING or completes (and has ended). */
    private Status run(Node node) {
        switch (node.kind) {
            case "condition": {
                Status result = agent.$condition(node.name) ? Status.SUCCESS : Status.FAILURE;
                end(node, result);
                return result;
            }
            case "action": {
                Status result = agent.$action(node.name);
                if (result != Status.RUNNING) {
                    end(node, result);
                }
                return result;
            }
            case "sequence":
            case "selector":
                return runSequenceOrSelector(node);
            case "parallel":
                return runParallel(node);
            case "invert":
                return runInvert(node);
            default:
                throw new IllegalArgumentException(node.kind);
        }
    }

    /** §5.1 and §5.2. */
    private Status runSequenceOrSelector(Node node) {
        Status goOn = node.kind.equals("sequence") ? Status.SUCCESS : Status.FAILURE;
        while (true) {
            Node child = node.children.get(node.current);
            if (!child.running) {
                enter(child);
            }
            Status result = run(child);
            if (result == Status.RUNNING) {
                return Status.RUNNING;
            }
            if (result == goOn && node.current + 1 < node.children.size()) {
                node.current++;
                continue;
            }
            end(node, result);
            return result;
        }
    }

    /** §5.4 Invert: child SUCCESS completes FAILURE, child FAILURE completes SUCCESS. */
    private Status runInvert(Node node) {
        Node child = node.children.get(0);
        if (!child.running) {
            enter(child);
        }
        Status result = run(child);
        if (result == Status.RUNNING) {
            return Status.RUNNING;
        }
        Status inverted = result == Status.SUCCESS ? Status.FAILURE : Status.SUCCESS;
        end(node, inverted);
        return inverted;
    }

    /** §5.3. */
    private Status runParallel(Node node) {
        boolean entering = node.entering;
        node.entering = false;
        for (Node child : node.children) {
            if (entering) {
                enter(child);
            } else if (!child.running) {
                continue;
            }
            Status result = run(child);
            if (result == Status.RUNNING) {
                continue;
            }
            if (result == Status.SUCCESS) {
                node.successes++;
            } else {
                node.failures++;
            }
            Status decision = null;
            int all = node.children.size();
            if (node.failures >= (node.source.attribute("failure", "one").equals("one") ? 1 : all)) {
                decision = Status.FAILURE;
            } else if (node.successes
                    >= (node.source.attribute("success", "all").equals("one") ? 1 : all)) {
                decision = Status.SUCCESS;
            } else if (node.successes + node.failures == all) {
                decision = Status.FAILURE;
            }
            if (decision != null) {
                interruptChildrenOrThrow(node); // the running branches, left to right
                end(node, decision);
                return decision;
            }
        }
        return Status.RUNNING;
    }

    /** §4 End with SUCCESS or FAILURE: the node has no running descendants. */
    private void end(Node node, Status result) {
        node.running = false; // step 2
        bookkeeping(node, result); // step 3
        if (node.kind.equals("action")) { // step 4
            agent.$ended(node.name, result);
        }
    }

    /** §4 End with INTERRUPTED: running descendants first, deepest first, left to right. */
    private void interrupt(Node node) {
        interruptChildren(node);
        node.running = false;
        bookkeeping(node, null);
        if (node.kind.equals("action")) {
            try {
                agent.$ended(node.name, Status.INACTIVE);
            } catch (RuntimeException thrown) {
                // §7: a hook that throws does not stop the others.
                if (pending == null) {
                    pending = thrown;
                } else if (pending != thrown) {
                    pending.addSuppressed(thrown);
                }
            }
        }
    }

    private void interruptChildren(Node node) {
        for (Node child : node.children) {
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

    // ---- §6 conditional aborts

    /** §6.2 (conditions) and §6.3 (composites); {@code result} null means interrupted. */
    private void bookkeeping(Node node, Status result) {
        if (node.kind.equals("condition")) {
            Node c = node.composite;
            if (result == null || c == null || c.abort().equals("none")) {
                return;
            }
            Entry entry = entryOf(node);
            if (entry == null) {
                entry = new Entry(node);
                entries.add(entry);
                entries.sort((a, b) -> Integer.compare(a.condition.index, b.condition.index));
            }
            entry.stored = result;
            entry.type = c.abort();
            entry.watched = entry.type.equals("lower_priority") ? null : c;
            return;
        }
        if (!node.kind.equals("sequence") && !node.kind.equals("selector")) {
            return;
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
            // 2. move to P, or 3. delete.
            boolean canMove = p != null && !p.kind.equals("parallel");
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

    /** §6.4. */
    private void reevaluate() {
        int visited = -1;
        while (true) {
            Entry next = null;
            for (Entry entry : entries) {
                if (entry.condition.index > visited && entry.watched != null) {
                    next = entry;
                    break;
                }
            }
            if (next == null) {
                return;
            }
            visited = next.condition.index;
            Status now = agent.$condition(next.condition.name) ? Status.SUCCESS : Status.FAILURE;
            if (now == next.stored) {
                continue;
            }
            if (next.type.equals("lower_priority")
                    && allRunningLeavesWithin(next.watched, next.condition.composite)) {
                continue; // a lower-priority abort never interrupts its own branch
            }
            abort(next.watched, next.condition);
        }
    }

    private boolean allRunningLeavesWithin(Node below, Node within) {
        for (Node node : nodes) {
            if (node.running && node.children.isEmpty() && below.contains(node) && node != below
                    && !within.contains(node)) {
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
        interruptChildrenOrThrow(watched); // 1.
        int k = child.position;
        entries.removeIf(e -> watched.children.get(k).index <= e.condition.index
                && e.condition.index < watched.end); // 2.
        watched.current = k; // 3. child k is entered when the watched composite is served
    }

    /**
     * Runs a scenario through the interpreter, on a manual clock at 0 that its {@code advance}
     * steps move; one trace per step. Without hooks ({@code hooks none}) the start, end and pause
     * events are not observable, so they are left out.
     */
    public static List<Trace> expected(Scenario scenario) {
        ScriptedAgent agent = new ScriptedAgent() {};
        ManualClock clock = new ManualClock();
        List<Trace> traces = GeneratedTreeRunner.run(scenario, agent,
                new ReferenceInterpreter(scenario, agent, clock), clock);
        if (scenario.hooks) {
            return traces;
        }
        return traces.stream().map(t -> new Trace(t.events().stream()
                        .filter(e -> !e.startsWith("S:") && !e.startsWith("E:")
                                && !e.startsWith("P:")).toList(),
                        t.status()))
                .toList();
    }

    @Override
    public String toString() {
        return "ReferenceInterpreter(" + root.name.toLowerCase(Locale.ROOT) + ")";
    }
}
