// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs test classes of a built copy ({@link CopyBuild}) through the JUnit Platform Launcher, in a
 * class loader of their own that takes every {@code dev.arbor} class, and every resource it has,
 * from the copy; the libraries come from this test's class path. The copy's tests compile trees
 * with javac, whose class path is {@code java.class.path}: while they run, it names the copy
 * instead of the repository's Arbor classes, and they run on a thread of their own, whose
 * context class loader is the copy's (where compile-testing finds resources), and whose
 * thread-locals (the shared file manager of {@code testing/Compilers}) end with it.
 */
final class CopyTests {
    private CopyTests() {}

    /** Each test that passed ({@code Class: display name}), and each that did not, with why. */
    record Results(List<String> passed, List<String> failed) {
        boolean allPassed() {
            return failed.isEmpty() && !passed.isEmpty();
        }
    }

    /**
     * Runs {@code tests} ({@code Class} or {@code Class#method}, by fully qualified name) of the
     * copy whose class path is {@code classPath}, one after the other, stopping after the first
     * that fails when {@code stopAtFailure}.
     */
    static Results run(List<Path> classPath, List<String> tests, boolean stopAtFailure) {
        List<String> passed = Collections.synchronizedList(new ArrayList<>());
        List<String> failed = Collections.synchronizedList(new ArrayList<>());
        AtomicReference<Throwable> crashed = new AtomicReference<>();
        String javacClassPath = System.getProperty("java.class.path");
        try (CopyLoader loader = new CopyLoader(classPath)) {
            Thread thread = new Thread(null, () -> {
                Launcher launcher = LauncherFactory.create();
                for (String test : tests) {
                    int before = passed.size() + failed.size();
                    launcher.execute(LauncherDiscoveryRequestBuilder.request()
                            .selectors(selector(loader, test)).build(),
                            new Recorder(test, passed, failed));
                    if (passed.size() + failed.size() == before) {
                        throw new IllegalStateException("no test ran for " + test);
                    }
                    if (stopAtFailure && !failed.isEmpty()) {
                        return;
                    }
                }
            }, "copy tests", 16L << 20);
            thread.setContextClassLoader(loader);
            thread.setUncaughtExceptionHandler((t, e) -> crashed.set(e));
            List<Path> javac = new ArrayList<>(classPath);
            javac.addAll(CopyBuild.LIBRARIES);
            System.setProperty("java.class.path", CopyBuild.join(javac));
            thread.start();
            thread.join();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } finally {
            System.setProperty("java.class.path", javacClassPath);
        }
        if (crashed.get() != null) {
            throw new IllegalStateException("the launcher failed", crashed.get());
        }
        return new Results(List.copyOf(passed), List.copyOf(failed));
    }

    private static DiscoverySelector selector(ClassLoader loader, String test) {
        return test.contains("#") ? selectMethod(loader, test) : selectClass(loader, test);
    }

    /** Notes each test that ran, by its class's simple name and its display name. */
    private record Recorder(String selected, List<String> passed, List<String> failed)
            implements TestExecutionListener {
        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            String name = selected.substring(selected.lastIndexOf('.') + 1).split("#")[0] + ": "
                    + test.getDisplayName();
            if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                String why = result.getThrowable().map(CopyTests::summary).orElse("");
                failed.add(name + ": " + why);
            } else if (test.isTest()) {
                passed.add(name);
            }
        }
    }

    /**
     * The exception's first line and, when it quotes javac (a tree of the copy's that did not
     * compile), the first error with the line after it.
     */
    private static String summary(Throwable thrown) {
        List<String> lines = String.valueOf(thrown.getMessage()).lines().map(String::strip)
                .toList();
        StringBuilder summary = new StringBuilder(thrown.getClass().getSimpleName()).append(": ")
                .append(lines.isEmpty() ? "" : lines.get(0));
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).contains("error:")) {
                summary.append(' ').append(lines.get(i));
                if (i + 1 < lines.size()) {
                    summary.append(' ').append(lines.get(i + 1));
                }
                break;
            }
        }
        return summary.toString();
    }

    /** Child first for {@code dev.arbor} classes (only ever the copy's) and for resources. */
    private static final class CopyLoader extends URLClassLoader {
        CopyLoader(List<Path> classPath) {
            super("copy", urls(classPath), CopyTests.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("dev.arbor.")) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> type = findLoadedClass(name);
                if (type == null) {
                    type = findClass(name);
                }
                if (resolve) {
                    resolveClass(type);
                }
                return type;
            }
        }

        @Override
        public URL getResource(String name) {
            URL own = findResource(name);
            return own != null ? own : super.getResource(name);
        }

        @Override
        public Enumeration<URL> getResources(String name) throws IOException {
            List<URL> all = new ArrayList<>(Collections.list(findResources(name)));
            all.addAll(Collections.list(getParent().getResources(name)));
            return Collections.enumeration(all);
        }

        private static URL[] urls(List<Path> classPath) {
            List<URL> urls = new ArrayList<>();
            for (Path path : classPath) {
                try {
                    urls.add(path.toUri().toURL());
                } catch (MalformedURLException e) {
                    throw new IllegalStateException(e);
                }
            }
            return urls.toArray(URL[]::new);
        }
    }
}
