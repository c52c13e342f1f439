// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.AbortTriggerKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Behaviour;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.Served;
import dev.arbor.processor.model.ParallelRow;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The tree as a BehaviorTree.CPP 4 XML file ({@code <root BTCPP_format="4">}) that Groot2 opens:
 * one {@code <BehaviorTree>}, and a {@code <TreeNodesModel>} declaring every node type that is
 * not one of BehaviorTree.CPP's built-ins, with its ports. Each Arbor kind maps to the built-in
 * that does the same where there is one, else to a custom type named here; docs/diagrams.md
 * has the table and says where the semantics differ.
 *
 * <p>Leaves are written in the explicit form ({@code <Condition ID="isHungry" name="isHungry"/>}):
 * a Java identifier is not always an XML name ({@code $}), but it is always an attribute value.
 * The type of a {@code @Condition} is its method's name, of an {@code @Action} or {@code @Task}
 * its method's or field's; a name that is already a type (a built-in, an Arbor type, or the same
 * name as a leaf of the other category) gets an {@code _} appended until it is free.
 * BehaviorTree.CPP has no conditional aborts: a Sequence or Selector with an {@code abortType}
 * carries it as the attribute {@code _arbor_abort} (and an {@code abortOn} other than the
 * default as {@code _arbor_abort_on}, a {@code reevaluateEvery} as
 * {@code _arbor_reevaluate_every}), which BehaviorTree.CPP keeps as non-port attributes (a name
 * starting with {@code _}) and ignores. It has no services either (Unreal's are nearest): a
 * served node carries them as {@code _arbor_services="scan/500;look/0"}, each method with its
 * period in milliseconds, in the order they run, ignored the same way.
 *
 * <p>The writer walks the pre-order list without recursion, so depth costs nothing; indentation
 * stops growing at {@value #MAX_INDENT} levels.
 */
public final class BtCppXmlWriter {

    /**
     * The node types BehaviorTree.CPP 4 registers itself (its factory's built-ins), which Groot2
     * knows without a model. A leaf never takes one of these names as its type.
     */
    static final Set<String> BUILT_INS = Set.of("Fallback", "AsyncFallback", "Sequence",
            "AsyncSequence", "SequenceWithMemory", "Parallel", "ParallelAll", "ReactiveSequence",
            "ReactiveFallback", "IfThenElse", "WhileDoElse", "Inverter", "RetryUntilSuccessful",
            "KeepRunningUntilFailure", "Repeat", "Timeout", "Delay", "RunOnce", "ForceSuccess",
            "ForceFailure", "AlwaysSuccess", "AlwaysFailure", "Script", "ScriptCondition",
            "SetBlackboard", "Sleep", "UnsetBlackboard", "SubTree", "Precondition", "Switch2",
            "Switch3", "Switch4", "Switch5", "Switch6", "LoopInt", "LoopBool", "LoopDouble",
            "LoopString", "WasEntryUpdated", "SkipUnlessUpdated", "WaitValueUpdate",
            // the element names of the explicit form and of the file itself
            "Action", "Condition", "Decorator", "Control", "BehaviorTree", "TreeNodesModel",
            "root");

    /** A port of a custom type, as its model declares it. */
    record Port(String name, String type, String description) {}

    /** A custom node type: its category (Action, Condition, Decorator, Control) and ports. */
    record Custom(String category, String id, List<Port> ports) {}

    private static final Port WEIGHTS = new Port("weights", "std::string",
            "one weight per child, separated by ';'; empty: every child weighs 1");

    /** Arbor's own types, each declared in the model of a file that uses it. */
    static final Custom COOLDOWN = new Custom("Decorator", "Cooldown", List.of(new Port("msec",
            "unsigned int", "after each end, fails at once until this many milliseconds have"
                    + " passed (paused time counts)")));
    static final Custom FAIL_IF_RUNNING = new Custom("Decorator", "FailIfRunning", List.of());
    static final Custom REPEAT = new Custom("Decorator", "ArborRepeat", List.of(new Port(
            "num_cycles", "int", "rounds that make it succeed, a FAILURE counting as one;"
                    + " -1: forever")));
    static final Custom UNTIL_FAILURE = new Custom("Decorator", "ArborUntilFailure",
            List.of(new Port("num_cycles", "int", "successful runs that make it succeed")));
    static final Custom LOOP = new Custom("Control", "ArborLoop", List.of(new Port("num_cycles",
            "int", "rounds of the sequence that make it succeed; -1: until a child fails")));
    static final Custom RANDOM_SELECTOR = new Custom("Control", "RandomSelector",
            List.of(WEIGHTS));
    static final Custom RANDOM_SEQUENCE = new Custom("Control", "RandomSequence",
            List.of(WEIGHTS));
    static final Custom WEIGHTED_SELECTOR = new Custom("Control", "WeightedSelector",
            List.of(new Port("weights", "std::string",
                    "one weight method per child, separated by ';'")));
    static final Custom EVENT = new Custom("Condition", "Event", List.of());
    /** Not BehaviorTree.CPP's SwitchN, which reads its variable again on every tick. */
    static final Custom SWITCH = new Custom("Control", "ArborSwitch", List.of(
            new Port("on", "std::string", "the method asked once on entry, returning an int or"
                    + " an enum"),
            new Port("cases", "std::string", "one value per child, separated by ';'; a last"
                    + " child beyond them is entered when no case matches")));
    static final Custom RANDOM_CHOICE = new Custom("Control", "RandomChoice", List.of(WEIGHTS));
    /** BehaviorTree.CPP has no node that switches child by scores while one runs. */
    static final Custom UTILITY_SELECTOR = new Custom("Control", "UtilitySelector",
            List.of(new Port("scores", "std::string",
                            "one score method per child, separated by ';'"),
                    new Port("every", "unsigned", "milliseconds between two readings of the"
                            + " scores while a child runs; 0: every tick"),
                    new Port("margin", "double", "how much higher another child's score must be"
                            + " to switch to it")));

    /** No BehaviorTree.CPP node shares permits or a cooldown between trees (§5.7). */
    static final Custom PERMIT = new Custom("Decorator", "ArborPermit", List.of(new Port(
            "permits", "std::string", "the field holding the Permits that several trees share;"
                    + " asks for one on entry, runs the child while it holds it")));
    static final Custom SHARED_COOLDOWN = new Custom("Decorator", "ArborSharedCooldown",
            List.of(new Port("group", "std::string", "the field holding the CooldownGroup that"
                    + " several trees share; fails at once while it cools down")));

    /** BehaviorTree.CPP's Parallel never asks a completed child again (§5.3, re-asked). */
    static final Custom RECHECKING_PARALLEL = new Custom("Control", "ArborParallel", List.of(
            new Port("success_count", "int", "successes that make it succeed"),
            new Port("failure_count", "int", "failures that make it fail; every child that is a"
                    + " condition is asked again at each later tick, counting with its latest"
                    + " answer")));

    static final List<Custom> CUSTOMS = List.of(COOLDOWN, FAIL_IF_RUNNING, REPEAT, UNTIL_FAILURE,
            LOOP, RANDOM_SELECTOR, RANDOM_SEQUENCE, WEIGHTED_SELECTOR, EVENT, SWITCH,
            RANDOM_CHOICE, UTILITY_SELECTOR, PERMIT, SHARED_COOLDOWN, RECHECKING_PARALLEL);

    private static final int MAX_INDENT = 100;

    /** One element: its tag, its attributes, the condition child it opens with (or null). */
    private record Element(String tag, Map<String, String> attributes, String condition) {}

    private final TreeDescriptor tree;
    /** The types taken so far: the built-ins, Arbor's own, and the leaves' as they come. */
    private final Set<String> taken = new LinkedHashSet<>(BUILT_INS);
    private final Map<String, String> conditionTypes = new HashMap<>();
    private final Map<String, String> actionTypes = new HashMap<>();
    /** The custom types used, in order of first use, then the leaves' types. */
    private final Set<Custom> customs = new LinkedHashSet<>();
    private final Map<String, String> leafTypes = new LinkedHashMap<>();

    private BtCppXmlWriter(TreeDescriptor tree) {
        this.tree = tree;
        CUSTOMS.forEach(custom -> taken.add(custom.id()));
    }

    public static String write(TreeDescriptor tree) {
        return new BtCppXmlWriter(tree).write();
    }

    /** The {@code ID} of the {@code <BehaviorTree>}: the generated class's simple name. */
    static String treeId(TreeDescriptor tree) {
        String id = tree.generated().simpleName();
        return id.equals("root") || id.equals("Root") ? id + "_" : id; // reserved by BT.CPP
    }

    private String write() {
        String id = treeId(tree);
        StringBuilder body = new StringBuilder(80 * tree.nodes().size() + 256);
        Deque<Node> open = new ArrayDeque<>();
        Deque<String> tags = new ArrayDeque<>();
        for (Node node : tree.nodes()) {
            while (!open.isEmpty() && open.peek().end() <= node.index()) {
                open.pop();
                indent(body, open.size() + 2).append("</").append(tags.pop()).append(">\n");
            }
            Element element = element(node);
            indent(body, open.size() + 2).append('<').append(element.tag());
            element.attributes().forEach((name, value) -> body.append(' ').append(name)
                    .append("=\"").append(Text.xml(value)).append('"'));
            if (node.children() == 0) {
                body.append("/>\n");
                continue;
            }
            body.append(">\n");
            if (element.condition() != null) {
                indent(body, open.size() + 3).append("<Condition ID=\"")
                        .append(Text.xml(leafType("Condition", element.condition())))
                        .append("\" name=\"").append(Text.xml(element.condition()))
                        .append("\"/>\n");
            }
            open.push(node);
            tags.push(element.tag());
        }
        while (!open.isEmpty()) {
            open.pop();
            indent(body, open.size() + 2).append("</").append(tags.pop()).append(">\n");
        }

        StringBuilder out = new StringBuilder(body.length() + 2048);
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.append("<!-- ").append(Text.xmlComment(tree.source().canonicalName()))
                .append(": drawn by Arbor for BehaviorTree.CPP 4 and Groot2; how Arbor's kinds"
                        + " and aborts map: docs/diagrams.md -->\n");
        out.append("<root BTCPP_format=\"4\" main_tree_to_execute=\"").append(Text.xml(id))
                .append("\">\n");
        out.append("  <BehaviorTree ID=\"").append(Text.xml(id)).append("\">\n");
        out.append(body);
        out.append("  </BehaviorTree>\n");
        out.append("  <TreeNodesModel>\n");
        for (Custom custom : customs) {
            out.append("    <").append(custom.category()).append(" ID=\"").append(custom.id())
                    .append('"');
            if (custom.ports().isEmpty()) {
                out.append("/>\n");
                continue;
            }
            out.append(">\n");
            for (Port port : custom.ports()) {
                out.append("      <input_port name=\"").append(port.name()).append("\" type=\"")
                        .append(Text.xml(port.type())).append("\">")
                        .append(Text.xml(port.description())).append("</input_port>\n");
            }
            out.append("    </").append(custom.category()).append(">\n");
        }
        leafTypes.forEach((type, category) -> out.append("    <").append(category)
                .append(" ID=\"").append(Text.xml(type)).append("\"/>\n"));
        out.append("  </TreeNodesModel>\n");
        return out.append("</root>\n").toString();
    }

    /** Ports, in the order given: name, value, name, value... */
    private static Map<String, String> ports(String... namesAndValues) {
        Map<String, String> ports = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            ports.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return ports;
    }

    /**
     * The element for {@code node}: tag, {@code ID} for a leaf, {@code name}, ports, then
     * {@code _arbor_abort}. A kind this writer does not know fails, naming it.
     */
    private Element element(Node node) {
        NodeKind kind = node.kind();
        Attributes attributes = node.attributes();
        Map<String, String> ports = new LinkedHashMap<>();
        Custom custom = switch (kind.id()) {
            case FAIL_IF_RUNNING -> FAIL_IF_RUNNING;
            case REPEAT -> ((Attributes.Counted) attributes).endOnFailure() ? null : REPEAT;
            case UNTIL_FAILURE -> node.limit() > 0 ? UNTIL_FAILURE : null;
            case LOOP -> LOOP;
            case COOLDOWN -> COOLDOWN;
            case EVENT -> EVENT;
            case RANDOM_SELECTOR -> RANDOM_SELECTOR;
            case RANDOM_SEQUENCE -> RANDOM_SEQUENCE;
            case WEIGHTED_SELECTOR -> WEIGHTED_SELECTOR;
            case SWITCH -> SWITCH;
            case RANDOM_CHOICE -> RANDOM_CHOICE;
            case UTILITY_SELECTOR -> UTILITY_SELECTOR;
            case PERMIT -> PERMIT;
            case SHARED_COOLDOWN -> SHARED_COOLDOWN;
            case PARALLEL -> ((Attributes.Policies) attributes).recheckConditions()
                    ? RECHECKING_PARALLEL : null;
            case SEQUENCE, SELECTOR, CONDITION, ACTION, INVERT, ALWAYS_SUCCEED,
                    ALWAYS_FAIL, RUNNING_IF_FAIL, UNTIL_SUCCESS, IF, WAIT, TIME_LIMIT, WHILE, TASK,
                    SUBTREE, RUN_ONCE, TRY_CATCH -> null;
        };
        String tag = custom != null ? custom.id() : switch (kind.id()) {
            case CONDITION -> "Condition";
            case ACTION, TASK -> "Action";
            case SEQUENCE -> "Sequence";
            case SELECTOR -> "Fallback";
            case PARALLEL -> "Parallel";
            case INVERT -> "Inverter";
            case ALWAYS_SUCCEED -> "ForceSuccess";
            case ALWAYS_FAIL -> "ForceFailure";
            case RUNNING_IF_FAIL, UNTIL_SUCCESS -> "RetryUntilSuccessful";
            case REPEAT -> "Repeat";
            case UNTIL_FAILURE -> "KeepRunningUntilFailure";
            case IF -> "IfThenElse";
            case WHILE -> "WhileDoElse";
            case WAIT -> "Sleep";
            case TIME_LIMIT -> "Timeout";
            case RUN_ONCE -> "RunOnce";
            case TRY_CATCH -> "TryCatch";
            case FAIL_IF_RUNNING, LOOP, COOLDOWN, EVENT, RANDOM_SELECTOR, RANDOM_SEQUENCE,
                    WEIGHTED_SELECTOR, SWITCH, RANDOM_CHOICE, UTILITY_SELECTOR, PERMIT,
                    SHARED_COOLDOWN -> throw new IllegalStateException(
                            "a custom node: " + kind.simpleName());
            case SUBTREE -> throw new IllegalStateException("a subtree is inlined");
        };
        // a leaf that calls a method of the user's is a type of its own in BehaviorTree.CPP
        String id = kind.behaviour().onTop() == Behaviour.OnTop.CALL
                ? leafType(tag, node.method()) : null;
        String condition = attributes instanceof Attributes.Conditional conditional
                ? conditional.condition() : null;
        ports.putAll(switch (kind.id()) {
            case PARALLEL -> {
                ParallelRow row = tree.parallels().get(node.parallelRow());
                yield ports("success_count", String.valueOf(row.successes()),
                        "failure_count", String.valueOf(row.failures()));
            }
            case RUNNING_IF_FAIL -> ports("num_attempts", "-1");
            case UNTIL_SUCCESS -> ports("num_attempts", limit(node));
            case REPEAT, LOOP -> ports("num_cycles", limit(node));
            case UNTIL_FAILURE -> custom != null ? ports("num_cycles", limit(node)) : ports();
            case WAIT, COOLDOWN, TIME_LIMIT -> ports("msec", node.durationMethod() == null
                    ? String.valueOf(node.millis()) : "{" + node.durationMethod() + "}");
            case SWITCH -> {
                Attributes.Switched switched = (Attributes.Switched) attributes;
                yield ports("on", switched.on(), "cases", String.join(";", switched.cases()));
            }
            case RANDOM_SELECTOR, RANDOM_SEQUENCE, WEIGHTED_SELECTOR, RANDOM_CHOICE -> {
                Attributes.Weights weights = (Attributes.Weights) attributes;
                List<String> each = new ArrayList<>(weights.methods());
                weights.ints().forEach(weight -> each.add(String.valueOf(weight)));
                yield each.isEmpty() ? ports() : ports("weights", String.join(";", each));
            }
            case SEQUENCE, SELECTOR, CONDITION, ACTION, INVERT, ALWAYS_SUCCEED, ALWAYS_FAIL,
                    FAIL_IF_RUNNING, IF, WHILE, EVENT, TASK, SUBTREE -> ports();
            // later entries answer the kept result, as then_skip="false" (not SKIPPED)
            case RUN_ONCE -> ports("then_skip", "false");
            // the block's children, then the clean-up, its last child, as BehaviorTree.CPP's
            case TRY_CATCH -> ports("catch_on_halt",
                    String.valueOf(((Attributes.CleanUp) attributes).onInterrupt()));
            case UTILITY_SELECTOR -> {
                Attributes.Scored scored = (Attributes.Scored) attributes;
                yield ports("scores", String.join(";", scored.methods()), "every",
                        String.valueOf(scored.every()), "margin",
                        String.valueOf(scored.margin()));
            }
            case PERMIT -> ports("permits", ((Attributes.Shared) attributes).field());
            case SHARED_COOLDOWN -> ports("group", ((Attributes.Shared) attributes).field());
        });
        Map<String, String> all = new LinkedHashMap<>();
        if (id != null) {
            all.put("ID", id);
        }
        all.put("name", Drawing.name(node));
        all.putAll(ports);
        if (node.abortType() != AbortKind.NONE) {
            all.put("_arbor_abort", node.abortType().name());
            if (node.abortOn() != AbortTriggerKind.ANY_CHANGE) {
                all.put("_arbor_abort_on", node.abortOn().name());
            }
            if (node.reevaluateEvery() != 0) {
                all.put("_arbor_reevaluate_every", String.valueOf(node.reevaluateEvery()));
            }
        }
        List<String> services = new ArrayList<>(); // §5.6: BehaviorTree.CPP has none
        for (Served served : tree.servicesOf(node)) {
            services.add(served.method() + "/" + served.millis());
        }
        if (!services.isEmpty()) {
            all.put("_arbor_services", String.join(";", services));
        }
        if (custom != null) {
            customs.add(custom);
        }
        return new Element(tag, all, condition);
    }

    /** A count for BehaviorTree.CPP: the limit, or -1 for none. */
    private static String limit(Node node) {
        return String.valueOf(node.limit() > 0 ? node.limit() : -1);
    }

    /** The type of a leaf of {@code category} calling {@code method}, declared once. */
    private String leafType(String category, String method) {
        Map<String, String> types = category.equals("Condition") ? conditionTypes : actionTypes;
        return types.computeIfAbsent(method, m -> {
            String type = m;
            while (!taken.add(type)) {
                type = type + "_";
            }
            leafTypes.put(type, category);
            return type;
        });
    }

    private static StringBuilder indent(StringBuilder out, int depth) {
        return out.append("  ".repeat(Math.min(depth, MAX_INDENT)));
    }
}
