// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertError;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** {@code @Service} (docs/semantics.md §5.6): each misuse is one error on its value. */
class ServiceErrorsTest {

    @Test
    void aServiceThatNamesNoNode() {
        assertError("ServiceServesNothing", "[Arbor/ServiceServesNothing] @Service scan() names"
                + " no node in on, so it never runs; name the composites or decorators whose"
                + " branch it serves, or remove @Service", "on = {}");
    }

    @Test
    void anUnknownNodeSuggestsTheClosestName() {
        assertError("UnknownServedNode", "[Arbor/UnknownServedNode] @Service scan() serves"
                + " 'rot', but UnknownServedNode has no node method of that name (did you mean"
                + " 'root'?); name a composite or a decorator of the tree, or annotate the method"
                + " you meant", "on = \"rot\"");
    }

    @Test
    void aLeafHasNoBranchToServe() {
        assertError("ServedLeaf/Action", "[Arbor/ServedLeaf] @Service scan() serves 'patrol',"
                + " but @Action patrol() is a leaf, which has no branch to serve; name a node"
                + " with children (a composite or a decorator), such as the one above it",
                "@Service(on = {\"root\", \"patrol\"})");
    }

    @Test
    void aSubtreeFieldIsServedByItsOwnClass() {
        assertError("ServedLeaf/Subtree", "[Arbor/ServedLeaf] @Service scan() serves 'inner',"
                + " but @Subtree field inner is inlined, as the tree of its class, whose own"
                + " services serve its nodes", "@Service(on = \"inner\")");
    }

    @Test
    void aNodeNamedTwice() {
        assertError("DuplicateServedNode", "[Arbor/DuplicateServedNode] @Service scan() names"
                + " 'root' twice in on: a service runs once per node it serves; keep one",
                "@Service(on = {\"root\", \"root\"})");
    }

    @Test
    void aServiceThatIsANode() {
        assertError("ServiceIsANode", "[Arbor/ServiceIsANode] @Service patrol() is also a"
                + " @Action node: a service is no node of the tree; put @Service on a method of"
                + " its own, which the node's method may call", "@Service(on = \"root\")");
    }

    @Test
    void aServiceReturnsNothing() {
        assertError("ServiceSignature/Returns", "[Arbor/ServiceSignature] @Service scan()"
                + " returns boolean, which nothing would read: a service never changes a status;"
                + " a service is a void method", "@Service(on = \"root\")");
    }

    @Test
    void aServiceIsNotPrivate() {
        assertError("ServiceSignature/Private", "[Arbor/ServiceSignature] @Service scan() is"
                + " private; a service is a void method", "@Service(on = \"root\")");
    }

    @Test
    void aServiceHasANameOfItsOwn() {
        assertError("ServiceSignature/Overloaded", "[Arbor/ServiceSignature] @Service ready()"
                + " shares its name with another method of Overloaded, which a call of either"
                + " could reach; a service is a void method, named as no other method of the"
                + " class", "@Service(on = \"root\", millis = 30)");
    }

    @Test
    void aNegativePeriod() {
        JavaFileObject source = JavaFileObjects.forSourceString("bad.NegativeService", """
                package bad;

                import dev.arbor.*;

                @BehaviorTree
                class NegativeService {
                    @Sequence({"patrol"})
                    void root() {}

                    @Action void patrol() {}

                    @Service(on = "root", millis = -5) void scan() {}
                }
                """);
        Compilation compilation = Compilers.arbor().compile(source);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[Arbor/NegativeMillis] @Service scan() has"
                + " millis = -5, but a duration must be 0 or more").inFile(source)
                .onLineContaining("millis = -5");
    }
}
