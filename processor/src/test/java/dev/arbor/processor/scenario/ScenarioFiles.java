package dev.arbor.processor.scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;

/**
 * Finds the shared scenarios: the folder named by the system property {@code arbor.scenarios}
 * (the build points it at ../shared/scenarios), else the copy kept in the test resources so the
 * project still tests itself when cloned alone.
 */
public final class ScenarioFiles {
    private ScenarioFiles() {}

    public static Path folder() {
        String configured = System.getProperty("arbor.scenarios");
        if (configured != null && Files.isDirectory(Paths.get(configured))) {
            return Paths.get(configured);
        }
        return Paths.get("src/test/resources/scenarios");
    }

    public static List<Path> all() {
        try (Stream<Path> files = Files.list(folder())) {
            return files.filter(p -> p.toString().endsWith(".scenario")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Scenario read(Path file) {
        try {
            return ScenarioFormat.parse(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
