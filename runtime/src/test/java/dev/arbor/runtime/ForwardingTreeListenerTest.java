// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.arbor.Status;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link ForwardingTreeListener} passes every call of {@link TreeListener} on, answers included:
 * a method added to the interface and not passed on would quietly cut off the listener a
 * recorder, the inspector or a Flink metric keeps (a test's overrides, a replay's answers).
 */
class ForwardingTreeListenerTest {
    private static final Tree TREE = new FakeTree("t", new ManualClock(), new ArrayList<>());

    @Test
    void everyMethodIsForwardedWithItsArgumentsAndAnswer() {
        List<String> heard = new ArrayList<>();
        TreeListener next = (TreeListener) Proxy.newProxyInstance(
                TreeListener.class.getClassLoader(), new Class<?>[] {TreeListener.class},
                (proxy, method, args) -> {
                    heard.add(method.getName() + Arrays.toString(args));
                    return answer(method.getReturnType());
                });
        ForwardingTreeListener forwarding = new ForwardingTreeListener() {
            @Override
            protected TreeListener delegate() {
                return next;
            }
        };
        List<String> expected = new ArrayList<>();
        for (Method method : methods()) {
            Object[] args = arguments(method);
            Object answer = invoke(forwarding, method, args);
            expected.add(method.getName() + Arrays.toString(args));
            assertEquals(answer(method.getReturnType()), answer, method.getName() + "'s answer");
        }
        assertEquals(expected, heard);
    }

    @Test
    void withNothingToForwardToEachCallDoesWhatTheDefaultDoes() {
        ForwardingTreeListener alone = new ForwardingTreeListener() {
            @Override
            protected TreeListener delegate() {
                return null;
            }
        };
        for (Method method : methods()) {
            if (!method.getName().equals("valueInstead")) {
                invoke(alone, method, arguments(method));
            }
        }
        assertNull(alone.answerInstead(TREE, 0));
        assertFalse(alone.skipsHooks(TREE));
        assertFalse(alone.readsInstead(TREE));
        assertThrows(UnsupportedOperationException.class, () -> alone.valueInstead(TREE, 0, 0));
    }

    @Test
    void theClassDeclaresEveryMethodOfTheInterface() {
        List<String> missing = new ArrayList<>();
        for (Method method : methods()) {
            try {
                ForwardingTreeListener.class.getDeclaredMethod(method.getName(),
                        method.getParameterTypes());
            } catch (NoSuchMethodException e) {
                missing.add(method.getName());
            }
        }
        assertEquals(List.of(), missing, "ForwardingTreeListener must pass these on");
    }

    private static List<Method> methods() {
        return Arrays.stream(TreeListener.class.getMethods())
                .sorted(Comparator.comparing(Method::getName)).toList();
    }

    private static Object invoke(TreeListener listener, Method method, Object[] args) {
        try {
            return method.invoke(listener, args);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        } catch (InvocationTargetException e) {
            throw new AssertionError(method.getName() + " threw", e.getCause());
        }
    }

    /** Distinct arguments, so that a forward that swaps or drops one shows. */
    private static Object[] arguments(Method method) {
        Class<?>[] types = method.getParameterTypes();
        Object[] args = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            args[i] = types[i] == Tree.class ? TREE : types[i] == int.class ? 10 + i
                    : types[i] == double.class ? 0.5 + i : types[i] == Status.class
                    ? Status.FAILURE : types[i] == String.class ? "s" + i : null;
        }
        return args;
    }

    private static Object answer(Class<?> type) {
        return type == Status.class ? Status.RUNNING : type == boolean.class ? Boolean.TRUE
                : type == double.class ? 2.5 : null;
    }
}
