// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Seeded text mutations of a valid tree source, as {@code ScenarioSource} writes it: one member
 * per line, node annotations on the line of their method. Each mutation breaks (or keeps, for
 * a consistent rename or an equivalent attribute) the source the way a user might: a rename,
 * a deleted or duplicated method, a changed return type, a broken attribute, a cycle, a
 * changed access or kind, a syntax error, a change to the class. Same seed, same mutant.
 */
final class Mutator {
    /** A Java identifier, unicode included, as a whole word. */
    private static final String IDENTIFIER = "[\\p{L}_$][\\p{L}\\p{N}_$]*";
    /** A method declaration: its name, then its parameter list and body. */
    private static final Pattern DECLARATION = Pattern.compile("(" + IDENTIFIER
            + ")\\(([^)]*)\\)\\s*(?:throws [^{]+)?\\{");
    /** A node annotation and its attributes on a member line. */
    private static final Pattern NODE_LINE = Pattern.compile("^    @([A-Z]\\w*)");
    /** A quoted list or single quoted name of an annotation. */
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]*)\"");
    private static final Pattern CHILD_LIST = Pattern.compile("\\{(\"[^}]*\")\\}");

    /**
     * Names a node may be renamed to, everywhere it appears: cases and underscores, unicode,
     * the generated code's own names, the agent's inherited methods and fields, restricted and
     * reserved words (the last few are not Java names at all: javac's errors).
     */
    static final List<String> TRICKY_NAMES = List.of("isHurt", "is_hurt", "IS_HURT", "isHURT",
            "a", "A", "$x", "_x", "$", "__", "café", "CAFÉ", "straße", "STRASSE", "状态", "run",
            "tick", "enter", "complete", "state", "agent", "node", "at", "leaf", "answer",
            "listener", "failedAt", "clock", "now", "random", "weights", "status", "ticking",
            "paused", "named", "clear", "reevaluate", "runTraced", "tickTraced", "handOver",
            "answerChanged", "NONE", "ROOT", "METHODS", "TREE_NODES", "treeNodes", "NODES",
            "KIND_OF", "UP_ON_SUCCESS", "EVENT_NODES", "YIELD", "record", "yield", "var",
            "sealed", "permits", "$condition", "$action", "$drain", "answers", "events", "Agent",
            "AgentTree", "Status", "String", "_", "int", "class", "goto");
    private static final List<String> TREE_NAMES = List.of("record", "yield", "var", "a.b",
            "1x", "Status", "String", "Event", "Brain", "X$Y", "class", "Agent", "", "AgentTree",
            "Tree", "Café", "_");

    private final Random random;
    private final List<String> lines;
    private final List<String> applied = new ArrayList<>();

    private Mutator(String source, long seed) {
        this.random = new Random(seed);
        this.lines = new ArrayList<>(List.of(source.split("\n", -1)));
    }

    /** The mutant of {@code source} that {@code seed} draws, and what was done to it. */
    static Mutated mutate(String source, long seed) {
        Mutator m = new Mutator(source, seed);
        int count = m.random.nextInt(10) < 7 ? 1 : 2 + m.random.nextInt(2);
        for (int i = 0; i < count; i++) {
            m.applyOne();
        }
        return new Mutated(String.join("\n", m.lines), List.copyOf(m.applied));
    }

    record Mutated(String source, List<String> mutations) {}

    private void applyOne() {
        for (int attempt = 0; attempt < 10; attempt++) {
            String done;
            try {
                done = draw();
            } catch (NothingToMutate nothing) {
                continue;
            }
            if (done != null) {
                applied.add(done);
                return;
            }
        }
    }

    private String draw() {
        return switch (random.nextInt(15)) {
            case 0 -> renameEverywhere();
            case 1 -> renameToVariant();
            case 2 -> renameDeclaration();
            case 3 -> deleteMember();
            case 4 -> duplicateMember();
            case 5 -> changeReturnType();
            case 6, 7 -> breakAttribute();
            case 8 -> addCycle();
            case 9 -> changeAccess();
            case 10 -> changeKind();
            case 11 -> changeTreeAnnotation();
            case 12 -> changeClass();
            case 13 -> renameToAnother();
            default -> breakSyntax();
        };
    }

    /** One of {@code from}; a mutation with nothing to pick from is not applied. */
    private <T> T pick(List<T> from) {
        if (from.isEmpty()) {
            throw new NothingToMutate();
        }
        return from.get(random.nextInt(from.size()));
    }

    /** The mutation drawn finds nothing to change in this source: another is drawn. */
    private static final class NothingToMutate extends RuntimeException {
        NothingToMutate() {
            super(null, null, false, false);
        }
    }

    /** The indices of the member lines carrying a node annotation. */
    private List<Integer> nodeLines() {
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (NODE_LINE.matcher(lines.get(i)).find()) {
                found.add(i);
            }
        }
        return found;
    }

    /** The indices of every member line (a method or a field). */
    private List<Integer> memberLines() {
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("    ") && !lines.get(i).isBlank()) {
                found.add(i);
            }
        }
        return found;
    }

    /** The method declared on {@code line}, or null. */
    private static Matcher declaration(String line) {
        Matcher m = DECLARATION.matcher(line);
        return m.find() ? m : null;
    }

    /** The names of the node methods. */
    private List<String> nodeNames() {
        Set<String> names = new LinkedHashSet<>();
        for (int i : nodeLines()) {
            Matcher m = declaration(lines.get(i));
            if (m != null) {
                names.add(m.group(1));
            }
        }
        return new ArrayList<>(names);
    }

    private static String word(String name) {
        return "(?<![\\p{L}\\p{N}_$])" + Pattern.quote(name) + "(?![\\p{L}\\p{N}_$])";
    }

    /** A node renamed consistently: its declaration and every reference. Should compile. */
    private String renameEverywhere() {
        List<String> names = nodeNames();
        if (names.isEmpty()) {
            return null;
        }
        String from = pick(names);
        String to = pick(TRICKY_NAMES);
        for (int i = 0; i < lines.size(); i++) {
            lines.set(i, lines.get(i).replaceAll(word(from), Matcher.quoteReplacement(to)));
        }
        return "rename " + from + " to " + to + " everywhere";
    }

    /**
     * A node renamed everywhere to a variant of another node's name that Java tells apart but
     * generated names might not: {@code C2} or {@code c_2} beside {@code c2}. Should compile
     * (two events of one constant: EventCollision).
     */
    private String renameToVariant() {
        List<String> names = nodeNames();
        if (names.size() < 2) {
            return null;
        }
        String from = pick(names);
        String other = pick(names);
        String to = switch (random.nextInt(5)) {
            case 0 -> other.toUpperCase(java.util.Locale.ROOT);
            case 1 -> other + "_";
            case 2 -> "$" + other;
            case 3 -> Character.toUpperCase(other.charAt(0)) + other.substring(1);
            default -> other.replaceFirst("(\\D+)(\\d+)", "$1_$2");
        };
        if (to.equals(other) || to.equals(from) || names.contains(to)) {
            return null;
        }
        for (int i = 0; i < lines.size(); i++) {
            lines.set(i, lines.get(i).replaceAll(word(from), Matcher.quoteReplacement(to)));
        }
        return "rename " + from + " to " + to + " everywhere (beside " + other + ")";
    }

    /** A node renamed to another node's name: two node methods of one name. */
    private String renameToAnother() {
        List<String> names = nodeNames();
        if (names.size() < 2) {
            return null;
        }
        int line = pick(nodeLines());
        Matcher m = declaration(lines.get(line));
        if (m == null) {
            return null;
        }
        String to = pick(names);
        replaceGroup(line, m, 1, to);
        return "rename the declaration " + m.group(1) + " to " + to;
    }

    /** Only the declaration renamed (a typo): the references dangle. */
    private String renameDeclaration() {
        List<Integer> candidates = memberLines();
        int line = pick(candidates);
        Matcher m = declaration(lines.get(line));
        if (m == null) {
            return null;
        }
        String to = random.nextBoolean() ? m.group(1) + "x" : m.group(1).substring(1);
        if (to.isEmpty()) {
            return null;
        }
        replaceGroup(line, m, 1, to);
        return "rename the declaration " + m.group(1) + " to " + to;
    }

    private void replaceGroup(int line, Matcher m, int group, String with) {
        String text = lines.get(line);
        lines.set(line, text.substring(0, m.start(group)) + with + text.substring(m.end(group)));
    }

    private String deleteMember() {
        int line = pick(memberLines());
        String removed = lines.remove(line);
        return "delete " + removed.strip();
    }

    private String duplicateMember() {
        int line = pick(memberLines());
        lines.add(line, lines.get(line));
        return "duplicate " + lines.get(line).strip();
    }

    private static final List<String> TYPES = List.of("int", "boolean", "void", "Status",
            "String", "Object", "Boolean", "long", "Status[]", "java.util.List<Status>",
            "Strin", "<T extends Status> T", "<T> T");

    private String changeReturnType() {
        int line = pick(memberLines());
        String text = lines.get(line);
        Matcher m = Pattern.compile("(?:(?<=\\) )|(?<=^    ))(boolean|void|Status|int) (?="
                + IDENTIFIER + "\\()").matcher(text);
        if (!m.find()) {
            return null;
        }
        String to = pick(TYPES);
        lines.set(line, text.substring(0, m.start(1)) + to + text.substring(m.end(1)));
        return "return type " + m.group(1) + " -> " + to + " in " + text.strip();
    }

    private String breakAttribute() {
        List<Integer> nodes = nodeLines();
        if (nodes.isEmpty()) {
            return null;
        }
        int line = pick(nodes);
        String text = lines.get(line);
        List<String> names = nodeNames();
        String changed = switch (random.nextInt(12)) {
            case 0 -> text.replaceFirst("AbortType\\.\\w+", "AbortType." + pick(List.of("NONE",
                    "SELF", "LOWER_PRIORITY", "BOTH", "BOGUS")));
            case 1 -> text.replaceFirst("millis = \\d+", "millis = " + pick(List.of("-1", "0",
                    "2147483647", "\"10\"", "-2147483648", "10L")));
            case 2 -> text.replaceFirst("(times|maxTries) = \\d+", "$1 = " + pick(List.of("-3",
                    "0", "1", "-1")));
            case 3 -> text.replaceFirst("weights = \\{([^}]*)\\}", "weights = " + pick(List.of(
                    "{}", "{-1, 2}", "{$1, 1}", "{\"nope\"}", "{1.5}")));
            case 4 -> text.replaceFirst("(success|failure) = Policy\\.\\w+", pick(List.of(
                    "$1 = Policy.ONE", "$1 = Policy.ALL", "$1 = Policy.SOME", "$1Count = 2",
                    "$1Count = 0", "$1Count = -1", "$1Count = 99", "$1 = Policy.ONE, $1Count = 1",
                    "$1Count = \"2\"")));
            case 5 -> {
                Matcher m = CHILD_LIST.matcher(text);
                if (!m.find()) {
                    yield text;
                }
                List<String> children = new ArrayList<>(List.of(m.group(1).split(",\\s*")));
                switch (random.nextInt(5)) {
                    case 0 -> children.clear();
                    case 1 -> children.add("\"\"");
                    case 2 -> children.add("\"nope\"");
                    case 3 -> children.add(children.get(0));
                    default -> children.remove(children.size() - 1);
                }
                yield text.substring(0, m.start()) + "{" + String.join(", ", children) + "}"
                        + text.substring(m.end());
            }
            case 6 -> text.replaceFirst("condition = \"[^\"]*\"", Matcher.quoteReplacement(
                    "condition = \"" + pick(List.of("nope", "", pick(names.isEmpty()
                            ? List.of("x") : names))) + "\""));
            case 7 -> text.replaceFirst("@(Invert|AlwaysSucceed|AlwaysFail|FailIfRunning|"
                    + "RunningIfFail)\\(\"([^\"]*)\"\\)", pick(List.of("@$1(\"\")",
                    "@$1({\"$2\", \"$2\"})", "@$1()", "@$1(\"nope\")", "@$1(value = \"$2\")")));
            case 8 -> text.replaceFirst("(onStart|onEnd|onPause) = \"([^\"]*)\"", pick(List.of(
                    "$1 = \"nope\"", "$1 = \"\"", "onEnd = \"$2\"", "onStart = \"$2\"",
                    "onPause = \"$2\"", "$1 = \"" + Matcher.quoteReplacement(pick(names.isEmpty()
                            ? List.of("x") : names)) + "\"")));
            case 9 -> text.replaceFirst("value = ", pick(List.of("", "valu = ", "value = ")));
            case 10 -> text.replaceFirst("@(\\w+)\\(", "@$1(" + pick(List.of("abortType ="
                    + " AbortType.SELF, ", "millis = 5, ", "times = 2, ", "weights = {1}, ")));
            default -> text.replaceFirst("\\)(?= \\w)", pick(List.of(", unknown = 1)",
                    ", value = {})", ")")));
        };
        if (changed.equals(text)) {
            return null;
        }
        lines.set(line, changed);
        return "attribute: " + text.strip() + " -> " + changed.strip();
    }

    /** A composite or decorator names the root, itself, or an ancestor: a cycle. */
    private String addCycle() {
        List<Integer> nodes = nodeLines();
        List<String> names = nodeNames();
        if (nodes.isEmpty() || names.isEmpty()) {
            return null;
        }
        int line = pick(nodes);
        String text = lines.get(line);
        Matcher own = declaration(text);
        String target = random.nextBoolean() || own == null ? names.get(0) : own.group(1);
        Matcher list = CHILD_LIST.matcher(text);
        String changed;
        if (list.find()) {
            changed = text.substring(0, list.end() - 1) + ", \"" + target + "\""
                    + text.substring(list.end() - 1);
        } else {
            Matcher single = Pattern.compile("@(\\w+)\\(\"([^\"]*)\"").matcher(text);
            if (!single.find()) {
                return null;
            }
            changed = text.substring(0, single.start(2)) + target + text.substring(single.end(2));
        }
        lines.set(line, changed);
        return "cycle: " + text.strip() + " -> " + changed.strip();
    }

    private String changeAccess() {
        int line = pick(memberLines());
        String text = lines.get(line);
        Matcher m = declaration(text);
        if (m == null) {
            return null;
        }
        String changed = switch (random.nextInt(7)) {
            case 0, 1, 2 -> {
                String modifier = pick(List.of("private ", "static ", "protected ", "public ",
                        "final ", "abstract ", "synchronized ", "private static "));
                Matcher type = Pattern.compile("(?:(?<=\\) )|(?<=^    ))(?=[\\w<>\\[\\]]+ "
                        + IDENTIFIER + "\\()").matcher(text);
                yield type.find() ? text.substring(0, type.start()) + modifier
                        + text.substring(type.start()) : text;
            }
            case 3 -> text.substring(0, m.start(2)) + pick(List.of("int x", "String... names",
                    "Status how", "boolean paused")) + text.substring(m.end(2));
            case 4 -> text.substring(0, m.end(2) + 1) + pick(List.of(" throws Exception",
                    " throws java.io.IOException", " throws RuntimeException"))
                    + text.substring(m.end(2) + 1);
            case 5 -> text.substring(0, m.start(2)) + text.substring(m.end(2));
            default -> text.replaceFirst("^    @", "    @Deprecated @");
        };
        if (changed.equals(text)) {
            return null;
        }
        lines.set(line, changed);
        return "access: " + text.strip() + " -> " + changed.strip();
    }

    private static final List<String> KINDS = List.of("@Condition", "@Action", "@Event",
            "@Sequence({\"x\"})", "@Selector", "@Invert", "@Wait(millis = 1)", "@Repeat(\"x\")",
            "@Parallel", "@Subtree", "@Task", "");

    /** A node's annotation replaced, doubled or removed. */
    private String changeKind() {
        List<Integer> nodes = nodeLines();
        if (nodes.isEmpty()) {
            return null;
        }
        int line = pick(nodes);
        String text = lines.get(line);
        String changed;
        Matcher annotation = Pattern.compile("^    @\\w+(\\((?:[^()]|\\([^()]*\\))*\\))?")
                .matcher(text);
        if (!annotation.find()) {
            return null;
        }
        String kind = pick(KINDS);
        if (random.nextBoolean()) {
            changed = "    " + kind + text.substring(annotation.end());
        } else {
            changed = "    " + kind + " " + text.substring(4); // two node annotations
        }
        lines.set(line, changed);
        return "kind: " + text.strip() + " -> " + changed.strip();
    }

    private String changeTreeAnnotation() {
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i);
            if (!text.startsWith("@BehaviorTree")) {
                continue;
            }
            List<String> names = nodeNames();
            String changed = switch (random.nextInt(4)) {
                case 0 -> text.replaceFirst("\\)$", Matcher.quoteReplacement(", name = \""
                        + pick(TREE_NAMES) + "\")"));
                case 1 -> text.replaceFirst("root = \"[^\"]*\"", Matcher.quoteReplacement(
                        "root = \"" + pick(List.of("nope", "", pick(names.isEmpty()
                                ? List.of("x") : names))) + "\""));
                case 2 -> "@BehaviorTree";
                default -> "@BehaviorTree(root = {\"a\", \"b\"})";
            };
            lines.set(i, changed);
            return "tree: " + text + " -> " + changed;
        }
        return null;
    }

    private String changeClass() {
        for (int i = 0; i < lines.size(); i++) {
            String text = lines.get(i);
            if (!text.startsWith("public class ")) {
                continue;
            }
            String changed = switch (random.nextInt(8)) {
                case 0 -> text.replace("public class", "public abstract class");
                case 1 -> text.replace("public class", "public final class");
                case 2 -> text.replace("public class", "class");
                case 3 -> text.replace("public class", "private class");
                case 4 -> text.replaceFirst("class (\\w+)", "class $1<T extends Status, U>");
                case 5 -> text.replaceFirst(" extends [\\w.]+", "");
                case 6 -> text.replace("public class", "public interface");
                default -> text.replace("public class", "public record").replaceFirst(
                        "(\\w+) extends [\\w.]+", "$1()");
            };
            lines.set(i, changed);
            return "class: " + text + " -> " + changed;
        }
        return null;
    }

    private String breakSyntax() {
        int line = pick(memberLines());
        String text = lines.get(line);
        String changed = switch (random.nextInt(5)) {
            case 0 -> text.replaceFirst("\\{", "");
            case 1 -> text.replaceFirst("\"", "");
            case 2 -> text.replaceFirst(";", "");
            case 3 -> text.replaceFirst("\\)", "");
            default -> text.substring(0, random.nextInt(Math.max(1, text.length())));
        };
        if (changed.equals(text)) {
            return null;
        }
        lines.set(line, changed);
        return "syntax: " + text.strip() + " -> " + changed.strip();
    }
}
