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
 * A {@code @Parallel}'s {@code successCount} and {@code failureCount} (docs/semantics.md §5.3):
 * each mistake is one error on the count.
 */
class ParallelCountErrorsTest {

    @Test
    void negativeCount() {
        assertError("NegativeParallelCount", "[Arbor/NegativeParallelCount] @Parallel root() has"
                + " failureCount = -1, but a count of branches cannot be negative; write a count"
                + " from 1 to 2 (its number of children), or 0 to let the failure policy decide",
                "failureCount = -1");
    }

    @Test
    void countOverTheChildren() {
        assertError("ParallelCountTooLarge", "[Arbor/ParallelCountTooLarge] @Parallel root() has"
                + " successCount = 4, but it has only 3 children, so the count can never be"
                + " reached; write a count from 1 to 3, or give it more children",
                "successCount = 4");
    }

    @Test
    void countBesideThePolicyOfItsSide() {
        assertError("ParallelCountAndPolicy", "[Arbor/ParallelCountAndPolicy] @Parallel root()"
                + " has both successCount = 2 and success = Policy.ONE, but a count takes the"
                + " place of the policy of the same side; keep one of them: remove success, or"
                + " remove successCount", "successCount = 2");
    }

    /** A condition under a decorator is not re-asked (§5.3): the option would change nothing. */
    @Test
    void recheckWithoutADirectCondition() {
        assertError("RecheckWithoutCondition", "[Arbor/RecheckWithoutCondition] @Parallel root()"
                + " has recheckConditions = true, but none of its children is a @Condition"
                + " method, so nothing would be asked again; name a @Condition method directly"
                + " among its children (not under a decorator), or remove recheckConditions",
                "recheckConditions = true");
    }

    /** A count and the other side's policy, counts of 0 beside policies, every count in range. */
    @Test
    void countsInRangeCompileWithoutAWord() {
        Compilation compilation = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "good.Counts", """
                        package good;

                        import dev.arbor.*;

                        @BehaviorTree
                        class Counts {
                            @Sequence({"both", "each", "policies"})
                            void root() {}

                            @Parallel(value = {"a", "b", "c"}, successCount = 2,
                                    failure = Policy.ALL)
                            void both() {}

                            @Parallel(value = {"a", "b", "c"}, successCount = 3, failureCount = 1)
                            void each() {}

                            @Parallel(value = {"a", "b"}, success = Policy.ONE, successCount = 0,
                                    failure = Policy.ALL, failureCount = 0)
                            void policies() {}

                            @Action void a() {}

                            @Action void b() {}

                            @Action void c() {}
                        }
                        """));
        assertThat(compilation).succeededWithoutWarnings();
    }
}
