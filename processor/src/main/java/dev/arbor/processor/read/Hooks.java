// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.read;

import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Finds an action's hook methods by name, for the validators and for
 * {@link TreeSource#leafCall}.
 */
public final class Hooks {
    private Hooks() {}

    /** The no-arg method {@code name}, or null. */
    public static ExecutableElement onStart(TreeSource tree, String name) {
        for (ExecutableElement m : tree.methods().getOrDefault(name, List.of())) {
            if (m.getParameters().isEmpty()) {
                return m;
            }
        }
        return null;
    }

    /**
     * The method {@code name} taking one {@code Status}, else the one taking nothing, or null.
     */
    public static ExecutableElement onEnd(TreeSource tree, String name) {
        for (ExecutableElement m : tree.methods().getOrDefault(name, List.of())) {
            if (takesStatus(tree, m)) {
                return m;
            }
        }
        return onStart(tree, name);
    }

    /** The method {@code name} taking one {@code boolean}, or null. */
    public static ExecutableElement onPause(TreeSource tree, String name) {
        for (ExecutableElement m : tree.methods().getOrDefault(name, List.of())) {
            if (m.getParameters().size() == 1
                    && tree.parameterTypes(m).get(0).getKind() == TypeKind.BOOLEAN) {
                return m;
            }
        }
        return null;
    }

    /** Whether {@code method} takes one {@code Status}, as a member of the tree class. */
    public static boolean takesStatus(TreeSource tree, ExecutableElement method) {
        return method.getParameters().size() == 1 && isStatus(tree.parameterTypes(method).get(0));
    }

    /** True for {@code dev.arbor.Status}. */
    public static boolean isStatus(TypeMirror type) {
        return type.getKind() == TypeKind.DECLARED && type.toString().equals("dev.arbor.Status");
    }
}
