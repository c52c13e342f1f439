package dev.arbor.processor;

import com.palantir.javapoet.JavaFile;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.codegen.TreeWriter;
import dev.arbor.processor.model.TreeDescriptor;
import dev.arbor.processor.model.TreeFactory;
import dev.arbor.processor.read.TreeReader;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.validation.AttributeValueValidator;
import dev.arbor.processor.validation.ChildReferenceValidator;
import dev.arbor.processor.validation.ConditionNotANodeValidator;
import dev.arbor.processor.validation.ConditionReferenceValidator;
import dev.arbor.processor.validation.CycleValidator;
import dev.arbor.processor.validation.EventValidator;
import dev.arbor.processor.validation.HookValidator;
import dev.arbor.processor.validation.NodeSignatureValidator;
import dev.arbor.processor.validation.SubtreeValidator;
import dev.arbor.processor.validation.TreeClassValidator;
import dev.arbor.processor.validation.TreeValidator;
import dev.arbor.processor.validation.UniqueNodeNameValidator;
import dev.arbor.processor.validation.UnusedNodeValidator;
import dev.arbor.processor.validation.UselessAbortValidator;
import dev.arbor.processor.validation.WeightsValidator;
import java.io.IOException;
import java.io.Writer;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.JavaFileObject;

/**
 * Processes one {@code @BehaviorTree} class, top to bottom: read the class → validate the class
 * and its node methods → validate the references (names, cycles) → warn about what is legal but
 * suspicious → flatten into a {@link TreeDescriptor} → write the tree class. Each validation
 * phase runs only if the ones before it found no error, so later rules may assume earlier ones;
 * every problem of a phase is reported, and nothing is generated for a tree with errors.
 */
final class TreeStep {
    private final ProcessingEnvironment env;
    private final TreeReader reader;
    private final List<List<TreeValidator>> phases;

    TreeStep(ProcessingEnvironment env) {
        this.env = env;
        Types types = env.getTypeUtils();
        Elements elements = env.getElementUtils();
        this.reader = new TreeReader(elements);
        this.phases = List.of(
                List.of(new TreeClassValidator()),
                List.of(new NodeSignatureValidator(types, elements),
                        new UniqueNodeNameValidator(),
                        new HookValidator(types, elements),
                        new ChildReferenceValidator(),
                        new ConditionReferenceValidator(),
                        new AttributeValueValidator(),
                        new WeightsValidator(),
                        new SubtreeValidator(reader),
                        new EventValidator()),
                List.of(new CycleValidator(), new ConditionNotANodeValidator()),
                List.of(new UnusedNodeValidator(), new UselessAbortValidator()));
    }

    void process(TypeElement type) throws IOException {
        Report report = new Report();
        TreeSource source = reader.read(type, report);
        for (List<TreeValidator> phase : phases) {
            if (report.hasErrors()) {
                break;
            }
            phase.forEach(validator -> validator.validate(source, report));
        }
        if (!report.hasErrors()) {
            TreeDescriptor tree = new TreeFactory(reader).create(source);
            boolean generatedAvailable = env.getElementUtils()
                    .getTypeElement("javax.annotation.processing.Generated") != null;
            write(new TreeWriter(tree, generatedAvailable).write(), type);
        }
        report.printTo(env.getMessager());
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
