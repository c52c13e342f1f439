// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.dev;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * Loads one reload's classes: a tree class, its agent class and their nested classes come from
 * the watched directories, child-first; every other class comes from the parent (the loader of
 * the running version), so the objects the agent shares with the program keep their classes.
 */
final class ReloadLoader extends ClassLoader {
    static {
        registerAsParallelCapable();
    }

    private final List<Path> directories;
    /** The outer classes reloaded: each with the classes nested in it. */
    private final Set<String> reloaded;

    ReloadLoader(List<Path> directories, Set<String> reloaded, ClassLoader parent) {
        super("arbor-dev-reload", parent);
        this.directories = directories;
        this.reloaded = reloaded;
    }

    /** Whether {@code name} is a class this loader defines rather than its parent. */
    boolean reloads(String name) {
        for (String outer : reloaded) {
            if (name.equals(outer) || name.startsWith(outer + "$")) {
                return true;
            }
        }
        return false;
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
