// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import com.sun.net.httpserver.HttpExchange;
import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

/** One watched tree, its pages (subscribers) and the listener attached while it has any. */
final class Watched {
    private static final String GONE = "\u0000gone";

    final String name;
    final Tree tree;
    private final Executor between;
    private final int buffer;
    private final CopyOnWriteArrayList<BlockingQueue<String>> pages = new CopyOnWriteArrayList<>();
    private Recorder recorder;
    private boolean removed;

    Watched(String name, Tree tree, Executor between, int buffer) {
        this.name = name;
        this.tree = tree;
        this.between = between;
        this.buffer = buffer;
    }

    int subscribers() {
        return pages.size();
    }

    /** Serves one page's event stream until the page leaves or the tree is removed. */
    void stream(HttpExchange exchange) throws IOException {
        BlockingQueue<String> queue = new ArrayBlockingQueue<>(buffer);
        synchronized (this) {
            if (removed) {
                Inspector.send(exchange, 404, "text/plain", "no such tree");
                return;
            }
            pages.add(queue);
            if (recorder == null) {
                Recorder attached = new Recorder();
                recorder = attached;
                change(() -> {
                    if (attached.off) return; // the pages left before this ran
                    attached.next = tree.listener();
                    tree.setListener(attached);
                });
            }
        }
        try {
            exchange.getResponseHeaders().add("Content-Type", "text/event-stream; charset=utf-8");
            exchange.getResponseHeaders().add("Cache-Control", "no-store");
            exchange.sendResponseHeaders(200, 0);
            OutputStream out = exchange.getResponseBody();
            write(out, "event: hello\ndata: {\"tree\":" + Json.string(name) + ",\"nodes\":"
                    + tree.nodes().size() + "}\n\n");
            while (true) {
                String event = queue.poll(2, TimeUnit.SECONDS);
                if (event == GONE) {
                    write(out, "event: removed\ndata: {}\n\n");
                    return;
                }
                // A comment every two idle seconds: how a page that left is noticed.
                write(out, event == null ? ": idle\n\n" : "event: tick\ndata: " + event + "\n\n");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            leave(queue);
        }
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    private synchronized void leave(BlockingQueue<String> queue) {
        pages.remove(queue);
        if (pages.isEmpty()) detach();
    }

    /** The tree is no longer watched: ends every stream and detaches. */
    synchronized void remove() {
        removed = true;
        for (BlockingQueue<String> queue : pages) {
            queue.clear();
            queue.offer(GONE);
        }
        detach();
    }

    /** Puts back the listener the tree had, unless someone replaced ours meanwhile. */
    private void detach() {
        if (recorder == null) return;
        Recorder attached = recorder;
        recorder = null;
        attached.off = true; // silent at once; taken off between two ticks
        change(() -> {
            if (tree.listener() == attached) tree.setListener(attached.next);
        });
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

    /**
     * The listener: runs on the ticking thread, so it never blocks and never throws (its own
     * failures are swallowed; a chained user listener's exceptions go on as they would have).
     * It gathers one tick's node changes and hands them to each page's queue at the tick's end,
     * dropping the tick for a page whose queue is full.
     */
    final class Recorder implements TreeListener {
        volatile TreeListener next;
        volatile boolean off;
        private final StringBuilder changes = new StringBuilder();
        private long ticks;

        private void change(int node, String state) {
            try {
                if (off) return;
                if (changes.length() > 0) changes.append(',');
                changes.append('[').append(node).append(",\"").append(state).append("\"]");
            } catch (RuntimeException e) {
                // never into the ticking thread
            }
        }

        @Override
        public void tickStarted(Tree tree) {
            changes.setLength(0);
            if (next != null) next.tickStarted(tree);
        }

        @Override
        public void entered(Tree tree, int node) {
            change(node, "running");
            if (next != null) next.entered(tree, node);
        }

        @Override
        public void leafAnswered(Tree tree, int node, Status status) {
            if (status == Status.RUNNING) change(node, "running");
            if (next != null) next.leafAnswered(tree, node, status);
        }

        @Override
        public void completed(Tree tree, int node, Status status) {
            change(node, status == Status.SUCCESS ? "success"
                    : status == Status.FAILURE ? "failure" : "interrupted");
            if (next != null) next.completed(tree, node, status);
        }

        @Override
        public void reevaluated(Tree tree, int condition, Status status) {
            if (next != null) next.reevaluated(tree, condition, status);
        }

        @Override
        public void abortFired(Tree tree, int condition, int watched) {
            if (next != null) next.abortFired(tree, condition, watched);
        }

        @Override
        public void guardFired(Tree tree, int guard) {
            if (next != null) next.guardFired(tree, guard);
        }

        @Override
        public void eventRaised(Tree tree, int node) {
            if (next != null) next.eventRaised(tree, node);
        }

        @Override
        public void eventCleared(Tree tree, int node) {
            if (next != null) next.eventCleared(tree, node);
        }

        @Override
        public void paused(Tree tree) {
            if (next != null) next.paused(tree);
        }

        @Override
        public void resumed(Tree tree) {
            if (next != null) next.resumed(tree);
        }

        @Override
        public void tickEnded(Tree tree, Status status) {
            try {
                if (!off) {
                    ticks++;
                    String path = status == Status.RUNNING ? tree.runningPath() : "";
                    String event = "{\"tick\":" + ticks + ",\"status\":\"" + status
                            + "\",\"path\":" + Json.string(path) + ",\"nodes\":[" + changes + "]}";
                    for (BlockingQueue<String> queue : pages) {
                        queue.offer(event); // a full queue drops it: never wait here
                    }
                }
                changes.setLength(0);
            } catch (RuntimeException e) {
                // never into the ticking thread
            }
            if (next != null) next.tickEnded(tree, status);
        }
    }
}
