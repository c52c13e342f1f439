// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Status;
import dev.arbor.runtime.NodeHandle;
import dev.arbor.runtime.TreeNodes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.LongFunction;
import org.opentest4j.AssertionFailedError;

/**
 * Runs a tree many times with random leaf answers, clock steps, events and pauses, checks the
 * properties a test states after every tick, and shrinks a run that breaks one to a short trace
 * (docs/testing.md, "Random exploration"):
 *
 * <pre>
 * TreeExplorer.of(seed -&gt; {
 *             ManualClock clock = new ManualClock();
 *             return TreeTest.of(new SentryTree(new Sentry(), clock, seed), clock);
 *         })
 *         .runs(200).ticks(60).clockSteps(0, 100, 500).events(0.1)
 *         .holds("never running 30 ticks", TreeProperty.neverRunningLongerThan(30))
 *         .holds("no alarm while fleeing",
 *                 TreeProperty.neverEnteredWhileRunning(SentryTreeNodes.SHOUT, SentryTreeNodes.FLEE))
 *         .check();
 * </pre>
 *
 * <p><b>A run.</b> The explorer builds a fresh test with {@code newTest}, giving it the run's
 * seed for the tree's own random nodes. Then, {@link #ticks} times: it moves the clock by one of
 * the {@link #clockSteps} (drawn evenly; none by default), raises each {@code @Event} node with
 * chance {@link #events} and pauses or resumes the tree with chance {@link #pauses}, then ticks.
 * Every condition, action and task that the test does not {@link TreeTest#override override}
 * or the explorer does not {@link #keep} is answered at random, as an override would answer it:
 * its method is not called, its hooks run. A condition answers true or false evenly; an action
 * success, failure or running in the proportions of {@link #actionAnswers}, and one whose method
 * returns {@code void} success. The leaves answered are those an override answers: the
 * condition a {@code @While} or {@code @If} asks is its method's. A tick that throws breaks the
 * run too.
 *
 * <p><b>Determinism.</b> Everything is drawn from {@link #seed}: the same seed, tree and options
 * give the same runs, so a failure found once is found again.
 *
 * <p><b>Shrinking.</b> A run that breaks a property is cut at that tick, then changed one thing at
 * a time, each change kept only if the run still breaks the same property and is smaller: fewer
 * ticks, then fewer answers, then answers nearer success, then less clock time, fewer events,
 * fewer pauses. A change removes a stretch of steps (later steps keep their answers), sets a
 * clock step to none or halves it, drops an event or a pause, or gives one answer another
 * value. A leaf asked more often than the changed run recorded answers success. The
 * {@link AssertionFailedError} shows the property, the reason, where it was found, and the shrunk
 * run as a trace with each tick's answers in {@code #} lines.
 */
public final class TreeExplorer {
    private static final long SALT = 0x5DEECE66DL;

    private final LongFunction<TreeTest> newTest;
    private final Map<String, TreeProperty> properties = new LinkedHashMap<>();
    private final List<String> kept = new ArrayList<>();
    private final List<NodeHandle> keptHandles = new ArrayList<>();
    private long seed = 1;
    private int runs = 100;
    private int ticks = 50;
    private long[] clockSteps = new long[0];
    private double events = 0.1;
    private double pauses;
    private int[] actionWeights = {1, 1, 1};
    private int maxReplays = 1000;

    private TreeExplorer(LongFunction<TreeTest> newTest) {
        this.newTest = newTest;
    }

    /**
     * An explorer of the trees {@code newTest} builds: called with a run's seed, it answers a
     * new {@link TreeTest} over a new tree and agent (build the tree with that seed).
     */
    public static TreeExplorer of(LongFunction<TreeTest> newTest) {
        return new TreeExplorer(Refusals.notNull(newTest, "TreeExplorer.of", "newTest", "pass"
                + " a function of the run's seed that builds a new tree and its test"));
    }

    /** The seed every run is drawn from; 1 by default. */
    public TreeExplorer seed(long seed) {
        this.seed = seed;
        return this;
    }

    /** How many runs; 100 by default. */
    public TreeExplorer runs(int runs) {
        this.runs = atLeastOne(runs, "runs");
        return this;
    }

    /** How many ticks a run makes; 50 by default. */
    public TreeExplorer ticks(int ticks) {
        this.ticks = atLeastOne(ticks, "ticks");
        return this;
    }

    /**
     * Before each tick the clock moves by one of {@code millis}, drawn evenly (repeat a value
     * to weigh it); none by default. Needs a test built over the tree's clock
     * ({@link TreeTest#of(dev.arbor.runtime.Tree, dev.arbor.runtime.ManualClock)}).
     */
    public TreeExplorer clockSteps(long... millis) {
        Refusals.notNull(millis, "TreeExplorer.clockSteps", "millis", "pass the steps in"
                + " milliseconds");
        for (long step : millis) {
            if (step < 0) {
                throw new IllegalArgumentException("clockSteps(" + Arrays.toString(millis)
                        + "): a clock step cannot be negative");
            }
        }
        this.clockSteps = millis.clone();
        return this;
    }

    /** The chance that each {@code @Event} node is raised before a tick; 0.1 by default. */
    public TreeExplorer events(double chance) {
        this.events = chance(chance, "events");
        return this;
    }

    /** The chance that the tree is paused (or, paused, resumed) before a tick; 0 by default. */
    public TreeExplorer pauses(double chance) {
        this.pauses = chance(chance, "pauses");
        return this;
    }

    /**
     * How often a random action answers success, failure and running, as weights; 1, 1, 1 by
     * default.
     */
    public TreeExplorer actionAnswers(int success, int failure, int running) {
        if (success < 0 || failure < 0 || running < 0 || success + failure + running == 0) {
            throw new IllegalArgumentException("actionAnswers(" + success + ", " + failure
                    + ", " + running + "): give weights of at least 0, not all 0");
        }
        this.actionWeights = new int[] {success, failure, running};
        return this;
    }

    /** Leaves the explorer does not answer: their methods run, on the agent {@code newTest} built. */
    public TreeExplorer keep(String... methods) {
        Refusals.notNull(methods, "TreeExplorer.keep", "methods", "pass leaves' method names");
        kept.addAll(Arrays.asList(methods));
        return this;
    }

    /** As {@link #keep(String...)}, the leaves named by handles. */
    public TreeExplorer keep(NodeHandle... leaves) {
        Refusals.notNull(leaves, "TreeExplorer.keep", "leaves", "pass constants of the tree's"
                + " handles class");
        keptHandles.addAll(Arrays.asList(leaves));
        return this;
    }

    /** How many replays shrinking may make; 1,000 by default. */
    public TreeExplorer shrinkReplays(int replays) {
        if (replays < 0) {
            throw new IllegalArgumentException("shrinkReplays(" + replays + "): give 0 or more");
        }
        this.maxReplays = replays;
        return this;
    }

    /** Adds {@code property}, named {@code name} in failures, to check after every tick. */
    public TreeExplorer holds(String name, TreeProperty property) {
        Refusals.notNull(name, "TreeExplorer.holds", "name", "name the property");
        Refusals.notNull(property, "TreeExplorer.holds", "property", "pass a TreeProperty");
        if (properties.putIfAbsent(name, property) != null) {
            throw new IllegalArgumentException("holds(\"" + name + "\"): a property of that name"
                    + " was given already");
        }
        return this;
    }

    /**
     * Makes the runs and checks every property after every tick.
     *
     * @return how much was explored
     * @throws AssertionFailedError when a run breaks a property or a tick throws, with the
     *     shrunk run
     */
    public Exploration check() {
        Random master = new Random(seed);
        long ticksMade = 0;
        for (int run = 1; run <= runs; run++) {
            long runSeed = master.nextLong();
            Outcome outcome = play(runSeed, null);
            ticksMade += outcome.steps.size();
            if (outcome.broken != null) {
                throw failure(run, runSeed, outcome);
            }
        }
        return new Exploration(runs, ticksMade, properties.size());
    }

    private AssertionFailedError failure(int run, long runSeed, Outcome found) {
        Outcome shrunk = found;
        int replays = 0;
        boolean smaller = true;
        while (smaller && replays < maxReplays) {
            smaller = false;
            for (List<Step> candidate : candidates(shrunk.steps, shrunk.nodes)) {
                if (replays >= maxReplays) {
                    break;
                }
                replays++;
                Outcome outcome = play(runSeed, candidate);
                if (found.broken.equals(outcome.broken)
                        && Arrays.compare(outcome.size(), shrunk.size()) < 0) {
                    shrunk = outcome;
                    smaller = true;
                    break;
                }
            }
        }
        String message = "TreeExplorer: \"" + found.broken + "\" does not hold: " + shrunk.why
                + "\nfound in run " + run + " of " + runs + " (explorer seed " + seed
                + ") at tick " + found.steps.size() + "; shrunk to " + shrunk.steps.size()
                + " tick(s) in " + replays + " replay(s):\n" + String.join("\n", shrunk.trace);
        return new AssertionFailedError(message);
    }

    /**
     * Changed versions of {@code steps}, most promising first: stretches of steps removed
     * (halves, quarters, ... single steps), then each step changed in one thing. A change is
     * kept only if the run it gives is smaller ({@link Outcome#size()}).
     */
    private static List<List<Step>> candidates(List<Step> steps, TreeNodes nodes) {
        List<List<Step>> candidates = new ArrayList<>();
        for (int size = steps.size() / 2; size >= 1; size /= 2) {
            for (int start = 0; start + size <= steps.size(); start += size) {
                List<Step> fewer = new ArrayList<>(steps.subList(0, start));
                fewer.addAll(steps.subList(start + size, steps.size()));
                if (!fewer.isEmpty()) {
                    candidates.add(fewer);
                }
            }
        }
        for (int i = 0; i < steps.size(); i++) {
            for (Step changed : steps.get(i).changed(nodes)) {
                List<Step> copy = new ArrayList<>(steps);
                copy.set(i, changed);
                candidates.add(copy);
            }
        }
        return candidates;
    }

    /**
     * One run: with {@code script} null, drawn from {@code runSeed}; otherwise replayed from the
     * script. Stops at the first tick that breaks a property.
     */
    private Outcome play(long runSeed, List<Step> script) {
        TreeTest test = newTest.apply(runSeed);
        if (test == null) {
            throw new IllegalStateException("TreeExplorer: newTest answered null; build a new"
                    + " tree and return TreeTest.of(tree, clock)");
        }
        TreeNodes nodes = test.tree().nodes();
        boolean[] answered = answeredLeaves(nodes);
        List<Integer> eventNodes = new ArrayList<>();
        for (int node = 0; node < nodes.size(); node++) {
            if (nodes.kind(node).equals("Event")) {
                eventNodes.add(node);
            }
        }
        Random random = new Random(runSeed ^ SALT);
        Outcome outcome = new Outcome(nodes);
        Step[] current = new Step[1];
        int[] asked = new int[nodes.size()];
        test.answerLeaves(leaf -> {
            if (!answered[leaf]) {
                return null;
            }
            Step step = current[0];
            List<Status> answers = step.answers.computeIfAbsent(leaf, k -> new ArrayList<>());
            int at = asked[leaf]++;
            if (script == null) {
                answers.add(nodes.alwaysSucceeds(leaf) ? Status.SUCCESS
                        : draw(random, nodes.kind(leaf)));
            } else if (at >= answers.size()) {
                answers.add(Status.SUCCESS);
            }
            step.used.put(leaf, at + 1);
            return answers.get(at);
        });
        for (TreeProperty property : properties.values()) {
            property.startRun();
        }
        boolean paused = false;
        int length = script == null ? ticks : script.size();
        for (int i = 0; i < length; i++) {
            Step step = script == null ? drawStep(random, eventNodes) : script.get(i).copy();
            current[0] = step;
            Arrays.fill(asked, 0);
            if (step.advance > 0) {
                test.advanceMillis(step.advance);
            }
            for (int event : step.raised) {
                test.raise(nodes.method(event));
            }
            if (step.togglePause) {
                if (paused) {
                    test.resume();
                } else {
                    test.pause();
                }
                paused = !paused;
            }
            Tick tick;
            try {
                tick = test.tick();
            } catch (RuntimeException thrown) {
                outcome.steps.add(step.trimmed());
                outcome.broken = "no tick throws";
                outcome.why = "tick " + (i + 1) + " threw " + thrown;
                break;
            }
            outcome.steps.add(step.trimmed());
            String broken = null;
            for (Map.Entry<String, TreeProperty> property : properties.entrySet()) {
                String why = property.getValue().violation(tick);
                if (why != null) {
                    broken = property.getKey();
                    outcome.why = why;
                    break;
                }
            }
            if (broken != null) {
                outcome.broken = broken;
                break;
            }
        }
        test.answerLeaves(null);
        if (outcome.broken != null) { // only a failure shows its run
            outcome.trace = annotated(test.trace(), outcome.steps, nodes);
        }
        return outcome;
    }

    private boolean[] answeredLeaves(TreeNodes nodes) {
        boolean[] answered = new boolean[nodes.size()];
        for (int node = 0; node < nodes.size(); node++) {
            String kind = nodes.kind(node);
            answered[node] = (kind.equals("Condition") || kind.equals("Action")
                    || kind.equals("Task")) && !kept.contains(nodes.method(node));
        }
        for (NodeHandle handle : keptHandles) {
            answered[Handles.index(handle, nodes, "TreeExplorer.keep")] = false;
        }
        return answered;
    }

    private Step drawStep(Random random, List<Integer> eventNodes) {
        Step step = new Step();
        if (clockSteps.length > 0) {
            step.advance = clockSteps[random.nextInt(clockSteps.length)];
        }
        for (int event : eventNodes) {
            if (random.nextDouble() < events) {
                step.raised.add(event);
            }
        }
        step.togglePause = pauses > 0 && random.nextDouble() < pauses;
        return step;
    }

    private Status draw(Random random, String kind) {
        if (kind.equals("Condition")) {
            return random.nextBoolean() ? Status.SUCCESS : Status.FAILURE;
        }
        int pick = random.nextInt(actionWeights[0] + actionWeights[1] + actionWeights[2]);
        if (pick < actionWeights[0]) {
            return Status.SUCCESS;
        }
        return pick < actionWeights[0] + actionWeights[1] ? Status.FAILURE : Status.RUNNING;
    }

    /** The test's trace with a {@code # answers} line before each tick's expect line. */
    private static List<String> annotated(List<String> trace, List<Step> steps, TreeNodes nodes) {
        List<String> lines = new ArrayList<>();
        int tick = 0;
        for (String line : trace) {
            if (line.startsWith("expect ") && tick < steps.size()) {
                String answers = steps.get(tick).answerText(nodes);
                if (!answers.isEmpty()) {
                    lines.add("# answers " + answers);
                }
                tick++;
            }
            lines.add(line);
        }
        return lines;
    }

    private static int atLeastOne(int value, String name) {
        if (value < 1) {
            throw new IllegalArgumentException(name + "(" + value + "): give at least 1");
        }
        return value;
    }

    private static double chance(double chance, String name) {
        if (!(chance >= 0 && chance <= 1)) {
            throw new IllegalArgumentException(name + "(" + chance + "): give a chance from 0"
                    + " to 1");
        }
        return chance;
    }

    /** What one run did: its steps, and the property it broke, if any. */
    private static final class Outcome {
        final TreeNodes nodes;
        final List<Step> steps = new ArrayList<>();
        String broken;
        String why;
        /** The run as a trace with its answers; only for a run that broke a property. */
        List<String> trace;

        Outcome(TreeNodes nodes) {
            this.nodes = nodes;
        }

        /**
         * How big the run is, compared in order: its ticks, the answers its leaves gave, how
         * far from success those were (failure 1, running 2), the clock's moves, the events
         * raised and the pauses and resumes.
         */
        long[] size() {
            long[] size = new long[6];
            size[0] = steps.size();
            for (Step step : steps) {
                for (List<Status> answers : step.answers.values()) {
                    size[1] += answers.size();
                    for (Status answer : answers) {
                        size[2] += rank(answer);
                    }
                }
                size[3] += step.advance;
                size[4] += step.raised.size();
                size[5] += step.togglePause ? 1 : 0;
            }
            return size;
        }
    }

    private static int rank(Status answer) {
        return switch (answer) {
            case SUCCESS -> 0;
            case FAILURE -> 1;
            case RUNNING -> 2;
            case INACTIVE -> throw new IllegalStateException("a leaf answered INACTIVE");
        };
    }

    /** One step of a run: what happens before its tick, and the answers its leaves gave. */
    private static final class Step {
        long advance;
        List<Integer> raised = new ArrayList<>();
        boolean togglePause;
        /** Per leaf, its answers in the order asked. */
        Map<Integer, List<Status>> answers = new LinkedHashMap<>();
        /** Per leaf, how many of its answers the tick used. */
        final Map<Integer, Integer> used = new LinkedHashMap<>();

        Step copy() {
            Step copy = new Step();
            copy.advance = advance;
            copy.raised = new ArrayList<>(raised);
            copy.togglePause = togglePause;
            for (Map.Entry<Integer, List<Status>> entry : answers.entrySet()) {
                copy.answers.put(entry.getKey(), new ArrayList<>(entry.getValue()));
            }
            return copy;
        }

        /** This step with only the answers its tick used. */
        Step trimmed() {
            Step trimmed = copy();
            trimmed.answers.clear();
            for (Map.Entry<Integer, Integer> entry : used.entrySet()) {
                trimmed.answers.put(entry.getKey(),
                        new ArrayList<>(answers.get(entry.getKey()).subList(0, entry.getValue())));
            }
            return trimmed;
        }

        /** This step changed in one thing, each way: fewer or smaller moves, other answers. */
        List<Step> changed(TreeNodes nodes) {
            List<Step> changed = new ArrayList<>();
            if (advance > 0) {
                Step none = copy();
                none.advance = 0;
                changed.add(none);
                if (advance > 1) {
                    Step half = copy();
                    half.advance = advance / 2;
                    changed.add(half);
                }
            }
            for (int i = 0; i < raised.size(); i++) {
                Step fewer = copy();
                fewer.raised.remove(i);
                changed.add(fewer);
            }
            if (togglePause) {
                Step still = copy();
                still.togglePause = false;
                changed.add(still);
            }
            for (Map.Entry<Integer, List<Status>> entry : answers.entrySet()) {
                List<Status> list = entry.getValue();
                for (int i = 0; i < list.size(); i++) {
                    for (Status other : others(list.get(i), nodes, entry.getKey())) {
                        Step step = copy();
                        step.answers.get(entry.getKey()).set(i, other);
                        changed.add(step);
                    }
                }
            }
            return changed;
        }

        /** The answers leaf {@code leaf} could have given instead of {@code answer}. */
        private static List<Status> others(Status answer, TreeNodes nodes, int leaf) {
            List<Status> others = new ArrayList<>(nodes.kind(leaf).equals("Condition")
                    ? List.of(Status.SUCCESS, Status.FAILURE)
                    : nodes.alwaysSucceeds(leaf) ? List.of(Status.SUCCESS)
                    : List.of(Status.SUCCESS, Status.FAILURE, Status.RUNNING));
            others.remove(answer);
            return others;
        }

        /** {@code isHurt=false runAway=running}: the answers, in the order first asked. */
        String answerText(TreeNodes nodes) {
            StringBuilder text = new StringBuilder();
            for (Map.Entry<Integer, List<Status>> entry : answers.entrySet()) {
                boolean condition = nodes.kind(entry.getKey()).equals("Condition");
                for (Status answer : entry.getValue()) {
                    if (text.length() > 0) {
                        text.append(' ');
                    }
                    text.append(nodes.method(entry.getKey())).append('=').append(condition
                            ? String.valueOf(answer == Status.SUCCESS)
                            : Tick.Heard.word(answer));
                }
            }
            return text.toString();
        }
    }
}
