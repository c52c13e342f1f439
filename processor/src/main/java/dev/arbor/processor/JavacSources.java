// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.EmptyStatementTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import dev.arbor.processor.base.Message;
import dev.arbor.processor.read.TreeReader;
import dev.arbor.processor.read.WrittenSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;

/**
 * What only javac's compiler tree API tells, read from the sources as written:
 * <ul>
 * <li>the {@code @BehaviorTree} classes javac never gives a processor: local classes (declared
 *     in a method, constructor, initializer or lambda) and the classes nested in them or in an
 *     anonymous class. Nothing could be generated for them, so each is a tagged error on its
 *     annotation rather than silence. They are found in the sources of the round's root
 *     elements, by how the annotation is written: method bodies are not attributed yet, so a
 *     name there does not resolve. (javac runs Arbor for such a file at all only because Arbor
 *     asks for every annotation when this API is there: see
 *     {@link ArborProcessor#getSupportedAnnotationTypes()});
 * <li>the annotations written on a member, including those that do not resolve, which javac
 *     leaves out of the element's annotation mirrors ({@code @Action} without its import);
 * <li>whether a method's body has statements: a composite's or decorator's never runs.
 * </ul>
 *
 * <p>Only javac has that API: {@link #create} answers null elsewhere (another compiler, or an
 * environment wrapped by a build tool), and then neither is known.
 */
final class JavacSources implements WrittenSource {
    private static final String SIMPLE_NAME = "BehaviorTree";
    private static final String PACKAGE = "dev.arbor";

    private final Trees trees;
    private final Elements elements;

    private JavacSources(Trees trees, Elements elements) {
        this.trees = trees;
        this.elements = elements;
    }

    /**
     * The finder, or null when the compiler tree API is not there: {@code Trees.instance}
     * refuses (IllegalArgumentException) any environment that is not javac's own. The caller
     * checks first that the API's classes load at all.
     */
    static JavacSources create(ProcessingEnvironment env) {
        try {
            return new JavacSources(Trees.instance(env), env.getElementUtils());
        } catch (IllegalArgumentException notJavac) {
            return null;
        }
    }

    /**
     * The annotations written on {@code element} (a method, field or class) in its source, as
     * written ({@code "Action"}, {@code "dev.arbor.Action"}); none for an element read from a
     * class file.
     */
    @Override
    public List<String> annotations(Element element) {
        Tree tree = trees.getTree(element);
        ModifiersTree modifiers = tree instanceof MethodTree method ? method.getModifiers()
                : tree instanceof VariableTree variable ? variable.getModifiers()
                : tree instanceof ClassTree type ? type.getModifiers() : null;
        if (modifiers == null) {
            return List.of();
        }
        List<String> written = new ArrayList<>();
        for (AnnotationTree annotation : modifiers.getAnnotations()) {
            written.add(annotation.getAnnotationType().toString());
        }
        return written;
    }

    /**
     * Whether {@code method}'s body in its source has a statement other than an empty one;
     * false without a body, and for a method read from a class file.
     */
    @Override
    public boolean hasStatements(ExecutableElement method) {
        MethodTree tree = trees.getTree(method);
        if (tree == null || tree.getBody() == null) {
            return false;
        }
        for (StatementTree statement : tree.getBody().getStatements()) {
            if (!(statement instanceof EmptyStatementTree)) {
                return true;
            }
        }
        return false;
    }

    /** Reports every local {@code @BehaviorTree} class in the sources of {@code round}. */
    void reportLocalTrees(RoundEnvironment round) {
        Set<CompilationUnitTree> scanned = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Element root : round.getRootElements()) {
            TreePath path = trees.getPath(root);
            if (path != null && scanned.add(path.getCompilationUnit())) {
                new Scanner(path.getCompilationUnit()).scan(path.getCompilationUnit(), null);
            }
        }
    }

    private final class Scanner extends TreePathScanner<Void, Void> {
        private final CompilationUnitTree unit;
        /** Whether {@code BehaviorTree} as written in this file is Arbor's; null: not asked. */
        private Boolean simpleNameIsArbor;

        Scanner(CompilationUnitTree unit) {
            this.unit = unit;
        }

        @Override
        public Void visitClass(ClassTree type, Void unused) {
            if (isLocal(getCurrentPath())) {
                for (AnnotationTree annotation : type.getModifiers().getAnnotations()) {
                    if (isBehaviorTree(annotation)) {
                        String kind = type.getKind().name().toLowerCase(Locale.ROOT)
                                .replace('_', ' ');
                        trees.printMessage(Diagnostic.Kind.ERROR,
                                Message.TREE_LOCAL.format(kind, type.getSimpleName()),
                                annotation, unit);
                    }
                }
            }
            return super.visitClass(type, unused);
        }

        /** Whether something other than a class encloses the class at {@code path}. */
        private boolean isLocal(TreePath path) {
            for (TreePath p = path.getParentPath(); p != null; p = p.getParentPath()) {
                Tree leaf = p.getLeaf();
                if (leaf instanceof CompilationUnitTree) {
                    return false;
                }
                if (!(leaf instanceof ClassTree)) {
                    return true;
                }
            }
            return false;
        }

        private boolean isBehaviorTree(AnnotationTree annotation) {
            String written = annotation.getAnnotationType().toString();
            if (written.equals(TreeReader.BEHAVIOR_TREE)) {
                return true;
            }
            if (!written.equals(SIMPLE_NAME)) {
                return false;
            }
            if (simpleNameIsArbor == null) {
                simpleNameIsArbor = simpleNameIsArbor();
            }
            return simpleNameIsArbor;
        }

        /**
         * Whether the simple name {@code BehaviorTree} means Arbor's in this file: imported by
         * name, or on demand from {@code dev.arbor} with no type of that name in the file's
         * package (which would win), or written in package {@code dev.arbor}.
         */
        private boolean simpleNameIsArbor() {
            String own = unit.getPackageName() == null ? "" : unit.getPackageName().toString();
            boolean onDemand = own.equals(PACKAGE);
            for (ImportTree anImport : unit.getImports()) {
                if (anImport.isStatic()) {
                    continue;
                }
                String imported = anImport.getQualifiedIdentifier().toString();
                if (imported.equals(TreeReader.BEHAVIOR_TREE)) {
                    return true;
                }
                if (imported.endsWith("." + SIMPLE_NAME)) {
                    return false; // another BehaviorTree, imported by name
                }
                onDemand |= imported.equals(PACKAGE + ".*");
            }
            if (!onDemand || own.equals(PACKAGE)) {
                return onDemand;
            }
            return elements.getTypeElement(own.isEmpty() ? SIMPLE_NAME : own + "." + SIMPLE_NAME)
                    == null;
        }
    }
}
