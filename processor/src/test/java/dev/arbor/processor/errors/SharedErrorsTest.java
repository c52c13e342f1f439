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
 * {@code @Permit} and {@code @SharedCooldown} (docs/semantics.md §5.7): the field each names must
 * exist, hold the shared type, be final and be readable by the generated class; each misuse is
 * one error on the value naming the field, with its tag and its fix.
 */
class SharedErrorsTest {

    @Test
    void aFieldThatDoesNotExist() {
        assertError("SharedFieldNotFound", "[Arbor/SharedFieldNotFound] @Permit root() names"
                + " field 'SLOT' for its permits, but SharedFieldNotFound has no field of that"
                + " name (did you mean 'SLOTS'?); declare one (static final Permits SLOT = new"
                + " Permits(...)), or name an existing field", "permits = \"SLOT\"");
    }

    @Test
    void aFieldOfAnotherType() {
        assertError("SharedFieldType", "[Arbor/SharedFieldType] @SharedCooldown root() names"
                + " field SLOTS for its group, but its type is dev.arbor.runtime.Permits, not"
                + " CooldownGroup; hold a CooldownGroup in that field, or name the field that"
                + " does", "group = \"SLOTS\"");
    }

    @Test
    void aFieldThatIsNotFinal() {
        assertError("SharedFieldNotFinal", "[Arbor/SharedFieldNotFinal] @Permit root() names"
                + " field slots, which is not final: the tree reads it once, when it is made, so"
                + " an object put there later would not be the one it shares; declare it final"
                + " (static final for one object every agent shares, or final and set by the"
                + " constructor)", "permits = \"slots\"");
    }

    @Test
    void aPrivateField() {
        assertError("Inaccessible/PrivatePermits", "[Arbor/Inaccessible] Field slots of @Permit"
                + " root() is private, so the generated PrivatePermitsTree cannot read it; make"
                + " it package-private, or public", "permits = \"slots\"");
    }

    /** Static or not, inherited or declared, and in an inlined subtree: compiled as written. */
    @Test
    void staticInheritedAndSubtreeFieldsCompile() {
        Compilation compilation = Compilers.arbor().compile(
                JavaFileObjects.forSourceString("ok.Base", """
                        package ok;

                        import dev.arbor.runtime.CooldownGroup;
                        import java.time.Duration;

                        class Base {
                            final CooldownGroup shout = new CooldownGroup(Duration.ofSeconds(1));
                        }
                        """),
                JavaFileObjects.forSourceString("ok.Guard", """
                        package ok;

                        import dev.arbor.*;
                        import dev.arbor.runtime.Permits;

                        @BehaviorTree
                        class Guard extends Base {
                            static final Permits SLOTS = new Permits(2);
                            @Subtree final Watch watch = new Watch();

                            @Sequence({"attack", "yell", "watch"}) void root() {}
                            @Permit(value = "swing", permits = "SLOTS") void attack() {}
                            @SharedCooldown(value = "shoutNow", group = "shout") void yell() {}
                            @Action void swing() {}
                            @Action void shoutNow() {}
                        }
                        """),
                JavaFileObjects.forSourceString("ok.Watch", """
                        package ok;

                        import dev.arbor.*;
                        import dev.arbor.runtime.Permits;

                        @BehaviorTree
                        class Watch {
                            final Permits towers = new Permits(1);

                            @Permit(value = "look", permits = "towers") void root() {}
                            @Action void look() {}
                        }
                        """));
        assertThat(compilation).succeededWithoutWarnings();
    }
}
