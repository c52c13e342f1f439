// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.dev;

import dev.arbor.runtime.Clock;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import dev.arbor.runtime.TreeMigration;
import dev.arbor.runtime.TreeRunner;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.zip.CRC32;

/**
 * Development mode: reloads the trees of a {@link TreeRunner} when their classes are compiled
 * again, keeping each agent's fields and each tree's place (docs/dev-mode.md). It watches
 * directories of compiled classes ({@code target/classes}, or what your IDE writes); when a
 * build has written a tree class ({@code GuardTree}) or its agent class ({@code Guard}) anew, it
 * loads both in a fresh class loader and, between two updates of the runner, for each of the
 * runner's trees of that class: builds a new agent and copies the old agent's fields into it by
 * name, builds a new tree over it on the old tree's clock, moves the old tree's state with
 * {@link TreeMigration} (docs/semantics.md §9.1) and {@linkplain TreeRunner#replace replaces}
 * the old tree with it. It says what it did, in one line per class:
 *
 * <pre>{@code
 * reloaded Guard: 2 nodes added, 1 removed, 37 trees moved
 * }</pre>
 *
 * <p>A change it cannot apply (a field whose type changed, a constructor that differs, a class
 * that fails to load, a new tree that refuses the move) leaves every old tree of that class
 * running, and says why: {@code not reloaded Guard: field range changed its type from int to
 * long; the running trees go on}.
 *
 * <p>A complete example, in a program's development entry point:
 *
 * <pre>{@code
 * TreeRunner runner = TreeRunner.builder().interval(Duration.ofMillis(100)).build();
 * for (Guard guard : guards) {
 *     runner.add(new GuardTree(guard));
 * }
 * try (DevReloader reloader = DevReloader.builder(runner)
 *         .watch(Path.of("target/classes"))
 *         .onReload(line -> System.out.println(line))
 *         .build()) {
 *     reloader.start();   // a daemon thread watches; mvn compile in another terminal
 *     runner.start();
 *     waitUntilQuit();
 * }
 * }</pre>
 *
 * <p>The inspector's page follows a reload when told: {@code .onReload(inspector::say)} shows
 * each line on every open page, {@code .onSwap(inspector::replace)} moves each watched tree to
 * its replacement, which the page draws (docs/dev-mode.md, "In the live view").
 *
 * <p>For development only: it reads and writes fields by reflection and keeps one class loader
 * per reload. Your program goes on holding the old agents: read the current one from
 * {@link Tree#agent()} of the runner's trees ({@link TreeRunner#trees()}).
 */
public final class DevReloader implements AutoCloseable {
    private static final System.Logger LOG = System.getLogger("dev.arbor.dev");

    private final TreeRunner runner;
    private final List<Path> directories;
    private final Duration debounce;
    private final Duration poll;
    private final Consumer<String> listener;
    private final BiConsumer<Tree, Tree> swapped;
    private final Clock fallbackClock;
    private final long seed;
    /** Per class file: its size and last-modified time at the last scan. */
    private Map<Path, List<Long>> stamps;
    private final Object scanning = new Object();
    private volatile Thread thread;
    private volatile boolean closed;
    private WatchService watcher;

    private DevReloader(Builder builder) {
        this.runner = builder.runner;
        this.directories = List.copyOf(builder.directories);
        this.debounce = builder.debounce;
        this.poll = builder.poll;
        this.listener = builder.listener;
        this.swapped = builder.swapped;
        this.fallbackClock = builder.clock != null ? builder.clock : builder.runner.clock();
        this.seed = builder.seed;
        this.stamps = scan();
    }

    /**
     * A builder for a reloader of {@code runner}'s trees.
     *
     * @throws NullPointerException if {@code runner} is null
     */
    public static Builder builder(TreeRunner runner) {
        return new Builder(Objects.requireNonNull(runner, "runner"));
    }

    /** Builds a {@link DevReloader}. */
    public static final class Builder {
        private final TreeRunner runner;
        private final List<Path> directories = new ArrayList<>();
        private Duration debounce = Duration.ofSeconds(1);
        private Duration poll = Duration.ofSeconds(1);
        private Consumer<String> listener = line -> { };
        private BiConsumer<Tree, Tree> swapped = (old, replacement) -> { };
        private Clock clock;
        private long seed;

        private Builder(TreeRunner runner) {
            this.runner = runner;
        }

        /**
         * Adds directories of compiled classes to watch (package roots, such as
         * {@code target/classes}); the first that holds a class is where it is loaded from.
         */
        public Builder watch(Path... directories) {
            for (Path directory : directories) {
                this.directories.add(Objects.requireNonNull(directory, "directory")
                        .toAbsolutePath().normalize());
            }
            return this;
        }

        /**
         * How long the class files must stay unchanged before a reload, so that a build's burst
         * of writes makes one reload: 1 s unless set (javac on a busy machine can write an agent
         * class and its tree class seconds apart).
         */
        public Builder debounce(Duration debounce) {
            this.debounce = Objects.requireNonNull(debounce, "debounce");
            return this;
        }

        /**
         * How often the watching thread also looks at the files itself, for file systems whose
         * watch service misses writes (some network and container mounts): 1 s unless set.
         */
        public Builder poll(Duration poll) {
            this.poll = Objects.requireNonNull(poll, "poll");
            return this;
        }

        /** Receives each line the reloader says (it is also logged, as {@code dev.arbor.dev}). */
        public Builder onReload(Consumer<String> listener) {
            this.listener = Objects.requireNonNull(listener, "listener");
            return this;
        }

        /**
         * Told of each tree swapped, {@code (old, replacement)}: per reloaded class, in the
         * order the runner ticks its trees, on the thread that swaps them, between two updates
         * of the runner, right after {@link TreeRunner#replace} (the replacement carries the old
         * tree's listener by then), before the reload's line is said. What else holds the old
         * tree follows it here: a live view ({@code .onSwap(inspector::replace)}, which redraws
         * the page), a map of your own. An exception it throws is logged, and the reload goes
         * on.
         */
        public Builder onSwap(BiConsumer<Tree, Tree> swapped) {
            this.swapped = Objects.requireNonNull(swapped, "swapped");
            return this;
        }

        /**
         * The clock for new trees whose old tree's clock cannot be read (a tree class without
         * one, as a tree of only core kinds is): the runner's clock unless set, the clock the
         * runner ticks its trees on. A tree's own clock is read from it and kept.
         */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * The seed each new tree is built with (0 unless set); the draws a running tree has
         * made move with its state.
         */
        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        /**
         * The reloader, which has noted the class files as they are now.
         *
         * @throws IllegalStateException if no directory is watched
         */
        public DevReloader build() {
            if (directories.isEmpty()) {
                throw new IllegalStateException("[Arbor/Dev] DevReloader watches no directory:"
                        + " call watch(Path.of(\"target/classes\"))");
            }
            return new DevReloader(this);
        }
    }

    /**
     * Starts a daemon thread that reloads whenever the watched class files change (after
     * {@link Builder#debounce} of quiet), until {@link #close()}.
     *
     * @throws IllegalStateException if started already or closed
     */
    public synchronized void start() {
        if (closed || thread != null) {
            throw new IllegalStateException("[Arbor/Dev] DevReloader.start(): "
                    + (closed ? "closed" : "started already"));
        }
        try {
            watcher = FileSystems.getDefault().newWatchService();
            for (Path directory : directories) {
                register(directory);
            }
        } catch (IOException | UnsupportedOperationException e) {
            watcher = null; // the poll alone then
        }
        Thread t = new Thread(this::watch, "arbor-dev-reloader");
        t.setDaemon(true);
        thread = t;
        t.start();
    }

    /**
     * Looks at the class files now and reloads what changed since the last look: the trees of
     * the runner whose tree class or agent class (or a class nested in either) changed. Called
     * by the watching thread; call it yourself to reload at a moment of your choosing.
     *
     * @return the lines said, one per reloaded or refused class (none when nothing changed)
     * @throws IllegalStateException if called from inside an update of the runner
     */
    public List<String> reloadNow() {
        synchronized (scanning) {
            Map<Path, List<Long>> now = scan();
            Set<String> changed = new TreeSet<>();
            for (Map.Entry<Path, List<Long>> e : now.entrySet()) {
                if (!e.getValue().equals(stamps.get(e.getKey()))) {
                    changed.add(className(e.getKey()));
                }
            }
            stamps = now;
            if (changed.isEmpty()) {
                return List.of();
            }
            Map<Class<?>, List<Tree>> byClass = new LinkedHashMap<>();
            for (Tree tree : runner.trees()) {
                Class<?> treeClass = tree.getClass();
                Class<?> agentClass = tree.agent().getClass();
                if (changed.stream().anyMatch(c -> c.startsWith(outer(treeClass.getName())))
                        || touched(changed, agentClass.getName())) {
                    byClass.computeIfAbsent(treeClass, c -> new ArrayList<>()).add(tree);
                }
            }
            List<String> lines = new ArrayList<>();
            for (Map.Entry<Class<?>, List<Tree>> e : byClass.entrySet()) {
                String line = reload(e.getKey(), e.getValue());
                lines.add(line);
                say(line);
            }
            return lines;
        }
    }

    /** Stops watching. The trees stay as they are in the runner. */
    @Override
    public void close() {
        Thread t;
        synchronized (this) {
            closed = true;
            t = thread;
            thread = null;
        }
        if (watcher != null) {
            try {
                watcher.close();
            } catch (IOException e) {
                LOG.log(System.Logger.Level.DEBUG, "closing the watch service", e);
            }
        }
        if (t != null) {
            t.interrupt();
            try {
                t.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    // ---------------------------------------------------------------------------------------
    // One class

    /** What one tree of the class becomes, planned. */
    private record Step(Tree old, Tree replacement, Object newAgent, TreeMigration move) { }

    private String reload(Class<?> treeClass, List<Tree> trees) {
        Object firstAgent = trees.get(0).agent();
        Class<?> oldAgentClass = firstAgent.getClass();
        String name = oldAgentClass.getSimpleName();
        ClassLoader parent = treeClass.getClassLoader() instanceof ReloadLoader reloaded
                ? reloaded.getParent() : treeClass.getClassLoader();
        ReloadLoader loader = new ReloadLoader(directories, outer(oldAgentClass.getName()),
                outer(treeClass.getName()), parent);
        Class<?> newTreeClass;
        Class<?> newAgentClass;
        AgentCopy copy;
        Constructor<?> treeConstructor;
        try {
            newAgentClass = Class.forName(oldAgentClass.getName(), true, loader);
            newTreeClass = Class.forName(treeClass.getName(), true, loader);
            if (!Tree.class.isAssignableFrom(newTreeClass)) {
                return refused(name, treeClass.getSimpleName() + " is no longer a tree");
            }
            treeConstructor = newTreeClass.getConstructor(newAgentClass, Clock.class,
                    long.class);
            copy = AgentCopy.plan(oldAgentClass, newAgentClass, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return refused(name, "the class fails to load: " + e);
        } catch (NoSuchMethodException e) {
            return refused(name, treeClass.getSimpleName() + " has no constructor ("
                    + name + ", Clock, long) now");
        } catch (AgentCopy.Refused e) {
            return refused(name, e.getMessage());
        } catch (RuntimeException e) { // a field that cannot be opened, say
            return refused(name, "its fields cannot be read: " + e);
        }
        List<String> result = new ArrayList<>();
        try {
            runner.betweenUpdates(() -> result.add(swap(name, trees, copy, treeConstructor)));
        } catch (IllegalStateException e) {
            return refused(name, e.getMessage());
        }
        return result.get(0);
    }

    /** Plans every tree of the class, then (if all can move) moves and swaps them. */
    private String swap(String name, List<Tree> trees, AgentCopy copy,
            Constructor<?> treeConstructor) {
        Map<Object, Object> agents = new IdentityHashMap<>();
        List<Step> steps = new ArrayList<>();
        try {
            for (Tree old : trees) {
                if (!runner.contains(old)) {
                    continue; // removed since
                }
                Object agent = old.agent();
                Object newAgent = agents.get(agent);
                if (newAgent == null) {
                    newAgent = copy.construct(agent);
                    copy.checkFinals(agent, newAgent);
                    agents.put(agent, newAgent);
                }
                Tree replacement = (Tree) treeConstructor.newInstance(newAgent, clockOf(old),
                        seed);
                steps.add(new Step(old, replacement, newAgent, TreeMigration.plan(old,
                        replacement)));
            }
        } catch (AgentCopy.Refused e) {
            return refused(name, e.getMessage());
        } catch (InvocationTargetException e) {
            return refused(name, "the new tree refuses: " + e.getCause().getMessage());
        } catch (ReflectiveOperationException | RuntimeException e) {
            return refused(name, "the new tree refuses: " + e.getMessage());
        }
        if (steps.isEmpty()) {
            return "reloaded " + name + ": no tree of it is running";
        }
        int ended = 0;
        Set<String> why = new LinkedHashSet<>();
        Set<String> endedActions = new LinkedHashSet<>();
        Map<Object, Object> copied = new IdentityHashMap<>();
        int moved = 0;
        List<String> failures = new ArrayList<>();
        for (Step step : steps) {
            Tree old = step.old();
            try {
                step.move().apply(); // a run that cannot carry ends on the old agent first
            } catch (RuntimeException e) {
                failures.add(old.nodes().tree() + ": " + e.getMessage());
                continue;
            }
            if (!step.move().runCarries()) {
                ended++;
                String summary = step.move().summary();
                int open = summary.indexOf("the run ends (");
                int close = summary.lastIndexOf("): ");
                if (open >= 0 && close > open) {
                    why.add(summary.substring(open + "the run ends (".length(), close));
                }
                endedActions.addAll(step.move().endedActions());
            }
            if (copied.put(old.agent(), step.newAgent()) == null) {
                copy.copy(old.agent(), step.newAgent());
            }
            TreeListener listening = old.listener();
            if (listening != null) {
                old.setListener(null);
                step.replacement().setListener(listening);
            }
            runner.replace(old, step.replacement());
            moved++;
            try {
                swapped.accept(old, step.replacement());
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "onSwap threw for " + name
                        + "; the reload goes on", e);
            }
        }
        TreeMigration first = steps.get(0).move();
        StringBuilder line = new StringBuilder("reloaded ").append(name).append(": ")
                .append(count(first.added(), "node")).append(" added, ")
                .append(first.removed()).append(" removed, ")
                .append(count(moved, "tree")).append(" moved");
        if (ended > 0) {
            line.append("; ").append(count(ended, "run")).append(" ended (")
                    .append(String.join("; ", why)).append(")");
            if (!endedActions.isEmpty()) {
                line.append(", actions ended: ").append(String.join(", ", endedActions));
            }
        }
        if (!copy.added().isEmpty()) {
            line.append("; new fields: ").append(String.join(", ", copy.added()));
        }
        if (!copy.dropped().isEmpty()) {
            line.append("; fields dropped: ").append(String.join(", ", copy.dropped()));
        }
        if (!failures.isEmpty()) {
            line.append("; not moved (a hook threw while its run ended): ")
                    .append(String.join("; ", failures));
        }
        return line.toString();
    }

    /** The clock a generated tree reads (its field {@code clock}), or the builder's. */
    private Clock clockOf(Tree tree) {
        for (Class<?> c = tree.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field field = c.getDeclaredField("clock");
                if (field.getType() == Clock.class) {
                    field.setAccessible(true);
                    return (Clock) field.get(tree);
                }
            } catch (NoSuchFieldException e) {
                continue;
            } catch (ReflectiveOperationException | RuntimeException e) {
                break;
            }
        }
        return fallbackClock;
    }

    private static String refused(String name, String why) {
        return "not reloaded " + name + ": " + why + "; the running trees go on";
    }

    private void say(String line) {
        LOG.log(line.startsWith("not ") ? System.Logger.Level.WARNING
                : System.Logger.Level.INFO, line);
        listener.accept(line);
    }

    private static String count(int n, String what) {
        return n + " " + what + (n == 1 ? "" : "s");
    }

    private static String outer(String name) {
        int dollar = name.indexOf('$');
        return dollar < 0 ? name : name.substring(0, dollar);
    }

    private static boolean touched(Set<String> changed, String className) {
        String outer = outer(className);
        for (String c : changed) {
            if (c.equals(outer) || c.startsWith(outer + "$")) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------------------------------
    // The files

    private String className(Path file) {
        for (Path directory : directories) {
            if (file.startsWith(directory)) {
                String relative = directory.relativize(file).toString();
                return relative.substring(0, relative.length() - ".class".length())
                        .replace(file.getFileSystem().getSeparator(), ".");
            }
        }
        return file.toString();
    }

    private Map<Path, List<Long>> scan() {
        Map<Path, List<Long>> found = new HashMap<>();
        for (Path directory : directories) {
            if (!Files.isDirectory(directory)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(directory)) {
                files.filter(p -> p.toString().endsWith(".class")).forEach(p -> {
                    try {
                        BasicFileAttributes a = Files.readAttributes(p,
                                BasicFileAttributes.class);
                        CRC32 crc = new CRC32(); // a rewrite within the clock's resolution too
                        crc.update(Files.readAllBytes(p));
                        found.putIfAbsent(p, List.of(a.size(),
                                a.lastModifiedTime().to(TimeUnit.NANOSECONDS), crc.getValue()));
                    } catch (IOException e) {
                        // deleted while we looked: the next scan sees it
                    }
                });
            } catch (IOException | UncheckedIOException e) {
                LOG.log(System.Logger.Level.DEBUG, "scanning " + directory, e);
            }
        }
        return found;
    }

    private void register(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            return;
        }
        try (Stream<Path> dirs = Files.walk(directory)) {
            for (Path d : (Iterable<Path>) dirs.filter(Files::isDirectory)::iterator) {
                d.register(watcher, StandardWatchEventKinds.ENTRY_CREATE,
                        StandardWatchEventKinds.ENTRY_MODIFY,
                        StandardWatchEventKinds.ENTRY_DELETE);
            }
        }
    }

    /** The watching thread: waits for a write (or the poll), then for quiet, then reloads. */
    private void watch() {
        try {
            while (!closed) {
                boolean event = waitForEvent(poll.toMillis());
                if (event) {
                    while (waitForEvent(debounce.toMillis())) {
                        // a build is still writing: wait for quiet
                    }
                    if (watcher != null) {
                        for (Path directory : directories) {
                            register(directory); // directories the build created
                        }
                    }
                }
                if (!closed) {
                    try {
                        reloadNow();
                    } catch (IllegalStateException e) { // the runner closed
                        say("not reloaded: " + e.getMessage());
                        return;
                    }
                }
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            // closed
        } catch (IOException e) {
            say("not reloaded: watching the classes failed (" + e + "); dev mode stops");
        }
    }

    /** Waits up to {@code millis} for a file event; true if one came. */
    private boolean waitForEvent(long millis) throws InterruptedException {
        if (watcher == null) {
            Thread.sleep(Math.max(1, millis));
            return false;
        }
        WatchKey key = watcher.poll(Math.max(1, millis), TimeUnit.MILLISECONDS);
        if (key == null) {
            return false;
        }
        key.pollEvents();
        key.reset();
        return true;
    }
}
