// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * What the program says to every open page ({@link Inspector#say}): each line is numbered,
 * stamped with the wall-clock time and sent as an event of the stream {@code /said}, which every
 * page opens whatever it shows. The last {@value #KEEP} lines are kept and sent first to a page
 * that opens later (or reconnects: the page skips numbers it has shown). A page that falls
 * behind by more than its queue loses lines, never the program's time: {@code say} never waits.
 */
final class Said implements EventFeed {
    /** How many lines are kept for pages that open later. */
    static final int KEEP = 50;
    /** A longer line is cut to this many characters, and ends with an ellipsis. */
    static final int LONGEST = 2000;
    private static final String GONE = "\u0000gone";

    private final ArrayDeque<String> kept = new ArrayDeque<>();
    private final CopyOnWriteArrayList<BlockingQueue<String>> pages = new CopyOnWriteArrayList<>();
    private long said;
    private boolean closed;

    /** Numbers the line, keeps it and offers it to every page. */
    synchronized void say(String line) {
        if (closed) return;
        String text = line.length() <= LONGEST ? line : line.substring(0, LONGEST - 1) + "\u2026";
        String event = "event: said\ndata: {\"n\":" + ++said + ",\"at\":" + System.currentTimeMillis()
                + ",\"line\":" + Json.string(text) + "}\n\n";
        if (kept.size() == KEEP) kept.removeFirst();
        kept.addLast(event);
        for (BlockingQueue<String> queue : pages) {
            queue.offer(event); // a full queue drops it: never wait here
        }
    }

    /** A new page's queue, holding the lines kept; null once closed. */
    @Override
    public synchronized BlockingQueue<String> join() {
        if (closed) return null;
        BlockingQueue<String> queue = new ArrayBlockingQueue<>(2 * KEEP);
        queue.addAll(kept);
        pages.add(queue);
        return queue;
    }

    /** Writes the page's lines until {@link #close()}; throws when the page goes away. */
    @Override
    public void serve(BlockingQueue<String> queue, Sink out) throws IOException, InterruptedException {
        out.write(": said\n\n"); // the stream is open, though nothing was said yet
        while (true) {
            String event = queue.poll(2, TimeUnit.SECONDS);
            if (event == GONE) return;
            // A comment every two idle seconds: how a page that left is noticed.
            out.write(event == null ? ": idle\n\n" : event);
        }
    }

    @Override
    public void leave(BlockingQueue<String> queue) {
        pages.remove(queue);
    }

    /** Ends every page's stream. */
    synchronized void close() {
        closed = true;
        for (BlockingQueue<String> queue : pages) {
            queue.clear();
            queue.offer(GONE);
        }
    }
}
