// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The inspector's HTTP/1.1 server, small and bounded: GET and HEAD only, one request per
 * connection ({@code Connection: close}), no request body. At most {@code connections}
 * connections are open at once, each served by one thread of a pool of that size; one more is
 * answered 503 and closed by the accepting thread. A request's head must arrive within the
 * request timeout and hold at most 8 KiB; a write that waits longer than the write timeout for a
 * client that does not read is ended by closing the connection (a watchdog checks every 100 ms).
 */
final class Server implements AutoCloseable {
    static final int MAX_HEAD = 8192;

    /** Answers one request. */
    interface Handler {
        void handle(Request request, Exchange exchange) throws IOException;
    }

    /** A parsed request: method, path, raw query and headers (names in lower case). */
    record Request(String method, String path, String query, Map<String, List<String>> headers) {
        /** The values of a header (empty if absent). */
        List<String> header(String name) {
            return headers.getOrDefault(name.toLowerCase(Locale.ROOT), List.of());
        }
    }

    private final ServerSocket socket;
    private final Handler handler;
    private final int connections;
    private final long requestTimeoutMillis;
    private final long writeTimeoutNanos;
    private final ThreadPoolExecutor pool;
    private final Set<Exchange> open = ConcurrentHashMap.newKeySet();
    private final AtomicInteger count = new AtomicInteger();
    private final Thread acceptor;
    private final Thread watchdog;
    private volatile boolean closed;

    Server(InetSocketAddress address, int connections, long requestTimeoutMillis,
            long writeTimeoutMillis, Handler handler) throws IOException {
        this.handler = handler;
        this.connections = connections;
        this.requestTimeoutMillis = requestTimeoutMillis;
        this.writeTimeoutNanos = TimeUnit.MILLISECONDS.toNanos(writeTimeoutMillis);
        socket = new ServerSocket();
        socket.bind(address, 50);
        AtomicInteger threads = new AtomicInteger();
        pool = new ThreadPoolExecutor(connections, connections, 10, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), task -> daemon(task, "arbor-inspector-" + threads.incrementAndGet()));
        pool.allowCoreThreadTimeOut(true);
        acceptor = daemon(this::accept, "arbor-inspector-accept");
        watchdog = daemon(this::watch, "arbor-inspector-watchdog");
        acceptor.start();
        watchdog.start();
    }

    private static Thread daemon(Runnable task, String name) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        return thread;
    }

    int port() {
        return socket.getLocalPort();
    }

    /** How many connections are open now. */
    int open() {
        return count.get();
    }

    private void accept() {
        while (!closed) {
            Socket client;
            try {
                client = socket.accept();
            } catch (IOException e) {
                if (closed) return;
                continue;
            }
            if (count.incrementAndGet() > connections) {
                count.decrementAndGet();
                refuse(client);
                continue;
            }
            Exchange exchange = new Exchange(client);
            open.add(exchange);
            try {
                pool.execute(() -> serve(exchange));
            } catch (RuntimeException e) { // closed meanwhile
                exchange.close();
                open.remove(exchange);
                count.decrementAndGet();
            }
        }
    }

    /** One connection too many: a short 503, written into an empty send buffer, never waits. */
    private static void refuse(Socket client) {
        try (client) {
            byte[] answer = ("HTTP/1.1 503 Service Unavailable\r\nRetry-After: 1\r\n"
                    + "Content-Type: text/plain; charset=utf-8\r\nContent-Length: 21\r\nConnection: close\r\n\r\n"
                    + "too many connections\n").getBytes(StandardCharsets.US_ASCII);
            client.getOutputStream().write(answer);
            client.shutdownOutput();
            InputStream in = client.getInputStream();
            in.skip(in.available()); // what the client sent, so that closing sends no reset
        } catch (IOException e) {
            // it went away
        }
    }

    private void serve(Exchange exchange) {
        try {
            Request request = exchange.read(requestTimeoutMillis);
            if (request != null) handler.handle(request, exchange);
        } catch (IOException | RuntimeException e) {
            // a client that went away, was too slow, or was cut off: nothing to tell anyone
        } finally {
            exchange.close();
            open.remove(exchange);
            count.decrementAndGet();
        }
    }

    /** Ends every write that has waited longer than the write timeout. */
    private void watch() {
        while (!closed) {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
            long now = System.nanoTime();
            for (Exchange exchange : open) {
                long since = exchange.writingSince;
                if (since != 0 && now - since > writeTimeoutNanos) exchange.close();
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        try {
            socket.close();
        } catch (IOException e) {
            // closed anyway
        }
        for (Exchange exchange : open) exchange.close();
        pool.shutdownNow();
        watchdog.interrupt();
        try {
            pool.awaitTermination(2, TimeUnit.SECONDS);
            acceptor.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One connection: reads its request and writes its answer. */
    static final class Exchange {
        private final Socket socket;
        private OutputStream out;
        private boolean head;
        /** System.nanoTime() when the write under way began, 0 when none is. */
        volatile long writingSince;

        Exchange(Socket socket) {
            this.socket = socket;
        }

        /** The request, or null after answering a bad one. */
        Request read(long timeoutMillis) throws IOException {
            out = socket.getOutputStream();
            InputStream in = socket.getInputStream();
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(512);
            byte[] buffer = new byte[1024];
            int end;
            while ((end = endOfHead(bytes)) < 0) {
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left <= 0) return refuse(408, "Request Timeout", "the request took too long");
                socket.setSoTimeout((int) Math.min(left, Integer.MAX_VALUE));
                int n;
                try {
                    n = in.read(buffer);
                } catch (SocketTimeoutException e) {
                    return refuse(408, "Request Timeout", "the request took too long");
                }
                if (n < 0) return null;
                bytes.write(buffer, 0, n);
                if (bytes.size() > MAX_HEAD && endOfHead(bytes) < 0) {
                    return refuse(431, "Request Header Fields Too Large", "the request head is over 8 KiB");
                }
            }
            if (end > MAX_HEAD) {
                return refuse(431, "Request Header Fields Too Large", "the request head is over 8 KiB");
            }
            String text = new String(bytes.toByteArray(), 0, end, StandardCharsets.ISO_8859_1);
            if (text.endsWith("\r")) text = text.substring(0, text.length() - 1);
            String[] lines = text.split("\r?\n");
            String[] first = lines[0].split(" ");
            if (first.length != 3 || !first[2].startsWith("HTTP/1.") || !first[1].startsWith("/")) {
                return refuse(400, "Bad Request", "not an HTTP/1.x request for a path");
            }
            Map<String, List<String>> headers = new LinkedHashMap<>();
            for (int i = 1; i < lines.length; i++) {
                int colon = lines[i].indexOf(':');
                if (colon <= 0) return refuse(400, "Bad Request", "a header line without a name");
                headers.computeIfAbsent(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        k -> new ArrayList<>()).add(lines[i].substring(colon + 1).trim());
            }
            int question = first[1].indexOf('?');
            String path = question < 0 ? first[1] : first[1].substring(0, question);
            String query = question < 0 ? null : first[1].substring(question + 1);
            head = "HEAD".equals(first[0]);
            socket.setSoTimeout(0);
            return new Request(first[0], path, query, headers);
        }

        private Request refuse(int code, String reason, String text) throws IOException {
            send(code, reason, "text/plain", Map.of(), (text + "\n").getBytes(StandardCharsets.UTF_8));
            return null;
        }

        private static int endOfHead(ByteArrayOutputStream bytes) {
            byte[] b = bytes.toByteArray();
            for (int i = 0; i + 1 < b.length; i++) {
                if (b[i] == '\n' && b[i + 1] == '\n') return i;
                if (b[i] == '\n' && b[i + 1] == '\r' && i + 2 < b.length && b[i + 2] == '\n') return i;
            }
            return -1;
        }

        /** Writes a whole answer: status, headers, body (left out for HEAD). */
        void send(int code, String reason, String type, Map<String, String> headers, byte[] body)
                throws IOException {
            StringBuilder text = start(code, reason, type, headers)
                    .append("Content-Length: ").append(body.length).append("\r\n\r\n");
            write(text.toString().getBytes(StandardCharsets.ISO_8859_1));
            if (!head) write(body);
        }

        /** Starts an answer whose body goes on until the connection closes (an event stream). */
        void startStream(String type) throws IOException {
            write(start(200, "OK", type, Map.of()).append("\r\n").toString()
                    .getBytes(StandardCharsets.ISO_8859_1));
        }

        boolean isHead() {
            return head;
        }

        private static StringBuilder start(int code, String reason, String type, Map<String, String> headers) {
            StringBuilder text = new StringBuilder("HTTP/1.1 ").append(code).append(' ').append(reason)
                    .append("\r\nContent-Type: ").append(type).append("; charset=utf-8")
                    .append("\r\nX-Content-Type-Options: nosniff\r\nReferrer-Policy: no-referrer")
                    .append("\r\nConnection: close\r\n");
            if (!headers.containsKey("Cache-Control")) text.append("Cache-Control: no-store\r\n");
            headers.forEach((name, value) -> text.append(name).append(": ").append(value).append("\r\n"));
            return text;
        }

        /** Writes and flushes; a write that waits too long for the client is ended by the watchdog. */
        void write(byte[] bytes) throws IOException {
            writingSince = System.nanoTime() | 1;
            try {
                out.write(bytes);
                out.flush();
            } finally {
                writingSince = 0;
            }
        }

        void close() {
            try {
                socket.close();
            } catch (IOException e) {
                // closed anyway
            }
        }
    }
}
