// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.dev;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Loads one reload's classes: a tree class and the classes generated beside it (their names
 * begin with its name: {@code GolemTreeFields}, {@code GolemTreeNodes}, {@code GolemTree$Event}),
 * and its agent class and the classes nested in it, come from the watched directories,
 * child-first; every other class comes from the parent (the loader of the running version), so
 * the objects the agent shares with the program keep their classes. The files the processor
 * writes beside the classes ({@code META-INF/arbor/}: a tree's drawing) come from the watched
 * directories first too, so that what reads them through the new tree's class (the inspector's
 * drawing) reads the new version's.
 */
final class ReloadLoader extends ClassLoader {
    static {
        registerAsParallelCapable();
    }

    private final List<Path> directories;
    /** The agent class (outermost), reloaded with the classes nested in it. */
    private final String agent;
    /** The tree class (outermost), reloaded with every class whose name begins with it. */
    private final String tree;

    ReloadLoader(List<Path> directories, String agent, String tree, ClassLoader parent) {
        super("arbor-dev-reload", parent);
        this.directories = directories;
        this.agent = agent;
        this.tree = tree;
    }

    /** Whether {@code name} is a class this loader defines rather than its parent. */
    boolean reloads(String name) {
        return name.equals(agent) || name.startsWith(agent + "$") || name.startsWith(tree);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!reloads(name)) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                loaded = findClass(name);
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    @Override
    public URL getResource(String name) {
        if (name.startsWith("META-INF/arbor/")) {
            for (Path directory : directories) {
                Path path = directory.resolve(name);
                if (Files.isRegularFile(path)) {
                    try {
                        return path.toUri().toURL();
                    } catch (MalformedURLException e) {
                        break; // the parent's, then
                    }
                }
            }
        }
        return super.getResource(name);
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        String file = name.replace('.', '/') + ".class";
        for (Path directory : directories) {
            Path path = directory.resolve(file);
            if (Files.isRegularFile(path)) {
                byte[] bytes;
                try {
                    bytes = Files.readAllBytes(path);
                } catch (IOException e) {
                    throw new ClassNotFoundException(name + ": " + e.getMessage(), e);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        }
        throw new ClassNotFoundException(name + " is in none of the watched directories");
    }
}
