package dev.arbor.processor.validation;

import java.util.List;
import java.util.Map;
import javax.lang.model.element.ExecutableElement;

/** Finds an action's hook methods by name; shared by {@link HookValidator} and the factory. */
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

    public static boolean takesStatus(ExecutableElement method) {
        return method.getParameters().size() == 1
                && NodeSignatureValidator.isStatus(method.getParameters().get(0).asType());
    }
}
