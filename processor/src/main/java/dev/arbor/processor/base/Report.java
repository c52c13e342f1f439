// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.base;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.tools.Diagnostic;

/**
 * Collects the problems found in one tree class; printed once, at the end of that class's
 * processing. The analysis never calls the {@link Messager} itself.
 */
public final class Report {
    private final List<Problem> problems = new ArrayList<>();

    /** Adds a problem on {@code value} of {@code annotation} on {@code element}. */
    public void add(Element element, AnnotationMirror annotation, AnnotationValue value,
            Message message, Object... args) {
        problems.add(new Problem(message, message.format(args), element, annotation, value));
    }

    /** Adds a problem on {@code annotation} on {@code element}. */
    public void add(Element element, AnnotationMirror annotation, Message message, Object... args) {
        add(element, annotation, null, message, args);
    }

    /** Adds a problem on {@code element}. */
    public void add(Element element, Message message, Object... args) {
        add(element, null, null, message, args);
    }

    /** True if an error (not a warning) was reported. */
    public boolean hasErrors() {
        return problems.stream().anyMatch(p -> !p.message().isWarning());
    }

    public List<Problem> problems() {
        return List.copyOf(problems);
    }

    /** Prints every problem, leaving out warnings suppressed where they point. */
    public void printTo(Messager messager) {
        for (Problem p : problems) {
            if (p.message().isWarning() && isSuppressed(p.element(), p.message().suppressionKey())) {
                continue;
            }
            Diagnostic.Kind kind = p.message().isWarning()
                    ? Diagnostic.Kind.WARNING : Diagnostic.Kind.ERROR;
            if (p.value() != null) {
                messager.printMessage(kind, p.text(), p.element(), p.annotation(), p.value());
            } else if (p.annotation() != null) {
                messager.printMessage(kind, p.text(), p.element(), p.annotation());
            } else {
                messager.printMessage(kind, p.text(), p.element());
            }
        }
    }

    /**
     * {@code @SuppressWarnings("arbor:<key>")} (or {@code "arbor:all"}, or {@code "all"}) on the
     * element or any enclosing one. {@code "all"}, which Eclipse's compiler, IDEs and other
     * checkers read as every warning, is the one form ecj takes without a warning of its own
     * ("Unsupported @SuppressWarnings", docs/compile-checks.md).
     */
    static boolean isSuppressed(Element element, String key) {
        for (Element e = element; e != null && e.getKind() != ElementKind.PACKAGE;
                e = e.getEnclosingElement()) {
            SuppressWarnings suppress = e.getAnnotation(SuppressWarnings.class);
            if (suppress != null) {
                for (String value : suppress.value()) {
                    if (value.equals("arbor:" + key) || value.equals("arbor:all")
                            || value.equals("all")) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
