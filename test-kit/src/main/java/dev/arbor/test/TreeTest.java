// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Status;
import dev.arbor.runtime.ActionHandle;
import dev.arbor.runtime.ConditionHandle;
import dev.arbor.runtime.EventHandle;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.NodeHandle;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
import org.opentest4j.AssertionFailedError;

/**
 * Drives one tree instance step by step and records what it does, as a scenario file would
 * write it (docs/testing.md, "For users: arbor-test"):
 *
 * <pre>
 * ManualClock clock = new ManualClock();
 * Guard guard = new Guard();
 * TreeTest test = TreeTest.of(new GuardTree(guard, clock, 42), clock);
 * test.tick().expect("C:isHurt S:patrol U:patrol =&gt; running");
 * guard.hurt = true;
 * test.tick().entered("flee").thenCalled("runAway");
 * test.advanceMillis(250).tick().expectStatus(Status.RUNNING);
 * test.expectTrace("""
 *     tick 1
 *     expect C:isHurt S:patrol U:patrol =&gt; running
 *     tick 2
 *     expect C:isHurt A:isHurt E:patrol:interrupted C:isHurt S:runAway U:runAway =&gt; running
 *     advance 250
 *     tick 3
 *     expect U:runAway =&gt; running
 *     """);
 * </pre>
 *
 * <p>Each step ({@link #tick()}, {@link #advanceMillis}, {@link #raise}, {@link #pause},
 * {@link #resume}, {@link #reset}, {@link #set}) adds its line to {@link #trace()}; a tick and a
 * reset add an {@code expect} line too, with what the tree's listener heard. The trace is only
 * what a {@link TreeListener} hears: the conditions a While or If asks on entry, the methods
 * asked for a value (weights, a Switch's method, a Wait's millisFrom) and pause hooks are not in
 * it.
 *
 * <p>The test attaches its own listener to the tree ({@link Tree#setListener}), replacing any
 * other. It changes no generated code: set the agent's fields from the test between steps, or
 * through {@link #inputs} and {@link #set}, or replace a leaf's method by a script with
 * {@link #override(ConditionHandle)} and {@link #override(ActionHandle)}. Nodes are named by
 * their method names, or by the constants of the handles class the processor writes beside the
 * tree ({@code GuardTreeNodes.IS_HURT}), which also tell apart the nodes of a method used twice.
 * One test drives one tree, from one thread. No method takes null (a {@link NullPointerException} tagged
 * {@code [Arbor/NullArgument]} names the method and the parameter).
 */
public final class TreeTest {
    private final Tree tree;
    private final ManualClock clock;
    private final TreeCoverage coverage;
    private final List<String> trace = new ArrayList<>();
    private final StringBuilder pendingSets = new StringBuilder();
    private BiConsumer<String, String> inputs;
    private int ticks;
    /** Per node, its override: a ConditionOverride, an ActionOverride, or null. */
    private final Object[] overrides;
    /** Answers the leaves no override answers, for a {@link TreeExplorer}; null otherwise. */
    private LeafAnswers leafAnswers;

    // what the listener collects during a tick or a reset
    private boolean collecting;
    private final StringBuilder events = new StringBuilder();
    private final List<Tick.Heard> heard = new ArrayList<>();

    private TreeTest(Tree tree, ManualClock clock) {
        this.tree = Refusals.notNull(tree, "TreeTest.of", "tree", "pass the generated tree's"
                + " instance");
        this.clock = clock;
        this.coverage = TreeCoverage.of(tree);
        this.overrides = new Object[tree.nodes().size()];
        tree.setListener(new Listener());
    }

    /**
     * A test of {@code tree}, whose clock is not the test's: {@link #advanceMillis} is refused.
     * Attaches the test's listener to the tree.
     */
    public static TreeTest of(Tree tree) {
        return new TreeTest(tree, null);
    }

    /**
     * A test of {@code tree}, built over {@code clock} (the generated constructor
     * {@code (agent, clock, seed)}): {@link #advanceMillis} moves it. Attaches the test's
     * listener to the tree.
     */
    public static TreeTest of(Tree tree, ManualClock clock) {
        return new TreeTest(tree, Refusals.notNull(clock, "TreeTest.of", "clock", "pass the"
                + " ManualClock the tree was built over, or call TreeTest.of(tree)"));
    }

    /**
     * The coverage of the tree's class: what this test and every other test of the same
     * generated class in this JVM have made its trees do.
     */
    public TreeCoverage coverage() {
        return coverage;
    }

    /** The tree tested. */
    public Tree tree() {
        return tree;
    }

    /**
     * How {@link #set} and a scenario file's {@code name=value} words reach the agent: called
     * with each name and value, it sets the agent's state, typically a switch over the names.
     */
    public TreeTest inputs(BiConsumer<String, String> inputs) {
        this.inputs = Refusals.notNull(inputs, "TreeTest.inputs", "inputs", "pass a handler"
                + " that sets the agent: (name, value) -> ...");
        return this;
    }

    /**
     * Passes {@code name} and {@code value} to the {@link #inputs} handler now; the trace shows
     * it on the next tick's line ({@code tick 2 hurt=true}), or on a {@code set} line when
     * another step comes first.
     *
     * @throws IllegalStateException if no {@link #inputs} handler was given
     */
    public TreeTest set(String name, String value) {
        Refusals.notNull(name, "TreeTest.set", "name", "pass the input's name");
        Refusals.notNull(value, "TreeTest.set", "value", "pass the input's value");
        if (inputs == null) {
            throw new IllegalStateException("set(" + name + ", " + value + "): this test has no"
                    + " inputs handler; give one with TreeTest.inputs((name, value) -> ...)");
        }
        inputs.accept(name, value);
        pendingSets.append(' ').append(name).append('=').append(value);
        return this;
    }

    /**
     * Calls {@code tick()} once and answers what the listener heard. A tick that throws is
     * traced {@code => throws}, and the exception is rethrown.
     */
    public Tick tick() {
        ticks++;
        trace.add("tick " + ticks + pendingSets);
        pendingSets.setLength(0);
        start();
        Status status = null;
        try {
            status = tree.tick();
            return stop(status, status.name().toLowerCase(java.util.Locale.ROOT));
        } finally {
            if (status == null) {
                stop(null, "throws");
            }
        }
    }

    /** Calls {@link #tick()} {@code n} times and answers the last tick. */
    public Tick ticks(int n) {
        if (n < 1) {
            throw new IllegalArgumentException("ticks(" + n + "): tick at least once");
        }
        Tick last = null;
        for (int i = 0; i < n; i++) {
            last = tick();
        }
        return last;
    }

    /**
     * Moves the test's {@link ManualClock} forward by {@code millis} milliseconds.
     *
     * @throws IllegalStateException if the test was made without the tree's clock
     */
    public TreeTest advanceMillis(long millis) {
        if (clock == null) {
            throw new IllegalStateException("advanceMillis(" + millis + "): this test has no"
                    + " clock; build the tree over a ManualClock and use TreeTest.of(tree, clock)");
        }
        flushSets();
        clock.advanceMillis(millis);
        trace.add("advance " + millis);
        return this;
    }

    /** Raises the event of {@code @Event} node {@code event} ({@link Tree#raise}). */
    public TreeTest raise(String event) {
        Refusals.notNull(event, "TreeTest.raise", "event", "pass an @Event node's method name");
        flushSets();
        tree.raise(event);
        trace.add("raise " + event);
        return this;
    }

    /** Raises the event of {@code @Event} node {@code event} ({@link Tree#raise}). */
    public TreeTest raise(EventHandle event) {
        return raise(tree.nodes().method(Handles.index(event, tree.nodes(), "TreeTest.raise")));
    }

    /**
     * Overrides condition {@code condition}: from the script given to the answer, its method is
     * no longer called, by the tick or by an abort's re-evaluation; the script answers instead
     * (docs/testing.md, "Handles and overrides"). Overriding it again replaces the override.
     *
     * @throws IllegalArgumentException if the handle is not of a condition of this test's tree
     */
    public ConditionOverride override(ConditionHandle condition) {
        int node = leaf(condition, "Condition");
        ConditionOverride override = new ConditionOverride(this, condition.method());
        overrides[node] = override;
        return override;
    }

    /**
     * Overrides action (or task) {@code action}: from the script given to the answer, its
     * method is no longer called; the script answers instead, and its hooks still run
     * (docs/testing.md, "Handles and overrides"). Overriding it again replaces the override.
     *
     * @throws IllegalArgumentException if the handle is not of an action of this test's tree
     */
    public ActionOverride override(ActionHandle action) {
        int node = leaf(action, "Action", "Task");
        ActionOverride override = new ActionOverride(action.method(), action.alwaysSucceeds());
        overrides[node] = override;
        return override;
    }

    /** Ends the override of {@code leaf}, if any: its method is called again. */
    public TreeTest release(NodeHandle leaf) {
        overrides[Handles.index(leaf, tree.nodes(), "TreeTest.release")] = null;
        return this;
    }

    private int leaf(NodeHandle handle, String... kinds) {
        int node = Handles.index(handle, tree.nodes(), "TreeTest.override");
        String kind = tree.nodes().kind(node);
        if (!java.util.Arrays.asList(kinds).contains(kind)) {
            throw new IllegalArgumentException("override(" + handle + "): " + handle.method()
                    + "() is a " + kind + ", not a " + String.join(" or ", kinds).toLowerCase(
                            java.util.Locale.ROOT) + "; only a condition, an action or a task"
                    + " can be overridden");
        }
        return node;
    }

    /**
     * Lets {@code answers} answer for every leaf that no override answers (a {@link
     * TreeExplorer}'s random answers); null to stop.
     */
    void answerLeaves(LeafAnswers answers) {
        this.leafAnswers = answers;
    }

    /** Answers a leaf for the test in place of its method, or null to let the method run. */
    interface LeafAnswers {
        Status answer(int leaf);
    }

    /** How many ticks the test has made. */
    int tickCount() {
        return ticks;
    }

    /** Pauses the tree ({@link Tree#pause}). */
    public TreeTest pause() {
        flushSets();
        trace.add("pause");
        tree.pause();
        return this;
    }

    /** Resumes the tree ({@link Tree#resume}). */
    public TreeTest resume() {
        flushSets();
        trace.add("resume");
        tree.resume();
        return this;
    }

    /**
     * Resets the tree ({@link Tree#reset}); the trace gets an {@code expect} line of the actions
     * the reset interrupted: {@code expect E:patrol:interrupted}, or {@code expect -}.
     */
    public TreeTest reset() {
        flushSets();
        trace.add("reset");
        start();
        try {
            tree.reset();
        } finally {
            collecting = false;
            trace.add("expect " + (events.length() == 0 ? "-" : events));
        }
        return this;
    }

    /** Every step's line so far, in the scenario format. */
    public List<String> trace() {
        return List.copyOf(trace);
    }

    /**
     * Asserts the whole trace so far: {@code expected} is a scenario file's steps and expect
     * lines (blank lines and {@code #} comments ignored, each line stripped).
     *
     * @throws AssertionFailedError with both traces side by side, tick by tick, the lines that
     *     differ marked
     */
    public TreeTest expectTrace(String expected) {
        Refusals.notNull(expected, "TreeTest.expectTrace", "expected", "pass the trace's lines");
        List<String> wanted = new ArrayList<>();
        for (String line : expected.split("\n")) {
            String stripped = line.strip();
            if (!stripped.isEmpty() && !stripped.startsWith("#")) {
                wanted.add(stripped);
            }
        }
        TraceDiff diff = TraceDiff.of(wanted, trace);
        if (diff.firstDifference() >= 0) {
            throw new AssertionFailedError("the trace differs from " + diff.where() + " ("
                    + diff.differences() + " line(s)):\n" + diff.table(),
                    String.join("\n", wanted), String.join("\n", trace));
        }
        return this;
    }

    private void flushSets() {
        if (pendingSets.length() > 0) {
            trace.add("set" + pendingSets);
            pendingSets.setLength(0);
        }
    }

    private void start() {
        collecting = true;
        events.setLength(0);
        heard.clear();
    }

    private Tick stop(Status status, String outcome) {
        collecting = false;
        Tick tick = new Tick(ticks, events.length() == 0 ? "-" : events.toString(), outcome,
                status, heard, tree.nodes());
        trace.add(tick.line());
        return tick;
    }

    private void event(String event) {
        if (events.length() > 0) {
            events.append(' ');
        }
        events.append(event);
    }

    private static boolean isAction(Tree tree, int node) {
        String kind = tree.nodes().kind(node);
        return kind.equals("Action") || kind.equals("Task");
    }

    /** Collects what the tree does during the test's ticks and resets. */
    private final class Listener implements TreeListener {
        @Override
        public void tickStarted(Tree t) {
            coverage.tick();
        }

        @Override
        public void eventRaised(Tree t, int node) {
            coverage.event(node);
        }

        @Override
        public void entered(Tree t, int node) {
            coverage.entered(node);
            if (!collecting) {
                return;
            }
            heard.add(new Tick.Heard(Tick.Heard.What.ENTERED, node,
                    t.nodes().method(node), null, null));
            if (isAction(t, node)) {
                event("S:" + t.nodes().method(node));
            }
        }

        @Override
        public void leafAnswered(Tree t, int node, Status status) {
            called(t, node, status);
        }

        @Override
        public void reevaluated(Tree t, int condition, Status status) {
            called(t, condition, status);
        }

        private void called(Tree t, int node, Status status) {
            if (status == Status.RUNNING) {
                coverage.result(node, status);
            }
            if (!collecting) {
                return;
            }
            heard.add(new Tick.Heard(Tick.Heard.What.CALLED, node,
                    t.nodes().method(node), status, null));
            String kind = t.nodes().kind(node);
            if (kind.equals("Condition")) {
                event("C:" + t.nodes().method(node));
            } else if (isAction(t, node)) {
                event("U:" + t.nodes().method(node));
            }
        }

        @Override
        public Status answerInstead(Tree t, int leaf) {
            Object override = overrides[leaf];
            if (override instanceof ConditionOverride condition) {
                return condition.now(ticks);
            }
            if (override instanceof ActionOverride action) {
                return action.now(ticks);
            }
            return leafAnswers == null ? null : leafAnswers.answer(leaf);
        }

        @Override
        public void completed(Tree t, int node, Status status) {
            coverage.result(node, status);
            if (!collecting) {
                return;
            }
            heard.add(new Tick.Heard(Tick.Heard.What.ENDED, node,
                    t.nodes().method(node), status, null));
            if (isAction(t, node)) {
                event("E:" + t.nodes().method(node) + ":" + Tick.Heard.word(status));
            }
        }

        @Override
        public void abortFired(Tree t, int condition, int watched) {
            coverage.abort(condition);
            if (!collecting) {
                return;
            }
            heard.add(new Tick.Heard(Tick.Heard.What.ABORT, condition,
                    t.nodes().method(condition), null,
                    t.nodes().method(watched)));
            event("A:" + t.nodes().method(condition));
        }

        @Override
        public void serviceRan(Tree t, int node, String service) {
            if (!collecting) {
                return;
            }
            heard.add(new Tick.Heard(Tick.Heard.What.SERVICE, node, service, null,
                    t.nodes().method(node)));
            event("R:" + service);
        }

        @Override
        public void guardFired(Tree t, int guard) {
            coverage.guard(guard);
            if (!collecting) {
                return;
            }
            heard.add(new Tick.Heard(Tick.Heard.What.GUARD, guard,
                    t.nodes().method(guard), null, null));
            event("G:" + t.nodes().method(guard));
        }
    }
}
