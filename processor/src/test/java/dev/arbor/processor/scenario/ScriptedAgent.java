// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import dev.arbor.Status;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The base class of the agents the tests generate from scenarios: each leaf, hook and weight
 * method logs its event and answers what the script says. The conditions a While or an If names
 * ({@code condition=NAME}) are answered by {@link #$condition} like any condition. Shared by
 * the generated trees and the reference interpreter, so both see exactly the same leaves. The
 * method a Switch asks answers an int ({@link #$value}) or an {@link Alert} ({@link #$alert}).
 * Method names start with {@code $} so they never clash with a scenario's node names. A
 * hook throws when the script answers {@code throw} for it: {@code S:name}, {@code E:name},
 * {@code P:name}.
 */
public abstract class ScriptedAgent {
    /** The current answers: leaf name → true/false/success/failure/running/throw. */
    public final Map<String, String> answers = new HashMap<>();
    /**
     * The clock's first reading: the time a method that takes it is passed is traced from
     * there, so that a run on a clock from any origin traces as one from 0.
     */
    public long $origin;
    /**
     * §5.7: the {@code Permits} and {@code CooldownGroup}s of the run in progress on this thread,
     * by field name, shared by every instance of the run: a moved instance's fresh agent gets its
     * predecessor's objects, as a user's shared objects outlive a move (§9).
     */
    private static final ThreadLocal<Map<String, Object>> SHARED =
            ThreadLocal.withInitial(HashMap::new);

    /** A new run starts on this thread: its shared objects are new, all permits free. */
    public static void $newRun() {
        SHARED.get().clear();
    }

    /** The run's {@code Permits} named {@code name}, of {@code permits} permits. */
    public static dev.arbor.runtime.Permits $permits(String name, int permits) {
        return (dev.arbor.runtime.Permits) SHARED.get().computeIfAbsent(name,
                k -> new dev.arbor.runtime.Permits(permits));
    }

    /** The run's {@code CooldownGroup} named {@code name}, cooling down {@code millis}. */
    public static dev.arbor.runtime.CooldownGroup $group(String name, long millis) {
        return (dev.arbor.runtime.CooldownGroup) SHARED.get().computeIfAbsent(name,
                k -> new dev.arbor.runtime.CooldownGroup(java.time.Duration.ofMillis(millis)));
    }

    /** Every event since the last {@link #$drain()}. */
    public final List<String> events = new ArrayList<>();

    public boolean $condition(String name) {
        return $condition(name, "");
    }

    /**
     * A condition that takes the tick's time (docs/semantics.md §8.1): traced
     * {@code C:name@T}, T the time in milliseconds.
     */
    public boolean $condition(String name, long now) {
        return $condition(name, at(now));
    }

    private boolean $condition(String name, String at) {
        events.add("C:" + name + at);
        String answer = answers.getOrDefault(name, "false");
        if (answer.equals("throw")) {
            throw new ScriptedFailure("C:" + name);
        }
        return answer.equals("true");
    }

    public Status $action(String name) {
        return $action(name, "");
    }

    /** An action that takes the tick's time: traced {@code U:name@T}, T in milliseconds. */
    public Status $action(String name, long now) {
        return $action(name, at(now));
    }

    /**
     * {@code @T}: the time {@code now} since {@link #$origin} in milliseconds, or {@code @Tns}
     * if not a whole one.
     */
    private String at(long now) {
        long since = now - $origin;
        return since % 1_000_000L == 0 ? "@" + since / 1_000_000L : "@" + since + "ns";
    }

    private Status $action(String name, String at) {
        events.add("U:" + name + at);
        String answer = answers.getOrDefault(name, "success");
        switch (answer) {
            case "success": return Status.SUCCESS;
            case "failure": return Status.FAILURE;
            case "running": return Status.RUNNING;
            case "throw": throw new ScriptedFailure("U:" + name);
            default: throw new IllegalArgumentException(name + "=" + answer);
        }
    }

    public void $started(String name) {
        events.add("S:" + name);
        if ("throw".equals(answers.get("S:" + name))) {
            throw new ScriptedFailure("S:" + name);
        }
    }

    public void $ended(String name, Status how) {
        stages.removeIf(pending -> pending[0].equals(name)); // §5.8: no longer waited on
        events.add("E:" + name + ":" + (how == Status.INACTIVE
                ? "interrupted" : how.name().toLowerCase(Locale.ROOT)));
        if ("throw".equals(answers.get("E:" + name))) {
            throw new ScriptedFailure("E:" + name);
        }
    }

    /**
     * A weighted selector's weight method (docs/semantics.md §5.4): traced {@code W:name}, answers
     * the scripted integer (1 when the script says nothing).
     */
    public int $weight(String name) {
        events.add("W:" + name);
        String answer = answers.getOrDefault(name, "1");
        if (answer.equals("throw")) {
            throw new ScriptedFailure("W:" + name);
        }
        return Integer.parseInt(answer);
    }

    /**
     * A utility selector's score method (docs/semantics.md §5.4): traced {@code W:name}, as a
     * weight, answers the scripted number, a decimal or {@code nan} (1 when the script says
     * nothing).
     */
    public double $score(String name) {
        events.add("W:" + name);
        String answer = answers.getOrDefault(name, "1");
        if (answer.equals("throw")) {
            throw new ScriptedFailure("W:" + name);
        }
        return answer.equals("nan") ? Double.NaN : Double.parseDouble(answer);
    }

    /**
     * A Wait's duration method ({@code millisFrom}, docs/semantics.md §5.4): traced
     * {@code M:name}, answers the scripted number of milliseconds (0 when the script says
     * nothing).
     */
    public long $millis(String name) {
        events.add("M:" + name);
        String answer = answers.getOrDefault(name, "0");
        if (answer.equals("throw")) {
            throw new ScriptedFailure("M:" + name);
        }
        return Long.parseLong(answer);
    }

    /**
     * The int method a Switch asks (docs/semantics.md §5.4): traced {@code V:name}, answers the
     * scripted integer (0 when the script says nothing).
     */
    public int $value(String name) {
        events.add("V:" + name);
        String answer = answers.getOrDefault(name, "0");
        if (answer.equals("throw")) {
            throw new ScriptedFailure("V:" + name);
        }
        return Integer.parseInt(answer);
    }

    /**
     * The enum method a Switch asks (docs/semantics.md §5.4): traced {@code V:name}, answers the
     * scripted constant ({@code null} for "null", CALM when the script says nothing).
     */
    public Alert $alert(String name) {
        events.add("V:" + name);
        String answer = answers.getOrDefault(name, "CALM");
        if (answer.equals("throw")) {
            throw new ScriptedFailure("V:" + name);
        }
        return answer.equals("null") ? null : Alert.valueOf(answer);
    }

    /** What the enum method a scenario's Switch asks answers. */
    public enum Alert { CALM, WARY, ALERT, PANIC }

    /**
     * An action's onPause hook (docs/semantics.md §8.4): traced {@code P:name:true|false};
     * throws when the script answers {@code P:name=throw}.
     */
    public void $paused(String name, boolean paused) {
        events.add("P:" + name + ":" + paused);
        if ("throw".equals(answers.get("P:" + name))) {
            throw new ScriptedFailure("P:" + name);
        }
    }

    /**
     * A {@code @Service} method (docs/semantics.md §5.6): traced {@code R:name}, or
     * {@code R:name@T} when it takes the tick's time; throws when the script answers
     * {@code name=throw}.
     */
    public void $service(String name) {
        $service(name, "");
    }

    /** A service that takes the tick's time: traced {@code R:name@T}, T in milliseconds. */
    public void $service(String name, long now) {
        $service(name, at(now));
    }

    private void $service(String name, String at) {
        events.add("R:" + name + at);
        if ("throw".equals(answers.get(name))) {
            throw new ScriptedFailure("R:" + name);
        }
    }

    /**
     * §5.8: the stages handed out by async actions whose end hook has not been told yet (the
     * tree may still wait on them, or on what they completed with), in the order handed out,
     * each with the action's name and what it completes with (status, boolean or void).
     */
    private final List<Object[]> stages = new ArrayList<>();

    /**
     * An async action's method (docs/semantics.md §5.8): traced {@code U:name} as a plain
     * action's call, it answers a new stage, which {@link #$settle} completes before a tick as
     * the script then says: {@code running} leaves it waiting, {@code success} and
     * {@code failure} complete it (true and false for {@code boolean}, null for {@code void}),
     * {@code throw} completes it exceptionally (the work failed).
     */
    public <T> java.util.concurrent.CompletableFuture<T> $async(String name, String kind) {
        return $async(name, kind, "");
    }

    /** An async action that takes the tick's time: traced {@code U:name@T}. */
    public <T> java.util.concurrent.CompletableFuture<T> $async(String name, String kind,
            long now) {
        return $async(name, kind, at(now));
    }

    private <T> java.util.concurrent.CompletableFuture<T> $async(String name, String kind,
            String at) {
        events.add("U:" + name + at);
        java.util.concurrent.CompletableFuture<T> stage =
                new java.util.concurrent.CompletableFuture<>();
        stages.add(new Object[] {name, kind, stage});
        return stage;
    }

    /**
     * Before a tick: every stage still waiting is completed as the script says for its action
     * now (§5.8: a completion between two ticks is seen by the next one).
     */
    @SuppressWarnings("unchecked")
    public void $settle() {
        for (Object[] pending : List.copyOf(stages)) {
            String name = (String) pending[0];
            java.util.concurrent.CompletableFuture<Object> stage =
                    (java.util.concurrent.CompletableFuture<Object>) pending[2];
            String answer = answers.getOrDefault(name, "success");
            if (stage.isDone() || answer.equals("running")) {
                continue;
            }
            if (answer.equals("throw")) {
                stage.completeExceptionally(new ScriptedFailure("U:" + name));
            } else if (answer.equals("success") || answer.equals("failure")) {
                boolean success = answer.equals("success");
                stage.complete(switch ((String) pending[1]) {
                    case "status" -> success ? Status.SUCCESS : Status.FAILURE;
                    case "boolean" -> success;
                    case "void" -> {
                        if (!success) {
                            throw new IllegalArgumentException(name + ": a void action cannot"
                                    + " fail");
                        }
                        yield null;
                    }
                    default -> throw new IllegalArgumentException(name + " async="
                            + pending[1]);
                });
            } else {
                throw new IllegalArgumentException(name + "=" + answer);
            }
        }
    }

    /**
     * Whether an async action may be waiting on a stage (§5.8): one was handed out and its
     * action's end hook has not been told since (with {@code hooks none}, once one was handed
     * out).
     */
    public boolean $waiting() {
        return !stages.isEmpty();
    }

    /** The events logged since the last call, and forgets them. */
    public List<String> $drain() {
        List<String> drained = List.copyOf(events);
        events.clear();
        return drained;
    }

    /** What a scripted leaf or hook throws; its message names the thrower. */
    public static final class ScriptedFailure extends RuntimeException {
        public ScriptedFailure(String thrower) {
            super(thrower, null, true, false); // suppression on: trees add a NodeFailure
        }

        /** "throws:" + thrower, then "+" + each suppressed thrower. */
        public static String describe(Throwable thrown) {
            StringBuilder text = new StringBuilder("throws:").append(thrown.getMessage());
            for (Throwable suppressed : thrown.getSuppressed()) {
                if (suppressed instanceof dev.arbor.runtime.NodeFailure) {
                    continue; // checked apart (GeneratedTreeRunner), not part of the trace
                }
                text.append('+').append(suppressed.getMessage());
            }
            return text.toString();
        }
    }
}
