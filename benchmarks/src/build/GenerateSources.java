// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Writes the benchmark sources that are too large or too repetitive to keep by hand, into the
 * folder given as the first argument (run by Maven in generate-sources with the JDK's
 * single-file source launcher):
 * <ul>
 *   <li>{@code W2Synthetic}: the 1,093-node tree of WORKLOADS.md W2 as an Arbor class;</li>
 *   <li>{@code W2MethodWalker}: W2 hand-written over W2Synthetic's 729 leaf methods, the way
 *       {@code W2HandWritten} walks leaves, with a {@code switch} to reach each leaf's method;</li>
 *   <li>{@code W1Guard00} .. {@code W1Guard19}: twenty copies of W1Guard under other names, so
 *       that twenty distinct tree classes are generated for the megamorphic benchmark;
 *       {@code W1HandWritten00} .. {@code W1HandWritten19}, twenty copies of the hand-written W1,
 *       its yardstick; and {@code W1Family}, which creates both without reflection.</li>
 * </ul>
 */
public class GenerateSources {
    static final int DEPTH = 6;
    static final int FANOUT = 3;
    static final int COPIES = 20;

    public static void main(String[] args) throws IOException {
        Path out = Paths.get(args[0]);
        Path w1Source = Paths.get(args[1]);
        Path w2 = out.resolve("dev/arbor/benchmarks/w2");
        Path w1 = out.resolve("dev/arbor/benchmarks/w1");
        Files.createDirectories(w2);
        Files.createDirectories(w1);
        Files.writeString(w2.resolve("W2Synthetic.java"), w2());
        Files.writeString(w2.resolve("W2MethodWalker.java"), w2MethodWalker());
        String guard = Files.readString(w1Source);
        String handWritten = Files.readString(Paths.get(args[2]));
        StringBuilder handWrittenCases = new StringBuilder();
        StringBuilder family = new StringBuilder("""
                package dev.arbor.benchmarks.w1;

                import dev.arbor.benchmarks.workload.Agent;
                import dev.arbor.benchmarks.workload.Workload;

                /** Creates W1 on one of twenty distinct generated tree classes (generated). */
                public final class W1Family {
                    private W1Family() {}

                    public static final int CLASSES = %d;

                    public static Workload create(int treeClass, int index) {
                        switch (treeClass) {
                """.formatted(COPIES));
        for (int i = 0; i < COPIES; i++) {
            String name = String.format("W1Guard%02d", i);
            Files.writeString(w1.resolve(name + ".java"), guard
                    .replace("public class W1Guard ", "public class " + name + " ")
                    .replace("public W1Guard(", "public " + name + "(")
                    .replace("/** W1 'guard'", "/** (generated copy " + i + ") W1 'guard'"));
            family.append("""
                                case %d: {
                                    %s agent = new %s(index);
                                    %sTree tree = new %sTree(agent);
                                    return new Workload() {
                                        @Override public void tick() {
                                            agent.beginTick();
                                            agent.endTick(tree.tick());
                                        }
                                        @Override public Agent agent() {
                                            return agent;
                                        }
                                        @Override public Object engine() {
                                            return tree;
                                        }
                                    };
                                }
                    """.formatted(i, name, name, name, name));
            String hand = String.format("W1HandWritten%02d", i);
            Files.writeString(w1.resolve(hand + ".java"), handWritten
                    .replace("public final class W1HandWritten ", "public final class " + hand + " ")
                    .replace("public W1HandWritten(", "public " + hand + "(")
                    .replace("/**\n * W1 as an expert", "/**\n * (generated copy " + i + ") W1 as an expert"));
            handWrittenCases.append("            case %d: return new %s(index);\n".formatted(i, hand));
        }
        family.append("""
                            default:
                                throw new IllegalArgumentException("no tree class " + treeClass);
                        }
                    }

                    /** The hand-written W1, as one of twenty distinct classes. */
                    public static Workload handWritten(int treeClass, int index) {
                        switch (treeClass) {
                %s            default:
                                throw new IllegalArgumentException("no class " + treeClass);
                        }
                    }
                }
                """.formatted(handWrittenCases));
        Files.writeString(w1.resolve("W1Family.java"), family.toString());
    }

    /** W2: a complete tree of depth 6 and fan-out 3; selectors at even levels, sequences at odd. */
    static String w2() {
        StringBuilder methods = new StringBuilder();
        int[] leafCounter = {0};
        composite(0, 0, methods, leafCounter);
        return """
                package dev.arbor.benchmarks.w2;

                import dev.arbor.*;
                import dev.arbor.benchmarks.workload.Agent;

                /** W2 'synthetic' (generated by GenerateSources): 364 composites, 729 leaves. */
                @BehaviorTree(root = "n0_0")
                public class W2Synthetic extends Agent {
                    public W2Synthetic(int index) {
                        super(index);
                    }

                %s}
                """.formatted(methods);
    }

    /** Leaves per part of W2MethodWalker, as in Arbor's generated code: one switch over all 729
     * leaves would be over HotSpot's 8,000-byte limit for compiling a method. */
    static final int PART = 64;

    /**
     * W2 hand-written over the leaf methods of W2Synthetic: what a tree whose leaves are distinct
     * methods costs a walker in the style of W2HandWritten. Leaves are numbered left to right
     * and split into parts of {@link #PART}; a part runs leaves while the jump tables stay in it.
     */
    static String w2MethodWalker() {
        int leaves = 1;
        for (int level = 0; level < DEPTH; level++) {
            leaves *= FANOUT;
        }
        int parts = (leaves + PART - 1) / PART;
        StringBuilder dispatch = new StringBuilder();
        StringBuilder methods = new StringBuilder();
        for (int part = 0; part < parts; part++) {
            dispatch.append("                case %d: answer = part%d(leaf); break;\n"
                    .formatted(part, part));
            StringBuilder cases = new StringBuilder();
            for (int leaf = part * PART; leaf < Math.min(leaves, (part + 1) * PART); leaf++) {
                String call = leaf % 3 == 0
                        ? "agent.%s() ? Agent.SUCCESS : Agent.FAILURE".formatted(leafName(leaf))
                        : "agent.%s().ordinal() - 1".formatted(leafName(leaf)); // Status to code
                cases.append("                case %d: r = %s; break;\n".formatted(leaf, call));
            }
            methods.append("""

                        /** Leaves %d to %d; answers as {@link #step}, or CONTINUE + the next leaf. */
                        private int part%d(int leaf) {
                            while (true) {
                                int r;
                                switch (leaf) {
                    %s                default: throw new AssertionError(leaf);
                                }
                                if (r == Agent.RUNNING) {
                                    running = leaf;
                                    return r;
                                }
                                int next = r == Agent.SUCCESS ? W2HandWritten.ON_SUCCESS[leaf]
                                        : W2HandWritten.ON_FAILURE[leaf];
                                if (next < 0) {
                                    running = -1;
                                    return next == W2HandWritten.ROOT_SUCCESS ? Agent.SUCCESS
                                            : Agent.FAILURE;
                                }
                                if (next / PART != %d) {
                                    return CONTINUE + next;
                                }
                                leaf = next;
                            }
                        }
                    """.formatted(part * PART, Math.min(leaves, (part + 1) * PART) - 1, part, cases,
                    part));
        }
        return """
                package dev.arbor.benchmarks.w2;

                import dev.arbor.benchmarks.workload.Agent;
                import dev.arbor.benchmarks.workload.Workload;

                /**
                 * W2 hand-written over W2Synthetic's 729 leaf methods (generated by GenerateSources):
                 * the jump tables of W2HandWritten, and a switch per part to call a leaf's own method.
                 * Not a yardstick but a reference point: what a walker pays for leaves that are
                 * distinct methods rather than one shared method given the leaf's data.
                 */
                public final class W2MethodWalker implements Workload {
                    private static final int PART = %d;
                    /** A part's answer from CONTINUE up is CONTINUE + the leaf to go on with. */
                    private static final int CONTINUE = 3;

                    private final W2Synthetic agent;
                    private int running = -1;

                    public W2MethodWalker(int index) {
                        this.agent = new W2Synthetic(index);
                    }

                    @Override
                    public void tick() {
                        agent.beginTick();
                        agent.endTick(step());
                    }

                    /** Answers the root's result code; a part that answers RUNNING has set running. */
                    private int step() {
                        int leaf = running >= 0 ? running : 0;
                        while (true) {
                            int answer;
                            switch (leaf / PART) {
                %s                default: throw new AssertionError(leaf);
                            }
                            if (answer < CONTINUE) {
                                return answer;
                            }
                            leaf = answer - CONTINUE;
                        }
                    }
                %s
                    @Override
                    public Agent agent() {
                        return agent;
                    }

                    @Override
                    public Object engine() {
                        return this;
                    }
                }
                """.formatted(PART, dispatch, methods);
    }

    /** Writes composite (level, index) and its subtree; leaves are numbered left to right. */
    static void composite(int level, int index, StringBuilder out, int[] leafCounter) {
        String kind = level % 2 == 0 ? "Selector" : "Sequence";
        StringBuilder children = new StringBuilder();
        for (int k = 0; k < FANOUT; k++) {
            int child = index * FANOUT + k;
            if (level + 1 == DEPTH) {
                int leaf = leafCounter[0]++;
                children.append(k == 0 ? "" : ", ").append('"').append(leafName(leaf)).append('"');
                out.append(leaf(leaf));
            } else {
                children.append(k == 0 ? "" : ", ").append("\"n").append(level + 1).append('_')
                        .append(child).append('"');
            }
        }
        out.append("    @").append(kind).append("({").append(children).append("}) void n")
                .append(level).append('_').append(index).append("() {}\n");
        if (level + 1 < DEPTH) {
            for (int k = 0; k < FANOUT; k++) {
                composite(level + 1, index * FANOUT + k, out, leafCounter);
            }
        }
    }

    static String leafName(int leaf) {
        return (leaf % 3 == 0 ? "c" : "a") + leaf;
    }

    static String leaf(int i) {
        if (i % 3 == 0) {
            return "    @Condition boolean c" + i + "() { return condition(" + i + ", 1); }\n";
        }
        int h = i * (int) 2654435761L;
        int r = h >>> 29 == 0 ? 1 + ((h >>> 25) & 3) % 3 : 0;
        String x = ((h >>> 27) & 3) == 0 ? "FAILURE" : "SUCCESS";
        return "    @Action Status a" + i + "() { return STATUS[action(" + i + ", " + r + ", " + x
                + ")]; }\n";
    }
}
