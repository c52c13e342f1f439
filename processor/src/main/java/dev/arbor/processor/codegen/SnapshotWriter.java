// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.override;
import static dev.arbor.processor.codegen.TreeContext.refuseNull;
import static dev.arbor.processor.codegen.TreeContext.refuseReentrant;
import static dev.arbor.processor.codegen.TreeContext.staticField;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.model.EmissionPlan;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.Served;
import dev.arbor.processor.model.TreeDescriptor;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the snapshots of a generated tree (docs/snapshots.md, docs/semantics.md §9):
 * {@code layoutHash()}, {@code snapshot()} and {@code restore()} with their buffer forms, and
 * the constants and tables they read. A snapshot holds what {@link StateWriter}'s state holds
 * between ticks, read through {@link StateLayout}, and nothing of the agent, tasks, clock or
 * listener; {@code restore} checks the whole input (frame, then every value against what the
 * tables allow) before it writes anything. Neither calls a user method.
 *
 * <p>What the instance keeps that is not a snapshot's: {@code weights} (scratch of a weighted
 * selector's entry), {@code expiring} (set at the start of each tick, read at its end),
 * {@code failedAt} (NONE between ticks), {@code ticking} (false: both are refused while it is
 * true), and {@code pausedAt} while not paused (read only by {@code resume()} of a paused tree).
 *
 * <p>The methods are written here, the same for both state layouts; what they write and check
 * of the state is the layout's: in fields ({@link FieldSnapshotWriter}) every value at a fixed
 * place in a fixed width, so the length is a constant and the code is straight; in the array
 * ({@link ArraySnapshotWriter}) varints, written and checked by loops over the state and the
 * tables (so that every method stays small whatever the tree's size), with the checks common to
 * every tree in {@code SnapshotSupport}.
 */
abstract class SnapshotWriter extends PartWriter {
    static final ClassName SNAPSHOTS =
            ClassName.get("dev.arbor.runtime.internal", "SnapshotSupport");
    static final ClassName SNAPSHOT_BYTES =
            ClassName.get("dev.arbor.runtime.internal", "SnapshotBytes");
    static final ClassName SNAPSHOT_SLOTS =
            ClassName.get("dev.arbor.runtime.internal", "SnapshotSlots");
    static final ClassName MOVE_LAYOUT =
            ClassName.get("dev.arbor.runtime", "MoveLayout");
    static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
    static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
    static final TypeName BYTES = ArrayTypeName.of(TypeName.BYTE);
    /** Values per part of a large table: about 7 bytes of code each, under 64 KiB. */
    private static final int INTS_PER_PART = 4000;
    static final int HEADER = 9;
    static final int CHECKSUM = 4;

    /** A snapshot's length now (an int expression), and the constant of snapshotCapacity(). */
    private final String length;
    private final String capacity;
    /** The abort entries of the tree. */
    final int entries;

    SnapshotWriter(TreeContext context, String length, String capacity) {
        super(context);
        this.length = length;
        this.capacity = capacity;
        this.entries = tree.entryConditions().size();
    }

    /** The writer of the snapshots of a tree in the layout {@code context} holds. */
    static SnapshotWriter of(TreeContext context) {
        return context.state().inFields() ? new FieldSnapshotWriter(context)
                : new ArraySnapshotWriter(context);
    }

    /** The constants and tables the snapshots of this layout read, and their own methods. */
    abstract void declare(TypeSpec.Builder type);

    /**
     * What {@code moveLayout()} passes after the abort types, with the constants it reads:
     * nothing for the fields layout.
     */
    CodeBlock moveArguments(TypeSpec.Builder type) {
        return CodeBlock.of("");
    }

    /** The body of {@code snapshot(buffer, offset)} after the header at {@code at}. */
    abstract CodeBlock snapshotState();

    /** The body of {@code restore}, once the buffer and the range are checked. */
    abstract CodeBlock restoreState();

    /** The methods the snapshots call, written after them. */
    List<MethodSpec> helpers() {
        return List.of();
    }

    void write(TypeSpec.Builder type) {
        type.addField(staticField(TypeName.LONG, "LAYOUT_HASH", "The hash of this class's tables"
                        + " that every snapshot starts with (docs/snapshots.md).\n")
                .initializer("0x$LL", String.format("%016x", layoutHash(tree, state.inFields())))
                .build());
        addResting(type);
        type.addMethod(override("layoutHash").returns(TypeName.LONG)
                .addStatement("return LAYOUT_HASH").build());
        type.addField(staticField(ClassName.get(String.class), "ABORT_TYPES", "Per node, its"
                        + " abort type's initial (None, Self, Lower priority, Both): for a move to"
                        + " another version (TreeMigration).\n")
                .initializer("$S", tree.nodes().stream()
                        .map(n -> n.abortType().name().substring(0, 1))
                        .collect(java.util.stream.Collectors.joining()))
                .build());
        type.addMethod(override("moveLayout").returns(MOVE_LAYOUT)
                .addStatement("return new $T($L, $L, ABORT_TYPES$L)", MOVE_LAYOUT,
                        state.inFields(), tree.hasAwakeHook(), moveArguments(type))
                .build());
        declare(type);
        type.addMethod(override("snapshot").returns(BYTES)
                .addCode(refuseReentrant("snapshot"))
                .addStatement("byte[] bytes = new byte[$L]", length)
                .addStatement("snapshot(bytes, 0)")
                .addStatement("return bytes")
                .build());
        type.addMethod(override("snapshot").returns(TypeName.INT)
                .addParameter(BYTES, "buffer")
                .addParameter(TypeName.INT, "offset")
                .addCode(refuseReentrant("snapshot"))
                .addCode(refuseNull("snapshot", "buffer"))
                .addStatement("$T.checkFromIndexSize(offset, $L, buffer.length)", OBJECTS, length)
                .addStatement("int at = $T.header(buffer, offset, LAYOUT_HASH)", SNAPSHOTS)
                .addCode(snapshotState())
                .build());
        type.addMethod(override("snapshotCapacity").returns(TypeName.INT)
                .addStatement("return $N", capacity).build());
        type.addMethod(override("restore")
                .addParameter(BYTES, "buffer")
                .addParameter(TypeName.INT, "offset")
                .addParameter(TypeName.INT, "length")
                .addCode(refuseReentrant("restore"))
                .addCode(refuseNull("restore", "buffer"))
                .addStatement("$T.checkFromIndexSize(offset, length, buffer.length)", OBJECTS)
                .addCode(restoreState())
                .build());
        type.addMethods(helpers());
    }

    /** The nodes that can be on top of a run stack between ticks ({@link EmissionPlan#rests}). */
    private void addResting(TypeSpec.Builder type) {
        List<CodeBlock> rows = new ArrayList<>();
        List<Integer> ints = new ArrayList<>();
        for (Node node : tree.nodes()) {
            if (EmissionPlan.rests(node)) {
                rows.add(CodeBlock.of("$N, // $L $L()", names.of(node), node.index(),
                        node.method()));
                ints.add(1);
            }
        }
        table(type, "RESTING", "resting", "The nodes that can be on top of a run stack between"
                + " ticks, ascending: a snapshot with another on top is refused.", rows, ints);
    }

    /**
     * The refusal of a first byte with bits other than the status and pause flags (and, for a
     * tree with an onAwake hook, ASLEEP, which only a tree that never ticked holds: with the
     * status INACTIVE).
     */
    static CodeBlock checkFlags(TreeDescriptor tree) {
        return CodeBlock.builder()
                .beginControlFlow(tree.hasAwakeHook() ? "if ((flags & ~(ASLEEP | 7)) != 0"
                        + " || (flags & ASLEEP) != 0 && (flags & 3) != 0)" : "if ((flags & ~7) != 0)")
                .addStatement("throw $T.impossible(NAME, \"status and pause flags \" + flags)",
                        SNAPSHOTS)
                .endControlFlow()
                .build();
    }

    /**
     * Where {@code restore} has checked everything: the state is replaced from here; the stages
     * the instance's async actions waited on are cancelled (§9, §5.8: the restored ones start
     * their work again at their next call).
     */
    CodeBlock replacing() {
        CodeBlock.Builder code = CodeBlock.builder()
                .add("// all checked: now the state is replaced\n");
        if (tree.hasAsync()) {
            code.addStatement("$N.cancelAll()", Seam.STAGES);
        }
        return code.addStatement(StateLayout.restoreStatusAndPause("flags")).build();
    }

    /** The bytes that hold every value from 0 to {@code max}. */
    static int width(long max) {
        return max < 1 << 8 ? 1 : max < 1 << 16 ? 2 : max < 1 << 24 ? 3 : 4;
    }

    /** The bytes of an unsigned LEB128 varint of {@code value} (at most 32 bits). */
    static int varIntSize(long value) {
        int size = 1;
        while (value >>> 7 != 0) {
            value >>>= 7;
            size++;
        }
        return size;
    }

    /**
     * A table of ints, one row per line with its comment ({@code ints} values in all), as a
     * static field; a large one in parts (a class initializer is limited to 64 KiB of code),
     * each a method {@code partN} of at most {@link #INTS_PER_PART} values.
     */
    static void table(TypeSpec.Builder type, String name, String part, String doc,
            List<CodeBlock> rows, List<Integer> ints) {
        int total = ints.stream().mapToInt(Integer::intValue).sum();
        CodeBlock initializer;
        if (total <= INTS_PER_PART) {
            initializer = rowsBlock(rows);
        } else {
            CodeBlock.Builder parts = CodeBlock.builder().add("$T.concat(", SUPPORT);
            int n = 0;
            for (int from = 0; from < rows.size(); n++) {
                int to = from;
                for (int size = 0; to < rows.size() && size + ints.get(to) <= INTS_PER_PART; to++) {
                    size += ints.get(to);
                }
                to = Math.max(to, from + 1);
                String method = part + n;
                type.addMethod(MethodSpec.methodBuilder(method)
                        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                        .returns(TableWriter.INT_ARRAY)
                        .addStatement("return new int[] $L", rowsBlock(rows.subList(from, to)))
                        .build());
                parts.add(n == 0 ? "$N()" : ", $N()", method);
                from = to;
            }
            initializer = parts.add(")").build();
        }
        type.addField(staticField(TableWriter.INT_ARRAY, name, doc + "\n")
                .initializer(initializer).build());
    }

    private static CodeBlock rowsBlock(List<CodeBlock> rows) {
        if (rows.isEmpty()) {
            return CodeBlock.of("{}");
        }
        CodeBlock.Builder block = CodeBlock.builder().add("{\n$>");
        for (CodeBlock row : rows) {
            block.add(row).add("\n");
        }
        return block.add("$<}").build();
    }

    /**
     * A hash of everything a snapshot's meaning rests on: the class, its state layout, and per
     * node its kind, method, links, run stack, entries, state slots, timers and the attributes
     * of its kind; its services; the stacks, entries, parallels and events. FNV-1a over that text, then
     * MurmurHash3's finalizer, so that a change anywhere changes every bit with even odds.
     */
    static long layoutHash(TreeDescriptor tree, boolean fields) {
        StringBuilder text = new StringBuilder("arbor snapshot layout 1\n")
                .append("class ").append(tree.generated().canonicalName()).append('\n')
                .append("state ").append(fields ? "fields" : "array").append('\n');
        for (Node node : tree.nodes()) {
            text.append(node.index()).append(' ').append(node.kind().simpleName())
                    .append(' ').append(node.method())
                    .append(" parent=").append(node.parent())
                    .append(" end=").append(node.end())
                    .append(" composite=").append(node.composite())
                    .append(" stack=").append(node.stack())
                    .append(" abort=").append(node.abortType())
                    .append(" entries=").append(node.entriesFrom()).append('-')
                    .append(node.entriesTo())
                    .append(" parallel=").append(node.parallelRow())
                    .append(" watchable=").append(node.watchable())
                    .append(" first=").append(node.first())
                    .append(" jumps=").append(node.onSuccess()).append(',')
                    .append(node.onFailure())
                    .append(" slot=").append(node.slot())
                    .append(" catcher=").append(node.catcher())
                    .append(" timer=").append(node.timer())
                    .append(" children=").append(node.children())
                    .append(" result=").append(node.leaf() == null ? "-" : node.leaf().result())
                    .append(node.leaf() == null || !node.leaf().isAsync() ? ""
                            : " async=" + node.leaf().async())
                    .append(" attributes=").append(attributes(node.attributes()))
                    .append('\n');
        }
        if (tree.hasAwakeHook()) { // its first byte may hold ASLEEP
            text.append("awake ").append(tree.onAwake()).append('\n');
        }
        for (Served served : tree.services()) { // §5.6: each keeps when it last ran
            text.append("service ").append(served).append('\n');
        }
        text.append("stacks ").append(tree.stackOwners()).append('\n')
                .append("entries ").append(tree.entryConditions()).append('\n')
                .append("parallels ").append(tree.parallels()).append('\n')
                .append("events ").append(tree.events()).append('\n');
        long hash = 0xcbf29ce484222325L;
        for (byte b : text.toString().getBytes(StandardCharsets.UTF_8)) {
            hash = (hash ^ (b & 0xFF)) * 0x100000001b3L;
        }
        hash ^= hash >>> 33;
        hash *= 0xff51afd7ed558ccdL;
        hash ^= hash >>> 33;
        hash *= 0xc4ceb9fe1a85ec53L;
        return hash ^ hash >>> 33;
    }

    /** The attributes that change what a node does, as text (not the annotation values). */
    private static String attributes(Attributes attributes) {
        if (attributes instanceof Attributes.Aborts aborts) {
            String period = aborts.reevaluateEvery() == 0 ? ""
                    : " every " + aborts.reevaluateEvery() + "ms";
            return switch (aborts.abortOn()) {
                case ANY_CHANGE -> aborts.abortType() + period;
                case RELEVANT_CHANGE -> aborts.abortType() + " on relevant change" + period;
            };
        } else if (attributes instanceof Attributes.Policies policies) {
            return policies.successText() + "/" + policies.failureText();
        } else if (attributes instanceof Attributes.Timed timed) {
            return timed.millis() + "ms";
        } else if (attributes instanceof Attributes.TimedBy by) {
            return "from " + by.method() + "()";
        } else if (attributes instanceof Attributes.Counted counted) {
            return counted.limit() + (counted.endOnFailure() ? " endOnFailure" : "");
        } else if (attributes instanceof Attributes.Conditional conditional) {
            return conditional.condition();
        } else if (attributes instanceof Attributes.Weights weights) {
            return weights.ints() + " " + weights.methods();
        } else if (attributes instanceof Attributes.Once once) {
            return once.keepOnReset() ? "keepOnReset" : "-";
        } else if (attributes instanceof Attributes.CleanUp cleanUp) {
            return cleanUp.onInterrupt() ? "cleanupOnInterrupt" : "-";
        } else if (attributes instanceof Attributes.Scored scored) {
            return scored.methods() + " every " + scored.every() + "ms margin " + scored.margin();
        }
        return "-"; // none, or an action's hooks, which keep no state
    }
}
