// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertError;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import org.junit.jupiter.api.Test;

/**
 * {@code @RunOnce} and {@code @TryCatch} (docs/semantics.md §5.4): each misuse is one error on
 * its annotation value, with its tag and its fix; the names they give go through the checks every
 * child name goes through.
 */
class OnceAndCleanUpErrorsTest {

    @Test
    void aTryCatchWithoutABlock() {
        assertError("TryCatchBlock", "[Arbor/TryCatchBlock] @TryCatch root() has no block: its"
                + " value names no child, so there is nothing to try before the clean-up; list"
                + " the node methods of the block in value, in order (the clean-up is named by"
                + " cleanup)", "value = {}");
    }

    @Test
    void aCleanUpCalledWhenInterruptedIsNoSequence() {
        assertError("TryCatchCleanup/ASequence", "[Arbor/TryCatchCleanup] @TryCatch root() runs"
                + " its clean-up 'tidy' when it is interrupted (cleanupOnInterrupt), which calls"
                + " it once, at once, but @Sequence method tidy() is no @Action or @Task: an"
                + " interruption cannot run a node over ticks; name an @Action or a @Task, or set"
                + " cleanupOnInterrupt = false to run this clean-up only when the block fails",
                "cleanup = \"tidy\"");
    }

    @Test
    void aCleanUpCalledWhenInterruptedIsNoCondition() {
        assertError("TryCatchCleanup/ACondition", "[Arbor/TryCatchCleanup] @TryCatch root() runs"
                + " its clean-up 'closed' when it is interrupted (cleanupOnInterrupt), which calls"
                + " it once, at once, but @Condition method closed() is no @Action or @Task",
                "cleanup = \"closed\"");
    }

    /** With cleanupOnInterrupt = false, the clean-up runs only after a failure: any node. */
    @Test
    void aCleanUpOnFailureOnlyMayBeAnyNode() {
        Compilation compilation = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "ok.Tidy", """
                        package ok;

                        import dev.arbor.*;

                        @BehaviorTree
                        class Tidy {
                            @TryCatch(value = {"open", "write"}, cleanup = "tidy",
                                    cleanupOnInterrupt = false)
                            void root() {}

                            @Sequence({"close", "log"})
                            void tidy() {}

                            @Action void open() {}
                            @Action Status write() { return Status.FAILURE; }
                            @Action void close() {}
                            @Action void log() {}
                        }
                        """));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void anUnknownCleanUpIsAnUnknownChild() {
        assertError("UnknownChild/InCleanup", "[Arbor/UnknownChild] @TryCatch root() names child"
                + " 'clos', but InCleanup has no node method of that name (did you mean"
                + " 'close'?); name one of its node methods, or annotate the method you meant",
                "cleanup = \"clos\"");
    }

    @Test
    void anUnknownChildOfARunOnce() {
        assertError("UnknownChild/InRunOnce", "[Arbor/UnknownChild] @RunOnce once() names child"
                + " 'gret', but InRunOnce has no node method of that name (did you mean"
                + " 'greet'?); name one of its node methods, or annotate the method you meant",
                "\"gret\"");
    }
}
