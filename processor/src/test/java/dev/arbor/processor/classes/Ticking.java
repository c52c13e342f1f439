// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.classes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

/**
 * A generated tree of a successful compilation, bound to an agent of the compilation's classes,
 * and the agent's {@code trace}: the list every test agent adds its calls to.
 */
final class Ticking {
    final Tree tree;
    final List<String> trace;

    /**
     * The tree {@code treeClass} generates, on a new {@code agentClass} (which has a public
     * no-argument constructor and a {@code trace} field).
     */
    Ticking(Compilation compilation, String treeClass, String agentClass, String generated)
            throws ReflectiveOperationException {
        this(compilation, Ticking.class.getClassLoader(), treeClass, agentClass, generated);
    }

    /** As above, loading what the compilation did not write from {@code parent}. */
    @SuppressWarnings("unchecked")
    Ticking(Compilation compilation, ClassLoader parent, String treeClass, String agentClass,
            String generated) throws ReflectiveOperationException {
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        ClassLoader loader = Compilers.load(compilation, parent);
        Class<?> type = loader.loadClass(treeClass);
        Object agent = loader.loadClass(agentClass).getConstructor().newInstance();
        this.tree = (Tree) loader.loadClass(generated).getConstructor(type).newInstance(agent);
        this.trace = (List<String>) trace(agent.getClass()).get(agent);
    }

    /**
     * The field {@code trace} of {@code type} or a superclass, made readable: it may be a
     * record's (private) or declared in a package-private class.
     */
    private static Field trace(Class<?> type) throws NoSuchFieldException {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            try {
                Field field = c.getDeclaredField("trace");
                field.setAccessible(true);
                return field;
            } catch (NoSuchFieldException notHere) {
                // look in the superclass
            }
        }
        throw new NoSuchFieldException(type.getName() + ".trace");
    }

    /** Ticks once; asserts the status and the calls the tick made. */
    void tick(Status expected, String... calls) {
        trace.clear();
        assertEquals(expected, tree.tick());
        assertEquals(List.of(calls), new ArrayList<>(trace));
    }
}
