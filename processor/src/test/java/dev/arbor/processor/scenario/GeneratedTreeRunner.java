// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import static com.google.common.truth.Truth.assertWithMessage;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.scenario.ScriptedAgent.ScriptedFailure;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.NodeFailure;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.replay.Recorder;
import dev.arbor.runtime.replay.Recording;
import dev.arbor.runtime.replay.ReplayMismatch;
import dev.arbor.runtime.replay.Replayer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntPredicate;
import javax.tools.JavaFileObject;

/**
 * Compiles scenarios with the processor (many in one javac run, for speed) and runs each
 * script against its generated tree, built with the constructor {@code (agent, clock, seed)}:
 * a {@link ManualClock} at 0 that the script's {@code advance} steps move, and the scenario's
 * seed.
 */
public final class GeneratedTreeRunner {
    private final ClassLoader loader;
    private final Compilation compilation;
    private final List<String> classNames = new ArrayList<>();

    /** Compiles every scenario of {@code batch}; fails if any does not compile cleanly. */
    public GeneratedTreeRunner(List<Scenario> batch, String classPrefix) {
        this(batch, classPrefix, Compilers.arbor());
    }

    /** As above, compiled by {@code compiler} (e.g. with processor options). */
    public GeneratedTreeRunner(List<Scenario> batch, String classPrefix, Compiler compiler) {
        List<JavaFileObject> sources = new ArrayList<>();
        for (int i = 0; i < batch.size(); i++) {
            String name = classPrefix + i;
            classNames.add(name);
            sources.add(JavaFileObjects.forSourceString(ScenarioSource.PACKAGE + "." + name,
                    ScenarioSource.write(batch.get(i), name)));
        }
        this.compilation = compiler.compile(sources);
        assertWithMessage("compilation of %s: %s", classPrefix, compilation.diagnostics())
                .that(compilation.status()).isEqualTo(Compilation.Status.SUCCESS);
        this.loader = Compilers.load(compilation);
    }

    /** The compilation, for tests that look at the class files. */
    public Compilation compilation() {
        return compilation;
    }

    /**
     * Runs scenario {@code i} of the batch twice, on a fresh agent and tree each time: without a
     * listener, then with a {@link RecordingListener}, which must change nothing the agent sees;
     * answers the second run's traces (with what the listener heard).
     */
    public List<Trace> run(int i, Scenario scenario) {
        List<Trace> plain = runOnce(i, scenario, false);
        List<Trace> traced = runOnce(i, scenario, true);
        assertWithMessage("%s with a listener attached", scenario.name)
                .that(traced.stream().map(Trace::withoutPath).toList())
                .isEqualTo(plain.stream().map(Trace::withoutPath).toList());
        return traced;
    }

    private List<Trace> runOnce(int i, Scenario scenario, boolean listen) {
        return runWith(i, scenario, listen ? null : tree -> { });
    }

    /**
     * Runs scenario {@code i} once on a fresh agent and tree, after {@code prepare} (null: attach
     * a {@link RecordingListener}) has seen the tree.
     */
    public List<Trace> runWith(int i, Scenario scenario, java.util.function.Consumer<Tree> prepare) {
        try {
            String name = ScenarioSource.PACKAGE + "." + classNames.get(i);
            Class<?> agentClass = loader.loadClass(name);
            ScriptedAgent.$newRun(); // §5.7: the run's own shared objects
            ScriptedAgent agent = (ScriptedAgent) agentClass.getConstructor().newInstance();
            ManualClock clock = new ManualClock();
            Tree tree = (Tree) loader.loadClass(name + "Tree")
                    .getConstructor(agentClass, Clock.class, long.class)
                    .newInstance(agent, clock, scenario.seed);
            if (prepare != null) {
                prepare.accept(tree);
            }
            return run(scenario, agent, tree, clock, prepare == null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * Runs scenario {@code i} of the batch on a fresh agent and tree, with or without a listener,
     * moving it before each step {@code moveBefore} accepts to a fresh instance (a new agent with
     * the same answers, a new clock at the same reading, another seed) restored from its
     * snapshot ({@link #moved}). Answers the traces.
     */
    public List<Trace> runMoving(int i, Scenario scenario, boolean listen,
            IntPredicate moveBefore) {
        return runMoving(i, scenario, 0, listen, moveBefore);
    }

    /**
     * As {@link #runMoving(int, Scenario, boolean, IntPredicate)}, on a clock whose first reading
     * is {@code origin} (any long: the readings may wrap from Long.MAX_VALUE to Long.MIN_VALUE).
     */
    public List<Trace> runMoving(int i, Scenario scenario, long origin, boolean listen,
            IntPredicate moveBefore) {
        ScriptedAgent.$newRun(); // §5.7: the run's own shared objects, which moves keep
        Instance first = newInstance(i, scenario.seed, origin);
        first.agent().$origin = origin;
        return run(scenario, first, listen, (step, current) -> moveBefore.test(step)
                ? moved(current, newInstance(i, scenario.seed + 1, current.clock().nanos()))
                : current);
    }

    /** A fresh agent of scenario {@code i} and its tree, on a clock at {@code nanos}. */
    Instance newInstance(int i, long seed, long nanos) {
        try {
            String name = ScenarioSource.PACKAGE + "." + classNames.get(i);
            Class<?> agentClass = loader.loadClass(name);
            ScriptedAgent agent = (ScriptedAgent) agentClass.getConstructor().newInstance();
            ManualClock clock = new ManualClock(nanos);
            Tree tree = (Tree) loader.loadClass(name + "Tree")
                    .getConstructor(agentClass, Clock.class, long.class)
                    .newInstance(agent, clock, seed);
            return new Instance(agent, tree, clock);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * Records scenario {@code i}'s run (docs/recording.md) and replays it on a fresh agent that
     * answers nothing: null when the replay does exactly what was recorded, ends in the same
     * state and calls no method of its agent, and the recording diffed on its own class (a
     * fresh tree answered by node names) parts nowhere, else what went wrong. A tree with a Permit or a
     * SharedCooldown is not replayed (its shared objects are not recorded), nor a script that
     * makes a hook or service throw (a replay calls none, and reproduces such a failure only
     * where the tick's recording ends right there: docs/recording.md): "".
     */
    public String recordAndReplay(int i, Scenario scenario) {
        List<Map<String, String>> answers = new ArrayList<>();
        answers.add(scenario.init);
        scenario.steps.forEach(step -> answers.add(step.changes));
        for (Map<String, String> map : answers) {
            for (Map.Entry<String, String> answer : map.entrySet()) {
                String key = answer.getKey();
                if (answer.getValue().equals("throw") && (key.startsWith("S:")
                        || key.startsWith("E:") || key.startsWith("P:") || key.startsWith("sv"))) {
                    return "";
                }
            }
        }
        try {
            String name = ScenarioSource.PACKAGE + "." + classNames.get(i);
            Class<?> agentClass = loader.loadClass(name);
            Class<?> treeClass = loader.loadClass(name + "Tree");
            ScriptedAgent.$newRun();
            ScriptedAgent agent = (ScriptedAgent) agentClass.getConstructor().newInstance();
            ManualClock clock = new ManualClock();
            Recorder recorder = new Recorder();
            Tree tree = (Tree) treeClass.getConstructor(agentClass, Clock.class, long.class)
                    .newInstance(agent, recorder.clock(clock), scenario.seed);
            for (int node = 0; node < tree.nodes().size(); node++) {
                String kind = tree.nodes().kind(node);
                if (kind.equals("Permit") || kind.equals("SharedCooldown")) {
                    return "";
                }
            }
            recorder.start(tree);
            run(scenario, agent, tree, clock, false);
            Recording recording = recorder.recording();
            ScriptedAgent[] fresh = new ScriptedAgent[1];
            Tree replayed = new Replayer(recording).replay(replayClock -> {
                try {
                    fresh[0] = (ScriptedAgent) agentClass.getConstructor().newInstance();
                    return (Tree) treeClass.getConstructor(agentClass, Clock.class, long.class)
                            .newInstance(fresh[0], replayClock, scenario.seed + 7);
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            });
            if (!Arrays.equals(tree.snapshot(), replayed.snapshot())) {
                return "the replay ended in another state than the recorded run";
            }
            List<String> called = fresh[0].$drain();
            if (!called.isEmpty()) {
                return "the replay called its agent: " + called;
            }
            java.util.Optional<ReplayMismatch> diff = new Replayer(recording).diff(diffClock -> {
                try {
                    return (Tree) treeClass.getConstructor(agentClass, Clock.class, long.class)
                            .newInstance(agentClass.getConstructor().newInstance(), diffClock,
                                    scenario.seed); // from a fresh tree: the same draws
                } catch (ReflectiveOperationException e) {
                    throw new AssertionError(e);
                }
            });
            return diff.map(parted -> "diffed on its own class, it parts: " + parted.getMessage())
                    .orElse(null);
        } catch (ReplayMismatch mismatch) {
            return mismatch.getMessage();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** The generated tree class of scenario {@code i}. */
    public Class<?> treeClass(int i) {
        try {
            return loader.loadClass(ScenarioSource.PACKAGE + "." + classNames.get(i) + "Tree");
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    /** A fresh tree of scenario {@code i}, with its agent, on a manual clock at 0. */
    public Instance fresh(int i, Scenario scenario) {
        ScriptedAgent.$newRun(); // §5.7: the run's own shared objects
        Instance instance = newInstance(i, scenario.seed, 0);
        instance.agent().answers.putAll(scenario.init);
        return instance;
    }

    /** What a run goes on with: the agent, its tree, and the clock the tree reads. */
    public record Instance(ScriptedAgent agent, Tree tree, ManualClock clock) {}

    /** Between two steps: the instance the run goes on with (the same, or another). */
    public interface Between {
        Instance before(int step, Instance current);
    }

    /**
     * {@code to} (fresh: its tree never ticked) made to carry on {@code from}: its agent gets the
     * same answers, its tree is restored from {@code from}'s snapshot, whose bytes it must then
     * give back unchanged; {@code from} itself while an async action of its waits (§5.8).
     */
    public static Instance moved(Instance from, Instance to) {
        if (from.agent().$waiting()) {
            // §5.8: a restored async action starts its work again, which its trace shows (a
            // second U:); AsyncActionTest holds that rule, so a run is not moved while one waits
            return from;
        }
        byte[] snapshot = from.tree().snapshot();
        if (snapshot.length > from.tree().snapshotCapacity()) {
            throw new AssertionError("a snapshot of " + snapshot.length + " bytes, over its"
                    + " tree's capacity " + from.tree().snapshotCapacity());
        }
        to.agent().answers.putAll(from.agent().answers);
        to.agent().$origin = from.agent().$origin;
        to.tree().restore(snapshot);
        byte[] again = to.tree().snapshot();
        if (!Arrays.equals(snapshot, again)) {
            throw new AssertionError("a restored tree's snapshot differs from the one it was"
                    + " restored from:\n" + HexFormat.of().formatHex(snapshot) + "\n"
                    + HexFormat.of().formatHex(again));
        }
        return to;
    }

    /**
     * Runs a scenario's script against any tree bound to {@code agent} that reads
     * {@code clock}; one trace per step (empty, without status, for advance and raise).
     */
    public static List<Trace> run(Scenario scenario, ScriptedAgent agent, Tree tree,
            ManualClock clock, boolean listen) {
        return run(scenario, new Instance(agent, tree, clock), listen, (step, same) -> same);
    }

    /**
     * As {@link #run(Scenario, ScriptedAgent, Tree, ManualClock, boolean)}, going on before each
     * step with the instance {@code between} answers.
     */
    public static List<Trace> run(Scenario scenario, Instance first, boolean listen,
            Between between) {
        RecordingListener listener = new RecordingListener();
        Instance current = first;
        if (listen) {
            current.tree().setListener(listener);
        }
        current.agent().answers.putAll(scenario.init);
        List<Trace> traces = new ArrayList<>();
        for (int s = 0; s < scenario.steps.size(); s++) {
            Scenario.Step step = scenario.steps.get(s);
            if (s > 0) {
                Instance next = between.before(s, current);
                if (next != current && listen) {
                    current.tree().setListener(null);
                    next.tree().setListener(listener);
                }
                current = next;
            }
            ScriptedAgent agent = current.agent();
            Tree tree = current.tree();
            ManualClock clock = current.clock();
            agent.answers.putAll(step.changes);
            String status = null;
            try {
                switch (step.kind) {
                    case TICK:
                        agent.$settle(); // §5.8: the stages the script completes now
                        status = tree.tick().name().toLowerCase(Locale.ROOT);
                        break;
                    case RESET:
                        tree.reset();
                        break;
                    case ADVANCE:
                        clock.advanceMillis(step.millis);
                        break;
                    case RAISE:
                        tree.raise(step.event);
                        break;
                    case PAUSE:
                        tree.pause();
                        break;
                    case RESUME:
                        tree.resume();
                        break;
                    default:
                        throw new AssertionError(step.kind);
                }
            } catch (ScriptedFailure failure) {
                status = ScriptedFailure.describe(failure);
                if (!(tree instanceof ReferenceInterpreter)) {
                    assertNamesItsNode(scenario, failure);
                }
            }
            traces.add(new Trace(agent.$drain(), status, tree.runningPath(), listener.drain()));
        }
        return traces;
    }

    /**
     * §7: a generated tree adds to what a leaf or hook threw a NodeFailure naming the node: the
     * leaf itself for its method and hooks, or the node asking a condition or weight method.
     */
    private static void assertNamesItsNode(Scenario scenario, ScriptedFailure failure) {
        NodeFailure named = NodeFailure.of(failure);
        String method = failure.getMessage().substring(failure.getMessage().indexOf(':') + 1);
        assertWithMessage("the NodeFailure on %s in %s", failure.getMessage(), scenario.name)
                .that(named).isNotNull();
        boolean isNode = scenario.nodes().stream().anyMatch(n -> n.name.equals(method));
        if (isNode) {
            assertWithMessage("the node named by %s", named).that(named.method()).isEqualTo(method);
        }
        assertWithMessage("the running path of %s", named)
                .that(List.of(named.runningPath().split("[ >()|]+")))
                .contains(named.method());
    }
}
