package dev.arbor.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.processor.testing.Compilers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Guards the shape of the generated code: the source generated for each input under
 * {@code goldens/input/} must be equivalent (as a syntax tree) to the file under
 * {@code goldens/expected/}. When the output changes on purpose, run with the environment
 * variable {@code ARBOR_UPDATE_GOLDENS=1} to rewrite the expected files, and review the diff.
 */
class GoldenSourceTest {

    @ParameterizedTest
    @CsvSource({"Patrol, PatrolTree", "Wander, WanderTree", "Guard, GuardTree",
            "Sentry, SentryBrain"})
    void generatedSourceMatchesTheGolden(String input, String generated) throws IOException {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forResource("goldens/input/" + input + ".java"));
        assertThat(compilation).succeededWithoutWarnings();
        JavaFileObject actual = compilation.generatedSourceFile("golden." + generated)
                .orElseThrow();
        if (System.getenv("ARBOR_UPDATE_GOLDENS") != null) {
            Path expected = Paths.get("src/test/resources/goldens/expected/" + generated + ".java");
            Files.writeString(expected, actual.getCharContent(true));
        }
        assertThat(compilation).generatedSourceFile("golden." + generated)
                .hasSourceEquivalentTo(
                        JavaFileObjects.forResource("goldens/expected/" + generated + ".java"));
    }
}
