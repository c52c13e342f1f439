// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.arbor.Status;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every public constructor and method of the runtime's public classes, found by reflection, is
 * called with null for each of its reference parameters in turn (the others valid), and must
 * refuse it with a {@link NullPointerException} tagged {@code [Arbor/NullArgument]} or
 * {@code [Arbor/NullTree]} that names the method and the parameter. A method added later is
 * called too; one whose parameter type this test cannot fill, or whose class it cannot make,
 * fails the test until it is taught here. The generated trees' own methods, and {@link Tree}'s,
 * are held to the same rule on compiled trees (the processor's {@code NullArgumentsOfTreesTest}).
 */
class NullArgumentsTest {
    /**
     * Public methods that take null on purpose, and interfaces whose methods the runtime calls
     * rather than the user: each with why.
     */
    private static final Map<String, String> EXEMPT = Map.ofEntries(
            Map.entry("TreeRunner.contains",
                    "answers false for null, as for any tree not registered"),
            Map.entry("TreeListener",
                    "callbacks a tree calls, with itself; a listener implements them"),
            Map.entry("TaskObject",
                    "a @Task field's object implements it; the tree calls end(Status)"),
            Map.entry("Tree",
                    "implemented by generated trees: NullArgumentsOfTreesTest calls those"),
            Map.entry("Sleep.valueOf", "the language's own method of an enum (TreeRunner.Sleep)"),
            Map.entry("NodeHandle.equals", "Object.equals: false for null, as the language asks"),
            Map.entry("Counts",
                    "a record TreeRunner.counts() answers: its only parameter is equals'"),
            Map.entry("AgentFields",
                    "implemented by generated fields classes: AgentFieldsTest calls those"),
            Map.entry("FieldValues.render", "renders any value, null as null"),
            Map.entry("FieldValues.equals", "Object.equals: false for null, as the language asks"),
            Map.entry("ForwardingTreeListener", "callbacks a tree calls, passed on as they"
                    + " came: TreeListener's, ForwardingTreeListenerTest calls them"));

    @TempDir
    Path dir;
    private final ManualClock clock = new ManualClock();
    private final TreeRunner runner = TreeRunner.builder().clock(clock).build();
    private final FakeTree tree = new FakeTree("a", clock, new ArrayList<>(), "alarm");

    @AfterEach
    void close() {
        runner.close();
    }

    @Test
    void everyPublicMethodOfTheRuntimeRefusesNullByName() throws Exception {
        runner.add(tree);
        List<String> called = new ArrayList<>();
        for (Class<?> type : publicClasses()) {
            if (EXEMPT.containsKey(type.getSimpleName())) {
                continue;
            }
            List<Executable> members = new ArrayList<>(Arrays.asList(type.getConstructors()));
            members.addAll(Arrays.stream(type.getDeclaredMethods())
                    .filter(m -> Modifier.isPublic(m.getModifiers()) && !m.isSynthetic())
                    .toList());
            for (Executable member : members) {
                String name = name(type, member);
                if (EXEMPT.containsKey(name)) {
                    continue;
                }
                Class<?>[] parameters = member.getParameterTypes();
                for (int i = 0; i < parameters.length; i++) {
                    if (!parameters[i].isPrimitive()) {
                        assertRefused(type, member, i);
                        called.add(name + "#" + i);
                    }
                }
            }
        }
        // what the reflection must have found, at least (a sanity check of the search itself)
        assertTrue(called.containsAll(List.of("ManualClock.advance#0", "TreeRunner.add#0",
                "TreeRunner.add#1", "TreeRunner.sleep#1", "TreeRunner.raise#1",
                "TreeRunner.betweenUpdates#0", "Builder.clock#0", "Builder.errorHandler#0",
                "TraceRecorder.verify#0", "TraceRecorder.completed#2", "TreeNodes.indexOf#0",
                "new TreeNodes#1", "NodeFailure.of#0", "ErrorHandler.failed#1")), called::toString);
        assertFalse(runner.contains(null)); // the exemption, as documented
    }

    /** {@code member} of {@code type} called with null for parameter {@code i} is refused. */
    private void assertRefused(Class<?> type, Executable member, int i) throws Exception {
        Object[] args = new Object[member.getParameterCount()];
        for (int p = 0; p < args.length; p++) {
            args[p] = p == i ? null : value(member.getParameterTypes()[p], member);
        }
        String name = name(type, member);
        try {
            if (member instanceof Constructor<?> constructor) {
                constructor.newInstance(args);
            } else {
                Method method = (Method) member;
                method.invoke(Modifier.isStatic(method.getModifiers()) ? null : receiver(type),
                        args);
            }
            fail(name + " took null for parameter " + i);
        } catch (InvocationTargetException e) {
            Throwable thrown = e.getCause();
            if (!(thrown instanceof NullPointerException) || thrown.getMessage() == null) {
                throw new AssertionError(name + "(null for parameter " + i + ") threw " + thrown,
                        thrown);
            }
            String message = thrown.getMessage();
            assertTrue(message.startsWith("[Arbor/NullArgument] ")
                    || message.startsWith("[Arbor/NullTree] "), name + ": " + message);
            String method = member instanceof Constructor<?> ? "new " + type.getSimpleName()
                    : member.getName();
            assertTrue(message.contains(method + "() got null for "), name + ": " + message);
        }
    }

    /** {@code Class.method}, or {@code new Class} for a constructor. */
    private static String name(Class<?> type, Executable member) {
        return member instanceof Constructor<?> ? "new " + type.getSimpleName()
                : type.getSimpleName() + "." + member.getName();
    }

    /** The public top-level and nested classes of {@code dev.arbor.runtime}, from its class files. */
    private static List<Class<?>> publicClasses() throws IOException, URISyntaxException,
            ClassNotFoundException {
        Path folder = Path.of(Tree.class.getProtectionDomain().getCodeSource().getLocation()
                .toURI()).resolve("dev/arbor/runtime");
        List<Class<?>> classes = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.sorted().toList()) {
                String fileName = file.getFileName().toString();
                if (!fileName.endsWith(".class") || fileName.contains("$")) {
                    continue;
                }
                Class<?> type = Class.forName("dev.arbor.runtime."
                        + fileName.substring(0, fileName.length() - ".class".length()));
                if (Modifier.isPublic(type.getModifiers())) {
                    classes.add(type);
                    for (Class<?> nested : type.getDeclaredClasses()) {
                        if (Modifier.isPublic(nested.getModifiers())) {
                            classes.add(nested);
                        }
                    }
                }
            }
        }
        assertTrue(classes.size() >= 10, classes::toString);
        return classes;
    }

    /** An instance to call {@code type}'s instance methods on. */
    private Object receiver(Class<?> type) {
        if (type == ManualClock.class) {
            return new ManualClock();
        } else if (type == TreeRunner.class) {
            return runner;
        } else if (type == TreeRunner.Builder.class) {
            return TreeRunner.builder();
        } else if (type == TreeRunner.ErrorHandler.class) {
            return TreeRunner.ErrorHandler.logging();
        } else if (type == TraceRecorder.class) {
            return new TraceRecorder();
        } else if (type == TreeNodes.class) {
            return tree.nodes();
        } else if (type == FieldValues.class) {
            return FieldValues.EMPTY;
        } else if (type == NodeFailure.class) {
            return new NodeFailure("T", 0, "root", "root");
        }
        throw new AssertionError("no instance of " + type.getName() + " to call its methods on:"
                + " make one here, or exempt the class saying why");
    }

    /** A valid, non-null value of {@code type}, for the parameters not under test. */
    private Object value(Class<?> type, Executable member) {
        if (type == int.class) {
            return 0;
        } else if (type == long.class) {
            return 0L;
        } else if (type == boolean.class) {
            return false;
        } else if (type == Tree.class) {
            return tree;
        } else if (type == Class.class) { // a node handle's tree class
            return tree.getClass();
        } else if (type == Duration.class) {
            return Duration.ofMillis(10);
        } else if (type == String.class) {
            return "alarm";
        } else if (type == Runnable.class) {
            return (Runnable) () -> { };
        } else if (type == Clock.class) {
            return new ManualClock();
        } else if (type == TreeRunner.ErrorHandler.class) {
            return (TreeRunner.ErrorHandler) (t, e) -> { };
        } else if (type == Path.class) {
            return dir.resolve("trace.txt");
        } else if (type == List.class) {
            return List.of();
        } else if (type == String[].class) {
            return new String[] {"root"};
        } else if (type == int[].class) {
            return new int[] {-1};
        } else if (type == byte[].class) {
            return new byte[] {0};
        } else if (type == TreeShape.class) {
            return new TreeShape("T", 0L, tree.nodes(), new MoveLayout(true, false,
                    "N".repeat(tree.nodes().size())));
        } else if (type == Throwable.class || type == RuntimeException.class) {
            return new IllegalStateException("thrown");
        } else if (type == Status.class) {
            return Status.SUCCESS;
        } else if (type == TreeRunner.Sleep.class) {
            return TreeRunner.Sleep.RESET;
        } else if (type == java.util.function.Function.class) { // the runner's interval function
            return (java.util.function.Function<Tree, Duration>) t -> null;
        }
        throw new AssertionError("no value of " + type.getName() + " for " + member
                + ": add one here");
    }

    @Test
    void theRefusalNamesTheMethodAndTheParameter() {
        NullPointerException e = org.junit.jupiter.api.Assertions.assertThrows(
                NullPointerException.class, () -> runner.sleep(tree, null));
        assertEquals("[Arbor/NullArgument] TreeRunner.sleep() got null for duration; pass a"
                + " duration, e.g. Duration.ofSeconds(2), or call wake(tree)", e.getMessage());
        e = org.junit.jupiter.api.Assertions.assertThrows(NullPointerException.class,
                () -> runner.pause(null));
        assertEquals("[Arbor/NullTree] TreeRunner.pause() got null for tree; pass a registered"
                + " tree", e.getMessage());
    }
}
