// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import java.io.IOException;
import java.util.concurrent.BlockingQueue;

/**
 * A stream of Server-Sent Events that pages subscribe to: a watched tree's ({@code /events}) or
 * what the program said ({@code /said}). Each page {@link #join}s with its own bounded queue,
 * is {@link #serve}d until the feed ends or the page goes away, and {@link #leave}s.
 */
interface EventFeed {
    /** Where a page's stream writes; {@link IOException} when the page has gone. */
    interface Sink {
        void write(String text) throws IOException;
    }

    /** A new page's queue, or null if the feed has ended. */
    BlockingQueue<String> join();

    /** Writes the page's events until the feed ends; throws when the page goes away. */
    void serve(BlockingQueue<String> queue, Sink out) throws IOException, InterruptedException;

    /** The page has gone. */
    void leave(BlockingQueue<String> queue);
}
