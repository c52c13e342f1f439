// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.monitor;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntSupplier;

/**
 * A stand-in for a real service: a JDK {@link HttpServer} on a free loopback port whose
 * {@code /health} endpoint answers as a script says, one character per step of the demo:
 * {@code '.'} 200, {@code 'x'} 500, {@code 't'} no answer at all (the caller gives up).
 * After the script's end it answers 200. The step is read from the demo, not from a clock, so
 * the answers are the same on every run however long each call takes.
 */
final class HealthService implements AutoCloseable {
    /** How long a hanging answer holds the exchange: far beyond any caller's timeout. */
    private static final long HANG_MILLIS = 5_000;

    final String name;
    private final String script;
    private final IntSupplier step;
    private final HttpServer server;
    private final ExecutorService handlers;
    private volatile boolean stopped;
    /** Requests received so far. */
    private final AtomicInteger received = new AtomicInteger();
    /** Whether the last request received is one the service never answers. */
    private volatile boolean lastHangs;

    /**
     * Starts the service.
     *
     * @param script one character per step, the first for step 1
     * @param step the demo's current step, read on each request
     */
    HealthService(String name, String script, IntSupplier step) throws IOException {
        this.name = name;
        this.script = script;
        this.step = step;
        this.server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        // a thread per exchange, so that a hanging answer does not hold up the next request
        this.handlers = Executors.newCachedThreadPool(runnable -> {
            Thread thread = new Thread(runnable, "health-" + name);
            thread.setDaemon(true);
            return thread;
        });
        server.setExecutor(handlers);
        server.createContext("/health", this::answer);
        server.start();
    }

    /** The health endpoint's address. */
    URI healthUri() {
        return URI.create("http://127.0.0.1:" + port() + "/health");
    }

    int port() {
        return server.getAddress().getPort();
    }

    /** What the script says for {@code step} (1-based): '.', 'x' or 't'. */
    char scriptAt(int step) {
        return step >= 1 && step <= script.length() ? script.charAt(step - 1) : '.';
    }

    /** Requests received so far (each answered, or held, as the script said at its step). */
    int received() {
        return received.get();
    }

    /** Whether the last request received is held without an answer ('t'). */
    boolean lastHangs() {
        return lastHangs;
    }

    private void answer(HttpExchange exchange) throws IOException {
        try (exchange) {
            char answer = scriptAt(step.getAsInt());
            lastHangs = answer == 't';
            received.incrementAndGet(); // after lastHangs: a reader that sees the count sees it
            switch (answer) {
                case 'x' -> exchange.sendResponseHeaders(500, -1);
                case 't' -> {
                    try {
                        Thread.sleep(HANG_MILLIS); // cut short by close()
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                // no body: the status says it all, and a status alone goes out in one write
                // (headers and a small body written apart can wait 40 ms for TCP's delayed ACK)
                default -> exchange.sendResponseHeaders(200, -1);
            }
        }
    }

    /** Stops the server: its port is closed, and any hanging answer is cut short. */
    @Override
    public void close() {
        server.stop(0);
        handlers.shutdownNow();
        stopped = true;
    }

    boolean isStopped() {
        return stopped && handlers.isShutdown();
    }
}
