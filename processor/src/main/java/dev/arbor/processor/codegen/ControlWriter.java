// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.SUPPORT;
import static dev.arbor.processor.codegen.TreeContext.override;
import static dev.arbor.processor.codegen.TreeContext.refuseNull;
import static dev.arbor.processor.codegen.TreeContext.refuseReentrant;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the control methods of {@code Tree} besides {@code tick()} and {@code reset()}:
 * {@code pause()}, {@code resume()}, {@code isPaused()} (docs/semantics.md §8.4) and
 * {@code raise(String)} (§8.3). Like {@code tick()}, pause and resume are refused from inside
 * the tree's own leaves and hooks.
 */
final class ControlWriter extends PartWriter {
    static final ClassName LISTENER = ClassName.get("dev.arbor.runtime", "TreeListener");

    ControlWriter(TreeContext context) {
        super(context);
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(pauseOrResume("pause", true));
        methods.add(pauseOrResume("resume", false));
        methods.add(pausedOrResumed());
        methods.add(override("isPaused")
                .returns(TypeName.BOOLEAN)
                .addStatement("return $L", StateLayout.PAUSED)
                .build());
        if (!tree.events().isEmpty()) {
            methods.add(raise());
        }
        methods.add(raiseByName());
        methods.add(override("setListener")
                .addParameter(LISTENER, "listener")
                .addCode(refuseReentrant("setListener"))
                .addCode("side = $T.listening(listener); // between ticks nothing else is in it\n",
                        StateWriter.SIDE)
                .addStatement("mode = (byte) (listener == null ? mode & ~LISTENED"
                        + " : mode | LISTENED)")
                .build());
        methods.add(override("listener")
                .returns(LISTENER)
                .addStatement("return side == null ? null : side.listener")
                .build());
        methods.add(override("nodes")
                .returns(ClassName.get("dev.arbor.runtime", "TreeNodes"))
                .addStatement("return TREE_NODES")
                .build());
        // the agent's fields, read by the class beside this one only when asked
        // (docs/inspector.md, "The agent's fields")
        methods.add(override("agentFields")
                .returns(ClassName.get("dev.arbor.runtime", "AgentFields"))
                .addStatement("return $T.INSTANCE", FieldsWriter.fieldsClass(tree.generated()))
                .build());
        return methods;
    }

    /** §8.4: pausing a paused tree, or resuming a running one, changes nothing. */
    private MethodSpec pauseOrResume(String name, boolean pause) {
        CodeBlock.Builder code = refuseReentrant(name).toBuilder()
                .beginControlFlow("if ((mode & PAUSED) $L 0)", pause ? "!=" : "==")
                .addStatement("return")
                .endControlFlow()
                .addStatement(pause ? "mode |= PAUSED" : "mode &= ~PAUSED");
        if (needs.clock()) {
            code.add(pause ? "pausedAt = clock.nanos(); // §8.1: paused time leaves Wait and"
                    + " TimeLimit\n" : "pausedNanos += clock.nanos() - pausedAt;\n");
        }
        code.add("pausedOrResumed($L); // §8.4: the hooks, then the listener\n", pause);
        return override(name)
                .addCode(code.build())
                .build();
    }

    /**
     * {@code pausedOrResumed(pause)}, once the pause or resume has taken effect: every running
     * action's pause hook, then the listener; one that throws stops none of the others, and
     * then §7 applies as to a tick that threw.
     */
    private MethodSpec pausedOrResumed() {
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("$T failure = null", Throwable.class)
                .addStatement("mode |= TICKING")
                .beginControlFlow("try");
        context.seam().pausedOrResumed(code);
        code.addStatement("$T listener = listener()", LISTENER)
                .beginControlFlow("if (listener != null)")
                .beginControlFlow("try")
                .beginControlFlow("if (pause)")
                .addStatement("listener.paused(this)")
                .nextControlFlow("else")
                .addStatement("listener.resumed(this)")
                .endControlFlow()
                .nextControlFlow("catch ($T thrown)", Throwable.class)
                .addStatement("failure = $T.firstFailure(failure, thrown)", SUPPORT)
                .endControlFlow()
                .endControlFlow()
                .beginControlFlow("if (failure != null)")
                .add("throw $T.rethrow(clear(named(failure))); // §7: end every node, then"
                        + " rethrow\n", SUPPORT)
                .endControlFlow()
                .nextControlFlow("finally")
                .addStatement("mode &= ~TICKING")
                .endControlFlow();
        return TreeContext.method("pausedOrResumed", """
                §8.4: tells the pause hook of every running action, in pre-order, and then the
                listener, that the tree is paused ({@code pause}) or resumed. One that throws
                stops none of the others; then, as when a tick throws (§7), every running node
                is ended and the first exception is rethrown, the later ones suppressed. The
                pause or resume itself stands.
                """)
                .addParameter(TypeName.BOOLEAN, "pause")
                .addCode(code.build())
                .build();
    }

    /** The nested {@code Event} enum: one constant per {@code @Event} method, bit i = ordinal i. */
    TypeSpec eventEnum() {
        TypeSpec.Builder events = TypeSpec.enumBuilder("Event")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("The events of this tree's {@code @Event} nodes, for {@link #raise(Event)}.\n");
        for (String method : tree.events()) {
            events.addEnumConstant(names.event(method), TypeSpec.anonymousClassBuilder("")
                    .addJavadoc("Raises the event of {@code $L()}.\n", method)
                    .build());
        }
        return events.build();
    }

    /** §8.3: pending until the end of the first tick that starts after the raise. */
    private MethodSpec raise() {
        return MethodSpec.methodBuilder("raise")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("""
                        Raises {@code event}: it is pending through the next tick that starts \
                        after this call, and
                        cleared at that tick's end, whether or not anything saw it. Raising a \
                        pending event changes
                        nothing; a paused tick does not count.
                        """)
                .addParameter(ClassName.get("", "Event"), "event")
                .addCode(refuseNull("raise", "event"))
                .addStatement("long bit = 1L << event.ordinal()")
                .beginControlFlow("if ((pending & bit) == 0)")
                .addStatement("pending |= bit")
                .beginControlFlow("if (listener() != null)")
                .addStatement("listener().eventRaised(this, EVENT_NODES[event.ordinal()])")
                .endControlFlow()
                .endControlFlow()
                .build();
    }

    /** §8.3 by node name: the method name of an {@code @Event} node. */
    private MethodSpec raiseByName() {
        MethodSpec.Builder raise = override("raise")
                .addParameter(String.class, "nodeName")
                .addCode(refuseNull("raise", "nodeName"));
        List<String> events = tree.events();
        if (events.isEmpty()) {
            return raise.addStatement("throw $T.unknownEvent(NAME, nodeName)", SUPPORT).build();
        }
        raise.beginControlFlow("switch (nodeName)");
        for (String method : events) {
            raise.addStatement("case $S: raise(Event.$L); return", method,
                    names.event(method));
        }
        String known = String.join(", ", events.stream().map(e -> "\"" + e + "\"").toList());
        return raise.addStatement("default: throw $T.unknownEvent(NAME, nodeName, $L)", SUPPORT,
                        known)
                .endControlFlow()
                .build();
    }
}
