// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Moves a running tree's state to an instance of another version of its class: the same tree
 * class compiled again after an edit (semantics §9.1, docs/snapshots.md "Moving to another
 * version"). Nodes are matched by path and kind; what matches carries, and a run that cannot
 * continue is ended on the old instance, as {@link Tree#reset()} ends it, before the move.
 *
 * <pre>{@code
 * TreeMigration move = TreeMigration.plan(oldTree, new GuardTree(agent, clock, seed));
 * log(move.summary());      // "1 node added, 0 removed, the run carries"
 * move.apply();             // the new instance continues; drop the old one
 * }</pre>
 *
 * <p>It needs no {@link TreeRunner}: call it between ticks, from the thread that ticks both
 * trees. It moves between any two layouts: state in fields (the core kinds) or in an array
 * (parallels, library nodes, the clock, services, events, the generator), so an edit that adds
 * the first Wait to a tree moves too.
 */
public final class TreeMigration {
    /** docs/snapshots.md, "The format, version 1": the first byte, the header, the checksum. */
    private static final int FIRST_BYTE = 0xA1;
    private static final int HEADER = 9;
    private static final int CHECKSUM = 4;
    private static final int RUNNING = 1;
    private static final int DORMANT = -2;
    private static final int NONE = -1;

    /** The instance that ran so far; null when the old class is known by its shape only. */
    private final Tree from;
    private final TreeNodes old;
    private final Tree to;
    private final byte[] fromBefore;
    private final byte[] toBefore;
    private final int[] match;
    private final int added;
    private final int removed;
    private final List<String> reasons;
    private final List<String> ended;
    private final byte[] carried;
    /** The move of an array layout; null for the fields layout. */
    private final ArrayMove arrayMove;
    private boolean applied;

    /**
     * The one path of both plans: {@code from} is the old instance, or null when only the old
     * class's shape ({@code old}, {@code fromLayout}, {@code fromHash}) and a snapshot of it
     * ({@code fromBefore}) are known.
     */
    private TreeMigration(Tree from, TreeNodes old, MoveLayout fromLayout, long fromHash,
            byte[] fromBefore, Tree to) {
        this.from = from;
        this.old = old;
        this.to = to;
        MoveLayout toLayout = layout(to);
        TreeNodes now = to.nodes();
        this.fromBefore = fromBefore;
        this.toBefore = to.snapshot();
        if (!fromLayout.fields() || !toLayout.fields()) { // an array on one side at least
            ArrayMove move = new ArrayMove(old, now, fromLayout, toLayout, fromBefore, toBefore,
                    fromHash, to.layoutHash());
            this.match = move.match;
            this.added = move.added;
            this.removed = move.removed;
            byte[] bytes = move.why.isEmpty() ? move.write(move.oldState, true) : null;
            if (bytes != null) {
                try { // restore checks all (a leaf that can no longer rest on top, say)
                    to.restore(bytes);
                } catch (IllegalArgumentException refused) {
                    move.why.add(refused.getMessage());
                    bytes = null;
                } finally {
                    to.restore(toBefore);
                }
            }
            this.reasons = List.copyOf(move.why);
            this.ended = move.why.isEmpty() ? List.of() : List.copyOf(move.actions);
            this.arrayMove = move;
            this.carried = bytes != null || from != null ? bytes : withoutRun(fromLayout);
            return;
        }
        this.arrayMove = null;
        Fields fromState = Fields.read(fromBefore, old);
        Fields toState = Fields.read(toBefore, now);
        if ((toState.first & 7) != 0 || toState.top != NONE
                || Arrays.stream(toState.watches).anyMatch(w -> w != NONE)) {
            throw new IllegalArgumentException("[Arbor/Move] " + now.tree() + " is not fresh:"
                    + " a move goes to a new instance that has not run");
        }
        // §9.1 matching: the same path (occurrences counted) and the same kind
        Map<String, Integer> theirs = new HashMap<>();
        List<String> theirPaths = paths(now);
        for (int n = 0; n < now.size(); n++) {
            theirs.put(theirPaths.get(n), n);
        }
        List<String> mine = paths(old);
        this.match = new int[old.size()];
        boolean[] matched = new boolean[now.size()];
        int gone = 0;
        for (int n = 0; n < old.size(); n++) {
            Integer other = theirs.get(mine.get(n));
            match[n] = other != null && now.kind(other).equals(old.kind(n)) ? other : NONE;
            if (match[n] == NONE) {
                gone++;
            } else {
                matched[match[n]] = true;
            }
        }
        int fresh = 0;
        for (boolean m : matched) {
            fresh += m ? 0 : 1;
        }
        this.added = fresh;
        this.removed = gone;
        // §9.1 the run: every running node matches (in fields, none keeps a state of its own)
        boolean[] running = new boolean[old.size()];
        for (int n = fromState.top; n >= 0; n = old.parent(n)) {
            running[n] = true;
        }
        List<String> why = new ArrayList<>();
        List<String> actions = new ArrayList<>();
        for (int n = 0; n < old.size(); n++) {
            if (running[n] && match[n] == NONE) {
                why.add(old.method(n) + " is gone or changed its kind");
            }
            if (running[n] && (old.kind(n).equals("Action") || old.kind(n).equals("Task"))) {
                actions.add(old.method(n));
            }
        }
        byte[] bytes = null;
        if (why.isEmpty()) {
            bytes = write(now, to.layoutHash(), toLayout, fromState.first,
                    fromState.top == NONE ? NONE : match[fromState.top],
                    entries(fromState, running, old, now, fromLayout, toLayout));
            try { // restore checks all (a leaf that can no longer rest on top, say)
                to.restore(bytes);
            } catch (IllegalArgumentException refused) {
                why.add((fromState.top == NONE ? "its state" : old.method(fromState.top))
                        + " cannot be held by the new tree (" + refused.getMessage() + ")");
                bytes = null;
            } finally {
                to.restore(toBefore);
            }
        }
        this.reasons = List.copyOf(why);
        this.ended = why.isEmpty() ? List.of() : List.copyOf(actions);
        this.carried = bytes != null || from != null ? bytes : withoutRun(fromLayout);
    }

    /**
     * §9.1, the old class known by its shape only: the new tree's snapshot when the run cannot
     * continue. No instance is there to end it, so no hook is called: the state is the old
     * one's with its run dropped as {@code reset()} drops it (the status INACTIVE, no run, no
     * entry, the nodes' own state cleared, what a RunOnce keeps kept for the new tree's
     * {@code reset()} to clear or keep), moved as above, then cleared by the new instance's
     * own {@code reset()} (its listener detached), with nothing running to interrupt.
     */
    private byte[] withoutRun(MoveLayout fromLayout) {
        int first = (fromBefore[HEADER] & 0xFF) & ~3;
        if (arrayMove == null) {
            return write(to.nodes(), to.layoutHash(), layout(to), first, NONE, new int[0][]);
        }
        ArrayMove.State state = arrayMove.read(fromBefore, true);
        state.first = first;
        int[] roles = fromLayout.slotRoles();
        for (int i = 0; i < state.slots.length; i++) {
            if (!old.kind(roles[i * 3 + 2]).equals("RunOnce")) {
                state.slots[i] = 0;
            }
        }
        byte[] bytes = arrayMove.write(state, false);
        TreeListener listener = to.listener();
        to.setListener(null);
        try {
            to.restore(bytes);
            to.reset();
            return to.snapshot();
        } finally {
            to.restore(toBefore);
            to.setListener(listener);
        }
    }

    /**
     * Works out what moving {@code from}'s state to {@code to} does, changing neither: which
     * nodes match, whether the run carries, which running actions a move would end.
     *
     * @param from the instance that ran so far
     * @param to a fresh instance (it has not run) of the other version, over its own agent
     * @return the plan, which {@link #apply()} carries out
     * @throws IllegalArgumentException if {@code to} is {@code from} or is not fresh
     * @throws UnsupportedOperationException if either class was generated by an Arbor before
     *     moves existed
     * @throws IllegalStateException if called from inside a leaf or hook of either tree
     * @throws NullPointerException if either is null
     */
    public static TreeMigration plan(Tree from, Tree to) {
        Misuse.notNull(from, "TreeMigration.plan", "from", "pass the tree that ran so far");
        Misuse.notNull(to, "TreeMigration.plan", "to", "pass a fresh instance of the new version");
        if (from == to) {
            throw new IllegalArgumentException("[Arbor/Move] a move goes to another instance,"
                    + " not to the same one");
        }
        return new TreeMigration(from, from.nodes(), layout(from), from.layoutHash(),
                from.snapshot(), to);
    }

    /**
     * Works out what moving a snapshot of a class that is gone to {@code to} does, changing
     * nothing: the same matching and the same writing as {@link #plan(Tree, Tree)}, for a job
     * that kept its trees' snapshots and each class's {@link TreeShape} (§9.1, "Without the old
     * class"). There is no old instance to end a run that cannot continue: its running actions
     * end without their {@code onEnd} being called, and the summary names them.
     *
     * @param from the old class's shape
     * @param snapshot a snapshot of an instance of that class
     * @param to a fresh instance (it has not run) of the other version, over its own agent
     * @return the plan, which {@link #apply()} carries out
     * @throws IllegalArgumentException if the snapshot is not one of {@code from}'s class (its
     *     layout hash differs, or it is cut short) or {@code to} is not fresh
     * @throws UnsupportedOperationException if one class keeps its state in fields and the
     *     other in an array, or if {@code to}'s class was generated by an Arbor before moves
     * @throws IllegalStateException if called from inside a leaf or hook of {@code to}
     * @throws NullPointerException if an argument is null
     */
    public static TreeMigration plan(TreeShape from, byte[] snapshot, Tree to) {
        Misuse.notNull(from, "TreeMigration.plan", "from", "pass the old class's TreeShape");
        Misuse.notNull(snapshot, "TreeMigration.plan", "snapshot", "pass a snapshot of the old"
                + " class");
        Misuse.notNull(to, "TreeMigration.plan", "to", "pass a fresh instance of the new version");
        if (snapshot.length < HEADER + 1 + CHECKSUM || (snapshot[0] & 0xFF) != FIRST_BYTE
                || getLong(snapshot, 1) != from.layoutHash()) {
            throw new IllegalArgumentException("[Arbor/Move] the snapshot is not one of "
                    + from.className() + " (layout " + Long.toHexString(from.layoutHash())
                    + "): pass the shape of the class that wrote it");
        }
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(snapshot, 0, snapshot.length - CHECKSUM);
        if (crc.getValue() != (getLong(snapshot, snapshot.length - 8) & 0xFFFFFFFFL)) {
            throw new IllegalArgumentException("[Arbor/Move] the snapshot of "
                    + from.className() + " was cut short or changed (its checksum does not"
                    + " match)");
        }
        return new TreeMigration(null, from.nodes(), from.moveLayout(), from.layoutHash(),
                snapshot.clone(), to);
    }

    /** Whether the old tree's run continues in the new one (§9.1, "The run"). */
    public boolean runCarries() {
        return reasons.isEmpty();
    }

    /** How many nodes of the new tree match none of the old one. */
    public int added() {
        return added;
    }

    /** How many nodes of the old tree nothing matches. */
    public int removed() {
        return removed;
    }

    /**
     * The methods of the running actions a move ends, told {@code onEnd(INACTIVE)} by the old
     * instance (not told, when the plan has only the old class's shape).
     */
    public List<String> endedActions() {
        return ended;
    }

    /**
     * What a move does, in words: {@code "1 node added, 2 removed, the run ends (patrol is gone
     * or changed its kind): 1 running action ended"}.
     *
     * @return the summary
     */
    public String summary() {
        return count(added, "node") + " added, " + removed + " removed, "
                + ((fromBefore[HEADER] & 3) != RUNNING
                ? "nothing running" : runCarries() ? "the run carries"
                : "the run ends (" + String.join("; ", reasons) + "): "
                + count(ended.size(), "running action") + " ended"
                + (from != null || ended.isEmpty() ? ""
                : " without onEnd, the old class being gone (" + String.join(", ", ended) + ")"));
    }

    @Override
    public String toString() {
        return summary();
    }

    /**
     * Carries the plan out: a run that cannot continue is first ended on the old instance
     * exactly as {@link Tree#reset()} ends it (its running actions told
     * {@code onEnd(INACTIVE)}), then the state is written into the new instance, which goes on
     * from there. Calls none of your methods otherwise. Drop the old instance afterwards.
     *
     * @throws IllegalStateException if it was applied already, if either tree changed since the
     *     plan (plan again), or if called from inside a leaf or hook of either tree
     * @throws RuntimeException what a hook threw while the run was ended: the old instance is
     *     then left as {@code reset()} leaves it and the new one is unchanged
     */
    public void apply() {
        if (applied) {
            throw new IllegalStateException("[Arbor/Move] this move was applied already");
        }
        if (from != null && !Arrays.equals(fromBefore, from.snapshot())
                || !Arrays.equals(toBefore, to.snapshot())) {
            throw new IllegalStateException("[Arbor/Move] " + old.tree() + " or "
                    + to.nodes().tree() + " changed since the plan: plan the move again");
        }
        applied = true;
        byte[] bytes = carried;
        if (bytes == null) {
            from.reset(); // §9.1: the run ends on the old instance, as reset() ends it
            if (arrayMove != null) {
                bytes = arrayMove.write(arrayMove.read(from.snapshot(), true), false);
            } else {
                Fields after = Fields.read(from.snapshot(), from.nodes());
                bytes = write(to.nodes(), to.layoutHash(), layout(to), after.first, NONE,
                        new int[0][]);
            }
        }
        to.restore(bytes);
        if (carried != null && from != null) {
            // §5.8, §9.1: a carried async action calls its method again in the new instance;
            // restoring the old one's own state cancels its stages and changes nothing else
            from.restore(fromBefore);
        }
    }

    // ---- the fields layout (docs/snapshots.md)

    /** A snapshot of the fields layout, read: the first byte, the top, each entry. */
    private record Fields(int first, int top, int[] watches, boolean[] answers) {
        static Fields read(byte[] bytes, TreeNodes nodes) {
            int width = width(nodes.size() + 1);
            int entries = nodes.abortEntries().length;
            int at = HEADER;
            int top = get(bytes, at + 1, width) - 1;
            int[] watches = new int[entries];
            boolean[] answers = new boolean[entries];
            int bits = at + 1 + width + entries * width;
            for (int e = 0; e < entries; e++) {
                watches[e] = get(bytes, at + 1 + width + e * width, width) - 2;
                answers[e] = (bytes[bits + e / 8] >>> (e % 8) & 1) != 0;
            }
            return new Fields(bytes[at] & 0xFF, top, watches, answers);
        }
    }

    /** The fewest bytes that hold {@code value}. */
    static int width(long value) {
        int width = 1;
        while (value >>> (8 * width) != 0) {
            width++;
        }
        return width;
    }

    /**
     * §9.1 "Abort entries": per entry that carries, {condition of the new tree, what it watches
     * there (DORMANT or a node), its answer (1: SUCCESS)}.
     */
    private int[][] entries(Fields state, boolean[] running, TreeNodes old, TreeNodes now,
            MoveLayout oldLayout, MoveLayout newLayout) {
        int[] conditions = old.abortEntries();
        List<int[]> moved = new ArrayList<>();
        for (int e = 0; e < conditions.length; e++) {
            int watched = state.watches[e];
            int condition = match[conditions[e]];
            if (watched == NONE || condition == NONE || !now.hasAbortEntry(condition)) {
                continue;
            }
            int c = composite(old, conditions[e]);
            if (c < 0 || match[c] == NONE || composite(now, condition) != match[c]
                    || oldLayout.abortType(c) != newLayout.abortType(match[c])) {
                continue;
            }
            boolean carries = true;
            for (int x = c; carries && watched != DORMANT && x != watched; ) {
                int up = composite(old, x);
                carries = up >= 0 && match[up] != NONE && composite(now, match[x]) == match[up]
                        && oldLayout.abortType(up) == newLayout.abortType(match[up]);
                x = up;
            }
            if (carries && (watched == DORMANT || running[watched] && match[watched] != NONE)) {
                moved.add(new int[] {condition, watched == DORMANT ? DORMANT : match[watched],
                        state.answers[e] ? 1 : 0});
            }
        }
        return moved.toArray(new int[0][]);
    }

    /** The nearest composite above {@code node} (§2): a Sequence or Selector; -1 for none. */
    static int composite(TreeNodes nodes, int node) {
        for (int n = nodes.parent(node); n >= 0; n = nodes.parent(n)) {
            if (nodes.kind(n).equals("Sequence") || nodes.kind(n).equals("Selector")) {
                return n;
            }
        }
        return -1;
    }

    /**
     * A fields-layout snapshot of the class of {@code nodes} and {@code hash}: {@code first}'s
     * status and pause (and whether onAwake ran, when both versions name the hook), its top, its
     * entries.
     */
    static byte[] write(TreeNodes nodes, long hash, MoveLayout layout, int first, int top,
            int[][] entries) {
        int width = width(nodes.size() + 1);
        int[] conditions = nodes.abortEntries();
        int bits = 1 + width + conditions.length * width;
        byte[] bytes = new byte[HEADER + bits + (conditions.length + 7) / 8
                + CHECKSUM];
        bytes[0] = (byte) FIRST_BYTE;
        put(bytes, 1, hash, 8);
        int at = HEADER;
        bytes[at] = (byte) (first & 7 | (layout.awakeHook() ? first & 32 : 0));
        put(bytes, at + 1, top + 1, width);
        for (int e = 0; e < conditions.length; e++) {
            put(bytes, at + 1 + width + e * width, NONE + 2, width);
        }
        for (int[] entry : entries) {
            int e = Arrays.binarySearch(conditions, entry[0]);
            put(bytes, at + 1 + width + e * width, entry[1] + 2, width);
            bytes[at + bits + e / 8] |= (byte) (entry[2] << (e % 8));
        }
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(bytes, 0, bytes.length - CHECKSUM);
        put(bytes, bytes.length - CHECKSUM, crc.getValue(), CHECKSUM);
        return bytes;
    }

    /** Writes the low {@code width} bytes of {@code value} at {@code at}, most significant first. */
    private static void put(byte[] bytes, int at, long value, int width) {
        for (int i = width - 1; i >= 0; i--) {
            bytes[at + i] = (byte) value;
            value >>>= 8;
        }
    }

    private static long getLong(byte[] bytes, int at) {
        long value = 0;
        for (int i = 0; i < 8; i++) {
            value = value << 8 | bytes[at + i] & 0xFF;
        }
        return value;
    }

    /** Reads what {@link #put} wrote. */
    static int get(byte[] bytes, int at, int width) {
        int value = 0;
        for (int i = 0; i < width; i++) {
            value = value << 8 | bytes[at + i] & 0xFF;
        }
        return value;
    }

    private static MoveLayout layout(Tree tree) {
        MoveLayout layout = tree.moveLayout();
        if (layout == null) {
            throw new UnsupportedOperationException("[Arbor/Move] " + tree.getClass().getName()
                    + " was generated by an Arbor without moves: compile it again");
        }
        return layout;
    }

    /** §9.1: each node's path, a second and later node of the same chain numbered. */
    static List<String> paths(TreeNodes nodes) {
        List<String> chains = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (int n = 0; n < nodes.size(); n++) {
            String chain = nodes.parent(n) < 0 ? nodes.method(n)
                    : chains.get(nodes.parent(n)) + " > " + nodes.method(n);
            chains.add(chain);
            int occurrence = seen.merge(chain, 1, Integer::sum);
            paths.add(occurrence == 1 ? chain : chain + "#" + occurrence);
        }
        return paths;
    }

    static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }
}
