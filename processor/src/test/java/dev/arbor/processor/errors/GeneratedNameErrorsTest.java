package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * A generated class name that is taken is one tagged error on the {@code name} value, never a
 * {@code FilerException} thrown into javac: taken by the tree class itself, by another class of
 * the project, or by another tree's generated class.
 */
class GeneratedNameErrorsTest {

    private static JavaFileObject tree(String name, String generated) {
        return JavaFileObjects.forSourceString("named." + name, """
                package named;

                import dev.arbor.*;

                @BehaviorTree(name = "%s")
                public class %s {
                    @Sequence({"work"}) void root() {}
                    @Action void work() {}
                }
                """.formatted(generated, name));
    }

    @Test
    void theTreeClassItself() {
        JavaFileObject guard = tree("Guard", "Guard");
        Compilation compilation = Compilers.arbor().compile(guard);
        assertThat(compilation).hadErrorContaining("[Arbor/GeneratedNameTaken] @BehaviorTree Guard"
                + " would generate named.Guard, but that is the tree class itself; set"
                + " @BehaviorTree(name = ...) to a name no other class has")
                .inFile(guard).onLineContaining("name = \"Guard\"");
    }

    @Test
    void anotherClassOfTheProject() {
        JavaFileObject guard = tree("Guard", "Helper");
        JavaFileObject helper = JavaFileObjects.forSourceString("named.Helper",
                "package named;\npublic class Helper {}\n");
        Compilation compilation = Compilers.arbor().compile(guard, helper);
        assertThat(compilation).hadErrorContaining("[Arbor/GeneratedNameTaken] @BehaviorTree Guard"
                + " would generate named.Helper, but the class named.Helper already exists")
                .inFile(guard).onLineContaining("name = \"Helper\"");
    }

    @Test
    void anotherTreesGeneratedClass() {
        JavaFileObject first = tree("Guard", "Brain");
        JavaFileObject second = tree("Scout", "Brain");
        Compilation compilation = Compilers.arbor().compile(first, second);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[Arbor/GeneratedNameTaken] @BehaviorTree Scout"
                + " would generate named.Brain, but the tree of named.Guard generates it already")
                .inFile(second).onLineContaining("name = \"Brain\"");
    }
}
