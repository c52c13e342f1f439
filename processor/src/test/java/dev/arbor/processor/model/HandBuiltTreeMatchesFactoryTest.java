package dev.arbor.processor.model;

import static com.google.testing.compile.Compiler.javac;
import static dev.arbor.processor.kinds.AbortKind.BOTH;
import static dev.arbor.processor.kinds.AbortKind.LOWER_PRIORITY;
import static dev.arbor.processor.kinds.AbortKind.NONE;
import static dev.arbor.processor.kinds.AbortKind.SELF;
import static dev.arbor.processor.model.HandBuiltTree.action;
import static dev.arbor.processor.model.HandBuiltTree.build;
import static dev.arbor.processor.model.HandBuiltTree.condition;
import static dev.arbor.processor.model.HandBuiltTree.invert;
import static dev.arbor.processor.model.HandBuiltTree.parallel;
import static dev.arbor.processor.model.HandBuiltTree.selector;
import static dev.arbor.processor.model.HandBuiltTree.sequence;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.ArborProcessor;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Arity;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.kinds.Signature;
import dev.arbor.processor.model.HandBuiltTree.Row;
import dev.arbor.processor.model.HandBuiltTree.Spec;
import dev.arbor.processor.read.TreeReader;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Pins {@link HandBuiltTree} to {@link TreeFactory}: the hand-built trees the model tests use
 * repeat the factory's array walks, so here each tree of a catalogue is also written as a
 * {@code @BehaviorTree} class, compiled once with javac, read and flattened by the real
 * factory, and every cell of both descriptors must agree. This is the one model test that needs
 * javac; the others build their trees by hand.
 */
class HandBuiltTreeMatchesFactoryTest {

    /** Trees covering every kind, every abort type, decorators, nesting and repeated methods. */
    static final Map<String, Spec> CATALOGUE = catalogue();

    private static Map<String, Spec> catalogue() {
        Map<String, Spec> trees = new LinkedHashMap<>();
        trees.put("Guard", selector("root",
                sequence("fleeing", LOWER_PRIORITY, condition("isHurt"), action("flee")),
                sequence("combat", BOTH, condition("seesEnemy"), action("chase")),
                sequence("patrol", action("pickWaypoint"), action("moveTo"))));
        trees.put("InvertInSequence", sequence("root", SELF,
                condition("a0"), invert("i", condition("c")), action("x")));
        trees.put("InvertRoot", invert("root", sequence("s", condition("c"), action("a"))));
        trees.put("InvertOverComposite", sequence("root", SELF,
                condition("c0"),
                invert("i", sequence("s", LOWER_PRIORITY, condition("c1"), action("a"))),
                action("b")));
        trees.put("NestedParallels", parallel("root",
                sequence("s", BOTH, condition("c"), action("a")),
                parallel("q", selector("r", LOWER_PRIORITY, condition("c2"), action("a2")),
                        action("a3")),
                action("a4")));
        trees.put("ParallelUnderAborts", selector("root", BOTH,
                condition("t"),
                parallel("p", sequence("s", BOTH, condition("c"), action("a")), action("b")),
                action("d")));
        trees.put("BothChain", selector("root", BOTH,
                selector("q", BOTH, sequence("s", BOTH, condition("c"), action("a")),
                        action("b")),
                condition("d")));
        trees.put("Narrowing", selector("root",
                selector("a", LOWER_PRIORITY,
                        sequence("b", BOTH, condition("c"), action("x")), condition("y")),
                sequence("z", SELF, sequence("w", BOTH, condition("v"), action("u")),
                        condition("t"))));
        trees.put("DeepClimb", sequence("root",
                sequence("mid", sequence("low", action("x"), action("y"))), action("z")));
        Spec shared = sequence("shared", LOWER_PRIORITY, condition("c"), action("a"));
        trees.put("RepeatedSubtree", selector("root", shared, invert("i", shared), shared));
        trees.put("LeafRoot", action("root"));
        return trees;
    }

    private static Map<String, TreeDescriptor> compiled;
    private static String compileFailure;

    /**
     * Every catalogue tree compiled in one javac run with only the reader and the factory (no
     * code generation, so a model bug shows here as wrong cells, not as a failed build).
     */
    private static synchronized Map<String, TreeDescriptor> compiled() {
        if (compiled == null && compileFailure == null) {
            Capture capture = new Capture();
            try {
                Compilation compilation = javac().withProcessors(capture).compile(sources());
                if (compilation.status() != Compilation.Status.SUCCESS) {
                    compileFailure = compilation.diagnostics().toString();
                }
            } catch (RuntimeException e) { // the reader or the factory threw
                compileFailure = e.toString();
            }
            compiled = capture.trees;
        }
        if (compileFailure != null) {
            fail("the catalogue could not be read and flattened: " + compileFailure);
        }
        return compiled;
    }

    private static List<JavaFileObject> sources() {
        List<JavaFileObject> sources = new ArrayList<>();
        CATALOGUE.forEach((name, spec) ->
                sources.add(JavaFileObjects.forSourceString("hand." + name, source(name, spec))));
        return sources;
    }

    @Test
    void theCatalogueIsValidForTheProcessor() {
        // TreeFactory expects validated trees: the catalogue must pass every validator (and the
        // generated code must compile), or comparing with the factory would prove little.
        Compilation compilation = javac().withProcessors(new ArborProcessor()).compile(sources());
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
    }

    static Stream<Arguments> catalogueTrees() {
        return CATALOGUE.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogueTrees")
    void theHandBuiltDescriptorIsTheFactorysCellForCell(String name, Spec spec) {
        TreeDescriptor factory = compiled().get(name);
        TreeDescriptor hand = build(spec);
        List<String> wrong = new ArrayList<>();
        if (factory.nodes().size() != hand.nodes().size()) {
            wrong.add("node count: hand-built " + hand.nodes().size() + ", TreeFactory "
                    + factory.nodes().size());
        }
        for (int i = 0; i < Math.min(factory.nodes().size(), hand.nodes().size()); i++) {
            Node f = factory.nodes().get(i);
            Node h = hand.nodes().get(i);
            for (RecordComponent column : Node.class.getRecordComponents()) {
                Object fv = value(column, f);
                Object hv = value(column, h);
                if (!Objects.equals(fv, hv)) {
                    wrong.add("cell (" + f.method() + " #" + i + ", " + column.getName()
                            + "): hand-built " + hv + ", TreeFactory " + fv);
                }
            }
        }
        compare(wrong, "stackOwners", hand.stackOwners(), factory.stackOwners());
        compare(wrong, "entryConditions", hand.entryConditions(), factory.entryConditions());
        compare(wrong, "parallels", hand.parallels(), factory.parallels());
        compare(wrong, "shape", hand.shape(), factory.shape());
        if (!wrong.isEmpty()) {
            fail(name + ": HandBuiltTree and TreeFactory disagree (repeat a changed factory walk"
                    + " in HandBuiltTree, or fix the factory):\n" + String.join("\n", wrong));
        }
    }

    @Test
    void theCatalogueUsesEveryKindAndEveryAbortType() {
        Set<NodeKind> kinds = CATALOGUE.values().stream().flatMap(s -> HandBuiltTree.rows(s).stream())
                .map(Row::kind).collect(Collectors.toSet());
        assertEquals(Set.copyOf(Kinds.ALL), kinds, "kinds in the catalogue");
        Set<AbortKind> types = CATALOGUE.values().stream()
                .flatMap(s -> HandBuiltTree.rows(s).stream()).map(Row::abortType)
                .collect(Collectors.toSet());
        assertEquals(Set.of(NONE, SELF, LOWER_PRIORITY, BOTH), types, "abort types in the catalogue");
    }

    @Test
    void rowsOutOfPreOrderAreRefused() {
        List<Row> rows = List.of(
                new Row(Kinds.SEQUENCE, "root", -1, NONE),
                new Row(Kinds.SEQUENCE, "s", 0, NONE),
                new Row(Kinds.ACTION, "a", 1, NONE),
                new Row(Kinds.ACTION, "b", 0, NONE),
                new Row(Kinds.ACTION, "c", 1, NONE)); // s's subtree ended at b
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> build(rows));
        assertTrue(e.getMessage().contains("row 4"), e.getMessage());
    }

    @Test
    void rowsAreTheCompactFormOfTheNestedSpec() {
        assertEquals(List.of(
                        new Row(Kinds.SELECTOR, "root", -1, NONE),
                        new Row(Kinds.SEQUENCE, "s", 0, SELF),
                        new Row(Kinds.INVERT, "i", 1, NONE),
                        new Row(Kinds.CONDITION, "c", 2, NONE),
                        new Row(Kinds.ACTION, "a", 0, NONE)),
                HandBuiltTree.rows(selector("root",
                        sequence("s", SELF, invert("i", condition("c"))), action("a"))));
    }

    private static void compare(List<String> wrong, String what, Object hand, Object factory) {
        if (!Objects.equals(hand, factory)) {
            wrong.add(what + ": hand-built " + hand + ", TreeFactory " + factory);
        }
    }

    private static Object value(RecordComponent column, Node node) {
        try {
            return column.getAccessor().invoke(node);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The {@code @BehaviorTree} class for {@code spec}: one method per distinct node name. */
    static String source(String className, Spec root) {
        Map<String, Spec> methods = new LinkedHashMap<>();
        collect(root, methods);
        StringBuilder out = new StringBuilder("package hand;\n\nimport dev.arbor.*;\n\n");
        out.append("@BehaviorTree(root = \"").append(root.method()).append("\")\n");
        out.append("public class ").append(className).append(" {\n");
        for (Spec spec : methods.values()) {
            String children = spec.children().stream().map(c -> "\"" + c.method() + "\"")
                    .collect(Collectors.joining(", "));
            String annotation = "@" + spec.kind().simpleName();
            if (spec.kind().signature() == Signature.CONDITION) {
                out.append("    ").append(annotation).append(" boolean ").append(spec.method())
                        .append("() { return true; }\n");
            } else if (spec.kind().signature() == Signature.ACTION) {
                out.append("    ").append(annotation).append(" Status ").append(spec.method())
                        .append("() { return Status.SUCCESS; }\n");
            } else {
                String abort = spec.kind().has(Capability.CARRIES_ABORT_TYPE)
                        ? ", abortType = AbortType." + spec.abortType() : "";
                String value = spec.kind().arity() == Arity.DECORATOR ? children
                        : "value = {" + children + "}" + abort;
                out.append("    ").append(annotation).append("(").append(value).append(") void ")
                        .append(spec.method()).append("() {}\n");
            }
        }
        return out.append("}\n").toString();
    }

    private static void collect(Spec spec, Map<String, Spec> methods) {
        Spec before = methods.putIfAbsent(spec.method(), spec);
        if (before != null && !before.equals(spec)) {
            throw new IllegalArgumentException("two different nodes named " + spec.method());
        }
        spec.children().forEach(child -> collect(child, methods));
    }

    /** Runs the real reader and factory on each {@code @BehaviorTree} class. */
    @javax.annotation.processing.SupportedAnnotationTypes(TreeReader.BEHAVIOR_TREE)
    static final class Capture extends AbstractProcessor {
        final Map<String, TreeDescriptor> trees = new LinkedHashMap<>();

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            TypeElement behaviorTree = processingEnv.getElementUtils()
                    .getTypeElement(TreeReader.BEHAVIOR_TREE);
            if (behaviorTree == null) {
                return false;
            }
            for (Element element : round.getElementsAnnotatedWith(behaviorTree)) {
                TypeElement type = (TypeElement) element;
                Report report = new Report();
                var source = new TreeReader(processingEnv.getElementUtils()).read(type, report);
                trees.put(type.getSimpleName().toString(), new TreeFactory().create(source));
            }
            return false;
        }
    }
}
