// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.read;

import java.util.List;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;

/**
 * What only the source as written tells, which the element API does not: where the compiler
 * gives its syntax trees (javac's tree API, read by the processor's {@code JavacSources}).
 * Elsewhere ({@link #NONE}: another compiler, a build tool's wrapped environment, a class read
 * from a class file) nothing is known, and the checks that need it say nothing.
 */
public interface WrittenSource {
    /** Nothing known. */
    WrittenSource NONE = new WrittenSource() {
        @Override
        public List<String> annotations(Element element) {
            return List.of();
        }

        @Override
        public boolean hasStatements(ExecutableElement method) {
            return false;
        }
    };

    /**
     * The annotations written on {@code element} (a method, field or class), as written
     * ({@code "Action"}, {@code "dev.arbor.Action"}), those that do not resolve included (javac
     * leaves them out of the element's mirrors); none where it is not known.
     */
    List<String> annotations(Element element);

    /**
     * Whether {@code method}'s body, as written, has a statement (an empty one, {@code ;},
     * aside); false for a method without a body, and where it is not known.
     */
    boolean hasStatements(ExecutableElement method);
}
