// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.scenario;

import dev.arbor.processor.scenario.Scenario.ScenarioNode;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Writes the annotated class a user would write for a scenario's tree: one node method per
 * node, leaves calling {@link ScriptedAgent}, every action with start, end and pause hooks (none
 * for a scenario with {@code hooks none}); the conditions that a While or an If names are plain
 * {@code @Condition} methods outside the tree, the weight methods of weighted selectors
 * answer through {@link ScriptedAgent#$weight} (a utility selector's score methods through
 * {@link ScriptedAgent#$score}), a Wait's duration method
 * ({@code millis_from=NAME}) through {@link ScriptedAgent#$millis}, and the method a Switch asks
 * through {@link ScriptedAgent#$value} or {@link ScriptedAgent#$alert}. A condition or action
 * with {@code now=true} takes the tick's time, {@code @Now long now} (docs/semantics.md §8.1).
 * A node's {@code services=NAME[:MILLIS][:now],...} become {@code @Service} methods, traced
 * through {@link ScriptedAgent#$service} (docs/semantics.md §5.6).
 */
public final class ScenarioSource {
    public static final String PACKAGE = "scenarios";

    private ScenarioSource() {}

    /** The source of class {@code className}, whose tree is {@code className + "Tree"}. */
    public static String write(Scenario scenario, String className) {
        StringBuilder out = new StringBuilder()
                .append("package ").append(PACKAGE).append(";\n\n")
                .append("import dev.arbor.*;\n\n")
                .append("@BehaviorTree(root = \"").append(scenario.root.name).append("\")\n")
                .append("@SuppressWarnings(\"arbor:all\")\n")
                .append("public class ").append(className)
                .append(" extends dev.arbor.processor.scenario.ScriptedAgent {\n");
        Set<String> written = new LinkedHashSet<>();
        for (ScenarioNode node : scenario.nodes()) {
            written.add(node.name);
            out.append(method(node, scenario.hooks));
        }
        for (ScenarioNode node : scenario.nodes()) {
            String condition = node.attributes.get("condition");
            if (condition != null && written.add(condition)) {
                out.append(condition(condition)); // an unused node: not part of the tree
            }
            String duration = node.attributes.get("millis_from");
            if (duration != null && written.add(duration)) {
                out.append("    long ").append(duration).append("() { return $millis(\"")
                        .append(duration).append("\"); }\n");
            }
            String on = node.kind.equals("switch") ? node.attributes.get("on") : null;
            if (on != null && written.add(on)) { // not a node: the method a Switch asks
                out.append(node.switchesOnAlert()
                        ? "    Alert " + on + "() { return $alert(\"" + on + "\"); }\n"
                        : "    int " + on + "() { return $value(\"" + on + "\"); }\n");
            }
            String shared = sharedField(node);
            if (shared != null && written.add(shared)) { // §5.7: the object the run shares
                out.append(node.kind.equals("permit")
                        ? "    final dev.arbor.runtime.Permits " + shared + " = $permits(\""
                                + shared + "\", " + node.attribute("permits", "1") + ");\n"
                        : "    final dev.arbor.runtime.CooldownGroup " + shared + " = $group(\""
                                + shared + "\", " + required(node, "millis") + ");\n");
            }
            for (String weight : node.weightMethods()) {
                if (written.add(weight)) {
                    out.append("    int ").append(weight).append("() { return $weight(\"")
                            .append(weight).append("\"); }\n");
                }
            }
            for (String score : node.scoreMethods()) {
                if (written.add(score)) {
                    out.append("    double ").append(score).append("() { return $score(\"")
                            .append(score).append("\"); }\n");
                }
            }
        }
        for (Scenario.ServiceSpec service : scenario.services()) { // §5.6, declaration order
            List<String> on = scenario.nodes().stream()
                    .filter(n -> n.serviceNames().contains(service.name()))
                    .map(n -> n.name).distinct().toList();
            out.append("    @Service(on = ").append(quoted(on))
                    .append(service.millis() != 0 ? ", millis = " + service.millis() : "")
                    .append(") void ").append(service.name())
                    .append(service.now() ? "(@Now long now) { $service(\"" + service.name()
                            + "\", now); }\n" : "() { $service(\"" + service.name()
                            + "\"); }\n");
        }
        return out.append("}\n").toString();
    }

    private static String method(ScenarioNode node, boolean hooks) {
        String name = node.name;
        String declaration = "void " + name + "() {}\n";
        return switch (ScenarioKinds.of(node.kind)) {
            case CONDITION -> takesNow(node) ? "    @Condition boolean " + name
                    + "(@Now long now) { return $condition(\"" + name + "\", now); }\n"
                    : condition(name);
            case ACTION -> node.attributes.containsKey("async") ? asyncAction(node, hooks)
                    : takesNow(node) ? action(name, hooks).replace(name
                    + "() { return $action(\"" + name + "\"); }", name
                    + "(@Now long now) { return $action(\"" + name + "\", now); }")
                    : action(name, hooks);
            case SEQUENCE, SELECTOR -> "    @" + capitalized(node.kind) + "(value = "
                    + children(node) + ", abortType = AbortType."
                    + node.attribute("abort", "none").toUpperCase(Locale.ROOT)
                    + (node.attributes.containsKey("abort_on") ? ", abortOn = AbortTrigger."
                            + node.attribute("abort_on", "").toUpperCase(Locale.ROOT) : "")
                    + optional(node, "reevaluate_every", "reevaluateEvery")
                    + ") " + declaration;
            case PARALLEL -> "    @Parallel(value = " + children(node)
                    + side(node, "success", "all", "success_count", "successCount")
                    + side(node, "failure", "one", "failure_count", "failureCount")
                    + optional(node, "recheck_conditions", "recheckConditions") + ") "
                    + declaration;
            case INVERT, ALWAYS_SUCCEED, ALWAYS_FAIL, FAIL_IF_RUNNING, RUNNING_IF_FAIL ->
                    "    @" + annotation(node.kind) + "(\"" + only(node) + "\") " + declaration;
            case REPEAT -> "    @Repeat(value = \"" + only(node) + "\""
                    + optional(node, "times", "times")
                    + optional(node, "end_on_failure", "endOnFailure") + ") " + declaration;
            case UNTIL_SUCCESS, UNTIL_FAILURE -> "    @" + annotation(node.kind) + "(value = \""
                    + only(node) + "\"" + optional(node, "max_tries", "maxTries") + ") "
                    + declaration;
            case COOLDOWN, TIME_LIMIT -> "    @" + annotation(node.kind) + "(value = \""
                    + only(node) + "\", millis = " + required(node, "millis")
                    + optional(node, "watched", "watched") + ") " + declaration;
            case WHILE -> "    @While(value = \"" + only(node) + "\", condition = \""
                    + required(node, "condition") + "\") " + declaration;
            case IF -> "    @If(condition = \"" + required(node, "condition") + "\", value = \""
                    + node.children.get(0).name + "\""
                    + (node.children.size() > 1
                            ? ", otherwise = \"" + node.children.get(1).name + "\"" : "")
                    + ") " + declaration;
            case LOOP -> "    @Loop(value = " + children(node) + optional(node, "times", "times")
                    + ") " + declaration;
            case RANDOM_SELECTOR, RANDOM_SEQUENCE -> "    @" + annotation(node.kind) + "(value = "
                    + children(node)
                    + (node.attributes.containsKey("weights")
                            ? ", weights = {" + String.join(", ",
                                    node.attributes.get("weights").split(",")) + "}" : "")
                    + ") " + declaration;
            case WEIGHTED_SELECTOR -> "    @WeightedSelector(value = " + children(node)
                    + ", weights = " + quoted(node.weightMethods()) + ") " + declaration;
            case WAIT -> node.attributes.containsKey("millis_from")
                    ? "    @Wait(millisFrom = \"" + node.attributes.get("millis_from") + "\") "
                            + declaration
                    : "    @Wait(millis = " + required(node, "millis") + ") " + declaration;
            case EVENT -> "    @Event " + declaration;
            case SWITCH -> "    @Switch(on = \"" + required(node, "on") + "\", cases = "
                    + quoted(node.cases()) + ", value = " + quoted(node.children.stream()
                            .limit(node.cases().size()).map(c -> c.name).toList())
                    + (node.children.size() > node.cases().size()
                            ? ", otherwise = \"" + node.children.get(node.cases().size()).name
                                    + "\"" : "")
                    + ") " + declaration;
            case RANDOM_CHOICE -> "    @RandomChoice(value = " + children(node)
                    + (node.attributes.containsKey("weights")
                            ? ", weights = {" + String.join(", ",
                                    node.attributes.get("weights").split(",")) + "}" : "")
                    + ") " + declaration;
            case TASK, SUBTREE -> throw new IllegalArgumentException(
                    ScenarioKinds.NOT_IN_SCENARIOS.get(ScenarioKinds.of(node.kind)));
            case RUN_ONCE -> "    @RunOnce(value = \"" + only(node) + "\""
                    + optional(node, "keep_on_reset", "keepOnReset") + ") " + declaration;
            case PERMIT -> "    @Permit(value = \"" + only(node) + "\", permits = \""
                    + sharedField(node) + "\") " + declaration;
            case SHARED_COOLDOWN -> "    @SharedCooldown(value = \"" + only(node)
                    + "\", group = \"" + sharedField(node) + "\") " + declaration;
            case TRY_CATCH -> "    @TryCatch(value = " + quoted(node.children.subList(0,
                            node.children.size() - 1).stream().map(c -> c.name).toList())
                    + ", cleanup = \"" + node.children.get(node.children.size() - 1).name + "\""
                    + optional(node, "cleanup_on_interrupt", "cleanupOnInterrupt") + ") "
                    + declaration;
            case UTILITY_SELECTOR -> "    @UtilitySelector(value = " + children(node)
                    + ", scores = " + quoted(node.scoreMethods())
                    + optional(node, "every", "every") + optional(node, "margin", "margin")
                    + ") " + declaration;
        };
    }

    /**
     * §5.7: the field a permit or shared_cooldown names ({@code shared=NAME}; by default one of
     * its own, {@code NAME$shared}), or null for another kind. Nodes naming the same field share
     * one object, made from the first one's {@code permits} or {@code millis}.
     */
    static String sharedField(ScenarioNode node) {
        if (!node.kind.equals("permit") && !node.kind.equals("shared_cooldown")) {
            return null;
        }
        return node.attribute("shared", node.name + "$shared");
    }

    /**
     * A parallel's side: its count ({@code success_count=2}: {@code successCount = 2}) or else
     * its policy, written out even when it is the default.
     */
    private static String side(ScenarioNode node, String policy, String fallback, String count,
            String attribute) {
        if (node.attributes.containsKey(count)) {
            if (node.attributes.containsKey(policy)) {
                throw new IllegalArgumentException(node.name + ": " + policy + " and " + count);
            }
            return ", " + attribute + " = " + node.attributes.get(count);
        }
        return ", " + policy + " = Policy."
                + node.attribute(policy, fallback).toUpperCase(Locale.ROOT);
    }

    /** A leaf with {@code now=true}: its method takes the tick's time (docs/semantics.md §8.1). */
    private static boolean takesNow(ScenarioNode node) {
        return node.attribute("now", "false").equals("true");
    }

    private static String condition(String name) {
        return "    @Condition boolean " + name + "() { return $condition(\"" + name + "\"); }\n";
    }

    private static String action(String name, boolean hooks) {
        if (!hooks) {
            return "    @Action Status " + name + "() { return $action(\"" + name + "\"); }\n";
        }
        return "    @Action(onStart = \"" + name + "$start\", onEnd = \"" + name
                + "$end\", onPause = \"" + name + "$pause\") Status " + name
                + "() { return $action(\"" + name + "\"); }\n"
                + "    void " + name + "$start() { $started(\"" + name + "\"); }\n"
                + "    void " + name + "$end(Status how) { $ended(\"" + name + "\", how); }\n"
                + "    void " + name + "$pause(boolean paused) { $paused(\"" + name
                + "\", paused); }\n";
    }

    /**
     * §5.8: an action with {@code async=status|boolean|void}: its method returns a stage of
     * Status, Boolean or Void that {@link ScriptedAgent#$async} hands out.
     */
    private static String asyncAction(ScenarioNode node, boolean hooks) {
        String kind = node.attributes.get("async");
        String type = switch (kind) {
            case "status" -> "Status";
            case "boolean" -> "Boolean";
            case "void" -> "Void";
            default -> throw new IllegalArgumentException(node.name + " async=" + kind);
        };
        String plain = action(node.name, hooks);
        String call = "Status " + node.name + "() { return $action(\"" + node.name + "\"); }";
        return plain.replace(call, "java.util.concurrent.CompletionStage<" + type + "> "
                + node.name + (takesNow(node) ? "(@Now long now) { return $async(\"" + node.name
                        + "\", \"" + kind + "\", now); }" : "() { return $async(\"" + node.name
                        + "\", \"" + kind + "\"); }"));
    }

    /** {@code always_succeed} → {@code AlwaysSucceed}. */
    private static String annotation(String kind) {
        StringBuilder name = new StringBuilder();
        for (String word : kind.split("_")) {
            name.append(capitalized(word));
        }
        return name.toString();
    }

    private static String only(ScenarioNode decorator) {
        if (decorator.children.size() != 1) {
            throw new IllegalArgumentException(decorator.kind + " " + decorator.name
                    + " needs exactly one child");
        }
        return decorator.children.get(0).name;
    }

    /** {@code , javaName = value} when the scenario gives {@code key}, else nothing (default). */
    private static String optional(ScenarioNode node, String key, String javaName) {
        return node.attributes.containsKey(key)
                ? ", " + javaName + " = " + node.attributes.get(key) : "";
    }

    private static String required(ScenarioNode node, String key) {
        String value = node.attributes.get(key);
        if (value == null) {
            throw new IllegalArgumentException(node.kind + " " + node.name + " needs " + key);
        }
        return value;
    }

    private static String children(ScenarioNode node) {
        return quoted(node.children.stream().map(c -> c.name).toList());
    }

    private static String quoted(List<String> names) {
        StringBuilder list = new StringBuilder("{");
        for (String name : names) {
            list.append(list.length() > 1 ? ", " : "").append('"').append(name).append('"');
        }
        return list.append('}').toString();
    }

    private static String capitalized(String kind) {
        return Character.toUpperCase(kind.charAt(0)) + kind.substring(1);
    }
}
