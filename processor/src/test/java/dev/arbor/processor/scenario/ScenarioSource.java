package dev.arbor.processor.scenario;

import dev.arbor.processor.scenario.Scenario.ScenarioNode;
import java.util.Locale;

/**
 * Writes the annotated class a user would write for a scenario's tree: one node method per
 * node, leaves calling {@link ScriptedAgent}, every action with both hooks (none for a scenario
 * with {@code hooks none}).
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
        for (ScenarioNode node : scenario.nodes()) {
            out.append(method(node, scenario.hooks));
        }
        return out.append("}\n").toString();
    }

    private static String method(ScenarioNode node, boolean hooks) {
        String name = node.name;
        switch (node.kind) {
            case "condition":
                return "    @Condition boolean " + name + "() { return $condition(\"" + name
                        + "\"); }\n";
            case "action":
                if (!hooks) {
                    return "    @Action Status " + name + "() { return $action(\"" + name
                            + "\"); }\n";
                }
                return "    @Action(onStart = \"" + name + "$start\", onEnd = \"" + name
                        + "$end\") Status " + name + "() { return $action(\"" + name + "\"); }\n"
                        + "    void " + name + "$start() { $started(\"" + name + "\"); }\n"
                        + "    void " + name + "$end(Status how) { $ended(\"" + name
                        + "\", how); }\n";
            case "sequence":
            case "selector":
                return "    @" + capitalized(node.kind) + "(value = " + children(node)
                        + ", abortType = AbortType."
                        + node.attribute("abort", "none").toUpperCase(Locale.ROOT) + ") void "
                        + name + "() {}\n";
            case "invert":
                return "    @Invert(\"" + node.children.get(0).name + "\") void " + name
                        + "() {}\n";
            case "parallel":
                return "    @Parallel(value = " + children(node) + ", success = Policy."
                        + node.attribute("success", "all").toUpperCase(Locale.ROOT)
                        + ", failure = Policy."
                        + node.attribute("failure", "one").toUpperCase(Locale.ROOT) + ") void "
                        + name + "() {}\n";
            default:
                throw new IllegalArgumentException("unknown node kind " + node.kind);
        }
    }

    private static String children(ScenarioNode node) {
        StringBuilder list = new StringBuilder("{");
        for (ScenarioNode child : node.children) {
            list.append(list.length() > 1 ? ", " : "").append('"').append(child.name).append('"');
        }
        return list.append('}').toString();
    }

    private static String capitalized(String kind) {
        return Character.toUpperCase(kind.charAt(0)) + kind.substring(1);
    }
}
