// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.classes;

import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import org.junit.jupiter.api.Test;

/**
 * The kinds of class {@code @BehaviorTree} serves besides a plain one: a record, an abstract
 * class (the agent is an instance of a subclass), a generic class (the generated class takes
 * the agent with wildcards), a class nested in an interface, and a static class nested in an
 * inner class. (The kinds it cannot serve are errors: {@code TreeClassErrorsTest}.)
 */
class TreeClassKindsTest {

    @Test
    void aRecord() throws Exception {
        Ticking t = new Ticking(Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "kinds.Scout", """
                package kinds;

                import dev.arbor.*;

                @BehaviorTree
                public record Scout(java.util.List<String> trace) {
                    public Scout() { this(new java.util.ArrayList<>()); }
                    @Sequence({"look", "walk"}) void root() {}
                    @Condition boolean look() { trace.add("C:look"); return true; }
                    @Action void walk() { trace.add("U:walk"); }
                }
                """)), "kinds.Scout", "kinds.Scout", "kinds.ScoutTree");
        t.tick(Status.SUCCESS, "C:look", "U:walk");
    }

    @Test
    void anAbstractClassWhoseAgentIsASubclass() throws Exception {
        Ticking t = new Ticking(Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "kinds.Animal", """
                package kinds;

                import dev.arbor.*;

                @BehaviorTree
                public abstract class Animal {
                    public final java.util.List<String> trace = new java.util.ArrayList<>();
                    @Selector({"flee", "graze"}) void root() {}
                    @Action abstract boolean flee();
                    @Action void graze() { trace.add("U:graze"); }
                }
                """), JavaFileObjects.forSourceString("kinds.Deer", """
                package kinds;

                public class Deer extends Animal {
                    @Override boolean flee() { trace.add("U:deer.flee"); return false; }
                }
                """)), "kinds.Animal", "kinds.Deer", "kinds.AnimalTree");
        t.tick(Status.SUCCESS, "U:deer.flee", "U:graze");
    }

    /** Its type variables as its own methods use them: {@code R extends Status} is a Status. */
    @Test
    void aGenericClass() throws Exception {
        Ticking t = new Ticking(Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "kinds.Pack", """
                package kinds;

                import dev.arbor.*;

                @BehaviorTree
                public class Pack<R extends Status, M> {
                    public final java.util.List<String> trace = new java.util.ArrayList<>();
                    R result;
                    M member;
                    @Sequence({"gather", "hunt"}) void root() {}
                    @Condition boolean gather() { trace.add("C:gather"); return member == null; }
                    @Action R hunt() { trace.add("U:hunt"); return result; }
                }
                """), JavaFileObjects.forSourceString("kinds.Wolves", """
                package kinds;

                public class Wolves extends Pack<dev.arbor.Status, String> {
                    public Wolves() { result = dev.arbor.Status.RUNNING; }
                }
                """)), "kinds.Pack", "kinds.Wolves", "kinds.PackTree");
        t.tick(Status.RUNNING, "C:gather", "U:hunt");
    }

    @Test
    void nestedInAnInterfaceAndInAnInnerClass() throws Exception {
        String source = """
                package kinds;

                import dev.arbor.*;

                public interface Outer {
                    @BehaviorTree
                    class Guard {
                        public final java.util.List<String> trace = new java.util.ArrayList<>();
                        @Sequence({"watch"}) void root() {}
                        @Action void watch() { trace.add("U:guard.watch"); }
                    }

                    class Holder {
                        public class Inner {
                            @BehaviorTree
                            public static class Sentry {
                                public final java.util.List<String> trace =
                                        new java.util.ArrayList<>();
                                @Sequence({"watch"}) void root() {}
                                @Action void watch() { trace.add("U:sentry.watch"); }
                            }
                        }
                    }
                }
                """;
        Ticking guard = new Ticking(Compilers.arbor().compile(
                JavaFileObjects.forSourceString("kinds.Outer", source)),
                "kinds.Outer$Guard", "kinds.Outer$Guard", "kinds.Outer_GuardTree");
        guard.tick(Status.SUCCESS, "U:guard.watch");
        Ticking sentry = new Ticking(Compilers.arbor().compile(
                JavaFileObjects.forSourceString("kinds.Outer", source)),
                "kinds.Outer$Holder$Inner$Sentry", "kinds.Outer$Holder$Inner$Sentry",
                "kinds.Outer_Holder_Inner_SentryTree");
        sentry.tick(Status.SUCCESS, "U:sentry.watch");
    }
}
