package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertWarning;
import static dev.arbor.processor.errors.BadSources.bad;

import com.google.testing.compile.Compilation;
import dev.arbor.processor.testing.Compilers;
import org.junit.jupiter.api.Test;

/**
 * Arbor's warnings: the tree still compiles, the warning points at the line at fault, and
 * {@code @SuppressWarnings} with Arbor's key silences it even under {@code -Werror}.
 */
class WarningsTest {

    @Test
    void unusedNodeIsAWarning() {
        assertWarning("UnusedNode/Unreachable", "[Arbor/UnusedNode] @Action method"
                + " forgotten() is not reachable from the root 'root' and is never called; name it"
                + " as a child of a node of the tree, or delete it (suppress with @SuppressWarnings(\"arbor:unused-node\"))",
                "void forgotten()");
    }

    @Test
    void warningsCanBeSuppressed() {
        Compilation compilation = Compilers.arbor().compile(bad("UnusedNode/Suppressed"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void abortWithoutConditionsIsAWarning() {
        assertWarning("UselessAbort", "[Arbor/UselessAbort] @Sequence root() has"
                + " abortType SELF but no condition of its own (a condition child, directly or"
                + " through decorators), so nothing is ever watched; give it a condition child,"
                + " or remove the abortType (suppress with"
                + " @SuppressWarnings(\"arbor:useless-abort\"))", "AbortType.SELF");
    }

    @Test
    void childAfterOneThatAlwaysSucceedsInASelector() {
        assertWarning("UnreachableChild/AfterVoidAction", "[Arbor/UnreachableChild] @Selector"
                + " root() never runs its child 'flee': the child 'attack' before it always ends"
                + " with SUCCESS, which ends root() too; reorder the children, or remove 'flee'"
                + " (suppress with @SuppressWarnings(\"arbor:unreachable-child\"))",
                "@Selector({\"attack\", \"flee\"})");
    }

    /** Through decorators: AlwaysFail over an Invert over an AlwaysSucceed. */
    @Test
    void childAfterOneThatAlwaysFailsInASequence() {
        assertWarning("UnreachableChild/AfterAlwaysFail", "[Arbor/UnreachableChild] @Sequence"
                + " patrol() never runs its child 'look': the child 'never' before it always"
                + " ends with FAILURE, which ends patrol() too; reorder the children, or remove"
                + " 'look'", "@Sequence({\"walk\", \"never\", \"look\"})");
    }

    @Test
    void unreachableChildCanBeSuppressed() {
        Compilation compilation = Compilers.arbor().compile(bad("UnreachableChild/Suppressed"));
        assertThat(compilation).succeededWithoutWarnings();
    }
}
