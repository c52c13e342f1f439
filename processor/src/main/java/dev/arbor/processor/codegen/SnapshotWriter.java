package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.method;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.ChildStep;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.ResultKind;
import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.ParallelRow;
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
 * <p>Two bodies, one per state layout. In fields, every value has a fixed place and a fixed
 * width (node values in the fewest bytes that hold them), so the length is a constant and the
 * code is straight: per entry, in parts of {@link #ENTRIES_PER_PART} for HotSpot. In the array,
 * varints, written and checked by loops over the state and the tables (so that every method
 * stays small whatever the tree's size), with the checks common to every tree in
 * {@code SnapshotSupport}.
 */
final class SnapshotWriter {
    static final ClassName SNAPSHOTS =
            ClassName.get("dev.arbor.runtime.internal", "SnapshotSupport");
    private static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
    private static final ClassName ARRAYS = ClassName.get("java.util", "Arrays");
    private static final TypeName BYTES = ArrayTypeName.of(TypeName.BYTE);
    /** Entries per part of the entry methods of a tree in fields (a multiple of 8: one byte of answers per 8). */
    static final int ENTRIES_PER_PART = 64;
    /** Values per part of a large table: about 7 bytes of code each, under 64 KiB. */
    private static final int INTS_PER_PART = 4000;
    private static final int HEADER = 9;
    private static final int CHECKSUM = 4;

    private final TreeContext context;
    private final TreeDescriptor tree;
    private final StateLayout state;
    private final EventLoopNeeds needs;
    private final NodeNames names;
    private final AbortAnalysis aborts;
    private final int entries;

    SnapshotWriter(TreeContext context) {
        this.context = context;
        this.tree = context.tree();
        this.state = context.state();
        this.needs = context.needs();
        this.names = context.names();
        this.aborts = context.aborts();
        this.entries = tree.entryConditions().size();
    }

    void write(TypeSpec.Builder type) {
        type.addField(FieldSpec.builder(TypeName.LONG, "LAYOUT_HASH",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The hash of this class's tables that every snapshot starts with"
                        + " (docs/snapshots.md).\n")
                .initializer("0x$LL", String.format("%016x", layoutHash(tree, state.inFields())))
                .build());
        addResting(type);
        type.addMethod(MethodSpec.methodBuilder("layoutHash")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(TypeName.LONG)
                .addStatement("return LAYOUT_HASH")
                .build());
        if (state.inFields()) {
            new Fields().write(type);
        } else {
            new Array().write(type);
        }
    }

    /**
     * The nodes that can be on top of a run stack between ticks: a leaf that can answer RUNNING
     * (an action or task answering a Status, a Wait), a parallel (on top of its own stack while
     * its branches run), and a node that yields (stays running to enter its child again next
     * tick). Any other node on top of a stack is a snapshot no run can take.
     */
    static boolean rests(Node node) {
        if (node.kind().isLeaf()) {
            return node.kind() == Kinds.WAIT
                    || node.leaf() != null && node.leaf().result() == ResultKind.STATUS;
        }
        if (node.kind() == Kinds.PARALLEL) {
            return true;
        }
        for (boolean success : new boolean[] {true, false}) {
            ChildStep step = node.onChild(success);
            if (step == ChildStep.YIELD || step == ChildStep.COUNT) {
                return true;
            }
        }
        return false;
    }

    private void addResting(TypeSpec.Builder type) {
        List<CodeBlock> rows = new ArrayList<>();
        List<Integer> ints = new ArrayList<>();
        for (Node node : tree.nodes()) {
            if (rests(node)) {
                rows.add(CodeBlock.of("$N, // $L $L()", names.of(node), node.index(),
                        node.method()));
                ints.add(1);
            }
        }
        table(type, "RESTING", "resting", "The nodes that can be on top of a run stack between"
                + " ticks, ascending: a snapshot with another on top is refused.", rows, ints);
    }

    /** The method that answers {@code constant}. */
    private static MethodSpec constantMethod(String name, String constant) {
        return MethodSpec.methodBuilder(name)
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(TypeName.INT)
                .addStatement("return $N", constant)
                .build();
    }

    private static CodeBlock reentrant(String method) {
        return CodeBlock.builder()
                .beginControlFlow("if (ticking)")
                .addStatement("throw $T.reentrant(NAME, $S, getClass(), METHODS)", SUPPORT, method)
                .endControlFlow()
                .build();
    }

    /** {@code byte[] snapshot()}: the buffer form into an array of the snapshot's length. */
    private static MethodSpec snapshotAllocating(String length) {
        return MethodSpec.methodBuilder("snapshot")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(BYTES)
                .addCode(reentrant("snapshot"))
                .addStatement("byte[] bytes = new byte[$L]", length)
                .addStatement("snapshot(bytes, 0)")
                .addStatement("return bytes")
                .build();
    }

    private static MethodSpec.Builder snapshotInto() {
        return MethodSpec.methodBuilder("snapshot")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(TypeName.INT)
                .addParameter(BYTES, "buffer")
                .addParameter(TypeName.INT, "offset")
                .addCode(reentrant("snapshot"));
    }

    private static MethodSpec.Builder restoreFrom() {
        return MethodSpec.methodBuilder("restore")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(BYTES, "buffer")
                .addParameter(TypeName.INT, "offset")
                .addParameter(TypeName.INT, "length")
                .addCode(reentrant("restore"))
                .addStatement("$T.checkFromIndexSize(offset, length, buffer.length)", OBJECTS);
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
    private static void table(TypeSpec.Builder type, String name, String part, String doc,
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
        type.addField(FieldSpec.builder(TableWriter.INT_ARRAY, name,
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("$L\n", doc)
                .initializer(initializer)
                .build());
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

    /** The body of a tree whose state is in fields: fixed places, fixed widths. */
    private final class Fields {
        /** The width of a node value: top + 1 (0 to N) or watches + 2 (0 to N + 1). */
        private final int width = width(tree.nodes().size() + 1L);
        /** Where the entries' watches start in the state, after the flags and the top. */
        private final int watchesAt = 1 + width;
        /** Where their answers start: a bit each. */
        private final int answersAt = watchesAt + entries * width;
        private final int body = answersAt + (entries + 7) / 8;

        void write(TypeSpec.Builder type) {
            type.addField(FieldSpec.builder(TypeName.INT, "SNAPSHOT_LENGTH",
                            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("""
                            The length of every snapshot of this tree: 9 bytes of header, the \
                            status and pause flags,
                            the top of the run stack and each entry's watched composite in $L \
                            byte$L, the entries' answers
                            (a bit each), 4 bytes of checksum.
                            """, width, width == 1 ? "" : "s")
                    .initializer("$L", HEADER + body + CHECKSUM)
                    .build());
            type.addMethod(snapshotAllocating("SNAPSHOT_LENGTH"));
            type.addMethod(snapshotInto()
                    .addStatement("$T.checkFromIndexSize(offset, SNAPSHOT_LENGTH, buffer.length)",
                            OBJECTS)
                    .addStatement("int at = $T.header(buffer, offset, LAYOUT_HASH)", SNAPSHOTS)
                    .addStatement("buffer[at] = (byte) (status | (paused ? 4 : 0))")
                    .addCode(put("at + 1", state.top() + " + 1"))
                    .addCode(entries > 0 ? CodeBlock.of("snapshotEntries(buffer, at);\n")
                            : CodeBlock.of(""))
                    .addStatement("return $T.seal(buffer, offset, at + $L)", SNAPSHOTS, body)
                    .build());
            type.addMethod(constantMethod("snapshotCapacity", "SNAPSHOT_LENGTH"));
            MethodSpec.Builder restore = restoreFrom()
                    .addStatement("$T.checkFrame(NAME, buffer, offset, length, SNAPSHOT_LENGTH,"
                            + " SNAPSHOT_LENGTH, LAYOUT_HASH)", SNAPSHOTS)
                    .addStatement("int at = offset + $T.HEADER", SNAPSHOTS)
                    .addStatement("int flags = buffer[at]")
                    .addStatement("int restoredTop = $L - 1", get("at + 1"))
                    .beginControlFlow("if ((flags & ~7) != 0)")
                    .addStatement("throw $T.impossible(NAME, \"status and pause flags \" + flags)",
                            SNAPSHOTS)
                    .endControlFlow()
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
            restore.addCode("// all checked: now the state is replaced\n")
                    .addStatement("status = (byte) (flags & 3)")
                    .addStatement("paused = (flags & 4) != 0")
                    .addStatement("$L = restoredTop", state.top());
            if (entries > 0) {
                restore.addStatement("restoreEntries(buffer, at)");
            }
            type.addMethod(restore.build());
            if (entries > 0) {
                type.addMethods(entryMethods());
            }
        }

        /** Writes {@code value} at {@code at} in {@link #width} bytes. */
        private CodeBlock put(String at, String value) {
            return width == 1 ? CodeBlock.of("buffer[$L] = (byte) ($L);\n", at, value)
                    : CodeBlock.of("$T.put(buffer, $L, $L, $L);\n", SNAPSHOTS, at, value, width);
        }

        private CodeBlock get(String at) {
            return width == 1 ? CodeBlock.of("(buffer[$L] & 0xFF)", at)
                    : CodeBlock.of("$T.get(buffer, $L, $L)", SNAPSHOTS, at, width);
        }

        /** snapshotEntries, checkEntries and restoreEntries, in parts for a large tree. */
        private List<MethodSpec> entryMethods() {
            List<MethodSpec> methods = new ArrayList<>();
            MethodSpec.Builder write = method("snapshotEntries", "Writes what each abort entry"
                    + " watches and its answer, from {@code at}, where the state starts.\n")
                    .addParameter(BYTES, "buffer").addParameter(TypeName.INT, "at");
            MethodSpec.Builder check = method("checkEntries", """
                    Checks what each abort entry watches in the snapshot from {@code at}: nothing, \
                    or a composite
                    it can watch (dormant: its own) that runs with {@code restoredTop} on top of the run \
                    stack.
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
                    reads.addStatement("$L = $L - 2", state.watches(entry), get(place));
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

    /** The body of a tree whose state is in {@code int[] state}: varints, loops and tables. */
    private final class Array {
        private final int stacks = tree.stackOwners().size();
        private final int timers = tree.nodes().stream().mapToInt(n -> n.kind().timers()).sum();
        private final List<CodeBlock> roleRows = new ArrayList<>();
        private long slotsCapacity;
        private int slots;

        void write(TypeSpec.Builder type) {
            int nodeState = stacks + 2 * entries;
            roles();
            int events = tree.events().size();
            int min = HEADER + 1 + CHECKSUM + stacks + 2 * entries + slots
                    + (needs.guards() ? 1 : 0) + (events > 0 ? 1 : 0)
                    + (needs.clock() ? 2 + (timers + 7) / 8 : 0) + (needs.random() ? 8 : 0);
            long capacity = HEADER + 1 + CHECKSUM
                    + (needs.guards() ? 5 : 0)
                    + (events > 0 ? varIntSize(events >= 64 ? -1L : (1L << events) - 1) : 0)
                    + (needs.clock() ? 30 + (timers + 7) / 8 + 10L * timers : 0)
                    + (needs.random() ? 8 : 0)
                    + (long) stacks * varIntSize(tree.nodes().size())
                    + (long) entries * (varIntSize(tree.nodes().size() + 1L) + 1)
                    + slotsCapacity;
            type.addField(FieldSpec.builder(TypeName.INT, "SNAPSHOT_MIN",
                            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The shortest snapshot of this tree: every number in one byte.\n")
                    .initializer("$L", min)
                    .build());
            type.addField(FieldSpec.builder(TypeName.INT, "SNAPSHOT_CAPACITY",
                            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The longest: every number in as many bytes as its range needs.\n")
                    .initializer("$L", capacity)
                    .build());
            if (slots > 0) {
                TreeContext.constant(type, "NODE_STATE", nodeState, "Where the nodes' own state"
                        + " starts in {@code state}: SLOT_ROLES has a row for each value.");
                table(type, "SLOT_ROLES", "slotRoles", "Per value of the nodes' own state: what"
                        + " it is (a SnapshotSupport role), its limit, and its node; restore()"
                        + " checks each against them.", roleRows,
                        roleRows.stream().map(r -> 3).toList());
            }
            if (entries > 0) {
                addEntryWatches(type);
            }
            type.addMethod(snapshotLength());
            type.addMethod(snapshotAllocating("snapshotLength()"));
            type.addMethod(snapshot());
            type.addMethod(constantMethod("snapshotCapacity", "SNAPSHOT_CAPACITY"));
            type.addMethod(restore());
        }

        /**
         * The role of each value of the nodes' own state, in pre-order (the order of their
         * slots), and the most bytes they can take.
         */
        private void roles() {
            int next = stacks + 2 * entries;
            for (Node node : tree.nodes()) {
                if (node.slot() < 0) {
                    continue;
                }
                if (node.slot() != next) {
                    throw new IllegalStateException("the slots are not in pre-order at node "
                            + node.index());
                }
                List<CodeBlock> roles = new ArrayList<>();
                String name = names.of(node);
                if (node.kind() == Kinds.PARALLEL) {
                    ParallelRow row = tree.parallels().get(node.parallelRow());
                    role(roles, "CURSOR", 0, name, varIntSize(node.end()));
                    role(roles, "FLAG", 0, name, 1);
                    role(roles, "SUCCEEDED", row.branches(), name, varIntSize(row.branches()));
                    role(roles, "FAILED", row.branches(), name, varIntSize(row.branches()));
                } else if (node.kind().has(Capability.COUNTS)) {
                    role(roles, "COUNT", node.limit(), name, varIntSize(node.limit()));
                } else if (node.kind() == Kinds.COOLDOWN) {
                    role(roles, "FLAG", 0, name, 1);
                } else if (node.kind().has(Capability.GUARD)) {
                    role(roles, "FLAG", 0, name, 1);
                    role(roles, "TICK", 0, name, 5);
                } else if (node.kind().has(Capability.ORDERS_CHILDREN)) {
                    role(roles, "POSITION", node.children(), name, varIntSize(node.children()));
                    for (int i = 0; i < node.children(); i++) {
                        role(roles, "ORDER", node.children(), name,
                                varIntSize(node.children() - 1));
                    }
                }
                int expected = node.kind().stateSlots(node.children());
                if (roles.size() != expected) {
                    throw new IllegalStateException("no snapshot roles for the " + expected
                            + " state values of " + node.kind().simpleName());
                }
                for (int i = 0; i < roles.size(); i++) {
                    roleRows.add(i > 0 ? roles.get(i) : CodeBlock.of("$L // $L $L() $L",
                            roles.get(i), node.index(), node.method(),
                            node.kind().simpleName()));
                }
                next += expected;
                slots += expected;
            }
        }

        private void role(List<CodeBlock> roles, String role, int limit, String node,
                int bytes) {
            roles.add(CodeBlock.of("$T.$L, $L, $N,", SNAPSHOTS, role, limit, node));
            slotsCapacity += bytes;
        }

        /** ENTRY_WATCHES: per entry, its own composite and type, then what it can watch. */
        private void addEntryWatches(TypeSpec.Builder type) {
            List<CodeBlock> rows = new ArrayList<>();
            List<Integer> ints = new ArrayList<>();
            List<Integer> from = new ArrayList<>();
            int at = 0;
            for (int entry = 0; entry < entries; entry++) {
                Node condition = aborts.condition(entry);
                Node own = tree.nodes().get(condition.composite());
                CodeBlock.Builder row = CodeBlock.builder().add("$N, $L,", names.of(own),
                        own.abortType().code());
                List<AbortAnalysis.Watch> watches = aborts.watches(entry);
                for (AbortAnalysis.Watch watch : watches) {
                    row.add(" $N, $L,", names.of(watch.composite()), watch.type().code());
                }
                rows.add(row.add(" // entry $L: $L()", entry, condition.method()).build());
                ints.add(2 + 2 * watches.size());
                from.add(at);
                at += 2 + 2 * watches.size();
            }
            from.add(at);
            table(type, "ENTRY_WATCHES", "entryWatches", "Per abort entry: its condition's"
                    + " composite and its abort type there, then each composite it can watch"
                    + " and its type there (§6.3).", rows, ints);
            List<CodeBlock> fromRows = new ArrayList<>();
            List<Integer> fromInts = new ArrayList<>();
            for (int i = 0; i < from.size(); i += 16) {
                List<Integer> line = from.subList(i, Math.min(from.size(), i + 16));
                fromRows.add(CodeBlock.of("$L,", String.join(", ",
                        line.stream().map(String::valueOf).toList())));
                fromInts.add(line.size());
            }
            table(type, "ENTRY_WATCHES_FROM", "entryWatchesFrom", "Where the row of each entry"
                    + " starts in ENTRY_WATCHES, and where the last ends.", fromRows, fromInts);
        }

        private MethodSpec snapshotLength() {
            CodeBlock.Builder code = CodeBlock.builder()
                    .addStatement("int length = $T.HEADER + 1 + $T.CHECKSUM$L", SNAPSHOTS, SNAPSHOTS,
                            needs.random() ? " + 8" : "");
            if (needs.guards()) {
                code.addStatement("length += $T.varIntSize(ticks)", SNAPSHOTS);
            }
            if (!tree.events().isEmpty()) {
                code.addStatement("length += $T.varLongSize(pending)", SNAPSHOTS);
            }
            if (needs.clock()) {
                code.addStatement("length += $1T.varLongSize($1T.zigzag(now))"
                                + " + $1T.varLongSize($1T.zigzag(pausedNanos))", SNAPSHOTS)
                        .beginControlFlow("if (paused)")
                        .addStatement("length += $1T.varLongSize($1T.zigzag(pausedAt - now))",
                                SNAPSHOTS)
                        .endControlFlow();
            }
            code.beginControlFlow("for (int stack = 0; stack < $L; stack++)", stacks)
                    .addStatement("length += $T.varIntSize($L + 1)", SNAPSHOTS,
                            state.topAt("stack"))
                    .endControlFlow();
            if (entries > 0) {
                code.beginControlFlow("for (int entry = 0; entry < $L; entry++)", entries)
                        .addStatement("length += $1T.varIntSize($2L + 2) + $1T.varIntSize($3L)",
                                SNAPSHOTS, state.watchesAt("entry"), state.storedAt("entry"))
                        .endControlFlow();
            }
            if (slots > 0) {
                code.addStatement("length += $T.slotsSize(state, NODE_STATE, SLOT_ROLES, $L)",
                        SNAPSHOTS, needs.guards() ? "ticks" : "0");
            }
            if (needs.clock()) {
                code.addStatement("length += $T.timesSize(times, now)", SNAPSHOTS);
            }
            return method("snapshotLength", "The length of this tree's snapshot now.\n")
                    .returns(TypeName.INT)
                    .addCode(code.addStatement("return length").build())
                    .build();
        }

        private MethodSpec snapshot() {
            CodeBlock.Builder code = CodeBlock.builder()
                    .addStatement("$T.checkFromIndexSize(offset, snapshotLength(), buffer.length)",
                            OBJECTS)
                    .addStatement("int at = $T.header(buffer, offset, LAYOUT_HASH)", SNAPSHOTS)
                    .addStatement("buffer[at++] = (byte) (status | (paused ? 4 : 0))");
            if (needs.guards()) {
                code.addStatement("at = $T.putVarInt(buffer, at, ticks)", SNAPSHOTS);
            }
            if (!tree.events().isEmpty()) {
                code.addStatement("at = $T.putVarLong(buffer, at, pending)", SNAPSHOTS);
            }
            if (needs.clock()) {
                code.addStatement("at = $1T.putVarLong(buffer, at, $1T.zigzag(now))", SNAPSHOTS)
                        .addStatement("at = $1T.putVarLong(buffer, at, $1T.zigzag(pausedNanos))",
                                SNAPSHOTS)
                        .beginControlFlow("if (paused)")
                        .addStatement("at = $1T.putVarLong(buffer, at, $1T.zigzag(pausedAt - now))",
                                SNAPSHOTS)
                        .endControlFlow();
            }
            if (needs.random()) {
                code.addStatement("at = $T.putLong(buffer, at, random.state())", SNAPSHOTS);
            }
            code.beginControlFlow("for (int stack = 0; stack < $L; stack++)", stacks)
                    .addStatement("at = $T.putVarInt(buffer, at, $L + 1)", SNAPSHOTS,
                            state.topAt("stack"))
                    .endControlFlow();
            if (entries > 0) {
                code.beginControlFlow("for (int entry = 0; entry < $L; entry++)", entries)
                        .addStatement("at = $T.putVarInt(buffer, at, $L + 2)", SNAPSHOTS,
                                state.watchesAt("entry"))
                        .addStatement("at = $T.putVarInt(buffer, at, $L)", SNAPSHOTS,
                                state.storedAt("entry"))
                        .endControlFlow();
            }
            if (slots > 0) {
                code.addStatement("at = $T.putSlots(buffer, at, state, NODE_STATE, SLOT_ROLES, $L)",
                        SNAPSHOTS, needs.guards() ? "ticks" : "0");
            }
            if (needs.clock()) {
                code.addStatement("at = $T.putTimes(buffer, at, times, now)", SNAPSHOTS);
            }
            return snapshotInto()
                    .addCode(code.addStatement("return $T.seal(buffer, offset, at)", SNAPSHOTS)
                            .build())
                    .build();
        }

        private MethodSpec restore() {
            int events = tree.events().size();
            CodeBlock.Builder check = CodeBlock.builder()
                    .addStatement("int end = $T.checkFrame(NAME, buffer, offset, length,"
                            + " SNAPSHOT_MIN, SNAPSHOT_CAPACITY, LAYOUT_HASH)", SNAPSHOTS)
                    .addStatement("int at = offset + $T.HEADER", SNAPSHOTS)
                    .addStatement("int flags = buffer[at++]")
                    .beginControlFlow("if ((flags & ~7) != 0)")
                    .addStatement("throw $T.impossible(NAME, \"status and pause flags \" + flags)",
                            SNAPSHOTS)
                    .endControlFlow()
                    .addStatement("long read");
            CodeBlock.Builder write = CodeBlock.builder()
                    .add("// all checked: now the state is replaced\n")
                    .addStatement("status = (byte) (flags & 3)")
                    .addStatement("paused = (flags & 4) != 0");
            if (needs.guards()) {
                check.addStatement("read = $T.varInt(NAME, buffer, at, end)", SNAPSHOTS)
                        .addStatement("int restoredTicks = (int) (read >>> 32)")
                        .addStatement("at = (int) read");
                write.addStatement("ticks = restoredTicks");
            }
            if (events > 0) {
                check.addStatement("long restoredPending = $T.varLong(NAME, buffer, at, end)",
                                SNAPSHOTS)
                        .addStatement("at += $T.varLength(buffer, at)", SNAPSHOTS);
                if (events < 64) {
                    check.beginControlFlow("if ((restoredPending & ~0x$LL) != 0)",
                                    Long.toHexString((1L << events) - 1))
                            .addStatement("throw $T.impossible(NAME, \"pending events 0x\" +"
                                    + " $T.toHexString(restoredPending) + \" (it has $L)\")",
                                    SNAPSHOTS, Long.class, events)
                            .endControlFlow();
                }
                write.addStatement("pending = restoredPending");
            }
            if (needs.clock()) {
                check.addStatement("long restoredNow = $1T.unzigzag($1T.varLong(NAME, buffer, at,"
                                + " end))", SNAPSHOTS)
                        .addStatement("at += $T.varLength(buffer, at)", SNAPSHOTS)
                        .addStatement("long restoredPausedNanos = $1T.unzigzag($1T.varLong(NAME,"
                                + " buffer, at, end))", SNAPSHOTS)
                        .addStatement("at += $T.varLength(buffer, at)", SNAPSHOTS)
                        .addStatement("long restoredPausedAt = 0")
                        .beginControlFlow("if ((flags & 4) != 0)")
                        .addStatement("restoredPausedAt = restoredNow + $1T.unzigzag($1T.varLong("
                                + "NAME, buffer, at, end))", SNAPSHOTS)
                        .addStatement("at += $T.varLength(buffer, at)", SNAPSHOTS)
                        .endControlFlow();
                write.addStatement("now = restoredNow")
                        .addStatement("pausedNanos = restoredPausedNanos")
                        .addStatement("pausedAt = restoredPausedAt");
            }
            if (needs.random()) {
                check.beginControlFlow("if (end - at < 8)")
                        .addStatement("throw $T.refused(NAME, \"corrupt snapshot: it ends in the"
                                + " generator's state\")", SNAPSHOTS)
                        .endControlFlow()
                        .addStatement("long restoredRandom = $T.getLong(buffer, at)", SNAPSHOTS)
                        .addStatement("at += 8");
                write.addStatement("random.state(restoredRandom)");
            }
            check.addStatement("int tops = at")
                    .beginControlFlow("for (int stack = 0; stack < $L; stack++)", stacks)
                    .addStatement("read = $T.varInt(NAME, buffer, at, end)", SNAPSHOTS)
                    .addStatement("at = (int) read")
                    .addStatement("int top = (int) (read >>> 32) - 1")
                    .addStatement("$T.checkTop(NAME, METHODS, stack, top, RESTING, STACK_OF, $L,"
                            + " buffer, tops)", SNAPSHOTS,
                            needs.parallels() ? "STACK_OWNERS" : "null")
                    .beginControlFlow("if (stack == 0 && ((flags & 3) == RUNNING) != (top != NONE))")
                    .addStatement("throw $T.badStatus(NAME, flags & 3, top, METHODS)", SNAPSHOTS)
                    .endControlFlow()
                    .endControlFlow();
            write.addStatement("at = tops")
                    .beginControlFlow("for (int stack = 0; stack < $L; stack++)", stacks)
                    .addStatement("read = $T.varInt(NAME, buffer, at, end)", SNAPSHOTS)
                    .addStatement("$L = (int) (read >>> 32) - 1", state.topAt("stack"))
                    .addStatement("at = (int) read")
                    .endControlFlow();
            if (entries > 0) {
                check.beginControlFlow("for (int entry = 0; entry < $L; entry++)", entries)
                        .addStatement("read = $T.varInt(NAME, buffer, at, end)", SNAPSHOTS)
                        .addStatement("int watched = (int) (read >>> 32) - 2")
                        .addStatement("read = $T.varInt(NAME, buffer, (int) read, end)", SNAPSHOTS)
                        .addStatement("at = (int) read")
                        .addStatement("$T.checkEntry(NAME, METHODS, ENTRY_CONDITIONS[entry], watched,"
                                + " (int) (read >>> 32), ENTRY_WATCHES, ENTRY_WATCHES_FROM[entry],"
                                + " ENTRY_WATCHES_FROM[entry + 1], buffer, tops, STACK_OF, END_OF)",
                                SNAPSHOTS)
                        .endControlFlow();
                write.beginControlFlow("for (int entry = 0; entry < $L; entry++)", entries)
                        .addStatement("read = $T.varInt(NAME, buffer, at, end)", SNAPSHOTS)
                        .addStatement("$L = (int) (read >>> 32) - 2", state.watchesAt("entry"))
                        .addStatement("read = $T.varInt(NAME, buffer, (int) read, end)", SNAPSHOTS)
                        .addStatement("$L = (int) (read >>> 32)", state.storedAt("entry"))
                        .addStatement("at = (int) read")
                        .endControlFlow();
            }
            if (slots > 0) {
                check.addStatement("at = $T.checkSlots(NAME, METHODS, buffer, at, end, $L,"
                        + " SLOT_ROLES, END_OF)", SNAPSHOTS, slots);
                write.addStatement("at = $T.getSlots(buffer, at, state, NODE_STATE, SLOT_ROLES, $L)",
                        SNAPSHOTS, needs.guards() ? "ticks" : "0");
            }
            if (needs.clock()) {
                check.addStatement("at = $T.checkTimes(NAME, buffer, at, end, times.length)",
                        SNAPSHOTS);
                write.addStatement("$T.getTimes(buffer, at, times, now)", SNAPSHOTS);
            }
            check.beginControlFlow("if (at != end)")
                    .addStatement("throw $T.refused(NAME, \"corrupt snapshot: \" + (end - at) +"
                            + " \" bytes follow the state\")", SNAPSHOTS)
                    .endControlFlow();
            return restoreFrom().addCode(check.build()).addCode(write.build()).build();
        }
    }

    /**
     * A hash of everything a snapshot's meaning rests on: the class, its state layout, and per
     * node its kind, method, links, run stack, entries, state slots, timers and the attributes
     * of its kind; the stacks, entries, parallels and events. FNV-1a over that text, then
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
                    .append(" attributes=").append(attributes(node.attributes()))
                    .append('\n');
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
            return aborts.abortType().toString();
        } else if (attributes instanceof Attributes.Policies policies) {
            return policies.success() + "/" + policies.failure();
        } else if (attributes instanceof Attributes.Timed timed) {
            return timed.millis() + "ms";
        } else if (attributes instanceof Attributes.Counted counted) {
            return counted.limit() + (counted.endOnFailure() ? " endOnFailure" : "");
        } else if (attributes instanceof Attributes.Conditional conditional) {
            return conditional.condition();
        } else if (attributes instanceof Attributes.Weights weights) {
            return weights.ints() + " " + weights.methods();
        }
        return "-"; // none, or an action's hooks, which keep no state
    }
}
