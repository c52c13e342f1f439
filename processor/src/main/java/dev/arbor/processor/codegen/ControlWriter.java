package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.SUPPORT;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.model.TreeDescriptor;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the control methods of {@code Tree} besides {@code tick()} and {@code reset()}:
 * {@code pause()}, {@code resume()}, {@code isPaused()} (docs/semantics.md §8.4) and
 * {@code raise(String)} (§8.3). Like {@code tick()}, pause and resume are refused from inside
 * the tree's own leaves and hooks.
 */
final class ControlWriter {
    private final TreeContext context;
    private final TreeDescriptor tree;

    ControlWriter(TreeContext context) {
        this.context = context;
        this.tree = context.tree();
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(pauseOrResume("pause", true));
        methods.add(pauseOrResume("resume", false));
        methods.add(MethodSpec.methodBuilder("isPaused")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(TypeName.BOOLEAN)
                .addStatement("return paused")
                .build());
        methods.add(raiseByName());
        return methods;
    }

    /** §8.4: pausing a paused tree, or resuming a running one, changes nothing. */
    private MethodSpec pauseOrResume(String name, boolean pause) {
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if (ticking)")
                .addStatement("throw $T.reentrant(NAME, $S)", SUPPORT, name)
                .endControlFlow()
                .beginControlFlow("if ($Lpaused)", pause ? "" : "!")
                .addStatement("return")
                .endControlFlow()
                .addStatement("paused = $L", pause);
        if (EventLoopNeeds.of(tree).clock()) {
            code.add(pause ? "pausedAt = clock.nanos(); // §8.1: paused time leaves Wait and"
                    + " TimeLimit\n" : "pausedNanos += clock.nanos() - pausedAt;\n");
        }
        if (tree.hasPauseHooks()) {
            code.addStatement("ticking = true")
                    .beginControlFlow("try");
            context.seam().pausedOrResumed(code, pause);
            code.nextControlFlow("catch ($T failure)", Throwable.class)
                    .add("throw $T.rethrow(clear(failure)); // §7: end every node, then rethrow\n",
                            SUPPORT)
                    .nextControlFlow("finally")
                    .addStatement("ticking = false")
                    .endControlFlow();
        }
        return MethodSpec.methodBuilder(name)
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addCode(code.build())
                .build();
    }

    /** §8.3 by node name: this tree has no {@code @Event} node yet, so every name is unknown. */
    private MethodSpec raiseByName() {
        return MethodSpec.methodBuilder("raise")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(String.class, "nodeName")
                .addStatement("throw $T.unknownEvent(NAME, nodeName)", SUPPORT)
                .build();
    }
}
