// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.dev;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * How an agent's fields go from an instance of the running class to one of its reloaded class
 * (docs/dev-mode.md, "What carries"): by name, when the type is the same class; a new field
 * keeps its initial value, a field gone is dropped; a changed type, a field whose type is a
 * class reloaded with the agent, a final field the new constructor sets otherwise, or a
 * constructor that differs is a refusal.
 */
final class AgentCopy {
    /** A change the reload cannot apply, and why. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String why) {
            super(why, null, false, false);
        }
    }

    /** Pairs of (old field, new field) to copy, in declaration order. */
    private final List<Field[]> pairs = new ArrayList<>();
    private final List<String> added = new ArrayList<>();
    private final List<String> dropped = new ArrayList<>();
    private final Class<?> newClass;

    private AgentCopy(Class<?> newClass) {
        this.newClass = newClass;
    }

    /** The fields of the new class that the old one had not: they keep their initial values. */
    List<String> added() {
        return added;
    }

    /** The fields of the old class that the new one has not: their values are dropped. */
    List<String> dropped() {
        return dropped;
    }

    /** Works out the copy from {@code oldClass} to {@code newClass}, or says why it cannot. */
    static AgentCopy plan(Class<?> oldClass, Class<?> newClass, ReloadLoader loader)
            throws Refused {
        AgentCopy copy = new AgentCopy(newClass);
        List<Class<?>> olds = hierarchy(oldClass);
        for (Class<?> c : hierarchy(newClass)) {
            if (!loader.reloads(c.getName())) { // a shared class: the same fields
                if (!olds.contains(c)) {
                    throw new Refused(newClass.getSimpleName() + " now extends " + c.getName()
                            + ", which the running class does not");
                }
                for (Field f : instanceFields(c)) {
                    copy.pairs.add(new Field[] {open(f), f});
                }
                continue;
            }
            Class<?> counterpart = olds.stream().filter(o -> o.getName().equals(c.getName()))
                    .findFirst().orElse(null);
            Set<String> seen = new TreeSet<>();
            for (Field f : instanceFields(c)) {
                Field g = counterpart == null ? null : instanceField(counterpart, f.getName());
                if (g == null) {
                    copy.added.add(f.getName());
                    continue;
                }
                seen.add(f.getName());
                if (g.getType() != f.getType()) {
                    if (g.getType().getName().equals(f.getType().getName())) {
                        throw new Refused("field " + f.getName() + " holds a "
                                + f.getType().getSimpleName() + ", a class reloaded with the"
                                + " agent: an object of the old class cannot go into it (keep"
                                + " such objects in a field of another type, or restart)");
                    }
                    throw new Refused("field " + f.getName() + " changed its type from "
                            + g.getGenericType().getTypeName() + " to "
                            + f.getGenericType().getTypeName());
                }
                if (!g.getGenericType().getTypeName().equals(f.getGenericType().getTypeName())) {
                    throw new Refused("field " + f.getName() + " changed its type from "
                            + g.getGenericType().getTypeName() + " to "
                            + f.getGenericType().getTypeName());
                }
                copy.pairs.add(new Field[] {open(g), open(f)});
            }
            if (counterpart != null) {
                for (Field g : instanceFields(counterpart)) {
                    if (!seen.contains(g.getName())) {
                        copy.dropped.add(g.getName());
                    }
                }
            }
        }
        return copy;
    }

    /**
     * A new agent for {@code old}: the new class must declare the same constructors as the old
     * one; the one with the fewest parameters is called, each parameter given the old agent's
     * value of its only field of that type (else null, 0 or false); {@link #copy} then sets
     * the fields.
     */
    Object construct(Object old) throws Refused {
        String before = signatures(old.getClass());
        String now = signatures(newClass);
        if (!before.equals(now)) {
            throw new Refused("the constructors differ: " + before + " before, " + now + " now");
        }
        Constructor<?> chosen = Arrays.stream(newClass.getDeclaredConstructors())
                .min((a, b) -> Integer.compare(a.getParameterCount(), b.getParameterCount()))
                .orElseThrow();
        Object[] arguments = new Object[chosen.getParameterCount()];
        Class<?>[] types = chosen.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            arguments[i] = argument(old, types[i]);
        }
        try {
            chosen.setAccessible(true);
            return chosen.newInstance(arguments);
        } catch (InvocationTargetException e) {
            throw new Refused("the constructor " + signature(chosen) + " threw "
                    + e.getCause());
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new Refused("the constructor " + signature(chosen) + " cannot be called: "
                    + e);
        }
    }

    /** Checks that a final field got the old value from the constructor; refused otherwise. */
    void checkFinals(Object from, Object to) throws Refused {
        for (Field[] pair : pairs) {
            Field f = pair[1];
            if (!Modifier.isFinal(f.getModifiers()) && !Modifier.isFinal(pair[0].getModifiers())) {
                continue;
            }
            Object before = get(pair[0], from);
            Object now = get(f, to);
            boolean same = before == now || f.getType().isPrimitive() && before.equals(now)
                    || before != null && (before instanceof String || before instanceof Enum
                    || before instanceof Number || before instanceof Boolean
                    || before instanceof Character) && before.equals(now);
            if (!same) {
                throw new Refused("final field " + f.getName() + " holds another value in the"
                        + " new agent than in the running one, and dev mode does not write final"
                        + " fields: make it non-final while you develop, or pass it to the"
                        + " constructor");
            }
        }
    }

    /** Copies every carried field from {@code from} to {@code to} (finals are equal already). */
    void copy(Object from, Object to) {
        for (Field[] pair : pairs) {
            if (Modifier.isFinal(pair[1].getModifiers())) {
                continue;
            }
            try {
                pair[1].set(to, pair[0].get(from));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e); // opened in plan
            }
        }
    }

    private static Object get(Field field, Object from) {
        try {
            return field.get(from);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e); // opened in plan
        }
    }

    private static Object argument(Object old, Class<?> type) {
        Object only = null;
        int found = 0;
        for (Class<?> c : hierarchy(old.getClass())) {
            for (Field f : instanceFields(c)) {
                if (f.getType() == type) {
                    found++;
                    only = get(open(f), old);
                }
            }
        }
        if (found == 1) {
            return only;
        }
        if (!type.isPrimitive()) {
            return null;
        }
        if (type == boolean.class) {
            return false;
        }
        if (type == char.class) {
            return '\0';
        }
        if (type == long.class) {
            return 0L;
        }
        if (type == float.class) {
            return 0f;
        }
        if (type == double.class) {
            return 0d;
        }
        if (type == byte.class) {
            return (byte) 0;
        }
        if (type == short.class) {
            return (short) 0;
        }
        return 0;
    }

    private static Field open(Field f) {
        f.setAccessible(true);
        return f;
    }

    private static String signatures(Class<?> type) {
        return Arrays.stream(type.getDeclaredConstructors()).map(AgentCopy::signature).sorted()
                .collect(Collectors.joining(", "));
    }

    private static String signature(Constructor<?> c) {
        return c.getDeclaringClass().getSimpleName() + Arrays.stream(c.getParameterTypes())
                .map(Class::getName).collect(Collectors.joining(", ", "(", ")"));
    }

    /** The class and its superclasses below Object. */
    private static List<Class<?>> hierarchy(Class<?> type) {
        List<Class<?>> classes = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            classes.add(c);
        }
        return classes;
    }

    private static List<Field> instanceFields(Class<?> c) {
        List<Field> fields = new ArrayList<>();
        for (Field f : c.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers()) && !f.isSynthetic()) {
                fields.add(f);
            }
        }
        return fields;
    }

    private static Field instanceField(Class<?> c, String name) {
        for (Field f : instanceFields(c)) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        return null;
    }
}
