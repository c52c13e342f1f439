// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.classes;

import static dev.arbor.processor.testing.Compilers.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import java.io.File;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Node methods, hooks, weight methods and task fields a tree class inherits are called by the
 * generated class whenever Java lets it call them: public members of superclasses in another
 * package (declared even in a class or interface it could not name), protected and
 * package-private members of its own package, default methods, and generic methods whose type,
 * as a member of the tree class, is one Arbor accepts. (What it cannot call is an error:
 * {@code AccessErrorsTest}.)
 */
class InheritedMembersTest {

    /** Package {@code q}: a public base whose members come from classes p cannot name. */
    private static final String BASE = """
            package q;

            import dev.arbor.*;

            public abstract class Base extends Hidden implements Greeter {
                @dev.arbor.Task public final Drill drill = new Drill(trace);
                public void begin() { trace.add("S:work"); }
                public void end(Status how) { trace.add("E:work:" + how); }
                public int often() { return 1; }
            }

            /** Package-private: its public members are members of Base's subclasses. */
            abstract class Hidden implements Quiet {
                public final java.util.List<String> trace = new java.util.ArrayList<>();
                @Action public Status work() { trace.add("U:work"); return Status.SUCCESS; }
            }

            /** Package-private, with a default method. */
            interface Quiet {
                @Condition default boolean calm() { return true; }
            }
            """;
    private static final String GREETER = """
            package q;

            /** Public, with a default node method. */
            public interface Greeter {
                @dev.arbor.Action default boolean greet() { return true; }
            }
            """;
    private static final String DRILL = """
            package q;

            public class Drill implements dev.arbor.runtime.TaskObject {
                private final java.util.List<String> trace;
                public Drill(java.util.List<String> trace) { this.trace = trace; }
                @Override public dev.arbor.Status update() {
                    trace.add("U:drill");
                    return dev.arbor.Status.SUCCESS;
                }
            }
            """;
    private static final String MINER = """
            package p;

            import dev.arbor.*;

            @BehaviorTree
            public class Miner extends q.Base {
                @Sequence({"calm", "greet", "works", "drill", "local", "mine"}) void root() {}
                @Sequence({"work"}) void works() {}
                @WeightedSelector(value = {"mine", "drill"}, weights = {"often", "never"})
                void local() {}
                int never() { return 0; }
                @Action protected void mine() { trace.add("U:mine"); }
            }
            """;

    @Test
    void publicMembersOfAnotherPackageAreCalledThroughTheTreeClass() throws Exception {
        Ticking t = new Ticking(Compilers.arbor().compile(
                JavaFileObjects.forSourceString("q.Base", BASE),
                JavaFileObjects.forSourceString("q.Greeter", GREETER),
                JavaFileObjects.forSourceString("q.Drill", DRILL),
                JavaFileObjects.forSourceString("p.Miner", MINER)), "p.Miner", "p.Miner",
                "p.MinerTree");
        t.tick(Status.SUCCESS, "U:work", "U:drill", "U:mine", "U:mine");
    }

    @Test
    void publicHooksOfAnotherPackage() throws Exception {
        String hooked = """
                package p;

                import dev.arbor.*;

                @BehaviorTree
                public class Hooked extends q.Base {
                    @Sequence({"run"}) void root() {}
                    @Action(onStart = "begin", onEnd = "end") Status run() {
                        trace.add("U:run");
                        return Status.SUCCESS;
                    }
                }
                """;
        Ticking t = new Ticking(Compilers.arbor().compile(
                JavaFileObjects.forSourceString("q.Base", BASE),
                JavaFileObjects.forSourceString("q.Greeter", GREETER),
                JavaFileObjects.forSourceString("q.Drill", DRILL),
                JavaFileObjects.forSourceString("p.Hooked", hooked)), "p.Hooked", "p.Hooked",
                "p.HookedTree");
        t.tick(Status.SUCCESS, "S:work", "U:run", "E:work:SUCCESS");
    }

    /** Protected and package-private members of a superclass of the tree's own package. */
    @Test
    void protectedAndPackagePrivateMembersOfTheSamePackage() throws Exception {
        Ticking t = new Ticking(Compilers.arbor().compile(
                JavaFileObjects.forSourceString("p.Base", """
                        package p;

                        import dev.arbor.*;

                        public abstract class Base {
                            public final java.util.List<String> trace = new java.util.ArrayList<>();
                            @Condition protected boolean ready() {
                                trace.add("C:ready");
                                return true;
                            }
                            @Action void go() { trace.add("U:go"); }
                            protected void begin() { trace.add("S:go"); }
                        }
                        """),
                JavaFileObjects.forSourceString("p.Runner", """
                        package p;

                        import dev.arbor.*;

                        @BehaviorTree
                        public class Runner extends Base {
                            @Sequence({"ready", "step"}) void root() {}
                            @Action(onStart = "begin") void step() { go(); }
                        }
                        """)), "p.Runner", "p.Runner", "p.RunnerTree");
        t.tick(Status.SUCCESS, "C:ready", "S:go", "U:go");
    }

    /** A superclass's type variables, as the tree class binds them; a method's own. */
    private static final String GENERIC_BASE = """
            package q;

            import dev.arbor.*;

            public abstract class Stepper<R, E extends Exception> {
                public final java.util.List<String> trace = new java.util.ArrayList<>();
                protected abstract R answer();
                @Action public R step() throws E { trace.add("U:step"); return answer(); }
                public void stop(R how) { trace.add("E:step:" + how); }
            }
            """;

    @Test
    void genericReturnAndHookTypesAsMembersOfTheTreeClass() throws Exception {
        Ticking t = new Ticking(Compilers.arbor().compile(
                JavaFileObjects.forSourceString("q.Stepper", GENERIC_BASE),
                JavaFileObjects.forSourceString("p.Walker", """
                        package p;

                        import dev.arbor.*;

                        @BehaviorTree
                        public class Walker extends q.Stepper<Status, RuntimeException> {
                            int steps;
                            @Sequence({"ready", "step", "pick", "risky"}) void root() {}
                            @Override protected Status answer() {
                                return ++steps < 2 ? Status.RUNNING : Status.SUCCESS;
                            }
                            @Condition <T> boolean ready() { trace.add("C:ready"); return true; }
                            @Action(onEnd = "stop") <T extends Status> T pick() {
                                trace.add("U:pick");
                                @SuppressWarnings("unchecked") T done = (T) Status.SUCCESS;
                                return done;
                            }
                            @Action <X extends Exception> void risky() throws X {
                                trace.add("U:risky");
                            }
                        }
                        """)), "p.Walker", "p.Walker", "p.WalkerTree");
        t.tick(Status.RUNNING, "C:ready", "U:step");
        t.tick(Status.SUCCESS, "U:step", "U:pick", "E:step:SUCCESS", "U:risky");
    }

    /**
     * A superclass read from class files, where javac has written a bridge method beside the
     * override of a generic method: the bridge is no second node of the same name.
     */
    @Test
    void superclassFromClassFilesWithBridgeMethods(@TempDir Path classes) throws Exception {
        Compilation library = javac().compile(
                JavaFileObjects.forSourceString("q.Stepper", GENERIC_BASE),
                JavaFileObjects.forSourceString("q.Steady", """
                        package q;

                        import dev.arbor.*;

                        public abstract class Steady extends Stepper<Status, RuntimeException> {
                            @Override @Action public Status step() {  // a bridge Object step()
                                trace.add("U:steady");
                                return Status.SUCCESS;
                            }
                        }
                        """));
        for (JavaFileObject file : library.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                String path = file.toUri().getPath();
                Path target = classes.resolve(path.substring(
                        path.indexOf("CLASS_OUTPUT/") + "CLASS_OUTPUT/".length()));
                Files.createDirectories(target.getParent());
                try (InputStream in = file.openInputStream()) {
                    Files.copy(in, target);
                }
            }
        }
        List<File> classpath = new ArrayList<>(List.of(classes.toFile()));
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            classpath.add(new File(entry));
        }
        Compilation compilation = Compilers.arbor().withClasspath(classpath).compile(
                JavaFileObjects.forSourceString("p.Mover", """
                        package p;

                        import dev.arbor.*;

                        @BehaviorTree
                        public class Mover extends q.Steady {
                            @Sequence({"step"}) void root() {}
                            @Override protected Status answer() { return Status.FAILURE; }
                        }
                        """));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                getClass().getClassLoader())) {
            Ticking t = new Ticking(compilation, loader, "p.Mover", "p.Mover", "p.MoverTree");
            t.tick(Status.SUCCESS, "U:steady");
        }
    }
}
