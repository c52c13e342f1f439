// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import dev.arbor.runtime.Tree;
import dev.arbor.runtime.replay.Recording;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.function.UnaryOperator;

/**
 * A live view of trees in the browser (docs/inspector.md): the page lists the watched trees,
 * draws the chosen one with Mermaid and colours its nodes as ticks happen (running, last success,
 * last failure, interrupted), with the running path and the last ticks' trace: time, status,
 * aborts, guards and re-checked conditions. Updates go by Server-Sent Events.
 *
 * <pre>{@code
 * Inspector inspector = Inspector.start(Inspector.options().port(0));
 * inspector.watch("guard", tree, runner::betweenUpdates);
 * System.out.println(inspector.url());
 * }</pre>
 *
 * <p>Watched through an executor that runs tasks between the tree's ticks, nothing is attached
 * to a tree until a page subscribes to it: with no page open it runs exactly as an unwatched one.
 * While a page is open, a {@link dev.arbor.runtime.TreeListener} records what the tree does into
 * a bounded buffer per page (events are dropped, never waited for, when a page falls behind); it
 * is detached when the last page on that tree leaves. A tree that already has a listener keeps
 * it: the inspector's is chained in front of it and the user's is put back on detach.
 *
 * <p>Security: binds 127.0.0.1 unless told otherwise; read-only (GET and HEAD, no action on a
 * tree); answers 403 to a request whose Host header is not the address it is bound to or a name
 * of {@link Options#allowHosts} (DNS rebinding), or that another site sent (its Origin or
 * Sec-Fetch-Site header); escapes every name it writes into an event or the tree list. Bounded:
 * at most {@link Options#connections} connections and as many threads; a request must arrive
 * within {@link Options#requestTimeout}, a page that stops reading is dropped after
 * {@link Options#writeTimeout}.
 *
 * <p>Time travel (docs/inspector.md): a recording opened with {@link #open(String, Recording)}
 * (or {@code java dev.arbor.inspector.Inspector --open golem.arbrec}), or the last ticks of a
 * tree watched through an executor with {@link Options#history} on, is shown tick by tick: the
 * page asks for one tick's detail at a time ({@code /tick}), never for the whole recording.
 *
 * <p>In development mode (docs/dev-mode.md), the page follows a reload: {@link #say} shows the
 * reloader's lines on every open page, and {@link #replace} moves a watched name to the tree
 * that replaced its tree, whose page redraws:
 *
 * <pre>{@code
 * DevReloader.builder(runner).watch(Path.of("target/classes"))
 *         .onReload(inspector::say).onSwap(inspector::replace).build();
 * }</pre>
 */
public final class Inspector implements AutoCloseable {

    /** The settings of {@link #start(Options)}. */
    public static final class Options {
        private String host = "127.0.0.1";
        private int port = 0;
        private int trace = 50;
        private int buffer = 1024;
        private int connections = 64;
        private Duration requestTimeout = Duration.ofSeconds(10);
        private Duration writeTimeout = Duration.ofSeconds(10);
        private final List<String> allowHosts = new ArrayList<>();
        private UnaryOperator<String> page = UnaryOperator.identity();
        private int history;

        private Options() {}

        /**
         * The address to bind: 127.0.0.1 by default. Anything else shows the trees to whoever
         * reaches it; see {@link #allowHosts} for the names it may be called by.
         */
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

        /**
         * How many connections may be open at once, each served by one thread (an open page
         * holds two: the lines said, {@code /said}, and its tree's events): 64 by default. One
         * more is answered 503.
         */
        public Options connections(int connections) {
            if (connections < 1) throw new IllegalArgumentException("connections " + connections);
            this.connections = connections;
            return this;
        }

        /** How long a client has to send its request once connected: 10 s by default. */
        public Options requestTimeout(Duration timeout) {
            this.requestTimeout = positive(timeout, "requestTimeout");
            return this;
        }

        /**
         * How long one write may wait for a client that does not read before its connection is
         * closed (and its page dropped): 10 s by default.
         */
        public Options writeTimeout(Duration timeout) {
            this.writeTimeout = positive(timeout, "writeTimeout");
            return this;
        }

        /**
         * More names the {@code Host} header may carry, besides the address bound (and, bound to
         * a loopback or wildcard address, {@code 127.0.0.1}, {@code localhost} and {@code [::1]}
         * with the port): {@code "devbox.lan"} (with any port) or {@code "localhost:9000"} (with
         * that port: an SSH tunnel's local end). None by default. Each name listed can be used
         * for DNS rebinding: a page of another site that makes its own name resolve to this
         * machine, and that uses one of these names, reads the trees. List only names you
         * control.
         */
        public Options allowHosts(String... hosts) {
            for (String host : hosts) {
                String name = Objects.requireNonNull(host, "host").trim().toLowerCase(Locale.ROOT);
                if (name.isEmpty() || name.contains("/") || name.contains("*") || name.contains(" ")) {
                    throw new IllegalArgumentException("not a host name: " + host);
                }
                allowHosts.add(name);
            }
            return this;
        }

        /**
         * How many past ticks of each tree watched through an executor
         * ({@link Inspector#watch(String, Tree, Executor)}) are kept for time travel on the
         * page: 0 (off) by default. On, a ring recorder ({@code Recorder.keepLast}) is attached
         * to each such tree when it is watched, through its executor, and stays attached, page
         * or not, until {@link Inspector#unwatch}: it costs each tick the recorder's time, and
         * holds from {@code ticks} to {@code ticks + 2 * snapshotEvery - 1} ticks of recording
         * (snapshotEvery is {@code min(100, max(1, ticks / 4))}) and a snapshot per 100 ticks:
         * about {@code ticks} times the recorder's bytes per tick (docs/recording.md). Trees
         * watched without an executor keep no history: nothing could take a snapshot between
         * their ticks.
         */
        public Options history(int ticks) {
            if (ticks < 0) throw new IllegalArgumentException("history " + ticks);
            this.history = ticks;
            return this;
        }

        /** Test fixture: changes the page and its script before they are served. */
        Options page(UnaryOperator<String> change) {
            this.page = Objects.requireNonNull(change);
            return this;
        }

        private static Duration positive(Duration timeout, String what) {
            if (timeout.isNegative() || timeout.isZero() || timeout.toMillis() > Integer.MAX_VALUE) {
                throw new IllegalArgumentException(what + " " + timeout);
            }
            return timeout;
        }
    }

    private final Server server;
    private final Options options;
    private final InetAddress address;
    /** host:port values the Host header may carry, in lower case. */
    private final Set<String> hosts;
    /** Names the Host header may carry with any port. */
    private final Set<String> names;
    private final String page;
    private final String script;
    private final Map<String, Watched> trees = new LinkedHashMap<>();
    /** The recordings opened, by name; guarded by {@link #trees}. */
    private final Map<String, Timeline> opened = new LinkedHashMap<>();
    /** The lines {@link #say} sends to every page. */
    private final Said said = new Said();
    private volatile boolean closed;

    private Inspector(Options options) throws IOException {
        this.options = options;
        address = InetAddress.getByName(options.host);
        page = options.page.apply(Page.html(options.trace));
        script = options.page.apply(Page.script());
        Set<String> allowed = new HashSet<>();
        Set<String> anyPort = new HashSet<>();
        for (String host : options.allowHosts) {
            int colon = host.lastIndexOf(':');
            if (colon > host.lastIndexOf(']') && host.substring(colon + 1).matches("\\d+")) allowed.add(host);
            else anyPort.add(host);
        }
        names = Set.copyOf(anyPort);
        server = new Server(new InetSocketAddress(address, options.port), options.connections,
                options.requestTimeout.toMillis(), options.writeTimeout.toMillis(), this::handle);
        int port = server.port();
        if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
            allowed.addAll(List.of("127.0.0.1:" + port, "localhost:" + port, "[::1]:" + port));
        }
        if (address.isAnyLocalAddress()) {
            // Reached by any of the machine's addresses: an address is no name DNS rebinding can use.
            try {
                for (NetworkInterface face : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                    for (InetAddress each : Collections.list(face.getInetAddresses())) {
                        allowed.add(literal(each) + ":" + port);
                    }
                }
            } catch (SocketException e) {
                // the loopback names only
            }
        } else {
            allowed.add(literal(address) + ":" + port);
        }
        hosts = Set.copyOf(allowed);
    }

    private static String literal(InetAddress address) {
        String text = address.getHostAddress().toLowerCase(Locale.ROOT);
        int zone = text.indexOf('%');
        if (zone >= 0) text = text.substring(0, zone);
        return address instanceof Inet6Address ? "[" + text + "]" : text;
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

    /**
     * The page's address: {@code http://127.0.0.1:41234/}; bound to a wildcard address
     * ({@code 0.0.0.0}), the loopback one.
     */
    public URI url() {
        String host = address.isAnyLocalAddress()
                ? (address instanceof Inet6Address ? "[::1]" : "127.0.0.1")
                : literal(address);
        return URI.create("http://" + host + ":" + port() + "/");
    }

    /** The port bound. */
    public int port() {
        return server.port();
    }

    /** How many connections are open now (at most {@link Options#connections}). */
    int connections() {
        return server.open();
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
        Watched watched = Watched.through(name, tree, between, options.buffer);
        synchronized (trees) {
            check(name);
            trees.put(name, watched);
        }
        if (options.history > 0) { // through the executor, which may wait: outside the lock
            watched.keepHistory(options.history, Math.min(100, Math.max(1, options.history / 4)));
        }
    }

    /**
     * Every name that watches {@code old} watches {@code replacement} from now on: the tree that
     * took its place, as a reload does ({@code DevReloader.builder(runner).onSwap(inspector::replace)},
     * docs/dev-mode.md). Each page open on it is told, and draws the new tree, its agent's fields
     * and its ticks from then on; the lines of the old tree's last ticks stay, under one that
     * says the tree was replaced. This inspector's listeners are taken off the old tree, or off
     * the replacement if the swap moved the old tree's listeners there (a {@code DevReloader}
     * does), and attached to the replacement the way {@code old} was watched. A tree watched
     * with {@link Options#history} starts a new history: the ticks kept are the old class's.
     *
     * <p>Call it where you could call {@link Tree#setListener} on both trees: on the thread
     * that ticks them, between two ticks ({@code onSwap} is called there).
     *
     * @return how many names followed (0 if {@code old} is not watched)
     * @throws IllegalArgumentException if {@code old} and {@code replacement} are the same tree
     */
    public int replace(Tree old, Tree replacement) {
        Objects.requireNonNull(old, "old");
        Objects.requireNonNull(replacement, "replacement");
        if (old == replacement) {
            throw new IllegalArgumentException("replace(old, replacement): the same tree twice");
        }
        List<Watched> following = new ArrayList<>();
        synchronized (trees) {
            for (Watched watched : trees.values()) {
                if (watched.tree == old) following.add(watched);
            }
        }
        for (Watched watched : following) watched.replacedBy(replacement);
        boolean took = true;
        while (took) { // every listener of these watches off, before the new ones go on
            took = false;
            for (Watched watched : following) took |= watched.takeOffListeners(replacement);
        }
        for (Watched watched : following) {
            Watched next = watched.successor(replacement, options.history);
            boolean stillWatched;
            synchronized (trees) {
                stillWatched = !closed && trees.get(watched.name) == watched;
                if (stillWatched) trees.put(watched.name, next);
            }
            if (!stillWatched) next.remove(); // unwatched (or closed) meanwhile
        }
        return following.size();
    }

    /**
     * Shows {@code line} on every open page, whatever tree it shows (or none), with the time it
     * was said: what a reload did ({@code DevReloader.builder(runner).onReload(inspector::say)}),
     * or any line of your program's. The last {@value Said#KEEP} lines are also shown to pages
     * opened later; a line over {@value Said#LONGEST} characters is cut. Never waits for a page:
     * call it from any thread.
     */
    public void say(String line) {
        said.say(Objects.requireNonNull(line, "line"));
    }

    /**
     * Lists {@code recording} on the page as {@code name}, for time travel: its timeline, each
     * tick's node colours, running path, trace, the agent's fields and why it went as it did.
     * The drawing is the build's, found through the recorded tree class when it is on the class
     * path, or drawn from the recording's nodes.
     *
     * @throws IllegalArgumentException if a tree or recording is already listed under that name
     */
    public void open(String name, Recording recording) {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(recording, "recording");
        synchronized (trees) {
            check(name);
            opened.put(name, new Timeline(recording));
        }
    }

    /**
     * Starts an inspector that shows recordings: {@code --open FILE} (any number of them, each
     * listed under its file name), {@code --port N} (0, any free port, by default),
     * {@code --host ADDRESS} (127.0.0.1 by default). Prints the page's address and serves until
     * the process is stopped.
     *
     * <pre>
     * java -cp arbor-runtime.jar:arbor-inspector.jar:mermaid.jar:my-trees.jar \
     *     dev.arbor.inspector.Inspector --open golem.arbrec
     * </pre>
     */
    public static void main(String[] args) throws InterruptedException {
        Options options = options();
        List<java.nio.file.Path> files = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String value = i + 1 < args.length ? args[i + 1] : null;
            switch (args[i]) {
                case "--open" -> files.add(java.nio.file.Path.of(need(value, "--open FILE")));
                case "--port" -> options.port(Integer.parseInt(need(value, "--port N")));
                case "--host" -> options.host(need(value, "--host ADDRESS"));
                default -> throw new IllegalArgumentException("unknown argument " + args[i]
                        + "; use --open FILE, --port N, --host ADDRESS");
            }
            i++;
        }
        Inspector inspector = start(options);
        for (java.nio.file.Path file : files) {
            inspector.open(String.valueOf(file.getFileName()), Recording.read(file));
        }
        System.out.println("Arbor inspector: " + inspector.url());
        Thread.currentThread().join(); // until the process is stopped
    }

    private static String need(String value, String usage) {
        if (value == null) throw new IllegalArgumentException("missing value: " + usage);
        return value;
    }

    private void check(String name) {
        if (closed) throw new IllegalStateException("inspector closed");
        if (trees.containsKey(name) || opened.containsKey(name)) {
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
            if (opened.remove(name) != null) return true;
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
            opened.clear();
        }
        all.forEach(Watched::remove);
        said.close();
        server.close();
    }

    @Override
    public String toString() {
        return "Inspector " + url();
    }

    private void handle(Server.Request request, Server.Exchange exchange) throws IOException {
        List<String> host = request.header("Host");
        if (host.size() != 1) {
            text(exchange, 400, "Bad Request", "exactly one Host header, please");
            return;
        }
        if (!allowed(host.get(0).trim().toLowerCase(Locale.ROOT))) {
            text(exchange, 403, "Forbidden", "Forbidden: the Host header must be one of "
                    + new TreeSet<>(hosts) + (names.isEmpty() ? "" : " or " + new TreeSet<>(names))
                    + " (Inspector.Options.allowHosts)");
            return;
        }
        List<String> origin = request.header("Origin");
        List<String> site = request.header("Sec-Fetch-Site");
        if (origin.size() > 1 || origin.size() == 1 && !sameOrigin(origin.get(0), host.get(0))
                || site.size() > 1 || site.size() == 1 && !List.of("same-origin", "none").contains(site.get(0))) {
            text(exchange, 403, "Forbidden", "Forbidden: a request from another site");
            return;
        }
        if (!"GET".equals(request.method()) && !"HEAD".equals(request.method())) {
            exchange.send(405, "Method Not Allowed", "text/plain", Map.of("Allow", "GET, HEAD"),
                    "read-only: GET and HEAD only\n".getBytes(StandardCharsets.UTF_8));
            return;
        }
        Map<String, String> query;
        try {
            query = query(request.query());
        } catch (IllegalArgumentException e) {
            text(exchange, 400, "Bad Request", "a query that does not decode");
            return;
        }
        switch (request.path()) {
            case "/" -> exchange.send(200, "OK", "text/html", Map.of("Content-Security-Policy", Page.POLICY),
                    page.getBytes(StandardCharsets.UTF_8));
            case "/inspector.js" -> exchange.send(200, "OK", "text/javascript", Map.of(),
                    script.getBytes(StandardCharsets.UTF_8));
            case "/trees" -> exchange.send(200, "OK", "application/json", Map.of(),
                    treesJson(query).getBytes(StandardCharsets.UTF_8));
            case "/mermaid.min.js" -> sendMermaid(exchange);
            case "/diagram" -> {
                Watched watched = find(query.get("tree"));
                Timeline timeline = watched == null ? opened(query.get("tree")) : null;
                if (timeline != null) text(exchange, 200, "OK", Timeline.diagram(timeline.recording));
                else if (watched == null) text(exchange, 404, "Not Found", "no such tree");
                else text(exchange, 200, "OK", Diagram.of(watched.tree));
            }
            case "/timeline" -> {
                String name = query.get("tree");
                Timeline timeline = opened(name);
                Watched watched = timeline == null ? find(name) : null;
                if (watched != null) timeline = watched.history(true);
                if (timeline == null) text(exchange, 404, "Not Found", "no recording or history of that tree");
                else exchange.send(200, "OK", "application/json", Map.of(),
                        timeline.summary(name).getBytes(StandardCharsets.UTF_8));
            }
            case "/tick" -> {
                String name = query.get("tree");
                Timeline timeline = opened(name);
                Watched watched = timeline == null ? find(name) : null;
                if (watched != null) timeline = watched.history(false);
                long number;
                try {
                    number = Long.parseLong(query.getOrDefault("n", ""));
                } catch (NumberFormatException e) {
                    text(exchange, 400, "Bad Request", "n: a tick number, please");
                    return;
                }
                String detail = timeline == null ? null
                        : number - timeline.recording.ticksBefore() > Integer.MAX_VALUE ? null
                        : timeline.tick((int) (number - timeline.recording.ticksBefore()));
                if (detail == null) text(exchange, 404, "Not Found", "no such tick held");
                else exchange.send(200, "OK", "application/json", Map.of(),
                        detail.getBytes(StandardCharsets.UTF_8));
            }
            case "/said" -> stream(exchange, said, "the inspector is closed");
            case "/events" -> {
                Watched watched = find(query.get("tree"));
                if (watched == null) text(exchange, 404, "Not Found", "no such tree");
                else stream(exchange, watched, "no such tree");
            }
            default -> text(exchange, 404, "Not Found", "not found");
        }
    }

    private boolean allowed(String host) {
        if (hosts.contains(host)) return true;
        int colon = host.lastIndexOf(':');
        String name = colon > host.lastIndexOf(']') ? host.substring(0, colon) : host;
        return names.contains(name);
    }

    /** Whether {@code origin} is this server as the request names it: a page it served. */
    private static boolean sameOrigin(String origin, String host) {
        String value = origin.trim().toLowerCase(Locale.ROOT);
        String self = host.trim().toLowerCase(Locale.ROOT);
        return value.equals("http://" + self) || value.equals("https://" + self);
    }

    private static void text(Server.Exchange exchange, int code, String reason, String text) throws IOException {
        exchange.send(code, reason, "text/plain", Map.of(), text.getBytes(StandardCharsets.UTF_8));
    }

    private Timeline opened(String name) {
        if (name == null) return null;
        synchronized (trees) {
            return opened.get(name);
        }
    }

    private Watched find(String name) {
        if (name == null) return null;
        synchronized (trees) {
            return trees.get(name);
        }
    }

    /** Serves {@code feed} to one page, or answers 404 saying {@code ended} if it has ended. */
    private static void stream(Server.Exchange exchange, EventFeed feed, String ended)
            throws IOException {
        if (exchange.isHead()) { // the answer's head; no page joins
            exchange.startStream("text/event-stream");
            return;
        }
        BlockingQueue<String> queue = feed.join();
        if (queue == null) {
            text(exchange, 404, "Not Found", ended);
            return;
        }
        try {
            exchange.startStream("text/event-stream");
            feed.serve(queue, text -> exchange.write(text.getBytes(StandardCharsets.UTF_8)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            feed.leave(queue);
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
        List<Map.Entry<String, Timeline>> recordings;
        synchronized (trees) {
            all = new ArrayList<>(trees.values());
            recordings = new ArrayList<>(opened.entrySet());
        }
        StringBuilder json = new StringBuilder("{\"total\":").append(all.size() + recordings.size())
                .append(",\"trees\":[");
        int matching = 0;
        for (Watched watched : all) {
            if (!q.isEmpty() && !watched.name.toLowerCase(Locale.ROOT).contains(q)) continue;
            if (matching++ >= limit) continue;
            if (matching > 1) json.append(',');
            json.append("{\"name\":").append(Json.string(watched.name))
                    .append(",\"class\":").append(Json.string(watched.tree.getClass().getName()))
                    .append(",\"nodes\":").append(watched.tree.nodes().size())
                    .append(",\"subscribers\":").append(watched.subscribers())
                    .append(watched.keepsHistory() ? ",\"history\":true}" : "}");
        }
        for (Map.Entry<String, Timeline> recording : recordings) {
            String name = recording.getKey();
            if (!q.isEmpty() && !name.toLowerCase(Locale.ROOT).contains(q)) continue;
            if (matching++ >= limit) continue;
            if (matching > 1) json.append(',');
            json.append("{\"name\":").append(Json.string(name))
                    .append(",\"class\":").append(Json.string(recording.getValue().recording.treeClass()))
                    .append(",\"nodes\":").append(recording.getValue().recording.nodes().size())
                    .append(",\"recording\":true}");
        }
        return json.append("],\"matching\":").append(matching).append('}').toString();
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

    /** Mermaid's bytes, read once. */
    private static final class MermaidScript {
        static final byte[] BYTES = read();

        private static byte[] read() {
            try (InputStream in = Inspector.class.getClassLoader().getResourceAsStream(MERMAID)) {
                return in == null ? null : in.readAllBytes();
            } catch (IOException e) {
                return null;
            }
        }
    }

    private static void sendMermaid(Server.Exchange exchange) throws IOException {
        byte[] body = MermaidScript.BYTES;
        if (body == null) {
            text(exchange, 404, "Not Found", "mermaid webjar missing: " + MERMAID);
            return;
        }
        exchange.send(200, "OK", "text/javascript", Map.of("Cache-Control", "max-age=3600"), body);
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
