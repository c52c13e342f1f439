// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.HashMap;

/**
 * Which {@link TreeRunner} holds which tree, so that a tree is registered with one runner at a
 * time: by identity, and weakly on both sides, so that a tree or a runner no longer used
 * elsewhere is not kept alive by this table (a runner without worker threads, dropped without
 * {@code close()}, lets go of its trees when it is collected).
 */
final class TreeOwners {
    private final HashMap<Key, WeakReference<TreeRunner>> map = new HashMap<>();
    private final ReferenceQueue<Tree> queue = new ReferenceQueue<>();

    /** The runner holding {@code tree}, or null. */
    synchronized TreeRunner owner(Tree tree) {
        expunge();
        WeakReference<TreeRunner> owner = map.get(new Key(tree, null));
        return owner == null ? null : owner.get();
    }

    /** Claims {@code tree} for {@code runner} if no runner holds it; returns the holder. */
    synchronized TreeRunner claim(Tree tree, TreeRunner runner) {
        TreeRunner owner = owner(tree);
        if (owner == null) {
            map.put(new Key(tree, queue), new WeakReference<>(runner));
        }
        return owner;
    }

    /** Releases {@code tree} if {@code runner} holds it; returns whether it did. */
    synchronized boolean release(Tree tree, TreeRunner runner) {
        if (owner(tree) != runner) {
            return false;
        }
        map.remove(new Key(tree, null));
        return true;
    }

    private void expunge() {
        Object stale;
        while ((stale = queue.poll()) != null) {
            map.remove(stale);
        }
    }

    /** A weak key compared by identity (so a Tree that overrides equals is still itself). */
    private static final class Key extends WeakReference<Tree> {
        private final int hash;

        Key(Tree tree, ReferenceQueue<Tree> queue) {
            super(tree, queue);
            this.hash = System.identityHashCode(tree);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Key)) {
                return false;
            }
            Tree tree = get();
            return tree != null && tree == ((Key) o).get();
        }
    }
}
