// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.arbor.runtime.Tree;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A live view of trees in the browser (docs/inspector.md): the page lists the watched trees,
 * draws the chosen one with Mermaid and colours its nodes as ticks happen (running, last success,
 * last failure, interrupted), with the running path and the last ticks' trace. Updates go by
 * Server-Sent Events.
 *
 * <pre>{@code
 * Inspector inspector = Inspector.start(Inspector.options().port(0));
 * inspector.watch("guard", tree);
 * System.out.println(inspector.url());
 * }</pre>
 *
 * <p>Nothing is attached to a tree until a page subscribes to it: with no page open a watched
 * tree runs exactly as an unwatched one. While a page is open, a {@link dev.arbor.runtime.TreeListener} records
 * what the tree does into a bounded buffer per page (events are dropped, never waited for, when a
 * page falls behind); it is detached when the last page on that tree leaves. A tree that already
 * has a listener keeps it: the inspector's is chained in front of it and the user's is put back on
 * detach.
 *
 * <p>Security: binds 127.0.0.1 unless told otherwise; read-only (it offers no action on a tree);
 * answers 403 to a request whose Host header is not the address it is bound to (DNS rebinding);
 * escapes every name it writes into the page or an event.
 */
public final class Inspector implements AutoCloseable {

    /** The settings of {@link #start(Options)}. */
    public static final class Options {
        private String host = "127.0.0.1";
        private int port = 0;
        private int trace = 50;
        private int buffer = 1024;

        private Options() {}

        /** The address to bind: 127.0.0.1 by default. Anything else exposes the trees. */
        public Options host(String host) {
            this.host = Objects.requireNonNull(host, "host");
            return this;
        }

        /** The port; 0 (the default) takes any free port. */
        public Options port(int port) {
            if (port < 0 || port > 65535) throw new IllegalArgumentException("port " + port);
            this.port = port;
            return this;
        }

        /** How many ticks the page's trace keeps: 50 by default. */
        public Options trace(int ticks) {
            if (ticks < 1) throw new IllegalArgumentException("trace " + ticks);
            this.trace = ticks;
            return this;
        }

        /** How many ticks wait for a slow page before newer ones are dropped: 1024 by default. */
        public Options buffer(int ticks) {
            if (ticks < 1) throw new IllegalArgumentException("buffer " + ticks);
            this.buffer = ticks;
            return this;
        }
    }

    private final HttpServer server;
    private final ExecutorService executor;
    private final Options options;
    private final Set<String> hosts;
    private final Map<String, Watched> trees = new LinkedHashMap<>();
    private volatile boolean closed;

    private Inspector(Options options) throws IOException {
        this.options = options;
        InetAddress address = InetAddress.getByName(options.host);
        server = HttpServer.create(new InetSocketAddress(address, options.port), 0);
        AtomicInteger threads = new AtomicInteger();
        executor = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "arbor-inspector-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        server.setExecutor(executor);
        server.createContext("/", this::handle);
        int port = server.getAddress().getPort();
        String bound = address.getHostAddress();
        if (bound.contains(":")) bound = "[" + bound + "]";
        hosts = address.isLoopbackAddress()
                ? Set.copyOf(List.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port,
                        bound + ":" + port))
                : Set.of(bound + ":" + port);
        server.start();
    }

    /** Settings to change and pass to {@link #start(Options)}. */
    public static Options options() {
        return new Options();
    }

    /** Starts an inspector on 127.0.0.1 and any free port. */
    public static Inspector start() {
        return start(options());
    }

    /** Starts an inspector with these settings; its address is {@link #url()}. */
    public static Inspector start(Options options) {
        try {
            return new Inspector(options);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the inspector on " + options.host + ":"
                    + options.port, e);
        }
    }

    /** The page's address: {@code http://127.0.0.1:41234/}. */
    public URI url() {
        String host = options.host.contains(":") ? "[" + options.host + "]" : options.host;
        return URI.create("http://" + host + ":" + port() + "/");
    }

    /** The port bound. */
    public int port() {
        return server.getAddress().getPort();
    }

    /**
     * Lists {@code tree} on the page as {@code name}, attaching the inspector's listener now,
     * on the calling thread: call it where you could call {@link Tree#setListener} (before the
     * tree is ticked, or from the thread that ticks it, between two ticks). The listener stays
     * attached, silent while no page is open, until {@link #unwatch(String)} (or
     * {@link #close()}), which must be called likewise. The inspector's own threads never change
     * the tree's listener, so the tree may then be ticked by any one thread. To attach nothing
     * while no page is open, use {@link #watch(String, Tree, Executor)}.
     *
     * @throws IllegalArgumentException if a tree is already watched under that name
     * @throws IllegalStateException if called from inside a tick of this tree
     */
    public void watch(String name, Tree tree) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(tree, "tree");
        synchronized (trees) {
            check(name);
            trees.put(name, Watched.attachedNow(name, tree, options.buffer));
        }
    }

    /**
     * Lists {@code tree} on the page as {@code name}; {@code between} runs a task on the thread
     * that ticks the tree, between two ticks (a game loop's task queue: {@code queue::add},
     * drained before each tick; a {@code TreeRunner}'s {@code betweenUpdates}). The listener is
     * attached through it when the first page opens and detached through it when the last one
     * leaves, since a tree must not have its listener changed during a tick
     * ({@link Tree#setListener}): with no page open, the tree runs exactly as an unwatched one.
     *
     * @throws IllegalArgumentException if a tree is already watched under that name
     */
    public void watch(String name, Tree tree, Executor between) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(between, "between");
        synchronized (trees) {
            check(name);
            trees.put(name, Watched.through(name, tree, between, options.buffer));
        }
    }

    private void check(String name) {
        if (closed) throw new IllegalStateException("inspector closed");
        if (trees.containsKey(name)) {
            throw new IllegalArgumentException("a tree is already watched as " + name);
        }
    }

    /**
     * Takes the tree watched as {@code name} off the page: its open pages are told it is gone and
     * its listener is detached (the one it had before is put back).
     *
     * @return whether a tree was watched under that name
     */
    public boolean unwatch(String name) {
        Watched watched;
        synchronized (trees) {
            watched = trees.remove(name);
        }
        if (watched == null) return false;
        watched.remove();
        return true;
    }

    /** The names watched, in the order they were added. */
    public List<String> watched() {
        synchronized (trees) {
            return List.copyOf(trees.keySet());
        }
    }

    /** How many pages are subscribed to the tree watched as {@code name} (0 if none). */
    public int subscribers(String name) {
        Watched watched;
        synchronized (trees) {
            watched = trees.get(name);
        }
        return watched == null ? 0 : watched.subscribers();
    }

    /** Stops the server, ends every page's stream and detaches every listener. */
    @Override
    public void close() {
        List<Watched> all;
        synchronized (trees) {
            closed = true;
            all = new ArrayList<>(trees.values());
            trees.clear();
        }
        all.forEach(Watched::remove);
        server.stop(0);
        executor.shutdownNow();
        try {
            executor.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String toString() {
        return "Inspector " + url();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            String host = exchange.getRequestHeaders().getFirst("Host");
            if (host == null || !hosts.contains(host.toLowerCase(Locale.ROOT))) {
                send(exchange, 403, "text/plain", "Forbidden: Host must be one of " + hosts);
                return;
            }
            if (!"GET".equals(exchange.getRequestMethod())) {
                exchange.getResponseHeaders().add("Allow", "GET");
                send(exchange, 405, "text/plain", "read-only: GET only");
                return;
            }
            String path = exchange.getRequestURI().getPath();
            Map<String, String> query = query(exchange.getRequestURI().getRawQuery());
            switch (path) {
                case "/" -> send(exchange, 200, "text/html", Page.html(options.trace));
                case "/inspector.js" -> send(exchange, 200, "text/javascript", Page.script());
                case "/trees" -> send(exchange, 200, "application/json", treesJson(query));
                case "/mermaid.min.js" -> sendMermaid(exchange);
                case "/diagram" -> {
                    Watched watched = find(query.get("tree"));
                    if (watched == null) send(exchange, 404, "text/plain", "no such tree");
                    else send(exchange, 200, "text/plain", Diagram.of(watched.tree));
                }
                case "/events" -> {
                    Watched watched = find(query.get("tree"));
                    if (watched == null) send(exchange, 404, "text/plain", "no such tree");
                    else stream(exchange, watched);
                }
                default -> send(exchange, 404, "text/plain", "not found");
            }
        } catch (IOException | RuntimeException e) {
            // A page that went away mid-answer: nothing to tell anyone.
        }
    }

    private Watched find(String name) {
        if (name == null) return null;
        synchronized (trees) {
            return trees.get(name);
        }
    }

    /** At most this many trees in one answer of {@code /trees}. */
    static final int LIST_LIMIT = 1000;

    /**
     * The trees whose name contains {@code q} (any case), at most {@code limit} of them (100
     * unless asked, at most {@value #LIST_LIMIT}), with how many are watched and how many match.
     */
    private String treesJson(Map<String, String> query) {
        String q = query.getOrDefault("q", "").toLowerCase(Locale.ROOT);
        int limit = 100;
        try {
            limit = Math.max(0, Math.min(LIST_LIMIT, Integer.parseInt(query.getOrDefault("limit", "100"))));
        } catch (NumberFormatException e) {
            // the default
        }
        List<Watched> all;
        synchronized (trees) {
            all = new ArrayList<>(trees.values());
        }
        StringBuilder json = new StringBuilder("{\"total\":").append(all.size()).append(",\"trees\":[");
        int matching = 0;
        for (Watched watched : all) {
            if (!q.isEmpty() && !watched.name.toLowerCase(Locale.ROOT).contains(q)) continue;
            if (matching++ >= limit) continue;
            if (matching > 1) json.append(',');
            json.append("{\"name\":").append(Json.string(watched.name))
                    .append(",\"class\":").append(Json.string(watched.tree.getClass().getName()))
                    .append(",\"nodes\":").append(watched.tree.nodes().size())
                    .append(",\"subscribers\":").append(watched.subscribers()).append('}');
        }
        return json.append("],\"matching\":").append(matching).append('}').toString();
    }

    private static void stream(HttpExchange exchange, Watched watched) throws IOException {
        java.util.concurrent.BlockingQueue<String> queue = watched.join();
        if (queue == null) {
            send(exchange, 404, "text/plain", "no such tree");
            return;
        }
        try {
            exchange.getResponseHeaders().add("Content-Type", "text/event-stream; charset=utf-8");
            exchange.getResponseHeaders().add("Cache-Control", "no-store");
            exchange.sendResponseHeaders(200, 0);
            OutputStream out = exchange.getResponseBody();
            watched.serve(queue, text -> {
                out.write(text.getBytes(StandardCharsets.UTF_8));
                out.flush();
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            watched.leave(queue);
        }
    }

    private static final String MERMAID =
            "META-INF/resources/webjars/mermaid/" + mermaidVersion() + "/dist/mermaid.min.js";

    private static String mermaidVersion() {
        try (InputStream in = Inspector.class.getResourceAsStream(
                "/META-INF/maven/org.webjars.npm/mermaid/pom.properties")) {
            if (in != null) {
                java.util.Properties properties = new java.util.Properties();
                properties.load(in);
                return properties.getProperty("version");
            }
        } catch (IOException e) {
            // fall through
        }
        return "11.14.0";
    }

    private void sendMermaid(HttpExchange exchange) throws IOException {
        try (InputStream in = Inspector.class.getClassLoader().getResourceAsStream(MERMAID)) {
            if (in == null) {
                send(exchange, 404, "text/plain", "mermaid webjar missing: " + MERMAID);
                return;
            }
            byte[] body = in.readAllBytes();
            exchange.getResponseHeaders().add("Content-Type", "text/javascript; charset=utf-8");
            exchange.getResponseHeaders().add("Cache-Control", "max-age=3600");
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
        }
    }

    static void send(HttpExchange exchange, int code, String type, String text) throws IOException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", type + "; charset=utf-8");
        exchange.getResponseHeaders().add("X-Content-Type-Options", "nosniff");
        exchange.getResponseHeaders().add("Cache-Control", "no-store");
        exchange.sendResponseHeaders(code, body.length);
        OutputStream out = exchange.getResponseBody();
        out.write(body);
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> map = new LinkedHashMap<>();
        if (raw == null) return map;
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String key = eq < 0 ? pair : pair.substring(0, eq);
            String value = eq < 0 ? "" : pair.substring(eq + 1);
            map.putIfAbsent(URLDecoder.decode(key, StandardCharsets.UTF_8),
                    URLDecoder.decode(value, StandardCharsets.UTF_8));
        }
        return map;
    }
}
