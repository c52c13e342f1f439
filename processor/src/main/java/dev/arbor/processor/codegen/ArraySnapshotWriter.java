// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.method;
import static dev.arbor.processor.codegen.TreeContext.staticField;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.arbor.processor.kinds.Behaviour.Slot;
import dev.arbor.processor.model.AbortAnalysis;
import dev.arbor.processor.model.Node;
import java.util.ArrayList;
import java.util.List;

/**
 * The snapshots of a tree whose state is in {@code int[] state} ({@link SnapshotWriter}):
 * varints, written, checked and read by loops over the state and the tables, so that every
 * method stays small whatever the tree's size; {@code SLOT_ROLES} says what each value of the
 * nodes' own state is and {@code ENTRY_WATCHES} what each abort entry can watch, and the checks
 * common to every tree are in {@code SnapshotSupport} and {@code SnapshotSlots}.
 */
final class ArraySnapshotWriter extends SnapshotWriter {
    private final int stacks;
    private final int timers;
    /** A row of SLOT_ROLES per value of the nodes' own state. */
    private final List<CodeBlock> roleRows = new ArrayList<>();
    /** The most bytes the nodes' own state can take. */
    private long slotsCapacity;
    /** The values of the nodes' own state. */
    private int slots;

    ArraySnapshotWriter(TreeContext context) {
        super(context, "snapshotLength()", "SNAPSHOT_CAPACITY");
        this.stacks = tree.stackOwners().size();
        this.timers = tree.timers();
    }

    @Override
    void declare(TypeSpec.Builder type) {
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
        type.addField(staticField(TypeName.INT, "SNAPSHOT_MIN",
                "The shortest snapshot of this tree: every number in one byte.\n")
                .initializer("$L", min).build());
        type.addField(staticField(TypeName.INT, "SNAPSHOT_CAPACITY",
                "The longest: every number in as many bytes as its range needs.\n")
                .initializer("$L", capacity).build());
        if (slots > 0) {
            TreeContext.constant(type, "NODE_STATE", nodeState, "Where the nodes' own state"
                    + " starts in {@code state}: SLOT_ROLES has a row for each value.");
            table(type, "SLOT_ROLES", "slotRoles", "Per value of the nodes' own state: what"
                    + " it is (a SnapshotSlots role), its limit, and its node; restore()"
                    + " checks each against them.", roleRows,
                    roleRows.stream().map(r -> 3).toList());
        }
        if (entries > 0) {
            addEntryWatches(type);
        }
        type.addMethod(snapshotLength());
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
            for (Slot slot : node.kind().behaviour().slots(node.children())) {
                role(roles, slot, node, name);
            }
            if (tree.reAsks(node)) { // §5.3: its latest answer
                roles.add(CodeBlock.of("$T.RESULT, 0, $N,", SNAPSHOT_SLOTS, name));
                slotsCapacity += 1;
            }
            int expected = tree.stateSlots(node);
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

    /** The role of one value of a node's state in a snapshot: its name, limit and most bytes. */
    private record Role(String name, int limit, int bytes) {}

    /** The role of one value of {@code node}'s state. */
    private void role(List<CodeBlock> roles, Slot slot, Node node, String name) {
        Role role = switch (slot) {
            case CURSOR -> new Role("CURSOR", 0, varIntSize(node.end()));
            case ENTERING, ENTERED, FIRED -> new Role("FLAG", 0, 1);
            case SUCCEEDED, FAILED -> {
                int branches = tree.parallels().get(node.parallelRow()).branches();
                yield new Role(slot.name(), branches, varIntSize(branches));
            }
            case COUNT -> new Role("COUNT", node.limit(), varIntSize(node.limit()));
            case TICK -> new Role("TICK", 0, 5);
            case POSITION -> new Role("POSITION", node.children(), varIntSize(node.children()));
            case ORDER -> new Role("ORDER", node.children(), varIntSize(node.children() - 1));
            case KEPT -> new Role("RESULT", 0, 1);
            case CLEANING -> new Role("FLAG", 0, 1);
            case PERMIT -> new Role("PERMIT", 0, 1);
        };
        roles.add(CodeBlock.of("$T.$L, $L, $N,", SNAPSHOT_SLOTS, role.name(), role.limit(), name));
        slotsCapacity += role.bytes();
    }

    /**
     * MOVE_ARRAY (docs/snapshots.md, "Moving to another version"): the parts of a snapshot
     * (1 the tick count, 2 the clock, 4 the generator), the owner of each run stack (-1 the
     * main one), the events by name, and per timer its node and where its reading comes from
     * ({@code n} a kind's own reading, {@code f} a Wait's end from its {@code millisFrom}
     * method, {@code p} a watched condition's last asking, {@code s} a service's last run, with
     * the method and, after a slash, its period in milliseconds); then the slot roles.
     */
    @Override
    CodeBlock moveArguments(TypeSpec.Builder type) {
        StringBuilder timers = new StringBuilder();
        for (Node node : tree.nodes()) {
            if (node.timer() >= 0) {
                timers.append(timers.isEmpty() ? "" : ",").append(node.index()).append(':')
                        .append(node.durationMethod() != null ? "f" + node.durationMethod()
                                : node.periodTimer() >= 0 ? "p" : "n");
            }
        }
        for (dev.arbor.processor.model.Served served : tree.services()) {
            timers.append(timers.isEmpty() ? "" : ",").append(served.node()).append(":s")
                    .append(served.method()).append('/').append(served.millis());
        }
        String layout = ((needs.guards() ? 1 : 0) | (needs.clock() ? 2 : 0)
                | (needs.random() ? 4 : 0)) + " "
                + String.join(",", tree.stackOwners().stream().map(String::valueOf).toList())
                + " " + (tree.events().isEmpty() ? "-" : String.join(",", tree.events()))
                + " " + (timers.isEmpty() ? "-" : timers) + " " + reAsking();
        type.addField(staticField(ClassName.get(String.class), "MOVE_ARRAY", "For a move to"
                        + " another version (TreeMigration): the parts of a snapshot, the owner"
                        + " of each run stack, the events, each timer's node and source, the"
                        + " parallels that re-ask.\n")
                .initializer("$S", layout).build());
        // declare() writes SLOT_ROLES when a node keeps state
        return CodeBlock.of(", MOVE_ARRAY, $L", tree.nodes().stream().anyMatch(n -> n.slot()
                >= 0) ? "SLOT_ROLES" : "new int[0]");
    }

    /** The parallels that re-ask their conditions (§5.3), or "-". */
    private String reAsking() {
        List<String> parallels = tree.nodes().stream()
                .filter(n -> n.attributes() instanceof dev.arbor.processor.kinds.Attributes.Policies
                        policies && policies.recheckConditions())
                .map(n -> String.valueOf(n.index())).toList();
        return parallels.isEmpty() ? "-" : String.join(",", parallels);
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
            code.addStatement("length += $T.varIntSize(ticks)", SNAPSHOT_BYTES);
        }
        if (!tree.events().isEmpty()) {
            code.addStatement("length += $T.varLongSize(pending)", SNAPSHOT_BYTES);
        }
        if (needs.clock()) {
            code.addStatement("length += $1T.varLongSize($1T.zigzag(now))"
                            + " + $1T.varLongSize($1T.zigzag(pausedNanos))", SNAPSHOT_BYTES)
                    .beginControlFlow("if ($L)", StateLayout.PAUSED)
                    .addStatement("length += $1T.varLongSize($1T.zigzag(pausedAt - now))",
                            SNAPSHOT_BYTES)
                    .endControlFlow();
        }
        code.beginControlFlow("for (int stack = 0; stack < $L; stack++)", stacks)
                .addStatement("length += $T.varIntSize($L + 1)", SNAPSHOT_BYTES,
                        state.topAt("stack"))
                .endControlFlow();
        if (entries > 0) {
            code.beginControlFlow("for (int entry = 0; entry < $L; entry++)", entries)
                    .addStatement("length += $1T.varIntSize($2L + 2) + $1T.varIntSize($3L)",
                            SNAPSHOT_BYTES, state.watchesAt("entry"), state.storedAt("entry"))
                    .endControlFlow();
        }
        if (slots > 0) {
            code.addStatement("length += $T.slotsSize(state, NODE_STATE, SLOT_ROLES, $L)",
                    SNAPSHOT_SLOTS, needs.guards() ? "ticks" : "0");
        }
        if (needs.clock()) {
            code.addStatement("length += $T.timesSize(times, timed, now)", SNAPSHOT_SLOTS);
        }
        return method("snapshotLength", "The length of this tree's snapshot now.\n")
                .returns(TypeName.INT)
                .addCode(code.addStatement("return length").build())
                .build();
    }

    @Override
    CodeBlock snapshotState() {
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("buffer[at++] = (byte) ($L)", StateLayout.firstByte(tree));
        if (needs.guards()) {
            code.addStatement("at = $T.putVarInt(buffer, at, ticks)", SNAPSHOT_BYTES);
        }
        if (!tree.events().isEmpty()) {
            code.addStatement("at = $T.putVarLong(buffer, at, pending)", SNAPSHOT_BYTES);
        }
        if (needs.clock()) {
            code.addStatement("at = $1T.putVarLong(buffer, at, $1T.zigzag(now))", SNAPSHOT_BYTES)
                    .addStatement("at = $1T.putVarLong(buffer, at, $1T.zigzag(pausedNanos))",
                            SNAPSHOT_BYTES)
                    .beginControlFlow("if ($L)", StateLayout.PAUSED)
                    .addStatement("at = $1T.putVarLong(buffer, at, $1T.zigzag(pausedAt - now))",
                            SNAPSHOT_BYTES)
                    .endControlFlow();
        }
        if (needs.random()) {
            code.addStatement("at = $T.putLong(buffer, at, random.state())", SNAPSHOT_BYTES);
        }
        code.beginControlFlow("for (int stack = 0; stack < $L; stack++)", stacks)
                .addStatement("at = $T.putVarInt(buffer, at, $L + 1)", SNAPSHOT_BYTES,
                        state.topAt("stack"))
                .endControlFlow();
        if (entries > 0) {
            code.beginControlFlow("for (int entry = 0; entry < $L; entry++)", entries)
                    .addStatement("at = $T.putVarInt(buffer, at, $L + 2)", SNAPSHOT_BYTES,
                            state.watchesAt("entry"))
                    .addStatement("at = $T.putVarInt(buffer, at, $L)", SNAPSHOT_BYTES,
                            state.storedAt("entry"))
                    .endControlFlow();
        }
        if (slots > 0) {
            code.addStatement("at = $T.putSlots(buffer, at, state, NODE_STATE, SLOT_ROLES, $L)",
                    SNAPSHOT_SLOTS, needs.guards() ? "ticks" : "0");
        }
        if (needs.clock()) {
            code.addStatement("at = $T.putTimes(buffer, at, times, timed, now)", SNAPSHOT_SLOTS);
        }
        return code.addStatement("return $T.seal(buffer, offset, at)", SNAPSHOTS).build();
    }

    @Override
    CodeBlock restoreState() {
        int events = tree.events().size();
        CodeBlock.Builder check = CodeBlock.builder()
                .addStatement("int end = $T.checkFrame(NAME, buffer, offset, length,"
                        + " SNAPSHOT_MIN, SNAPSHOT_CAPACITY, LAYOUT_HASH)", SNAPSHOTS)
                .addStatement("int at = offset + $T.HEADER", SNAPSHOTS)
                .addStatement("int flags = buffer[at++]")
                .add(checkFlags(tree))
                .addStatement("long read");
        CodeBlock.Builder write = replacing().toBuilder();
        if (needs.guards()) {
            check.addStatement("read = $T.varInt(NAME, buffer, at, end)", SNAPSHOT_BYTES)
                    .addStatement("int restoredTicks = (int) (read >>> 32)")
                    .addStatement("at = (int) read");
            write.addStatement("ticks = restoredTicks");
        }
        if (events > 0) {
            check.addStatement("long restoredPending = $T.varLong(NAME, buffer, at, end)",
                            SNAPSHOT_BYTES)
                    .addStatement("at += $T.varLength(buffer, at)", SNAPSHOT_BYTES);
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
                            + " end))", SNAPSHOT_BYTES)
                    .addStatement("at += $T.varLength(buffer, at)", SNAPSHOT_BYTES)
                    .addStatement("long restoredPausedNanos = $1T.unzigzag($1T.varLong(NAME,"
                            + " buffer, at, end))", SNAPSHOT_BYTES)
                    .addStatement("at += $T.varLength(buffer, at)", SNAPSHOT_BYTES)
                    .addStatement("long restoredPausedAt = 0")
                    .beginControlFlow("if ((flags & 4) != 0)")
                    .addStatement("restoredPausedAt = restoredNow + $1T.unzigzag($1T.varLong("
                            + "NAME, buffer, at, end))", SNAPSHOT_BYTES)
                    .addStatement("at += $T.varLength(buffer, at)", SNAPSHOT_BYTES)
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
                    .addStatement("long restoredRandom = $T.getLong(buffer, at)", SNAPSHOT_BYTES)
                    .addStatement("at += 8");
            write.addStatement("random.state(restoredRandom)");
        }
        check.addStatement("int tops = at")
                .beginControlFlow("for (int stack = 0; stack < $L; stack++)", stacks)
                .addStatement("read = $T.varInt(NAME, buffer, at, end)", SNAPSHOT_BYTES)
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
                .addStatement("read = $T.varInt(NAME, buffer, at, end)", SNAPSHOT_BYTES)
                .addStatement("$L = (int) (read >>> 32) - 1", state.topAt("stack"))
                .addStatement("at = (int) read")
                .endControlFlow();
        if (entries > 0) {
            check.beginControlFlow("for (int entry = 0; entry < $L; entry++)", entries)
                    .addStatement("read = $T.varInt(NAME, buffer, at, end)", SNAPSHOT_BYTES)
                    .addStatement("int watched = (int) (read >>> 32) - 2")
                    .addStatement("read = $T.varInt(NAME, buffer, (int) read, end)", SNAPSHOT_BYTES)
                    .addStatement("at = (int) read")
                    .addStatement("$T.checkEntry(NAME, METHODS, ENTRY_CONDITIONS[entry], watched,"
                            + " (int) (read >>> 32), ENTRY_WATCHES, ENTRY_WATCHES_FROM[entry],"
                            + " ENTRY_WATCHES_FROM[entry + 1], buffer, tops, STACK_OF, END_OF)",
                            SNAPSHOTS)
                    .endControlFlow();
            write.beginControlFlow("for (int entry = 0; entry < $L; entry++)", entries)
                    .addStatement("read = $T.varInt(NAME, buffer, at, end)", SNAPSHOT_BYTES)
                    .addStatement("$L = (int) (read >>> 32) - 2", state.watchesAt("entry"))
                    .addStatement("read = $T.varInt(NAME, buffer, (int) read, end)", SNAPSHOT_BYTES)
                    .addStatement("$L = (int) (read >>> 32)", state.storedAt("entry"))
                    .addStatement("at = (int) read")
                    .endControlFlow();
        }
        if (slots > 0) {
            check.addStatement("at = $T.checkSlots(NAME, METHODS, buffer, at, end, $L,"
                    + " SLOT_ROLES, END_OF)", SNAPSHOT_SLOTS, slots);
            write.addStatement("at = $T.getSlots(buffer, at, state, NODE_STATE, SLOT_ROLES, $L)",
                    SNAPSHOT_SLOTS, needs.guards() ? "ticks" : "0");
        }
        if (needs.clock()) {
            check.addStatement("at = $T.checkTimes(NAME, buffer, at, end, times.length)",
                    SNAPSHOT_SLOTS);
            write.addStatement("$T.getTimes(buffer, at, times, timed, now)", SNAPSHOT_SLOTS);
        }
        check.beginControlFlow("if (at != end)")
                .addStatement("throw $T.refused(NAME, \"corrupt snapshot: \" + (end - at) +"
                        + " \" bytes follow the state\")", SNAPSHOTS)
                .endControlFlow();
        return check.add(write.build()).build();
    }
}
