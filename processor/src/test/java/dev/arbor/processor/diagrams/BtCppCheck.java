// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.diagrams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * Checks a BehaviorTree.CPP 4 file the way its loader and Groot2 read it, with its own list of
 * the built-ins (independent of the writer's): well-formed; {@code <root BTCPP_format="4">};
 * exactly one {@code <BehaviorTree>} with one root node; every node type used is a built-in or
 * declared in the one {@code <TreeNodesModel>}, in the category it is used as; every attribute
 * of a node is {@code name}, {@code ID} (explicit form), a port its type declares, or
 * {@code _arbor_abort} and {@code _arbor_abort_on}; each category has its number of children; nothing declared is unused.
 */
final class BtCppCheck {
    private BtCppCheck() {}

    private static final Set<String> CONTROL = Set.of("Sequence", "Fallback", "Parallel",
            "ParallelAll", "SequenceWithMemory", "ReactiveSequence", "ReactiveFallback",
            "IfThenElse", "WhileDoElse", "AsyncSequence", "AsyncFallback", "TryCatch");
    private static final Set<String> DECORATOR = Set.of("Inverter", "ForceSuccess",
            "ForceFailure", "Repeat", "RetryUntilSuccessful", "KeepRunningUntilFailure",
            "Timeout", "Delay", "RunOnce");
    private static final Set<String> LEAF = Set.of("Sleep", "AlwaysSuccess", "AlwaysFailure",
            "Script", "ScriptCondition", "SetBlackboard", "UnsetBlackboard");

    /** The built-ins' ports (BehaviorTree.CPP 4's providedPorts()). */
    private static final Map<String, Set<String>> BUILT_IN_PORTS = Map.ofEntries(
            Map.entry("Parallel", Set.of("success_count", "failure_count")),
            Map.entry("ParallelAll", Set.of("max_failures")),
            Map.entry("Repeat", Set.of("num_cycles")),
            Map.entry("RetryUntilSuccessful", Set.of("num_attempts")),
            Map.entry("Timeout", Set.of("msec")),
            Map.entry("Delay", Set.of("delay_msec")),
            Map.entry("RunOnce", Set.of("then_skip")),
            Map.entry("Sleep", Set.of("msec")),
            Map.entry("Script", Set.of("code")),
            Map.entry("ScriptCondition", Set.of("code")),
            Map.entry("TryCatch", Set.of("catch_on_halt")));

    /** The explicit form's element names: the type is the {@code ID}. */
    private static final Set<String> EXPLICIT = Set.of("Action", "Condition", "Decorator",
            "Control");

    /** The characters BehaviorTree.CPP refuses in a type's name. */
    private static final String FORBIDDEN = " \t\n\r<>&\"'/\\:*?|.";

    /** What a file declares and uses, for further assertions. */
    record Checked(Document document, Map<String, String> declared, List<String> used,
            List<String> names) {}

    /** Checks {@code xml}, and that every type is a name BehaviorTree.CPP accepts. */
    static Checked check(String xml) {
        return check(xml, true);
    }

    static Checked check(String xml, boolean strictNames) {
        Document document = DiagramFiles.parse(xml);
        Element root = document.getDocumentElement();
        assertEquals("root", root.getTagName());
        assertEquals("4", root.getAttribute("BTCPP_format"));
        List<Element> trees = children(root, "BehaviorTree");
        assertEquals(1, trees.size(), "one <BehaviorTree>");
        List<Element> models = children(root, "TreeNodesModel");
        assertEquals(1, models.size(), "one <TreeNodesModel>");
        Element tree = trees.get(0);
        String treeId = tree.getAttribute("ID");
        assertFalse(treeId.isEmpty(), "<BehaviorTree ID>");
        assertEquals(treeId, root.getAttribute("main_tree_to_execute"));

        Map<String, String> declared = new HashMap<>();
        Map<String, Set<String>> ports = new HashMap<>();
        for (Element model : elements(models.get(0))) {
            assertTrue(EXPLICIT.contains(model.getTagName()), model.getTagName());
            String id = model.getAttribute("ID");
            assertFalse(id.isEmpty(), "a model without ID");
            assertFalse(isBuiltIn(id), "the model redeclares the built-in " + id);
            assertNull(declared.put(id, model.getTagName()), "declared twice: " + id);
            Set<String> names = new HashSet<>();
            for (Element port : elements(model)) {
                assertEquals("input_port", port.getTagName());
                assertTrue(names.add(port.getAttribute("name")), "port declared twice");
            }
            ports.put(id, names);
            if (strictNames) {
                assertAcceptedName(id);
            }
        }

        List<Element> top = elements(tree);
        assertEquals(1, top.size(), "<BehaviorTree> has one root node");
        List<String> used = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Element> stack = new ArrayList<>(top);
        while (!stack.isEmpty()) {
            Element node = stack.remove(stack.size() - 1);
            String tag = node.getTagName();
            boolean explicit = EXPLICIT.contains(tag);
            String type = explicit ? node.getAttribute("ID") : tag;
            assertFalse(type.isEmpty(), "<" + tag + "> without ID");
            used.add(type);
            names.add(node.getAttribute("name"));
            String category;
            Set<String> allowed;
            if (isBuiltIn(type)) {
                assertFalse(explicit, "a built-in in the explicit form: " + type);
                category = CONTROL.contains(type) ? "Control"
                        : DECORATOR.contains(type) ? "Decorator" : "Leaf";
                allowed = BUILT_IN_PORTS.getOrDefault(type, Set.of());
            } else {
                category = declared.get(type);
                if (category == null) {
                    fail("<" + tag + (explicit ? " ID=\"" + type + "\"" : "")
                            + "> is neither a BehaviorTree.CPP built-in nor declared in"
                            + " <TreeNodesModel>");
                }
                if (explicit) {
                    assertEquals(category, tag, type + " is declared as a " + category);
                }
                allowed = ports.get(type);
            }
            int count = elements(node).size();
            switch (category) {
                case "Control" -> assertTrue(type.equals("IfThenElse") || type.equals("WhileDoElse")
                        ? count == 2 || count == 3
                        : type.equals("TryCatch") ? count >= 2 : count >= 1,
                        type + " with " + count);
                case "Decorator" -> assertEquals(1, count, type + " has one child");
                default -> assertEquals(0, count, type + " is a leaf");
            }
            NamedNodeMap attributes = node.getAttributes();
            for (int i = 0; i < attributes.getLength(); i++) {
                String attribute = attributes.item(i).getNodeName();
                if (attribute.equals("name") || (explicit && attribute.equals("ID"))) {
                    continue;
                }
                if (attribute.equals("_arbor_abort")) {
                    assertTrue(Set.of("SELF", "LOWER_PRIORITY", "BOTH")
                            .contains(attributes.item(i).getNodeValue()));
                    assertTrue(type.equals("Sequence") || type.equals("Fallback"), type);
                    continue;
                }
                if (attribute.equals("_arbor_reevaluate_every")) {
                    assertTrue(Long.parseLong(attributes.item(i).getNodeValue()) > 0);
                    assertTrue(attributes.getNamedItem("_arbor_abort") != null,
                            "_arbor_reevaluate_every without _arbor_abort on " + type);
                    continue;
                }
                if (attribute.equals("_arbor_services")) { // §5.6: method/millis;...
                    String service = "[\\p{L}_$][\\p{L}\\p{N}_$]*/[0-9]+";
                    assertTrue(attributes.item(i).getNodeValue()
                            .matches(service + "(;" + service + ")*"),
                            attributes.item(i).getNodeValue());
                    assertTrue(!category.equals("Action") && !category.equals("Condition"),
                            "_arbor_services on a leaf: " + type);
                    continue;
                }
                if (attribute.equals("_arbor_abort_on")) {
                    assertEquals("RELEVANT_CHANGE", attributes.item(i).getNodeValue());
                    assertTrue(attributes.getNamedItem("_arbor_abort") != null,
                            "_arbor_abort_on without _arbor_abort on " + type);
                    continue;
                }
                assertTrue(allowed.contains(attribute), "<" + tag + "> of type " + type
                        + " has the attribute " + attribute + ", which is not one of its ports "
                        + allowed);
            }
            List<Element> children = elements(node);
            for (int i = children.size() - 1; i >= 0; i--) {
                stack.add(children.get(i));
            }
        }
        Set<String> unused = new LinkedHashSet<>(declared.keySet());
        used.forEach(unused::remove);
        assertEquals(Set.of(), unused, "declared but never used");
        return new Checked(document, declared, used, names);
    }

    private static boolean isBuiltIn(String type) {
        return CONTROL.contains(type) || DECORATOR.contains(type) || LEAF.contains(type);
    }

    private static void assertAcceptedName(String id) {
        for (char c : id.toCharArray()) {
            assertTrue(FORBIDDEN.indexOf(c) < 0 && !Character.isISOControl(c),
                    "BehaviorTree.CPP refuses the type name '" + id + "'");
        }
    }

    static List<Element> elements(Element parent) {
        List<Element> found = new ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element) {
                found.add(element);
            }
        }
        return found;
    }

    private static List<Element> children(Element parent, String tag) {
        return elements(parent).stream().filter(e -> e.getTagName().equals(tag)).toList();
    }
}
