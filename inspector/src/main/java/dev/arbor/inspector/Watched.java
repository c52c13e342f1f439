// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import dev.arbor.Status;
import dev.arbor.runtime.ForwardingTreeListener;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import dev.arbor.runtime.TreeNodes;
import java.io.IOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

/**
 * One watched tree, its pages (subscribers) and its listener. Watched through an executor that
 * runs tasks between ticks, the listener is attached only while pages are open, through that
 * executor; watched without one, it is attached at once by the thread that calls
 * {@code watch} and stays, silent while no page is open, until {@code unwatch}: the inspector's
 * own threads never change a tree's listener.
 */
final class Watched implements EventFeed {
    private static final String GONE = "\u0000gone";
    private static final String REPLACED = "\u0000replaced";

    final String name;
    final Tree tree;
    /** Null: the listener was attached by {@code watch} and is taken off by {@code unwatch}. */
    private final Executor between;
    private final int buffer;
    private final CopyOnWriteArrayList<BlockingQueue<String>> pages = new CopyOnWriteArrayList<>();
    /**
     * The pages whose next tick must carry every field's value, not only those that changed:
     * a page that just joined, or that lost a tick (its queue was full).
     */
    private final Set<BlockingQueue<String>> behind = ConcurrentHashMap.newKeySet();
    private Recorder recorder;
    private boolean removed;
    /** The ring of past ticks (Options.history), or null. */
    private volatile dev.arbor.runtime.replay.Recorder ring;
    /** What the tree is told through, in front of the ring: closed, the ring hears no more. */
    private volatile RingGate gate;
    /** What the pages are told when the tree is replaced: the new tree's class, as JSON. */
    private volatile String replacement;
    /** The timeline of the ring's window as last fetched, or null. */
    private volatile Timeline history;

    private Watched(String name, Tree tree, Executor between, int buffer) {
        this.name = name;
        this.tree = tree;
        this.between = between;
        this.buffer = buffer;
    }

    /** A tree whose listener is changed between its ticks by {@code between}. */
    static Watched through(String name, Tree tree, Executor between, int buffer) {
        return new Watched(name, tree, between, buffer);
    }

    /** A tree whose listener is attached now, on the calling thread, silent until a page opens. */
    static Watched attachedNow(String name, Tree tree, int buffer) {
        Watched watched = new Watched(name, tree, null, buffer);
        Recorder recorder = watched.new Recorder(tree.nodes());
        recorder.next = tree.listener();
        tree.setListener(recorder); // throws, and nothing is watched, if called from inside a tick
        watched.recorder = recorder;
        return watched;
    }

    /**
     * The watch of {@code next}, which replaced this watch's tree: made the way this one was
     * (attached now, or through the same executor, keeping as many ticks of history). Call it
     * after {@link #replacedBy}, on the thread that ticks the trees.
     */
    Watched successor(Tree next, int history) {
        if (between == null) return attachedNow(name, next, buffer);
        Watched watched = through(name, next, between, buffer);
        if (history > 0) watched.keepHistory(history, Math.min(100, Math.max(1, history / 4)));
        return watched;
    }

    /**
     * Keeps the last {@code ticks} ticks in a ring recorder, started through the executor (so on
     * the ticking thread, between two ticks) and stopped by {@link #remove}.
     */
    void keepHistory(int ticks, int snapshotEvery) {
        dev.arbor.runtime.replay.Recorder started = new dev.arbor.runtime.replay.Recorder(snapshotEvery)
                .keepLast(ticks).checkpointsThrough(between);
        RingGate front = new RingGate(started);
        synchronized (this) {
            if (removed) return;
            ring = started;
            gate = front;
        }
        change(() -> { // this watch's lock let go: see join
            if (!front.open) return; // removed, or replaced, meanwhile
            TreeListener below = tree.listener();
            started.start(tree);
            front.below = below;
            tree.setListener(front);
        });
    }

    /**
     * In front of the ring: passes everything to it while open; closed (the watch removed, its
     * tree replaced), straight to what the tree had before, so that a ring that cannot be taken
     * off (a listener was put in front of it since) records nothing more.
     */
    private static final class RingGate extends ForwardingTreeListener {
        private final TreeListener ring;
        /** What the tree had before the ring: what the ring forwards to. */
        volatile TreeListener below;
        volatile boolean open = true;

        RingGate(TreeListener ring) {
            this.ring = ring;
        }

        @Override
        protected TreeListener delegate() {
            return open ? ring : below;
        }
    }

    boolean keepsHistory() {
        return ring != null;
    }

    /**
     * The timeline of the ticks kept: {@code fresh}, the ring's window now, asked of the ticking
     * thread through the executor (waiting at most 2 s, else the last one fetched); otherwise
     * the last one fetched. Null if none.
     */
    Timeline history(boolean fresh) {
        dev.arbor.runtime.replay.Recorder kept = ring;
        if (kept == null) return null;
        if (fresh || history == null) {
            java.util.concurrent.CompletableFuture<dev.arbor.runtime.replay.Recording> window =
                    new java.util.concurrent.CompletableFuture<>();
            change(() -> {
                try {
                    window.complete(kept.recording());
                } catch (RuntimeException e) {
                    window.completeExceptionally(e);
                }
            });
            try {
                history = new Timeline(window.get(2, TimeUnit.SECONDS));
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                // the last one fetched, if any
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return history;
    }

    int subscribers() {
        return pages.size();
    }

    /**
     * Adds a page: answers its queue, or null if the tree is no longer watched. The page must
     * then {@link #serve} it, and {@link #leave} in the end. The executor is called after this
     * watch's lock is let go: it may wait for the ticking thread, which takes that lock in
     * {@link #replacedBy}.
     */
    @Override
    public BlockingQueue<String> join() {
        BlockingQueue<String> queue;
        Recorder attach = null;
        synchronized (this) {
            if (replacement != null) { // between the swap and the successor's watch: follow it
                queue = new ArrayBlockingQueue<>(1);
                queue.offer(REPLACED);
                return queue;
            }
            if (removed) return null;
            queue = new ArrayBlockingQueue<>(buffer);
            behind.add(queue); // before the tree can send it a tick
            pages.add(queue);
            if (between == null) {
                recorder.on = true;
            } else if (recorder == null) {
                attach = new Recorder(tree.nodes());
                attach.on = true;
                recorder = attach;
            }
        }
        if (attach != null) {
            Recorder attached = attach;
            change(() -> {
                if (attached.off) return; // the pages left, or the tree was replaced, meanwhile
                attached.next = tree.listener();
                tree.setListener(attached);
            });
        }
        return queue;
    }

    /** Writes the page's events until the tree is removed; throws when the page goes away. */
    @Override
    public void serve(BlockingQueue<String> queue, Sink out) throws IOException, InterruptedException {
        StringBuilder hello = new StringBuilder("event: hello\ndata: {\"tree\":")
                .append(Json.string(name)).append(",\"class\":")
                .append(Json.string(tree.getClass().getName())).append(",\"methods\":[");
        TreeNodes nodes = tree.nodes();
        for (int i = 0; i < nodes.size(); i++) {
            if (i > 0) hello.append(',');
            hello.append(Json.string(nodes.method(i)));
        }
        hello.append("],");
        Fields.declared(tree, hello); // the agent's fields, without their values
        out.write(hello.append("}\n\n").toString());
        while (true) {
            String event = queue.poll(2, TimeUnit.SECONDS);
            if (event == GONE) {
                out.write("event: removed\ndata: {}\n\n");
                return;
            }
            if (event == REPLACED) {
                out.write("event: replaced\ndata: " + replacement + "\n\n");
                return;
            }
            // A comment every two idle seconds: how a page that left is noticed.
            out.write(event == null ? ": idle\n\n" : event);
        }
    }

    @Override
    public void leave(BlockingQueue<String> queue) {
        Runnable detach = null;
        synchronized (this) {
            pages.remove(queue);
            behind.remove(queue);
            if (pages.isEmpty()) detach = quiet();
        }
        if (detach != null) change(detach); // this watch's lock let go: see join
    }

    /** The tree is no longer watched: ends every stream and takes the listener off. */
    void remove() {
        Runnable detach = null;
        RingGate front;
        synchronized (this) {
            removed = true;
            for (BlockingQueue<String> queue : pages) {
                queue.clear();
                queue.offer(GONE);
            }
            front = gate;
            if (front != null) front.open = false;
            if (between == null) {
                Recorder attached = recorder;
                attached.on = false;
                attached.off = true;
                try {
                    if (tree.listener() == attached) tree.setListener(attached.next);
                } catch (RuntimeException e) {
                    // unwatch from inside a tick of this tree: the recorder stays, silent
                }
                return;
            }
            detach = quiet();
        }
        if (detach != null) change(detach); // this watch's lock let go: see join
        if (front != null) {
            change(() -> { // after the page's listener is taken off
                if (tree.listener() == front) tree.setListener(front.below);
            });
        }
    }

    /**
     * The tree was replaced by {@code next} (a reload): called on the thread that ticks both,
     * between two ticks. Every page's stream ends with {@code replaced} (the page then opens the
     * new tree's), and the pages' recorder is silenced; {@link #takeOffListeners} then takes
     * this watch's listeners off the trees.
     */
    synchronized void replacedBy(Tree next) {
        removed = true;
        replacement = "{\"class\":" + Json.string(next.getClass().getName()) + ",\"nodes\":"
                + next.nodes().size() + "}";
        for (BlockingQueue<String> queue : pages) {
            queue.clear();
            queue.offer(REPLACED);
        }
        Recorder attached = recorder;
        if (attached != null) {
            attached.on = false;
            attached.off = true;
        }
        if (gate != null) gate.open = false; // the ring hears no more, on either tree
    }

    /**
     * Takes this watch's listeners (the pages' recorder, the ring) off whichever of the two trees
     * they head the listeners of now: a swap that moved the old tree's listeners to the new one
     * ({@code DevReloader} does) moved them too. Answers whether it took one off: a listener
     * under another watch's comes to the head once that one is off, so the caller repeats over
     * every watch of the tree until none does. One that another listener was since put in front
     * of stays where it is, silent: the pages' recorder is off, and the ring's gate closed.
     */
    synchronized boolean takeOffListeners(Tree next) {
        boolean took = false;
        if (recorder != null) took |= takeOff(recorder, recorder.next, next);
        if (gate != null) took |= takeOff(gate, gate.below, next);
        return took;
    }

    /** Puts {@code below} back where {@code listener} heads the listeners of either tree. */
    private boolean takeOff(TreeListener listener, TreeListener below, Tree next) {
        boolean took = false;
        for (Tree each : new Tree[] {next, tree}) {
            try {
                if (each.listener() == listener) {
                    each.setListener(below);
                    took = true;
                }
            } catch (RuntimeException e) {
                // called from inside a tick: it stays, silent
            }
        }
        return took;
    }

    /**
     * No page left: silences the listener at once; answers what takes it off between two ticks
     * if it was attached for the pages (to run through the executor once this watch's lock is
     * let go), else null.
     */
    private Runnable quiet() {
        if (between == null) {
            recorder.on = false;
            return null;
        }
        if (recorder == null) return null;
        Recorder attached = recorder;
        recorder = null;
        attached.on = false;
        attached.off = true; // silent at once; taken off between two ticks
        return () -> {
            if (tree.listener() == attached) tree.setListener(attached.next);
        };
    }

    /** Runs a listener change through the executor that runs tasks between the tree's ticks. */
    private void change(Runnable task) {
        try {
            between.execute(() -> {
                try {
                    task.run();
                } catch (RuntimeException e) {
                    // setListener from inside a tick of this tree: the recorder stays, silent
                }
            });
        } catch (RuntimeException e) {
            // an executor that refuses: the recorder stays, silent
        }
    }

    private void offer(String event) {
        for (BlockingQueue<String> queue : pages) {
            queue.offer(event); // a full queue drops it: never wait here
        }
    }

    /**
     * Offers a tick event to each page: {@code head}, the fields' values, {@code tail}; the
     * values that changed ({@code values[0]}), or every value ({@code values[1]}) to a page that
     * joined or lost a tick since its last one, so that every page shows every value right.
     */
    private void offerTick(String head, String[] values, String tail) {
        String changed = null;
        String all = null;
        for (BlockingQueue<String> queue : pages) {
            boolean whole = behind.contains(queue);
            String event;
            if (whole) {
                event = all == null ? all = head + values[1] + tail : all;
            } else {
                event = changed == null ? changed = head + values[0] + tail : changed;
            }
            if (!queue.offer(event)) { // a full queue drops it: never wait here
                behind.add(queue);
            } else if (whole) {
                behind.remove(queue);
            }
        }
    }

    /**
     * The listener: runs on the ticking thread, so it never blocks and never throws (its own
     * failures are swallowed; a chained user listener's exceptions go on as they would have).
     * It gathers one tick's node changes, aborts, guards and re-checked conditions, and hands
     * them to each page's queue at the tick's end, dropping the tick for a page whose queue is
     * full. Each tick also says which nodes run at its end (every leaf that answered RUNNING
     * and its ancestors), so that a page that opened in the middle of a pass, or that lost
     * ticks, shows the whole running path. A tick that throws ends without {@code tickEnded}:
     * it is sent as THREW when the root is ended by the exception; nodes ended outside a tick
     * (a reset) are sent as ENDED.
     */
    final class Recorder extends ForwardingTreeListener {
        volatile TreeListener next;
        /** A page is open: record. */
        volatile boolean on;
        /** Detached, or about to be: never record again. */
        volatile boolean off;
        private final TreeNodes nodes;
        /** The agent's fields, read at each tick's end while a page is open. */
        private final Fields fields = new Fields(tree);
        private final StringBuilder changes = new StringBuilder();
        private final StringBuilder notes = new StringBuilder();
        private final int[] leaves;
        private final int[] running;
        private final boolean[] marked;
        private int leafCount;
        private boolean recording;
        private boolean inTick;
        private long started;
        private long ticks;

        Recorder(TreeNodes nodes) {
            this.nodes = nodes;
            leaves = new int[nodes.size()];
            running = new int[nodes.size()];
            marked = new boolean[nodes.size()];
        }

        private boolean live() {
            return on && !off;
        }

        private void change(int node, String state) {
            if (!recording && (inTick || !live())) return;
            try {
                if (changes.length() > 0) changes.append(',');
                changes.append('[').append(node).append(",\"").append(state).append("\"]");
            } catch (RuntimeException e) {
                // never into the ticking thread
            }
        }

        private void note(String kind, int node, int other) {
            if (!recording) return;
            notes.append(",[\"").append(kind).append("\",").append(node);
            if (other >= 0) notes.append(',').append(other);
            notes.append(']');
        }

        private void note(String kind, int node, Status status) {
            if (!recording) return;
            notes.append(",[\"").append(kind).append("\",").append(node).append(",\"")
                    .append(status).append("\"]");
        }

        @Override
        public void tickStarted(Tree tree) {
            try {
                if (inTick && recording) send("THREW", ""); // a tick that threw before its root ended
                ticks++;
                inTick = true;
                recording = live();
                changes.setLength(0);
                notes.setLength(0);
                leafCount = 0;
                started = System.nanoTime();
            } catch (RuntimeException e) {
                // never into the ticking thread
            }
            super.tickStarted(tree);
        }

        @Override
        public void entered(Tree tree, int node) {
            change(node, "running");
            super.entered(tree, node);
        }

        @Override
        public void leafAnswered(Tree tree, int node, Status status) {
            if (status == Status.RUNNING && recording) {
                change(node, "running");
                if (leafCount < leaves.length) leaves[leafCount++] = node;
            }
            super.leafAnswered(tree, node, status);
        }

        @Override
        public void completed(Tree tree, int node, Status status) {
            try {
                change(node, status == Status.SUCCESS ? "success"
                        : status == Status.FAILURE ? "failure" : "interrupted");
                for (int i = 0; i < leafCount; i++) {
                    if (leaves[i] == node) leaves[i] = leaves[--leafCount];
                }
                if (node == 0 && status == Status.INACTIVE) {
                    // The root interrupted: an exception in a tick, or a reset between ticks.
                    if (inTick) {
                        if (recording) send("THREW", "");
                        inTick = false;
                        recording = false;
                    } else if (live()) {
                        recording = true;
                        started = System.nanoTime();
                        send("ENDED", "");
                        recording = false;
                    }
                    changes.setLength(0);
                    notes.setLength(0);
                    leafCount = 0;
                }
            } catch (RuntimeException e) {
                // never into the ticking thread
            }
            super.completed(tree, node, status);
        }

        @Override
        public void reevaluated(Tree tree, int condition, Status status) {
            note("rechecked", condition, status);
            super.reevaluated(tree, condition, status);
        }

        @Override
        public void abortFired(Tree tree, int condition, int watched) {
            note("abort", condition, watched);
            super.abortFired(tree, condition, watched);
        }

        @Override
        public void guardFired(Tree tree, int guard) {
            note("guard", guard, -1);
            super.guardFired(tree, guard);
        }

        @Override
        protected TreeListener delegate() {
            return next;
        }

        @Override
        public void paused(Tree tree) {
            try {
                if (live()) offer("event: paused\ndata: {\"tick\":" + ticks + "}\n\n");
            } catch (RuntimeException e) {
                // never into the ticking thread
            }
            super.paused(tree);
        }

        @Override
        public void resumed(Tree tree) {
            try {
                if (live()) offer("event: resumed\ndata: {\"tick\":" + ticks + "}\n\n");
            } catch (RuntimeException e) {
                // never into the ticking thread
            }
            super.resumed(tree);
        }

        @Override
        public void tickEnded(Tree tree, Status status) {
            try {
                if (recording && live()) {
                    send(status.name(), status == Status.RUNNING ? tree.runningPath() : "");
                }
                inTick = false;
                recording = false;
                changes.setLength(0);
                notes.setLength(0);
                leafCount = 0;
            } catch (RuntimeException e) {
                // never into the ticking thread
            }
            super.tickEnded(tree, status);
        }

        /** The running nodes: every leaf that still runs and its ancestors. */
        private int runningNodes() {
            int count = 0;
            for (int i = 0; i < leafCount; i++) {
                for (int node = leaves[i]; node >= 0 && !marked[node]; node = nodes.parent(node)) {
                    marked[node] = true;
                    running[count++] = node;
                }
            }
            for (int i = 0; i < count; i++) marked[running[i]] = false;
            return count;
        }

        private void send(String status, String path) {
            if (!live()) return;
            int count = runningNodes();
            long micros = (System.nanoTime() - started) / 1000;
            String head = "event: tick\ndata: {\"tick\":" + ticks + ",\"status\":\"" + status
                    + "\",\"at\":" + System.currentTimeMillis() + ",\"micros\":" + micros
                    + ",\"fields\":";
            String[] values = fields.changes(); // [changed, all]: read here, at the tick's end
            StringBuilder event = new StringBuilder(96 + changes.length() + notes.length() + 4 * count)
                    .append(",\"path\":").append(Json.string(path))
                    .append(",\"nodes\":[").append(changes).append("],\"running\":[");
            for (int i = 0; i < count; i++) {
                if (i > 0) event.append(',');
                event.append(running[i]);
            }
            event.append("],\"notes\":[");
            if (notes.length() > 0) event.append(notes, 1, notes.length());
            offerTick(head, values, event.append("]}\n\n").toString());
        }
    }
}
