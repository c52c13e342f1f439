// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.names;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.base.GeneratedNames;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.tools.JavaFileObject;

/**
 * Writes trees whose node methods have given names, each name in one role (a condition that
 * aborts watch, a composite a hand-over ends, an action, an event), in either code shape; then
 * compiles them all in one javac run, each in its own package, and ticks each generated tree.
 * The helper nodes around the probed names are called {@code probe…}, which no probe uses.
 */
final class ProbeTrees {
    /** Where a probed name sits in its tree. */
    enum Role { CONDITION, COMPOSITE, ACTION, EVENT }

    private ProbeTrees() {}

    /** A tree class, package {@code pkg}, class {@code Probe}, with every name in {@code role}. */
    static JavaFileObject source(String pkg, List<String> names, Role role, boolean eventLoop) {
        StringBuilder body = new StringBuilder();
        List<String> branches = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            switch (role) {
                case CONDITION -> {
                    // each condition guards a lower-priority abort: a constant and an
                    // answerChanged method per name; the first is referenced twice
                    branches.add("probeGuard" + i);
                    body.append("    @Sequence(value = {\"").append(name)
                            .append("\", \"probeAct").append(i)
                            .append("\"}, abortType = AbortType.LOWER_PRIORITY) void probeGuard")
                            .append(i).append("() {}\n");
                    body.append(condition(name));
                    body.append(action("probeAct" + i));
                }
                case COMPOSITE -> {
                    // a selector over an aborting guard: watched, so it has a hand-over method
                    branches.add(name);
                    body.append("    @Selector({\"probeGuard").append(i).append("\", \"probeAct")
                            .append(i).append("\"}) void ").append(name).append("() {}\n");
                    body.append("    @Sequence(value = {\"probeCond").append(i)
                            .append("\", \"probeBusy").append(i)
                            .append("\"}, abortType = AbortType.LOWER_PRIORITY) void probeGuard")
                            .append(i).append("() {}\n");
                    body.append(condition("probeCond" + i));
                    body.append(action("probeAct" + i));
                    body.append(action("probeBusy" + i));
                }
                case ACTION -> {
                    branches.add(name);
                    body.append(action(name));
                }
                case EVENT -> {
                    branches.add(name);
                    body.append("    @Event void ").append(name).append("() {}\n");
                }
            }
        }
        if (role == Role.CONDITION && !names.isEmpty()) {
            branches.add("probeAgain"); // the first condition a second time: its constant _2
            body.append("    @Sequence(value = {\"").append(names.get(0))
                    .append("\", \"probeIdle\"}, abortType = AbortType.SELF) void probeAgain()"
                            + " {}\n");
        }
        branches.add("probeIdle");
        body.append(action("probeIdle"));
        String root = eventLoop
                ? "    @Parallel(value = {\"probeMain\", \"probeSide\"}, success = Policy.ALL,"
                        + " failure = Policy.ALL) void probeRoot() {}\n"
                        + "    @Selector(" + quoted(branches) + ") void probeMain() {}\n"
                        + action("probeSide")
                : "    @Selector(" + quoted(branches) + ") void probeRoot() {}\n";
        String source = """
                package %s;

                import dev.arbor.*;

                @BehaviorTree(root = "probeRoot")
                public class Probe {
                    int probeCalls;

                %s%s}
                """.formatted(pkg, root, body);
        return JavaFileObjects.forSourceString(pkg + ".Probe", source);
    }

    private static String condition(String name) {
        return "    @Condition boolean " + name + "() { return probeCalls++ % 3 != 1; }\n";
    }

    private static String action(String name) {
        return "    @Action Status " + name + "() { return probeCalls++ % 4 == 0 ? Status.SUCCESS"
                + " : Status.RUNNING; }\n";
    }

    private static String quoted(List<String> names) {
        StringBuilder out = new StringBuilder("{");
        for (String name : names) {
            out.append(out.length() > 1 ? ", " : "").append('"').append(name).append('"');
        }
        return out.append('}').toString();
    }

    /**
     * Compiles {@code names} in every role and both code shapes (events only when
     * {@code events}), strictly (no warning), and ticks each tree twelve times, raising every
     * event by name on the way.
     */
    static void compileAndTick(String label, List<String> names, boolean events)
            throws ReflectiveOperationException {
        List<JavaFileObject> sources = new ArrayList<>();
        List<String> packages = new ArrayList<>();
        // two events of one constant are an error (EventCollision): the first of each here
        Set<String> eventConstants = new HashSet<>();
        List<String> eventNames = names.stream()
                .filter(n -> eventConstants.add(GeneratedNames.nodeConstant(n))).toList();
        for (Role role : Role.values()) {
            if (role == Role.EVENT && !events) {
                continue;
            }
            for (boolean eventLoop : new boolean[] {false, true}) {
                String pkg = "probe." + label + "." + role.name().toLowerCase(java.util.Locale.ROOT)
                        + (eventLoop ? ".loop" : ".straight");
                packages.add(pkg);
                sources.add(source(pkg, role == Role.EVENT ? eventNames : names, role,
                        eventLoop));
            }
        }
        Compilation compilation = Compilers.arbor().compile(sources);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> label + ": " + compilation.diagnostics());
        ClassLoader loader = Compilers.load(compilation);
        for (int p = 0; p < packages.size(); p++) {
            Class<?> agentType = loader.loadClass(packages.get(p) + ".Probe");
            Object agent = agentType.getConstructor().newInstance();
            Tree tree = (Tree) loader.loadClass(packages.get(p) + ".ProbeTree")
                    .getConstructor(agentType).newInstance(agent);
            boolean raises = packages.get(p).contains(".event.");
            for (int t = 0; t < 12; t++) {
                if (raises) {
                    tree.raise(eventNames.get(t % eventNames.size()));
                }
                tree.tick();
            }
            tree.reset();
        }
    }
}
