// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.method;
import static dev.arbor.processor.codegen.TreeContext.staticField;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * The snapshots of a tree whose state is in fields ({@link SnapshotWriter}): every value at a
 * fixed place, in a fixed width (node values in the fewest bytes that hold them), so the length
 * is a constant and the code is straight, per abort entry, in parts of
 * {@link #ENTRIES_PER_PART} for HotSpot.
 */
final class FieldSnapshotWriter extends SnapshotWriter {
    /**
     * Entries per part of the entry methods (a multiple of 8: a byte of answers holds 8), so
     * that each stays well under HotSpot's 8,000 bytes.
     */
    static final int ENTRIES_PER_PART = 64;

    /** The width of a node value: top + 1 (0 to N) or watches + 2 (0 to N + 1). */
    private final int width;
    /** Where the entries' watches start in the state, after the flags and the top. */
    private final int watchesAt;
    /** Where their answers start: a bit each. */
    private final int answersAt;
    /** The length of the state. */
    private final int body;

    FieldSnapshotWriter(TreeContext context) {
        super(context, "SNAPSHOT_LENGTH", "SNAPSHOT_LENGTH");
        this.width = width(tree.nodes().size() + 1L);
        this.watchesAt = 1 + width;
        this.answersAt = watchesAt + entries * width;
        this.body = answersAt + (entries + 7) / 8;
    }

    @Override
    void declare(TypeSpec.Builder type) {
        type.addField(staticField(TypeName.INT, "SNAPSHOT_LENGTH", String.format("""
                        The length of every snapshot of this tree: 9 bytes of header, the status \
                        and pause flags,
                        the top of the run stack and each entry's watched composite in %d \
                        byte%s, the entries' answers
                        (a bit each), 4 bytes of checksum.
                        """, width, width == 1 ? "" : "s"))
                .initializer("$L", HEADER + body + CHECKSUM)
                .build());
    }

    @Override
    CodeBlock snapshotState() {
        return CodeBlock.builder()
                .addStatement("buffer[at] = (byte) ($L)", StateLayout.firstByte(tree))
                .add(put("at + 1", state.top() + " + 1"))
                .add(entries > 0 ? CodeBlock.of("snapshotEntries(buffer, at);\n")
                        : CodeBlock.of(""))
                .addStatement("return $T.seal(buffer, offset, at + $L)", SNAPSHOTS, body)
                .build();
    }

    @Override
    CodeBlock restoreState() {
        CodeBlock.Builder restore = CodeBlock.builder()
                .addStatement("$T.checkFrame(NAME, buffer, offset, length, SNAPSHOT_LENGTH,"
                        + " SNAPSHOT_LENGTH, LAYOUT_HASH)", SNAPSHOTS)
                .addStatement("int at = offset + $T.HEADER", SNAPSHOTS)
                .addStatement("int flags = buffer[at]")
                .addStatement("int restoredTop = $L - 1", get("at + 1"))
                .add(checkFlags(tree))
                .beginControlFlow("if (restoredTop != NONE && $T.binarySearch(RESTING,"
                        + " restoredTop) < 0)", ARRAYS)
                .addStatement("throw $T.badTop(NAME, 0, restoredTop, METHODS)", SNAPSHOTS)
                .endControlFlow()
                .beginControlFlow("if (((flags & 3) == RUNNING) != (restoredTop != NONE))")
                .addStatement("throw $T.badStatus(NAME, flags & 3, restoredTop, METHODS)",
                        SNAPSHOTS)
                .endControlFlow();
        if (entries > 0) {
            restore.addStatement("checkEntries(buffer, at, restoredTop)");
            if (entries % 8 != 0) {
                restore.beginControlFlow("if ((buffer[at + $L] & 0xFF) >>> $L != 0)",
                                body - 1, entries % 8)
                        .addStatement("throw $T.impossible(NAME, \"an answer of an abort entry"
                                + " the tree does not have\")", SNAPSHOTS)
                        .endControlFlow();
            }
        }
        restore.add(replacing())
                .addStatement("$L = $L", state.top(), state.node("restoredTop"));
        if (entries > 0) {
            restore.addStatement("restoreEntries(buffer, at)");
        }
        return restore.build();
    }

    /** Writes {@code value} at {@code at} in {@link #width} bytes. */
    private CodeBlock put(String at, String value) {
        return width == 1 ? CodeBlock.of("buffer[$L] = (byte) ($L);\n", at, value)
                : CodeBlock.of("$T.put(buffer, $L, $L, $L);\n", SNAPSHOT_BYTES, at, value, width);
    }

    private CodeBlock get(String at) {
        return width == 1 ? CodeBlock.of("(buffer[$L] & 0xFF)", at)
                : CodeBlock.of("$T.get(buffer, $L, $L)", SNAPSHOT_BYTES, at, width);
    }

    /** snapshotEntries, checkEntries and restoreEntries, in parts for a large tree. */
    @Override
    List<MethodSpec> helpers() {
        List<MethodSpec> methods = new ArrayList<>();
        if (entries == 0) {
            return methods;
        }
        MethodSpec.Builder write = method("snapshotEntries", "Writes what each abort entry"
                + " watches and its answer, from {@code at}, where the state starts.\n")
                .addParameter(BYTES, "buffer").addParameter(TypeName.INT, "at");
        MethodSpec.Builder check = method("checkEntries", """
                Checks what each abort entry watches in the snapshot from {@code at}: nothing, \
                or a composite
                it can watch (dormant: its own) that runs with {@code restoredTop} on top of \
                the run stack.
                """)
                .addParameter(BYTES, "buffer").addParameter(TypeName.INT, "at")
                .addParameter(TypeName.INT, "restoredTop");
        MethodSpec.Builder read = method("restoreEntries", "Reads the abort entries"
                + " {@link #checkEntries} checked.\n")
                .addParameter(BYTES, "buffer").addParameter(TypeName.INT, "at");
        boolean parts = entries > ENTRIES_PER_PART;
        for (int from = 0, part = 0; from < entries; from += ENTRIES_PER_PART, part++) {
            int to = Math.min(entries, from + ENTRIES_PER_PART);
            CodeBlock.Builder writes = CodeBlock.builder();
            CodeBlock.Builder checks = CodeBlock.builder();
            CodeBlock.Builder reads = CodeBlock.builder();
            for (int entry = from; entry < to; entry++) {
                String place = "at + " + (watchesAt + entry * width);
                writes.add(put(place, state.watches(entry) + " + 2"));
                checks.add(checkEntry(entry, place));
                reads.addStatement("$L = $L", state.watches(entry), state.node(get(place)
                        + " - 2"));
                reads.addStatement("$L = (buffer[at + $L] & $L) != 0", state.stored(entry),
                        answersAt + entry / 8, 1 << entry % 8);
            }
            for (int at = from; at < to; at += 8) {
                List<String> bits = new ArrayList<>();
                for (int entry = at; entry < Math.min(to, at + 8); entry++) {
                    bits.add("(" + state.stored(entry) + " ? " + (1 << entry % 8) + " : 0)");
                }
                writes.addStatement("buffer[at + $L] = (byte) ($L)", answersAt + at / 8,
                        String.join(" | ", bits));
            }
            if (!parts) {
                write.addCode(writes.build());
                check.addCode(checks.build());
                read.addCode(reads.build());
                break;
            }
            String range = "Entries " + from + " to " + (to - 1) + " of {@link #";
            methods.add(method("snapshotEntries" + part, range + "snapshotEntries}.\n")
                    .addParameter(BYTES, "buffer").addParameter(TypeName.INT, "at")
                    .addCode(writes.build()).build());
            methods.add(method("checkEntries" + part, range + "checkEntries}.\n")
                    .addParameter(BYTES, "buffer").addParameter(TypeName.INT, "at")
                    .addParameter(TypeName.INT, "restoredTop")
                    .addCode(checks.build()).build());
            methods.add(method("restoreEntries" + part, range + "restoreEntries}.\n")
                    .addParameter(BYTES, "buffer").addParameter(TypeName.INT, "at")
                    .addCode(reads.build()).build());
            write.addStatement("snapshotEntries$L(buffer, at)", part);
            check.addStatement("checkEntries$L(buffer, at, restoredTop)", part);
            read.addStatement("restoreEntries$L(buffer, at)", part);
        }
        methods.add(0, read.build());
        methods.add(0, check.build());
        methods.add(0, write.build());
        return methods;
    }

    /** Entry {@code entry} watches nothing, or what it can watch while that runs. */
    private CodeBlock checkEntry(int entry, String place) {
        Node condition = aborts.condition(entry);
        Node own = tree.nodes().get(condition.composite());
        String watched = "watched" + entry;
        List<String> allowed = new ArrayList<>(List.of(watched + " == NONE"));
        if ((own.abortType().code() & AbortKind.SELF.code()) == 0) {
            allowed.add(watched + " == DORMANT && " + running(own));
        }
        for (AbortAnalysis.Watch watch : aborts.watches(entry)) {
            allowed.add(watched + " == " + names.of(watch.composite()) + " && "
                    + running(watch.composite()));
        }
        return CodeBlock.builder()
                .addStatement("int $L = $L - 2", watched, get(place))
                .beginControlFlow("if (!($L))", String.join("\n        || ", allowed))
                .addStatement("throw $T.badWatch(NAME, $N, $L, METHODS)", SNAPSHOTS,
                        names.of(condition), watched)
                .endControlFlow()
                .build();
    }

    private String running(Node composite) {
        return names.of(composite) + " <= restoredTop && restoredTop < " + composite.end();
    }
}
