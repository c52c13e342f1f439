// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.names;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * An inlined subtree whose class has node methods named like the parent's: every name of the
 * generated class stays unique (constants numbered from their second use, hand-overs and
 * answerChanged methods allocated), and an event of the same name in both is one event.
 * Events whose names differ but map to one constant are an error on the subtree field.
 */
class SubtreeNamesTest {
    private static final String PARENT = """
            package same;

            import dev.arbor.*;
            import java.util.List;

            @BehaviorTree
            public class Parent {
                public final List<String> trace = new java.util.ArrayList<>();
                @Subtree Child child = new Child(trace);
                public boolean hurt;

                @Selector({"guard", "child", "hit", "patrol"}) void root() {}
                @Sequence(value = {"isHurt", "patrol"}, abortType = AbortType.LOWER_PRIORITY)
                void guard() {}
                @Condition boolean isHurt() { trace.add("C:isHurt"); return hurt; }
                @Event void hit() {}
                @Action Status patrol() { trace.add("U:patrol"); return Status.RUNNING; }
            }
            """;
    private static final String CHILD = """
            package same;

            import dev.arbor.*;
            import java.util.List;

            @BehaviorTree
            class Child {
                final List<String> trace;
                boolean hurt;

                Child(List<String> trace) { this.trace = trace; }

                @Sequence({"guard", "hit", "patrol"}) void root() {}
                @Selector(value = {"isHurt", "IS_HURT"}, abortType = AbortType.SELF) void guard() {}
                @Condition boolean isHurt() { trace.add("C:child.isHurt"); return hurt; }
                @Condition boolean IS_HURT() { trace.add("C:child.IS_HURT"); return !hurt; }
                @Event void hit() {}
                @Action Status patrol() { trace.add("U:child.patrol"); return Status.SUCCESS; }
            }
            """;

    @Test
    void aSubtreeWithTheParentsNames() throws Exception {
        Compilation compilation = Compilers.arbor().compile(
                JavaFileObjects.forSourceString("same.Parent", PARENT),
                JavaFileObjects.forSourceString("same.Child", CHILD));
        assertThat(compilation).succeeded();
        ClassLoader loader = Compilers.load(compilation);
        Class<?> type = loader.loadClass("same.Parent");
        Object agent = type.getConstructor().newInstance();
        Tree tree = (Tree) loader.loadClass("same.ParentTree").getConstructor(type)
                .newInstance(agent);
        @SuppressWarnings("unchecked")
        List<String> trace = (List<String>) type.getField("trace").get(agent);
        tree.raise("hit"); // one event: both @Event hit() nodes see it
        assertEquals(Status.SUCCESS, tree.tick());
        assertEquals(List.of("C:isHurt", "C:child.isHurt", "C:child.IS_HURT",
                "U:child.patrol"), trace);
        trace.clear();
        assertEquals(Status.RUNNING, tree.tick());
        assertEquals(List.of("C:isHurt", "C:child.isHurt", "C:child.IS_HURT", "U:patrol"),
                trace);
    }

    /**
     * Subtree and task fields named like the generated class's own members and constants: the
     * generated code reaches them through {@code agent.}, and their constants are allocated.
     */
    @Test
    void fieldsNamedLikeGeneratedMembers() throws Exception {
        Compilation compilation = Compilers.arbor().compile(
                JavaFileObjects.forSourceString("fields.Parent", """
                        package fields;

                        import dev.arbor.*;

                        @BehaviorTree
                        public class Parent {
                            @Subtree Child state = new Child();
                            @Subtree Child agent = new Child();
                            @Subtree Child NONE = new Child();
                            @Task final Job run = new Job();
                            @Task final Job yield = new Job();
                            @Task final Job record = new Job();
                            @Task final Job ROOT = new Job();

                            @Parallel(value = {"state", "agent", "NONE", "run", "yield", "record",
                                    "ROOT"}, success = Policy.ALL) void root() {}
                        }
                        """),
                JavaFileObjects.forSourceString("fields.Child", """
                        package fields;

                        import dev.arbor.*;

                        @BehaviorTree
                        class Child {
                            int calls;
                            @Sequence(value = {"state", "agent"}, abortType = AbortType.SELF)
                            void root() {}
                            @Condition boolean state() { return calls++ % 2 == 0; }
                            @Action Status agent() { return Status.RUNNING; }
                        }
                        """),
                JavaFileObjects.forSourceString("fields.Job", """
                        package fields;

                        import dev.arbor.Status;

                        class Job implements dev.arbor.runtime.TaskObject {
                            int updates;
                            @Override public Status update() {
                                return ++updates < 3 ? Status.RUNNING : Status.SUCCESS;
                            }
                        }
                        """));
        assertThat(compilation).succeeded();
        ClassLoader loader = Compilers.load(compilation);
        Class<?> type = loader.loadClass("fields.Parent");
        Tree tree = (Tree) loader.loadClass("fields.ParentTree").getConstructor(type)
                .newInstance(type.getConstructor().newInstance());
        for (int t = 0; t < 6; t++) {
            assertEquals(Status.RUNNING, tree.tick());
        }
    }

    @Test
    void eventsOfTheParentAndTheSubtreeThatShareAConstant() {
        JavaFileObject parent = JavaFileObjects.forSourceString("clash.Parent", """
                package clash;

                import dev.arbor.*;

                @BehaviorTree
                class Parent {
                    @Subtree Child child = new Child();

                    @Selector({"hit_me", "child"}) void root() {}
                    @Event void hit_me() {}
                }
                """);
        JavaFileObject child = JavaFileObjects.forSourceString("clash.Child", """
                package clash;

                import dev.arbor.*;

                @BehaviorTree
                class Child {
                    @Selector({"hitMe"}) void root() {}
                    @Event void hitMe() {}
                }
                """);
        Compilation compilation = Compilers.arbor().compile(parent, child);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[Arbor/EventCollision] @Event hit_me() and"
                + " @Event hitMe() (of the subtree child) would both be the event constant"
                + " HIT_ME; rename one").inFile(parent).onLineContaining("@Subtree");
    }
}
