package dev.arbor.processor.read;

import java.util.List;
import java.util.Map;
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
    public static ExecutableElement onStart(Map<String, List<ExecutableElement>> methods,
            String name) {
        for (ExecutableElement m : methods.getOrDefault(name, List.of())) {
            if (m.getParameters().isEmpty()) {
                return m;
            }
        }
        return null;
    }

    /**
     * The method {@code name} taking one {@code Status}, else the one taking nothing, or null.
     */
    public static ExecutableElement onEnd(Map<String, List<ExecutableElement>> methods,
            String name) {
        for (ExecutableElement m : methods.getOrDefault(name, List.of())) {
            if (takesStatus(m)) {
                return m;
            }
        }
        return onStart(methods, name);
    }

    /** The method {@code name} taking one {@code boolean}, or null. */
    public static ExecutableElement onPause(Map<String, List<ExecutableElement>> methods,
            String name) {
        for (ExecutableElement m : methods.getOrDefault(name, List.of())) {
            if (m.getParameters().size() == 1
                    && m.getParameters().get(0).asType().getKind() == TypeKind.BOOLEAN) {
                return m;
            }
        }
        return null;
    }

    public static boolean takesStatus(ExecutableElement method) {
        return method.getParameters().size() == 1
                && isStatus(method.getParameters().get(0).asType());
    }

    /** True for {@code dev.arbor.Status}. */
    public static boolean isStatus(TypeMirror type) {
        return type.getKind() == TypeKind.DECLARED && type.toString().equals("dev.arbor.Status");
    }
}
