package dev.arbor.flink.testing;

import dev.arbor.Status;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeListener;
import dev.arbor.runtime.TreeNodes;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * Until the generated trees have their own {@code snapshot()} and {@code restore()}, a stand-in
 * for tests: wraps a generated tree and snapshots its primitive fields and arrays by reflection
 * (a generated tree keeps its whole execution state in them). A tree that already snapshots is
 * returned as it is, so the tests run unchanged on the real snapshots once they exist.
 */
public final class StandInSnapshots {
    private StandInSnapshots() {}

    /** {@code tree} if it snapshots, else a wrapper that does. */
    public static Tree snapshotting(Tree tree) {
        try {
            tree.snapshotCapacity();
            return tree;
        } catch (UnsupportedOperationException notYet) {
            return new Wrapper(tree);
        }
    }

    private static final class Wrapper implements Tree {
        private final Tree tree;
        private final List<Field> fields = new ArrayList<>();
        private final long layout;
        private final int capacity;

        Wrapper(Tree tree) {
            this.tree = tree;
            long hash = tree.getClass().getName().hashCode();
            int size = 8;
            for (Field field : tree.getClass().getDeclaredFields()) {
                Class<?> type = field.getType();
                boolean state = type.isPrimitive()
                        || type.isArray() && type.getComponentType().isPrimitive();
                if (Modifier.isStatic(field.getModifiers()) || !state) {
                    continue;
                }
                field.setAccessible(true);
                fields.add(field);
                hash = hash * 31 + field.getName().hashCode();
                size += type.isArray() ? 8 * lengthOf(field) : 8;
            }
            this.layout = hash;
            this.capacity = size;
        }

        private int lengthOf(Field field) {
            try {
                return java.lang.reflect.Array.getLength(field.get(tree));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public long layoutHash() {
            return layout;
        }

        @Override
        public int snapshotCapacity() {
            return capacity;
        }

        @Override
        public byte[] snapshot() {
            byte[] bytes = new byte[capacity];
            snapshot(bytes, 0);
            return bytes;
        }

        @Override
        public int snapshot(byte[] buffer, int offset) {
            ByteBuffer out = ByteBuffer.wrap(buffer, offset, capacity);
            out.putLong(layout);
            try {
                for (Field field : fields) {
                    Object value = field.get(tree);
                    if (value instanceof long[] longs) {
                        for (long v : longs) out.putLong(v);
                    } else if (value instanceof int[] ints) {
                        for (int v : ints) out.putLong(v);
                    } else if (value instanceof boolean[] flags) {
                        for (boolean v : flags) out.putLong(v ? 1 : 0);
                    } else if (value instanceof byte[] small) {
                        for (byte v : small) out.putLong(v);
                    } else if (value instanceof Boolean flag) {
                        out.putLong(flag ? 1 : 0);
                    } else if (value instanceof Number number) {
                        out.putLong(number.longValue());
                    } else {
                        throw new IllegalStateException("stand-in cannot keep " + field);
                    }
                }
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
            return capacity;
        }

        @Override
        public void restore(byte[] buffer, int offset, int length) {
            ByteBuffer in = ByteBuffer.wrap(buffer, offset, length);
            if (length != capacity || in.getLong() != layout) {
                throw new IllegalArgumentException("not a stand-in snapshot of " + tree.getClass());
            }
            try {
                for (Field field : fields) {
                    Object value = field.get(tree);
                    Class<?> type = field.getType();
                    if (value instanceof long[] longs) {
                        for (int i = 0; i < longs.length; i++) longs[i] = in.getLong();
                    } else if (value instanceof int[] ints) {
                        for (int i = 0; i < ints.length; i++) ints[i] = (int) in.getLong();
                    } else if (value instanceof boolean[] flags) {
                        for (int i = 0; i < flags.length; i++) flags[i] = in.getLong() != 0;
                    } else if (value instanceof byte[] small) {
                        for (int i = 0; i < small.length; i++) small[i] = (byte) in.getLong();
                    } else if (type == boolean.class) {
                        field.setBoolean(tree, in.getLong() != 0);
                    } else if (type == long.class) {
                        field.setLong(tree, in.getLong());
                    } else if (type == int.class) {
                        field.setInt(tree, (int) in.getLong());
                    } else if (type == byte.class) {
                        field.setByte(tree, (byte) in.getLong());
                    } else if (type == short.class) {
                        field.setShort(tree, (short) in.getLong());
                    } else {
                        throw new IllegalStateException("stand-in cannot restore " + field);
                    }
                }
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override public Status tick() { return tree.tick(); }
        @Override public void reset() { tree.reset(); }
        @Override public Status status() { return tree.status(); }
        @Override public void pause() { tree.pause(); }
        @Override public void resume() { tree.resume(); }
        @Override public boolean isPaused() { return tree.isPaused(); }
        @Override public void raise(String nodeName) { tree.raise(nodeName); }
        @Override public String runningPath() { return tree.runningPath(); }
        @Override public void setListener(TreeListener listener) { tree.setListener(listener); }
        @Override public TreeListener listener() { return tree.listener(); }
        @Override public TreeNodes nodes() { return tree.nodes(); }
        @Override public Object agent() { return tree.agent(); }
    }
}
