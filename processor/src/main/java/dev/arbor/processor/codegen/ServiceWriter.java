// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.codegen;

import static dev.arbor.processor.codegen.TreeContext.method;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.arbor.processor.model.Node;
import dev.arbor.processor.model.Served;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the services of a tree that has some (docs/semantics.md §5.6), for the event loop,
 * which every such tree runs: {@code servicesOnEntry(node)}, which {@code enter} calls once the
 * node is entered, and {@code servicesDue()}, which a tick calls in step 2 before its walk when a
 * pass was already running. Each service keeps when it last ran in its own timer, after the
 * nodes' ({@link Served#timer}). A tree without services gets neither, and pays nothing.
 */
final class ServiceWriter extends PartWriter {
    ServiceWriter(TreeContext context) {
        super(context);
    }

    List<MethodSpec> methods() {
        if (!tree.hasServices()) {
            return List.of();
        }
        return List.of(onEntry(), due());
    }

    /** The served nodes, in pre-order, each with its services in the order they run. */
    private List<List<Served>> byNode() {
        List<List<Served>> byNode = new ArrayList<>();
        for (Node node : tree.nodes()) {
            List<Served> services = tree.servicesOf(node);
            if (!services.isEmpty()) {
                byNode.add(services);
            }
        }
        return byNode;
    }

    /** One service runs: its time noted, its method called, the listener told. */
    private void run(CodeBlock.Builder code, Served served, String node) {
        code.addStatement("times[$L] = now - pausedNanos", served.timer())
                .addStatement("timed[$L] = true", served.timer())
                .beginControlFlow("if ($T.callsHooks(listener(), this))", TreeContext.SUPPORT)
                .addStatement("$L", context.seam().callOn(served.receiver(), served.method()))
                .endControlFlow()
                .beginControlFlow("if (listener() != null)")
                .addStatement("listener().serviceRan(this, $L, $S)", node, served.method())
                .endControlFlow();
    }

    private MethodSpec onEntry() {
        CodeBlock.Builder code = CodeBlock.builder().beginControlFlow("switch (node)");
        for (List<Served> services : byNode()) {
            Node node = tree.nodes().get(services.get(0).node());
            code.add("case $N: // $L()\n$>", names.of(node), node.method());
            for (Served served : services) {
                run(code, served, "node");
            }
            code.addStatement("break").add("$<");
        }
        code.add("default: // a node without services\n$>").addStatement("break").add("$<")
                .endControlFlow();
        return method("servicesOnEntry", """
                §5.6: {@code node} was just entered: its services run, in the order the class
                declares them, each noting when it ran.
                """)
                .addParameter(TypeName.INT, "node")
                .addCode(Seam.reportingCallsOf("node", code.build()))
                .build();
    }

    private MethodSpec due() {
        Seam seam = context.seam();
        CodeBlock.Builder code = CodeBlock.builder();
        for (List<Served> services : byNode()) {
            Node node = tree.nodes().get(services.get(0).node());
            String name = names.of(node);
            String top = node.stack() == 0 ? "state[TOP]" : state.topAt(
                    String.valueOf(node.stack()));
            code.add("// $L(), if it runs\n", node.method())
                    .beginControlFlow("if ($N <= $L && $L < $L)", name, top, top, node.end());
            for (Served served : services) {
                if (served.millis() > 0) {
                    code.beginControlFlow("if (now - pausedNanos - times[$L] >= DURATIONS[$L])",
                            served.timer(), served.timer());
                }
                seam.callSite(code, node);
                run(code, served, name);
                if (served.millis() > 0) {
                    code.endControlFlow();
                }
            }
            code.endControlFlow();
        }
        return method("servicesDue", """
                §3.2, §5.6: at the start of a tick that found a pass running, before the walk of
                §6.4: every service of a running node whose period has passed since it last ran
                runs, in pre-order of the nodes and per node in declaration order.
                """)
                .addCode(seam.reportingCalls(code.build()))
                .build();
    }
}
