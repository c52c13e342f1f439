// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link TreeMigration} when either class keeps its state in an array (docs/snapshots.md, "A
 * tree with parallels or library nodes"): reads the old snapshot part by part, matches its
 * nodes' values by path and kind (semantics §9.1) and writes a snapshot of the new layout. A
 * class of the fields layout is read and written as an array with one stack and no values.
 */
final class ArrayMove {
    private static final int HEADER = 9;
    private static final int CHECKSUM = 4;
    private static final int NONE = -1;
    private static final int DORMANT = -2;
    private static final int TICKS = 1;
    private static final int CLOCK = 2;
    private static final int RANDOM = 4;

    /**
     * What a class's {@code MOVE_ARRAY} and {@code SLOT_ROLES} say of its snapshots; a class of
     * the fields layout reads as one with a single stack and nothing else ({@code fields}).
     */
    private record Layout(int parts, int stacks, int[] owners, List<String> events,
            int[] timerNodes, String[] timerTags, long[] periods, int[] roles, int entries,
            long hash, boolean awakeHook, List<String> reAsking, boolean fields,
            TreeNodes nodes, MoveLayout move) {
        static Layout of(MoveLayout layout, TreeNodes tree, long hash) {
            if (layout.fields()) {
                return new Layout(0, 1, new int[] {NONE}, List.of(), new int[0], new String[0],
                        new long[0], new int[0], tree.abortEntries().length, hash,
                        layout.awakeHook(), List.of(), true, tree, layout);
            }
            String[] words = layout.array().split(" ");
            List<String> events = words[2].equals("-") ? List.of() : List.of(words[2].split(","));
            String[] timers = words[3].equals("-") ? new String[0] : words[3].split(",");
            int[] nodes = new int[timers.length];
            String[] tags = new String[timers.length];
            long[] periods = new long[timers.length];
            for (int t = 0; t < timers.length; t++) {
                int colon = timers[t].indexOf(':');
                nodes[t] = Integer.parseInt(timers[t].substring(0, colon));
                tags[t] = timers[t].substring(colon + 1);
                int slash = tags[t].indexOf('/'); // a service's period, in milliseconds
                if (slash >= 0) {
                    periods[t] = Long.parseLong(tags[t].substring(slash + 1));
                    tags[t] = tags[t].substring(0, slash);
                }
            }
            int[] owners = Arrays.stream(words[1].split(",")).mapToInt(Integer::parseInt)
                    .toArray();
            return new Layout(Integer.parseInt(words[0]), owners.length, owners, events,
                    nodes, tags, periods, layout.slotRoles(), tree.abortEntries().length,
                    hash, layout.awakeHook(), words[4].equals("-") ? List.of()
                    : List.of(words[4].split(",")), false, tree, layout);
        }

        int slots() {
            return roles.length / Roles.ROLE_COLUMNS;
        }
    }

    /** A snapshot of the array layout, read. */
    static final class State {
        int first;
        int ticks;
        long pending;
        long now;
        long pausedNanos;
        long pausedAt;
        long random;
        int[] tops;
        int[] watches;
        int[] stored;
        int[] slots;
        boolean[] timed;
        long[] times;
    }

    private final TreeNodes old;
    private final TreeNodes now;
    private final Layout oldLayout;
    private final Layout newLayout;
    private final MoveLayout oldMove;
    private final MoveLayout newMove;
    private final State fresh;
    final State oldState;
    final int[] match;
    final int added;
    final int removed;
    final List<String> why = new ArrayList<>();
    final List<String> actions = new ArrayList<>();
    private final boolean[] running;

    ArrayMove(TreeNodes old, TreeNodes now, MoveLayout oldMove, MoveLayout newMove,
            byte[] oldBytes, byte[] newBytes, long oldHash, long newHash) {
        this.old = old;
        this.now = now;
        this.oldMove = oldMove;
        this.newMove = newMove;
        this.oldLayout = Layout.of(oldMove, old, oldHash);
        this.newLayout = Layout.of(newMove, now, newHash);
        this.oldState = read(oldLayout, oldBytes);
        this.fresh = read(newLayout, newBytes);
        if ((fresh.first & 7) != 0 || Arrays.stream(fresh.tops).anyMatch(t -> t != NONE)
                || Arrays.stream(fresh.watches).anyMatch(w -> w != NONE)) {
            throw new IllegalArgumentException("[Arbor/Move] " + now.tree() + " is not fresh:"
                    + " a move goes to a new instance that has not run");
        }
        Map<String, Integer> theirs = new HashMap<>();
        List<String> theirPaths = TreeMigration.paths(now);
        for (int n = 0; n < now.size(); n++) {
            theirs.put(theirPaths.get(n), n);
        }
        List<String> mine = TreeMigration.paths(old);
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
        int fresher = 0;
        for (boolean m : matched) {
            fresher += m ? 0 : 1;
        }
        this.added = fresher;
        this.removed = gone;
        this.running = new boolean[old.size()];
        for (int top : oldState.tops) {
            for (int n = top; n >= 0 && !running[n]; n = old.parent(n)) {
                running[n] = true;
            }
        }
        for (int n = 0; n < old.size(); n++) {
            if (!running[n]) {
                continue;
            }
            if (old.kind(n).equals("Action") || old.kind(n).equals("Task")) {
                actions.add(old.method(n));
            }
            if (match[n] == NONE) {
                why.add(old.method(n) + " is gone or changed its kind");
                continue;
            }
            String reason = cannotHold(n, match[n]);
            if (reason != null) {
                why.add(old.method(n) + ": " + reason);
            }
        }
    }

    /** §9.1 "What carries": why running {@code o} cannot be held by {@code m}, or null. */
    private String cannotHold(int o, int m) {
        int[] mine = slotsOf(oldLayout, o);
        int[] theirs = slotsOf(newLayout, m);
        for (int i = 0; i < mine.length && i < theirs.length; i++) {
            int r = theirs[i] * Roles.ROLE_COLUMNS;
            int value = oldState.slots[mine[i]];
            if (newLayout.roles[r] == Roles.COUNT && newLayout.roles[r + 1] > 0
                    && value >= newLayout.roles[r + 1]) {
                return "its count " + value + " is not below " + newLayout.roles[r + 1];
            }
        }
        String kind = old.kind(o);
        boolean ordered = switch (kind) {
            case "RandomSelector", "RandomSequence", "WeightedSelector", "UtilitySelector",
                    "Parallel" -> true;
            default -> false;
        };
        if (ordered && !sameChildren(o, m)) {
            return "its children changed";
        }
        if (kind.equals("Parallel") && oldLayout.reAsking.contains(String.valueOf(o))
                != newLayout.reAsking.contains(String.valueOf(m))) {
            return "it re-asks its conditions in one version only";
        }
        if (kind.equals("TryCatch") && mine.length > 0) {
            boolean cleaning = oldState.slots[mine[0]] != 0;
            int child = runningChild(o);
            int[] children = now.children(m);
            boolean last = child >= 0 && match[child] != NONE
                    && match[child] == children[children.length - 1];
            if (cleaning != last) {
                return cleaning ? "its clean-up is no longer its last child"
                        : "a child of its block is now its clean-up";
            }
        }
        if (kind.equals("Wait")) {
            boolean asked = ownTag(oldLayout, o).startsWith("f");
            if (asked != ownTag(newLayout, m).startsWith("f")) {
                return "its duration is now " + (asked ? "a constant"
                        : "asked of a method, which was not asked");
            }
        }
        return null;
    }

    private int runningChild(int node) {
        for (int child : old.children(node)) {
            if (running[child]) {
                return child;
            }
        }
        return NONE;
    }

    private boolean sameChildren(int o, int m) {
        int[] a = old.children(o);
        int[] b = now.children(m);
        if (a.length != b.length) {
            return false;
        }
        for (int i = 0; i < a.length; i++) {
            if (!old.method(a[i]).equals(now.method(b[i]))) {
                return false;
            }
        }
        return true;
    }

    /** The indices of {@code node}'s values among the nodes' own state. */
    private static int[] slotsOf(Layout layout, int node) {
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < layout.slots(); i++) {
            if (layout.roles[i * Roles.ROLE_COLUMNS + 2] == node) {
                at.add(i);
            }
        }
        return at.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The source of {@code node}'s own reading ({@code n}, {@code f...}), or "". */
    private static String ownTag(Layout layout, int node) {
        for (int t = 0; t < layout.timerNodes.length; t++) {
            if (layout.timerNodes[t] == node && !layout.timerTags[t].startsWith("s")
                    && !layout.timerTags[t].equals("p")) {
                return layout.timerTags[t];
            }
        }
        return "";
    }

    /** Reads a snapshot of {@code layout}, checked already by the tree that wrote it. */
    private static State read(Layout layout, byte[] bytes) {
        if (layout.fields) {
            return readFields(layout, bytes);
        }
        State state = new State();
        int at = HEADER;
        state.first = bytes[at++] & 0xFF;
        if ((layout.parts & TICKS) != 0) {
            long read = varInt(bytes, at, bytes.length);
            state.ticks = (int) (read >>> 32);
            at = (int) read;
        }
        if (!layout.events.isEmpty()) {
            state.pending = varLong(bytes, at, bytes.length);
            at += varLength(bytes, at);
        }
        if ((layout.parts & CLOCK) != 0) {
            state.now = unzigzag(varLong(bytes, at,
                    bytes.length));
            at += varLength(bytes, at);
            state.pausedNanos = unzigzag(varLong(bytes, at,
                    bytes.length));
            at += varLength(bytes, at);
            if ((state.first & 4) != 0) {
                state.pausedAt = state.now + unzigzag(varLong(
                        bytes, at, bytes.length));
                at += varLength(bytes, at);
            }
        }
        if ((layout.parts & RANDOM) != 0) {
            state.random = getLong(bytes, at);
            at += 8;
        }
        state.tops = new int[layout.stacks];
        for (int s = 0; s < layout.stacks; s++) {
            long read = varInt(bytes, at, bytes.length);
            state.tops[s] = (int) (read >>> 32) - 1;
            at = (int) read;
        }
        state.watches = new int[layout.entries];
        state.stored = new int[layout.entries];
        for (int e = 0; e < layout.entries; e++) {
            long read = varInt(bytes, at, bytes.length);
            state.watches[e] = (int) (read >>> 32) - 2;
            read = varInt(bytes, (int) read, bytes.length);
            state.stored[e] = (int) (read >>> 32);
            at = (int) read;
        }
        state.slots = new int[layout.slots()];
        at = Roles.getSlots(bytes, at, state.slots, 0, layout.roles, state.ticks);
        state.timed = new boolean[layout.timerNodes.length];
        state.times = new long[layout.timerNodes.length];
        if ((layout.parts & CLOCK) != 0) {
            Roles.getTimes(bytes, at, state.times, state.timed, state.now);
        }
        return state;
    }

    /** Reads {@code bytes} of the old tree (after its reset, when the run ended). */
    State read(byte[] bytes, boolean ofOld) {
        return read(ofOld ? oldLayout : newLayout, bytes);
    }

    /**
     * The new tree's snapshot: {@code state} of the old tree moved by §9.1, with its run when
     * {@code carry}.
     */
    byte[] write(State state, boolean carry) {
        State next = copy(fresh);
        // an old version without the onAwake hook counts as having run it (§9.1)
        next.first = state.first & 7 | (newLayout.awakeHook && oldLayout.awakeHook
                ? state.first & 32 : 0);
        if ((oldLayout.parts & TICKS) != 0 && (newLayout.parts & TICKS) != 0) {
            next.ticks = state.ticks;
        }
        for (int e = 0; e < oldLayout.events.size(); e++) {
            int at = newLayout.events.indexOf(oldLayout.events.get(e));
            if ((state.pending >>> e & 1) != 0 && at >= 0) {
                next.pending |= 1L << at;
            }
        }
        if ((oldLayout.parts & CLOCK) != 0 && (newLayout.parts & CLOCK) != 0) {
            next.now = state.now;
            next.pausedNanos = state.pausedNanos;
            next.pausedAt = state.pausedAt;
        } else if ((state.first & 4) != 0) {
            next.pausedAt = next.now;
        }
        if ((oldLayout.parts & RANDOM) != 0 && (newLayout.parts & RANDOM) != 0) {
            next.random = state.random;
        }
        for (int stack = 0; carry && stack < state.tops.length; stack++) {
            if (state.tops[stack] != NONE) {
                next.tops[stackOf(stack)] = match[state.tops[stack]];
            }
        }
        for (int o = 0; o < old.size(); o++) {
            int m = match[o];
            if (m == NONE) {
                continue;
            }
            int[] mine = slotsOf(oldLayout, o);
            int[] theirs = slotsOf(newLayout, m);
            boolean same = sameChildren(o, m);
            if (mine.length == theirs.length) {
                for (int i = 0; i < mine.length; i++) {
                    int r = theirs[i] * Roles.ROLE_COLUMNS;
                    int role = newLayout.roles[r];
                    int value = state.slots[mine[i]];
                    if (role != oldLayout.roles[mine[i] * Roles.ROLE_COLUMNS]
                            || (role == Roles.ORDER || role == Roles.POSITION
                            || role == Roles.CURSOR || role == Roles.SUCCEEDED
                            || role == Roles.FAILED) && !same
                            || role == Roles.COUNT && newLayout.roles[r + 1] > 0
                            && value >= newLayout.roles[r + 1]) {
                        continue;
                    }
                    if (role == Roles.CURSOR) { // the branch it visits next, its end, 0
                        value = value == 0 ? 0 : value == end(old, o) ? end(now, m)
                                : now.children(m)[position(old.children(o), value)];
                    }
                    next.slots[theirs[i]] = value;
                }
            }
            boolean[] carried = new boolean[newLayout.timerNodes.length];
            for (int t = 0; t < oldLayout.timerNodes.length; t++) {
                if (oldLayout.timerNodes[t] != o || oldLayout.timerTags[t].equals("p")) {
                    continue;
                }
                int u = timer(newLayout, m, oldLayout.timerTags[t]);
                if (u >= 0) {
                    next.timed[u] = state.timed[t];
                    next.times[u] = state.times[t];
                    carried[u] = true;
                }
            }
            for (int u = 0; carry && running[o] && u < carried.length; u++) {
                // §9.1: a service the running node gains is due at the next tick, as if its
                // period had just passed
                if (newLayout.timerNodes[u] == m && newLayout.timerTags[u].startsWith("s")
                        && !carried[u]) {
                    next.timed[u] = true;
                    next.times[u] = next.now - next.pausedNanos
                            - newLayout.periods[u] * 1_000_000L;
                }
            }
        }
        if (carry) {
            entries(state, next);
        }
        return bytes(next);
    }

    /** The new tree's run stack for the old one's {@code stack} (a branch of the same parallel). */
    private int stackOf(int stack) {
        if (stack == 0) {
            return 0;
        }
        int parallel = oldLayout.owners[stack];
        int branch = 0;
        for (int s = 1; s < stack; s++) {
            branch += oldLayout.owners[s] == parallel ? 1 : 0;
        }
        int child = old.children(parallel)[branch];
        int at = position(old.children(parallel), child); // its children are the same (§9.1)
        for (int s = 1; s < newLayout.stacks; s++) {
            if (newLayout.owners[s] == match[parallel] && at-- == 0) {
                return s;
            }
        }
        throw new IllegalStateException("no run stack for " + old.method(child));
    }

    private static int position(int[] children, int child) {
        int at = 0;
        while (children[at] != child) {
            at++;
        }
        return at;
    }

    /** Where {@code node}'s subtree ends: the first node after it that is not below it. */
    private static int end(TreeNodes nodes, int node) {
        int end = node + 1;
        while (end < nodes.size() && below(nodes, end, node)) {
            end++;
        }
        return end;
    }

    private static boolean below(TreeNodes nodes, int node, int above) {
        for (int n = nodes.parent(node); n >= 0; n = nodes.parent(n)) {
            if (n == above) {
                return true;
            }
        }
        return false;
    }

    /** The timer of {@code node} with the source {@code tag} ({@code n} and {@code f} alike). */
    private static int timer(Layout layout, int node, String tag) {
        for (int t = 0; t < layout.timerNodes.length; t++) {
            String theirs = layout.timerTags[t];
            if (layout.timerNodes[t] == node && (theirs.equals(tag) || !theirs.startsWith("s")
                    && !theirs.equals("p") && !tag.startsWith("s") && !tag.equals("p"))) {
                return t;
            }
        }
        return NONE;
    }

    /** §9.1 "Abort entries": each that carries, with its answer and its last asking. */
    private void entries(State state, State next) {
        int[] conditions = old.abortEntries();
        int[] theirs = now.abortEntries();
        for (int e = 0; e < conditions.length; e++) {
            int watched = state.watches[e];
            int condition = match[conditions[e]];
            if (condition == NONE || !now.hasAbortEntry(condition)) {
                continue;
            }
            int c = TreeMigration.composite(old, conditions[e]);
            if (c < 0 || match[c] == NONE || TreeMigration.composite(now, condition) != match[c]
                    || oldMove.abortType(c) != newMove.abortType(match[c])) {
                continue;
            }
            boolean carries = true;
            for (int x = c; carries && watched >= 0 && x != watched; ) {
                int up = TreeMigration.composite(old, x);
                carries = up >= 0 && sameAbove(x, up);
                x = up;
            }
            // one that watches nothing keeps the type a hand-over gave it (§6.2), when that is
            // not its own composite's: every composite that could have handed it up is as it was
            boolean handed = watched < 0 && (state.stored[e] & 3) != code(oldMove.abortType(c));
            for (int x = c; carries && handed && oldMove.abortType(x) != 'N'; ) {
                int up = TreeMigration.composite(old, x);
                if (up < 0) {
                    break;
                }
                carries = sameAbove(x, up);
                x = up;
            }
            // what it watches runs, or (between passes) keeps it, as the old tree had it
            // an entry that watches nothing keeps the answer it stored last (§9.1: it carries)
            if (!carries || watched >= 0 && match[watched] == NONE) {
                continue;
            }
            int f = Arrays.binarySearch(theirs, condition);
            next.watches[f] = watched < 0 ? watched : match[watched];
            next.stored[f] = state.stored[e];
            int t = timer(oldLayout, conditions[e], "p");
            int u = timer(newLayout, condition, "p");
            if (t >= 0 && u >= 0 && oldLayout.timerTags[t].equals("p")
                    && newLayout.timerTags[u].equals("p")) {
                next.timed[u] = state.timed[t];
                next.times[u] = state.times[t];
            }
        }
    }

    /** The code an entry stores for an abort type's initial ({@code N S L B}: 0 to 3). */
    private static int code(char abortType) {
        return "NSLB".indexOf(abortType);
    }

    /** Whether {@code up}, the composite above {@code x}, matches the same way, same abort type. */
    private boolean sameAbove(int x, int up) {
        return match[up] != NONE && TreeMigration.composite(now, match[x]) == match[up]
                && oldMove.abortType(up) == newMove.abortType(match[up]);
    }

    private static State copy(State state) {
        State copy = new State();
        copy.first = state.first;
        copy.ticks = state.ticks;
        copy.pending = state.pending;
        copy.now = state.now;
        copy.pausedNanos = state.pausedNanos;
        copy.pausedAt = state.pausedAt;
        copy.random = state.random;
        copy.tops = state.tops.clone();
        copy.watches = state.watches.clone();
        copy.stored = state.stored.clone();
        copy.slots = state.slots.clone();
        copy.timed = state.timed.clone();
        copy.times = state.times.clone();
        return copy;
    }

    /**
     * A snapshot of the fields layout (docs/snapshots.md) read as one of an array: one stack, its
     * entries' answers typed as the array layout stores them, no values, readings or events.
     */
    private static State readFields(Layout layout, byte[] bytes) {
        TreeNodes nodes = layout.nodes;
        int[] conditions = nodes.abortEntries();
        int width = TreeMigration.width(nodes.size() + 1);
        int at = HEADER;
        int bits = at + 1 + width + conditions.length * width;
        State state = new State();
        state.first = bytes[at] & 0xFF;
        state.tops = new int[] {TreeMigration.get(bytes, at + 1, width) - 1};
        state.watches = new int[conditions.length];
        state.stored = new int[conditions.length];
        for (int e = 0; e < conditions.length; e++) {
            state.watches[e] = TreeMigration.get(bytes, at + 1 + width + e * width, width) - 2;
            boolean success = (bytes[bits + e / 8] >>> (e % 8) & 1) != 0;
            if (state.watches[e] != NONE) {
                state.stored[e] = (success ? 2 : 3) << 2
                        | typeThere(layout, conditions[e], state.watches[e]);
            }
        }
        state.slots = new int[0];
        state.timed = new boolean[0];
        state.times = new long[0];
        return state;
    }

    /**
     * The abort type an entry of {@code condition} has while it watches {@code watched} (or is
     * dormant): its own composite's, rewritten at each hand-over on the way up as §6.2 says (a
     * BOTH entry becomes SELF under a SELF composite, else LOWER_PRIORITY under one).
     */
    private static int typeThere(Layout layout, int condition, int watched) {
        int x = TreeMigration.composite(layout.nodes, condition);
        int type = code(layout.move.abortType(x));
        while (watched >= 0 && x != watched) {
            int up = TreeMigration.composite(layout.nodes, x);
            if (type == 3) {
                char mine = layout.move.abortType(x);
                char theirs = layout.move.abortType(up);
                type = mine == 'S' || theirs == 'S' ? 1 : mine == 'L' || theirs == 'L' ? 2 : 3;
            }
            x = up;
        }
        return type;
    }

    /**
     * {@code state} in a fields-layout class's bytes: its one stack, the entries that watch or
     * wait dormant (one that watches nothing keeps no answer in that layout: it is dropped).
     */
    private byte[] fieldsBytes(State state) {
        int[] conditions = now.abortEntries();
        List<int[]> entries = new ArrayList<>();
        for (int e = 0; e < conditions.length; e++) {
            if (state.watches[e] != NONE) {
                entries.add(new int[] {conditions[e], state.watches[e],
                        state.stored[e] >> 2 == 2 ? 1 : 0});
            }
        }
        return TreeMigration.write(now, newLayout.hash, newMove, state.first, state.tops[0],
                entries.toArray(new int[0][]));
    }

    /** {@code state} in the new layout's bytes, sealed. */
    private byte[] bytes(State state) {
        if (newLayout.fields) {
            return fieldsBytes(state);
        }
        Layout layout = newLayout;
        byte[] bytes = new byte[HEADER + 1 + CHECKSUM + 40 + 8 + 10 * (state.tops.length
                + 2 * state.watches.length + state.slots.length + state.times.length + 4)
                + state.times.length / 8];
        bytes[0] = (byte) 0xA1;
        putLong(bytes, 1, layout.hash);
        int at = HEADER;
        bytes[at++] = (byte) state.first;
        if ((layout.parts & TICKS) != 0) {
            at = putVarInt(bytes, at, state.ticks);
        }
        if (!layout.events.isEmpty()) {
            at = putVarLong(bytes, at, state.pending);
        }
        if ((layout.parts & CLOCK) != 0) {
            at = putVarLong(bytes, at, zigzag(state.now));
            at = putVarLong(bytes, at, zigzag(state.pausedNanos));
            if ((state.first & 4) != 0) {
                at = putVarLong(bytes, at, zigzag(state.pausedAt
                        - state.now));
            }
        }
        if ((layout.parts & RANDOM) != 0) {
            at = putLong(bytes, at, state.random);
        }
        for (int top : state.tops) {
            at = putVarInt(bytes, at, top + 1);
        }
        for (int e = 0; e < state.watches.length; e++) {
            at = putVarInt(bytes, at, state.watches[e] + 2);
            at = putVarInt(bytes, at, state.stored[e]);
        }
        at = Roles.putSlots(bytes, at, state.slots, 0, layout.roles, state.ticks);
        if ((layout.parts & CLOCK) != 0) {
            at = Roles.putTimes(bytes, at, state.times, state.timed, state.now);
        }
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(bytes, 0, at);
        putInt(bytes, at, (int) crc.getValue());
        return Arrays.copyOf(bytes, at + CHECKSUM);
    }

    /**
     * The roles of the nodes' own values, as {@code SLOT_ROLES} names them (the runtime's
     * snapshot support, which this package does not import, has the same numbers).
     */
    private static final class Roles {
        static final int COUNT = 0;
        static final int CURSOR = 3;
        static final int SUCCEEDED = 4;
        static final int FAILED = 5;
        static final int POSITION = 6;
        static final int ORDER = 7;
        static final int TICK = 2;
        static final int ROLE_COLUMNS = 3;

        private Roles() {
        }

        static int getSlots(byte[] bytes, int at, int[] slots, int from, int[] roles,
                int ticks) {
            for (int i = from, r = 0; i < slots.length; i++, r += ROLE_COLUMNS) {
                long read = varInt(bytes, at, bytes.length);
                int value = (int) (read >>> 32);
                at = (int) read;
                slots[i] = roles[r] == TICK ? ticks - (value >>> 1 ^ -(value & 1)) : value;
            }
            return at;
        }

        static int putSlots(byte[] bytes, int at, int[] slots, int from, int[] roles,
                int ticks) {
            for (int i = from, r = 0; i < slots.length; i++, r += ROLE_COLUMNS) {
                int value = slots[i];
                at = putVarLong(bytes, at, roles[r] == TICK ? zigzag(ticks - value)
                        & 0xFFFFFFFFL : value & 0xFFFFFFFFL);
            }
            return at;
        }

        static int getTimes(byte[] bytes, int at, long[] times, boolean[] timed, long now) {
            int bits = at;
            at += (times.length + 7) / 8;
            for (int t = 0; t < times.length; t++) {
                timed[t] = (bytes[bits + t / 8] & 1 << (t & 7)) != 0;
                if (timed[t]) {
                    times[t] = now + unzigzag(varLong(bytes, at, bytes.length));
                    at += varLength(bytes, at);
                }
            }
            return at;
        }

        static int putTimes(byte[] bytes, int at, long[] times, boolean[] timed, long now) {
            int bits = at;
            at += (times.length + 7) / 8;
            for (int t = 0; t < times.length; t++) {
                if (timed[t]) {
                    bytes[bits + t / 8] |= (byte) (1 << (t & 7));
                    at = putVarLong(bytes, at, zigzag(times[t] - now));
                }
            }
            return at;
        }
    }

    // ---- the numbers of docs/snapshots.md: varints (LEB128), zigzag, 8 bytes

    /** Reads a varint at {@code at}: its value in the high 32 bits, where it ends in the low. */
    private static long varInt(byte[] bytes, int at, int end) {
        long value = varLong(bytes, at, end);
        return value << 32 | (at + varLength(bytes, at));
    }

    private static long varLong(byte[] bytes, int at, int end) {
        long value = 0;
        for (int shift = 0; ; shift += 7) {
            byte b = bytes[at++];
            value |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                return value;
            }
        }
    }

    private static int varLength(byte[] bytes, int at) {
        int length = 1;
        while (bytes[at++] < 0) {
            length++;
        }
        return length;
    }

    private static int putVarInt(byte[] bytes, int at, int value) {
        return putVarLong(bytes, at, value & 0xFFFFFFFFL);
    }

    private static int putVarLong(byte[] bytes, int at, long value) {
        while ((value & ~0x7FL) != 0) {
            bytes[at++] = (byte) (value & 0x7F | 0x80);
            value >>>= 7;
        }
        bytes[at++] = (byte) value;
        return at;
    }

    private static long zigzag(long value) {
        return value << 1 ^ value >> 63;
    }

    private static long unzigzag(long value) {
        return value >>> 1 ^ -(value & 1);
    }

    private static int putLong(byte[] bytes, int at, long value) {
        for (int i = 7; i >= 0; i--) {
            bytes[at + i] = (byte) value;
            value >>>= 8;
        }
        return at + 8;
    }

    private static long getLong(byte[] bytes, int at) {
        long value = 0;
        for (int i = 0; i < 8; i++) {
            value = value << 8 | bytes[at + i] & 0xFF;
        }
        return value;
    }

    private static void putInt(byte[] bytes, int at, int value) {
        for (int i = 3; i >= 0; i--) {
            bytes[at + i] = (byte) value;
            value >>>= 8;
        }
    }
}
