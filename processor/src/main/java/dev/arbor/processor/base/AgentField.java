// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.base;

import com.palantir.javapoet.TypeName;

/**
 * One instance field of a tree class or of a superclass, as the generated fields class
 * ({@code GuardTreeFields}, the runtime's {@code AgentFields}) lists and reads it: read from
 * javac's elements by {@code read.AgentFieldReader}, printed by {@code codegen.FieldsWriter}.
 *
 * @param name the field's name
 * @param type its declared type as a member of the tree class, with simple class names
 *     ({@code List<String>})
 * @param declaredIn the simple name of the class that declares it ({@code Outer.Base})
 * @param read how the generated class reads it
 * @param through for {@link Read#CAST}, the type the agent is cast to first (the declaring class,
 *     wildcards for its type parameters); else null
 * @param unreadable for {@link Read#NONE}, why ({@code "private"}); else null
 */
public record AgentField(String name, String type, String declaredIn, Read read,
        TypeName through, String unreadable) {

    /** How the generated class reads a field. */
    public enum Read {
        /** {@code agent.name}: a field the tree class has, reachable from its package. */
        FIELD,
        /**
         * {@code ((Base<?>) agent).name}: a field the tree class does not have under that name (a
         * nearer class hides it, or the tree class does not inherit it), reachable through its
         * declaring class.
         */
        CAST,
        /** {@code agent.name()}: a record's component, through its accessor. */
        ACCESSOR,
        /** Not read: {@link AgentField#unreadable} says why. */
        NONE
    }
}
