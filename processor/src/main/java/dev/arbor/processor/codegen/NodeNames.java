package dev.arbor.processor.codegen;

import com.palantir.javapoet.NameAllocator;
import dev.arbor.processor.base.GeneratedNames;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The names of one generated tree's members that come from node methods: a constant per node
 * ({@code IS_HURT}), a hand-over method per watchable composite ({@code handOverFlee}) and an
 * {@code answerChanged} method per abort entry ({@code answerChangedIsHurt}).
 */
final class NodeNames {
    /**
     * Names the generated code uses for its own constants (besides one per node kind, from
     * {@link Kinds}); node constants must not take them.
     */
    private static final List<String> RESERVED = List.of("INACTIVE", "RUNNING", "SUCCESS",
            "FAILURE", "NONE",
            "DORMANT", "NO_ABORT", "SELF", "LOWER_PRIORITY", "BOTH", "NODES", "COLUMNS", "KIND",
            "PARENT", "END", "STACK", "PARALLEL_ROW", "COMPOSITE", "ABORT", "WATCHABLE",
            "ENTRIES_FROM", "ENTRIES_TO", "STACK_OWNERS", "ENTRY_CONDITIONS", "PARALLELS",
            "PARALLEL_COLUMNS", "BRANCHES", "SUCCESSES_NEEDED", "FAILURES_NEEDED", "TOP",
            "ENTRIES", "SLOT", "SLOT_OF", "ON_CHILD_SUCCESS", "ON_CHILD_SUCCESS_OF",
            "ON_CHILD_FAILURE", "ON_CHILD_FAILURE_OF", "LIMIT", "LIMIT_OF", "CATCHER", "CATCHER_OF",
            "SUCCEEDS", "FAILS", "YIELDS", "COUNTS_TO_SUCCESS", "COUNTS_TO_FAILURE", "DECIDES",
            "NEXT_DRAWN", "TIMER", "TIMER_OF", "NO_TIME", "DURATIONS", "WEIGHTS",
            "CURSOR", "ENTERING", "SUCCEEDED", "FAILED",
            "INITIAL_STATE", "STATUSES", "NAME", "RUN", "DONE", "YIELD", "NEXT", "FIRST",
            "ON_SUCCESS", "ON_FAILURE", "ROOT_COMPLETES", "STOP", "FIRST_OF", "ON_SUCCESS_OF",
            "ON_FAILURE_OF", "KIND_OF", "PARENT_OF", "METHODS", "TREE_NODES", "EVENT_NODES", "UP_ON_SUCCESS",
            "UP_ON_FAILURE", "UP_ON_SUCCESS_OF", "UP_ON_FAILURE_OF", "END_OF", "STACK_OF", "PARALLEL_ROW_OF",
            "COMPOSITE_OF", "ABORT_OF", "WATCHABLE_OF", "ENTRIES_FROM_OF", "ENTRIES_TO_OF");

    private final TreeDescriptor tree;
    private final String[] constants;
    private final String[] handOvers;

    NodeNames(TreeDescriptor tree) {
        this.tree = tree;
        this.constants = constants(tree);
        this.handOvers = new String[constants.length];
        Set<String> used = new HashSet<>();
        for (Node node : tree.nodes()) {
            if (node.watchable()) {
                String name = "handOver" + camelCase(constants[node.index()]);
                handOvers[node.index()] = used.add(name) ? name : name + "_" + node.index();
            }
        }
    }

    /** One constant per node: the method name in UPPER_SNAKE, numbered from its second use. */
    private static String[] constants(TreeDescriptor tree) {
        NameAllocator names = new NameAllocator();
        RESERVED.forEach(names::newName);
        Kinds.ALL.forEach(kind -> names.newName(CodesWriter.kindCode(kind)));
        Map<String, Integer> uses = new LinkedHashMap<>();
        String[] result = new String[tree.nodes().size()];
        for (Node node : tree.nodes()) {
            int use = uses.merge(node.method(), 1, Integer::sum);
            String base = GeneratedNames.nodeConstant(node.method()) + (use > 1 ? "_" + use : "");
            result[node.index()] = names.newName(base, node.index());
        }
        return result;
    }

    /** The constant of node {@code index}. */
    String of(int index) {
        return constants[index];
    }

    String of(Node node) {
        return constants[node.index()];
    }

    /** The constant of {@code node}'s parent, or NONE for the root. */
    String parentOf(Node node) {
        return node.parent() < 0 ? "NONE" : constants[node.parent()];
    }

    /** The hand-over method of watchable composite {@code node}: {@code handOverFleeing}. */
    String handOver(Node node) {
        return handOvers[node.index()];
    }

    /** The method {@code reevaluate()} calls for {@code entry}: {@code answerChangedIsHurt}. */
    String answerChanged(int entry) {
        return "answerChanged" + camelCase(constants[tree.entryConditions().get(entry)]);
    }

    /** {@code IS_HURT} gives {@code IsHurt}; {@code FLEEING_2} gives {@code Fleeing2}. */
    static String camelCase(String constant) {
        StringBuilder name = new StringBuilder();
        for (String word : constant.split("_")) {
            if (!word.isEmpty()) {
                name.append(word.charAt(0)).append(word.substring(1).toLowerCase(Locale.ROOT));
            }
        }
        return name.toString();
    }
}
