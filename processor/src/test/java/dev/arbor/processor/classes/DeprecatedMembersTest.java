// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.classes;

import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import org.junit.jupiter.api.Test;

/**
 * What a tree calls and names is the user's to deprecate: a deprecated (or deprecated for
 * removal) node method, hook, weight method, task type or agent class leaves the generated class
 * without a warning, so a {@code -Werror} build still compiles (Compilers.arbor() is strict).
 * Found by MalformedSourceFuzzTest: {@code @Deprecated} on a node method broke such a build.
 */
class DeprecatedMembersTest {

    @Test
    void deprecatedMembersAndClasses() throws Exception {
        Ticking t = new Ticking(Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "old.Agent", """
                package old;

                import dev.arbor.*;

                @Deprecated
                @BehaviorTree
                @SuppressWarnings("removal") // its own use of Job: the generated class's is ours
                public class Agent {
                    public final java.util.List<String> trace = new java.util.ArrayList<>();
                    @Task final Job job = new Job();

                    @Deprecated @Sequence({"ready", "pick", "work", "job"}) void root() {}
                    @Deprecated(forRemoval = true) @Condition boolean ready() {
                        trace.add("C:ready");
                        return true;
                    }
                    @WeightedSelector(value = {"work"}, weights = {"weight"}) void pick() {}
                    @Deprecated int weight() { return 1; }
                    @Deprecated @Action(onStart = "begin") void work() { trace.add("U:work"); }
                    @Deprecated(forRemoval = true) void begin() { trace.add("S:work"); }
                }
                """), JavaFileObjects.forSourceString("old.Job", """
                package old;

                @Deprecated(forRemoval = true)
                class Job implements dev.arbor.runtime.TaskObject {
                    @Override public dev.arbor.Status update() { return dev.arbor.Status.SUCCESS; }
                }
                """)), "old.Agent", "old.Agent", "old.AgentTree");
        t.tick(Status.SUCCESS, "C:ready", "S:work", "U:work", "S:work", "U:work");
    }
}
