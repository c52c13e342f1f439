// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static dev.arbor.processor.errors.BadSources.assertError;

import org.junit.jupiter.api.Test;

/**
 * A generated class name that is taken is one tagged error on the {@code name} value, never a
 * {@code FilerException} thrown into javac: taken by the tree class itself, by another class of
 * the project, or by another tree's generated class.
 */
class GeneratedNameErrorsTest {

    @Test
    void theTreeClassItself() {
        assertError("GeneratedNameTaken/TreeClassItself", "[Arbor/GeneratedNameTaken]"
                + " @BehaviorTree TreeClassItself would generate bad.TreeClassItself, but that is"
                + " the tree class itself; set @BehaviorTree(name = ...) to a name no other class"
                + " has", "name = \"TreeClassItself\"");
    }

    @Test
    void anotherClassOfTheProject() {
        assertError("GeneratedNameTaken/ExistingClass", "[Arbor/GeneratedNameTaken]"
                + " @BehaviorTree ExistingClass would generate bad.Helpers, but the class"
                + " bad.Helpers already exists; set @BehaviorTree(name = ...) to a name no other"
                + " class has", "name = \"Helpers\"");
    }

    /** The handles class written beside the tree (docs/testing.md), a class of the project. */
    @Test
    void theHandlesClass() {
        assertError("GeneratedNameTaken/HandlesTaken", "[Arbor/GeneratedNameTaken]"
                + " @BehaviorTree HandlesTaken would generate bad.HandlesTakenTreeNodes, but the"
                + " class bad.HandlesTakenTreeNodes already exists; set @BehaviorTree(name = ...)"
                + " to a name no other class has", "@BehaviorTree");
    }

    @Test
    void anotherTreesGeneratedClass() {
        assertError("GeneratedNameTaken/AnotherTrees", "[Arbor/GeneratedNameTaken]"
                + " @BehaviorTree AnotherTrees would generate bad.Brain, but the tree of bad.Guard"
                + " generates it already; set @BehaviorTree(name = ...) to a name no other class"
                + " has", "root = \"root\", name = \"Brain\"");
    }
}
