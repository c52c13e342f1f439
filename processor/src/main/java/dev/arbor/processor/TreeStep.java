// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import com.palantir.javapoet.JavaFile;
import dev.arbor.processor.base.Annotations;
import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.codegen.FieldsWriter;
import dev.arbor.processor.codegen.HandlesWriter;
import dev.arbor.processor.codegen.TreeWriter;
import dev.arbor.processor.diagrams.Diagrams;
import dev.arbor.processor.model.TreeDescriptor;
import dev.arbor.processor.model.TreeFactory;
import dev.arbor.processor.read.SubtreeUses;
import dev.arbor.processor.read.TreeReader;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.read.Unresolved;
import dev.arbor.processor.read.WrittenSource;
import dev.arbor.processor.validation.AbortOptionsValidator;
import dev.arbor.processor.validation.AttributeValueValidator;
import dev.arbor.processor.validation.AwakeHookValidator;
import dev.arbor.processor.validation.BodyNeverRunsValidator;
import dev.arbor.processor.validation.ChildReferenceValidator;
import dev.arbor.processor.validation.ConditionNotANodeValidator;
import dev.arbor.processor.validation.ConditionReferenceValidator;
import dev.arbor.processor.validation.CycleValidator;
import dev.arbor.processor.validation.EventValidator;
import dev.arbor.processor.validation.HookValidator;
import dev.arbor.processor.validation.NodeSignatureValidator;
import dev.arbor.processor.validation.ParallelCountValidator;
import dev.arbor.processor.validation.ScoresValidator;
import dev.arbor.processor.validation.ServiceValidator;
import dev.arbor.processor.validation.SubtreeEventValidator;
import dev.arbor.processor.validation.SubtreeValidator;
import dev.arbor.processor.validation.SwitchValidator;
import dev.arbor.processor.validation.TreeClassValidator;
import dev.arbor.processor.validation.TreeValidator;
import dev.arbor.processor.validation.TryCatchValidator;
import dev.arbor.processor.validation.UniqueNodeNameValidator;
import dev.arbor.processor.validation.UnusedNodeValidator;
import dev.arbor.processor.validation.SharedFieldValidator;
import dev.arbor.processor.validation.WaitDurationValidator;
import dev.arbor.processor.validation.WatchedCooldownValidator;
import dev.arbor.processor.validation.WeightsValidator;
import dev.arbor.processor.warnings.Warnings;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.FileObject;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * Processes one {@code @BehaviorTree} class, top to bottom: read the class → wait for a later
 * round if a type it refers to does not resolve yet ({@link Unresolved}) → validate the class
 * and its node methods → validate the references (names, cycles) → warn about what is legal but
 * suspicious in the class as written → flatten into a {@link TreeDescriptor}, and warn about
 * what the tree as it runs can never do, from its outcome table ({@link Warnings}: useless
 * aborts, unreachable children, parallels that never succeed, aborts that never fire) → write
 * the tree class and, unless the
 * option {@code arbor.diagrams} is false, its {@link Diagrams}. Each validation
 * phase runs only if the ones before it found no error, so later rules may assume earlier ones;
 * every problem of a phase is reported, and nothing is generated for a tree with errors.
 */
final class TreeStep {
    private final ProcessingEnvironment env;
    private final TreeReader reader;
    private final Unresolved unresolved;
    /** Per subtree class validated for a tree of this round, whether it has errors. */
    private final Map<TypeElement, Boolean> subtreeErrors = new HashMap<>();
    /** The classes generated so far in this build, each with the tree class it came from. */
    private final Map<String, String> generated;
    private final List<List<TreeValidator>> phases;
    /** Whether to write each tree's diagrams beside the classes. */
    private final boolean diagrams;
    /** The option {@code arbor.layout} ({@link TreeWriter#LAYOUT_OPTION}), or null. */
    private final String layout;
    /** The classes the build uses as subtrees: their root composites may have a parent. */
    private final SubtreeUses subtreeUses;

    /**
     * @param written the source as written, where the compiler tells: the annotations that do
     *     not resolve, the statements of a body that never runs
     * @param diagrams whether to write each tree's diagrams ({@link Diagrams})
     * @param layout the option {@link TreeWriter#LAYOUT_OPTION}, or null
     * @param subtreeUses the classes the build uses as {@code @Subtree}s
     */
    TreeStep(ProcessingEnvironment env, Map<String, String> generated,
            WrittenSource written, boolean diagrams, String layout,
            SubtreeUses subtreeUses) {
        this.env = env;
        this.generated = generated;
        this.diagrams = diagrams;
        this.layout = layout;
        this.subtreeUses = subtreeUses;
        Types types = env.getTypeUtils();
        Elements elements = env.getElementUtils();
        this.reader = new TreeReader(elements, types);
        this.unresolved = new Unresolved(reader, written);
        this.phases = List.of(
                List.of(new TreeClassValidator(elements)),
                List.of(new NodeSignatureValidator(types, elements),
                        new UniqueNodeNameValidator(),
                        new HookValidator(types, elements),
                        new ChildReferenceValidator(),
                        new ConditionReferenceValidator(),
                        new AttributeValueValidator(),
                        new AbortOptionsValidator(),
                        new WeightsValidator(types, elements),
                        new ScoresValidator(types, elements),
                        new SubtreeValidator(reader, this::hasErrors),
                        new EventValidator(),
                        new ParallelCountValidator(),
                        new WaitDurationValidator(types, elements),
                        new AwakeHookValidator(types, elements),
                        new SwitchValidator(types, elements),
                        new TryCatchValidator(),
                        new ServiceValidator(types, elements),

                        new SharedFieldValidator(types, elements)),
                List.of(new CycleValidator(), new ConditionNotANodeValidator(),
                        new SubtreeEventValidator(reader)),
                List.of(new WatchedCooldownValidator()),
                List.of(new UnusedNodeValidator(), new BodyNeverRunsValidator(written)));
    }

    /**
     * Processes {@code type}; false, having reported nothing, when a type it refers to does not
     * resolve yet, so that it is processed again in a later round.
     */
    boolean process(TypeElement type) throws IOException {
        Report report = new Report();
        TreeSource source = reader.read(type, report);
        if (unresolved.find(source) != null) {
            return false;
        }
        validate(source, report);
        if (!report.hasErrors()) {
            checkGeneratedName(source, source.generatedClass().canonicalName(), report);
        }
        TreeDescriptor tree = report.hasErrors() ? null
                : new TreeFactory(reader).create(source);
        boolean handles = tree != null && HandlesWriter.writes(tree);
        if (handles) { // the handles class beside it (docs/testing.md, "Handles and overrides")
            checkGeneratedName(source,
                    HandlesWriter.handlesClass(tree.generated()).canonicalName(), report);
        }
        if (tree != null) { // the fields class beside it (docs/inspector.md, "The agent's fields")
            checkGeneratedName(source,
                    FieldsWriter.fieldsClass(tree.generated()).canonicalName(), report);
        }
        if (!report.hasErrors()) {
            Warnings.check(source, tree, subtreeUses.contains(type), report);
            boolean generatedAvailable = env.getElementUtils()
                    .getTypeElement("javax.annotation.processing.Generated") != null;
            write(new TreeWriter(tree, generatedAvailable, layout).write(), type);
            if (handles) {
                write(new HandlesWriter(tree, generatedAvailable).write(), type);
            }
            write(new FieldsWriter(tree, reader.agentFields(type), generatedAvailable).write(),
                    type);
            if (diagrams) {
                writeDiagrams(tree, type, report);
            }
        }
        report.printTo(EclipseMessager.of(env.getMessager()));
        return true;
    }

    /** Runs the validation phases, each only if the ones before it found no error. */
    private void validate(TreeSource source, Report report) {
        for (List<TreeValidator> phase : phases) {
            if (report.hasErrors()) {
                break;
            }
            phase.forEach(validator -> validator.validate(source, report));
        }
    }

    /**
     * Whether the tree of {@code type}, a subtree's class, has errors (its own processing
     * reports them): every rule, so that no error of a subtree reaches the code generated for
     * a tree that inlines it.
     */
    private boolean hasErrors(TypeElement type) {
        Boolean known = subtreeErrors.get(type);
        if (known == null) {
            Report report = new Report();
            validate(reader.read(type, report), report);
            known = report.hasErrors();
            subtreeErrors.put(type, known);
        }
        return known;
    }

    /**
     * The class to generate, {@code name} (the tree class or its handles class), must not exist
     * yet: not another tree's generated class, not a class
     * of the project (the tree class itself included). A class Arbor generated in an earlier
     * build ({@code @ArborGenerated}) is its own and is written again.
     */
    private void checkGeneratedName(TreeSource source, String name, Report report) {
        String tree = source.type().getQualifiedName().toString();
        String other = generated.putIfAbsent(name, tree);
        if (other != null && !other.equals(tree)) {
            report.add(source.type(), source.annotation(), source.nameValue(),
                    Message.GENERATED_NAME_TAKEN, source.type().getSimpleName(), name,
                    "the tree of " + other + " generates it already");
            return;
        }
        TypeElement existing = env.getElementUtils().getTypeElement(name);
        if (existing != null && other == null
                && Annotations.find(existing, "dev.arbor.runtime.ArborGenerated") == null) {
            generated.remove(name);
            report.add(source.type(), source.annotation(), source.nameValue(),
                    Message.GENERATED_NAME_TAKEN, source.type().getSimpleName(), name,
                    existing.equals(source.type()) ? "that is the tree class itself"
                            : "the class " + name + " already exists");
        }
    }

    /**
     * Writes the tree's diagrams as resources of the class output, in UTF-8 whatever the
     * compiler's encoding, each with its originating element. A file that cannot be written
     * (the Filer refuses a path already written in this build, or the disk fails) is an error
     * on the tree class, not a crash; the tree class itself is written already.
     */
    private void writeDiagrams(TreeDescriptor tree, TypeElement origin, Report report) {
        for (Diagrams.Diagram diagram : Diagrams.of(tree)) {
            String path = Diagrams.path(tree, diagram.extension());
            try {
                FileObject file = env.getFiler()
                        .createResource(StandardLocation.CLASS_OUTPUT, "", path, origin);
                try (OutputStream out = file.openOutputStream()) {
                    out.write(diagram.text().getBytes(StandardCharsets.UTF_8));
                }
            } catch (IOException | IllegalArgumentException failure) {
                report.add(origin, Message.DIAGRAM_NOT_WRITTEN, path,
                        origin.getQualifiedName(), failure.getMessage());
            }
        }
    }

    /** Writes the file with its originating element, so the processor can be isolating. */
    private void write(JavaFile file, TypeElement origin) throws IOException {
        String name = file.packageName().isEmpty()
                ? file.typeSpec().name()
                : file.packageName() + "." + file.typeSpec().name();
        JavaFileObject source = env.getFiler().createSourceFile(name, origin);
        try (Writer writer = source.openWriter()) {
            file.writeTo(writer);
        }
    }
}
