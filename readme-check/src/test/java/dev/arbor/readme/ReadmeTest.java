package dev.arbor.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README is tested: what it tells a new user to write must build, and what it says the
 * example prints must be what the example prints.
 *
 * <p>The README marks the blocks this test reads with an HTML comment on the line before the
 * code fence (invisible on GitHub):
 *
 * <ul>
 *   <li>{@code <!-- readme-test: pom -->}: the Maven snippet of "Adding Arbor to a Maven build".
 *       It is a fragment ({@code <dependencies>} and {@code <build>}) as a user pastes it into
 *       an existing pom, so this test wraps it, unchanged, in the smallest project there is:
 *       {@code modelVersion} and the consumer's own {@code groupId}, {@code artifactId} and
 *       {@code version}, nothing else (no properties, no plugin management, no parent);
 *   <li>{@code <!-- readme-test: java -->}: the example's source files, each written to
 *       {@code src/main/java} under its package; the one with a {@code main} method is run;
 *   <li>{@code <!-- readme-test: output -->}: what the README says the example prints, compared
 *       line by line with what it does print.
 * </ul>
 *
 * <p>The consumer project is built by a separate {@code mvn -B -q compile} (the Maven running
 * this build, {@code maven.home}; offline if this build is) under {@code target/readme/}, with
 * the local repository {@code target/readme/repository}. In it, {@code dev/arbor} is a real
 * folder into which the test copies, as {@code mvn install} would, the artifacts the README says
 * a user installs and nothing else: the parent POM and the annotations, runtime and processor
 * jars this reactor has just packaged. Every other entry is a symbolic link to the same entry of
 * this build's local repository, so the compiler plugin, JavaPoet and the rest resolve exactly as
 * they do for this build (from the cache, else from Central, with the user's settings), while
 * nothing of Arbor can come from anywhere but this reactor: an older Arbor installed in
 * {@code ~/.m2} by another build cannot make the README pass. The example then runs with
 * {@code java -cp} on the consumer's classes plus the runtime and annotations jars, the run-time
 * class path the README promises.
 *
 * <p>Runs in the {@code integration-test} phase (after the jars are packaged): {@code mvn
 * verify} runs it, {@code mvn test} does not. To see it fail, change a line of the README's
 * output block and run {@code mvn -B verify}.
 */
class ReadmeTest {
    private static final Pattern MARKER = Pattern.compile("^<!-- readme-test: (\\w+) -->\\s*$");
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");
    private static final Pattern TYPE = Pattern.compile(
            "(?m)^public\\s+(?:final\\s+|abstract\\s+)*(?:class|interface|enum|record)\\s+(\\w+)");

    private final Path root = Path.of(property("arbor.root")).toAbsolutePath().normalize();
    private final String version = property("arbor.version");
    private final Path work = Path.of(property("arbor.work")).toAbsolutePath();

    @Test
    void theReadmeExampleBuildsFromTheReadmeSnippetAndPrintsWhatTheReadmeShows() throws Exception {
        List<Block> blocks = blocks(Files.readAllLines(root.resolve("README.md")));
        String snippet = only(blocks, "pom");
        String expected = only(blocks, "output");
        List<String> sources = blocks.stream().filter(b -> b.kind.equals("java")).map(b -> b.text).toList();
        assertTrue(!sources.isEmpty(), "README.md has no block marked <!-- readme-test: java -->");

        Path project = work.resolve("consumer");
        Path repository = work.resolve("repository");
        deleteRecursively(project);
        Files.createDirectories(project);
        linkLocalRepository(Path.of(property("maven.repo.outer")), repository);
        Files.writeString(project.resolve("pom.xml"), consumerPom(snippet));
        String mainClass = null;
        for (String source : sources) {
            String type = qualifiedName(source);
            Path file = project.resolve("src/main/java/" + type.replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, source);
            if (source.contains("public static void main(")) {
                mainClass = type;
            }
        }
        assertTrue(mainClass != null, "no README example source has a main method");

        Path[] jars = installArbor();
        Path annotations = jars[0];
        Path runtime = jars[1];
        Run build = run(mvnCompile(repository), project);
        if (build.exit != 0) {
            fail("The README's Maven snippet and example do not build as a fresh project ("
                    + project + "):\n" + build.output);
        }

        String classPath = String.join(File.pathSeparator, project.resolve("target/classes").toString(),
                runtime.toString(), annotations.toString());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Run example = run(List.of(java.toString(), "-cp", classPath, mainClass), project);
        if (example.exit != 0) {
            fail("The README's example exits with " + example.exit + ":\n" + example.output);
        }
        String actual = example.output.replace("\r\n", "\n");
        if (!actual.equals(expected)) {
            fail("The README's example does not print what the README shows (- README, + printed):\n"
                    + diff(expected, actual));
        }
        checkDrawing(project);
    }

    /**
     * The drawing the README shows, {@code docs/images/sentry.svg}, is Graphviz's rendering of
     * {@code docs/images/sentry.dot}, which must be the DOT file the build just wrote for the
     * example's tree. To refresh both: copy the build's {@code demo.Sentry.dot} there and run
     * {@code dot -Tsvg docs/images/sentry.dot -o docs/images/sentry.svg}.
     */
    private void checkDrawing(Path project) throws IOException, InterruptedException {
        Path built = project.resolve("target/classes/META-INF/arbor/demo.Sentry.dot");
        Path dot = root.resolve("docs/images/sentry.dot");
        Path svg = root.resolve("docs/images/sentry.svg");
        assertTrue(Files.isRegularFile(built), "the build wrote no " + built);
        assertEquals(Files.readString(built), Files.readString(dot),
                "docs/images/sentry.dot is not the DOT the build draws for the README's tree");
        Run render = run(List.of("dot", "-Tsvg", dot.toString()), project);
        assertEquals(0, render.exit, "dot -Tsvg " + dot + ":\n" + render.output);
        assertEquals(withoutVersion(Files.readString(svg)), withoutVersion(render.output),
                "docs/images/sentry.svg is not Graphviz's rendering of docs/images/sentry.dot");
    }

    /** An SVG without the comment naming the Graphviz version that rendered it. */
    private static String withoutVersion(String svg) {
        return svg.replaceAll("<!-- Generated by graphviz[^>]*-->\\s*", "").replace("\r\n", "\n");
    }

    /**
     * A consumer with a {@code module-info.java}: the README's Maven snippet builds a named
     * module that requires Arbor's modules by their stable names, and its tree runs on the
     * module path. (The generated class must then name only what the module reads.)
     */
    @Test
    void aModularConsumerBuildsWithTheSnippetAndRunsOnTheModulePath() throws Exception {
        String snippet = only(blocks(Files.readAllLines(root.resolve("README.md"))), "pom");
        Path project = work.resolve("modular-consumer");
        Path repository = work.resolve("repository-modular");
        deleteRecursively(project);
        linkLocalRepository(Path.of(property("maven.repo.outer")), repository);
        Files.createDirectories(project.resolve("src/main/java/demo/modular"));
        Files.writeString(project.resolve("pom.xml"), consumerPom(snippet));
        Files.writeString(project.resolve("src/main/java/module-info.java"), """
                module demo.modular {
                    requires dev.arbor.annotations;
                    requires dev.arbor.runtime;
                }
                """);
        Files.writeString(project.resolve("src/main/java/demo/modular/Lamp.java"), """
                package demo.modular;

                import dev.arbor.*;

                @BehaviorTree
                public class Lamp {
                    int hour;

                    @Selector({"night", "day"}) void root() {}
                    @Sequence({"isDark", "shine"}) void night() {}
                    @Condition boolean isDark() { return hour < 6 || hour >= 20; }
                    @Action void shine() { System.out.println(hour + "h: shines"); }
                    @Action void day() { System.out.println(hour + "h: rests"); }

                    public static void main(String[] args) {
                        Lamp lamp = new Lamp();
                        LampTree tree = new LampTree(lamp);
                        for (lamp.hour = 4; lamp.hour <= 22; lamp.hour += 6) {
                            tree.tick();
                        }
                    }
                }
                """);
        Path[] jars = installArbor(repository);
        Run build = run(mvnCompile(repository), project);
        if (build.exit != 0) {
            fail("A modular consumer does not build (" + project + "):\n" + build.output);
        }
        String modulePath = String.join(File.pathSeparator,
                project.resolve("target/classes").toString(), jars[1].toString(),
                jars[0].toString());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Run lamp = run(List.of(java.toString(), "--module-path", modulePath, "--module",
                "demo.modular/demo.modular.Lamp"), project);
        assertEquals("4h: shines\n10h: rests\n16h: rests\n22h: shines\n",
                lamp.output.replace("\r\n", "\n"), "the modular consumer's output");
    }

    /** Arbor's POMs and jars from this build into {@code work/repository}: annotations, runtime. */
    private Path[] installArbor() throws IOException {
        return installArbor(work.resolve("repository"));
    }

    private Path[] installArbor(Path repository) throws IOException {
        install(repository, "arbor-parent", root.resolve("pom.xml"), null);
        Path annotations = install(repository, "arbor-annotations",
                root.resolve("annotations/pom.xml"),
                root.resolve("annotations/target/arbor-annotations-" + version + ".jar"));
        Path runtime = install(repository, "arbor-runtime", root.resolve("runtime/pom.xml"),
                root.resolve("runtime/target/arbor-runtime-" + version + ".jar"));
        install(repository, "arbor-processor", root.resolve("processor/pom.xml"),
                root.resolve("processor/target/arbor-processor-" + version + ".jar"));
        return new Path[] {annotations, runtime};
    }

    /** {@code mvn -B -q compile} on {@code repository}, offline when this build is. */
    private static List<String> mvnCompile(Path repository) {
        List<String> mvn = new ArrayList<>(List.of(mavenExecutable(), "-B", "-q",
                "-Dmaven.repo.local=" + repository));
        if (property("maven.offline").equals("offline=true")) {
            mvn.add("-o");
        }
        mvn.add("compile");
        return mvn;
    }

    /** A fenced block of the README, with the kind its marker gives. */
    private record Block(String kind, String text) {}

    /** Every fenced block preceded by a marker line, in order; text ends with a newline. */
    static List<Block> blocks(List<String> lines) {
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher marker = MARKER.matcher(lines.get(i));
            if (!marker.matches()) {
                continue;
            }
            int open = i + 1;
            while (open < lines.size() && lines.get(open).isBlank()) {
                open++;
            }
            if (open == lines.size() || !lines.get(open).startsWith("```")) {
                fail("README.md line " + (i + 1) + ": the marker is not followed by a code fence");
            }
            StringBuilder text = new StringBuilder();
            int close = open + 1;
            for (; close < lines.size() && !lines.get(close).startsWith("```"); close++) {
                text.append(lines.get(close)).append('\n');
            }
            if (close == lines.size()) {
                fail("README.md line " + (open + 1) + ": the code fence is never closed");
            }
            blocks.add(new Block(marker.group(1), text.toString()));
            i = close;
        }
        return blocks;
    }

    private static String only(List<Block> blocks, String kind) {
        List<String> found = blocks.stream().filter(b -> b.kind.equals(kind)).map(b -> b.text).toList();
        assertEquals(1, found.size(), "README.md blocks marked <!-- readme-test: " + kind + " -->");
        return found.get(0);
    }

    /** The README's snippet, unchanged, inside the smallest project: a consumer's coordinates. */
    static String consumerPom(String snippet) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <project xmlns="http://maven.apache.org/POM/4.0.0"
                         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>readme.consumer</groupId>
                  <artifactId>consumer</artifactId>
                  <version>1</version>

                """ + snippet + "</project>\n";
    }

    /** The fully qualified name of a source file's public type. */
    private static String qualifiedName(String source) {
        Matcher type = TYPE.matcher(source);
        assertTrue(type.find(), "a README java block declares no public type:\n" + source);
        Matcher pkg = PACKAGE.matcher(source);
        return pkg.find() ? pkg.group(1) + "." + type.group(1) : type.group(1);
    }

    /** Copies a module's POM (and jar) where {@code mvn install} puts them; returns the jar. */
    private Path install(Path repository, String artifactId, Path pom, Path jar)
            throws IOException {
        Path dir = repository.resolve("dev/arbor/" + artifactId + "/" + version);
        Files.createDirectories(dir);
        Files.copy(pom, dir.resolve(artifactId + "-" + version + ".pom"), StandardCopyOption.REPLACE_EXISTING);
        if (jar == null) {
            return null;
        }
        if (!Files.isRegularFile(jar)) {
            fail(jar + " does not exist: run mvn -B verify from the repository root, which packages it first");
        }
        Path installed = dir.resolve(artifactId + "-" + version + ".jar");
        Files.copy(jar, installed, StandardCopyOption.REPLACE_EXISTING);
        return installed;
    }

    /**
     * Makes {@code repository} this build's local repository {@code outer} without Arbor: a real
     * {@code dev/arbor} folder (filled by {@link #install}) and a symbolic link for every other
     * entry. Deleting it first removes links, never what they point to.
     */
    private static void linkLocalRepository(Path outer, Path repository) throws IOException {
        deleteRecursively(repository);
        Files.createDirectories(repository.resolve("dev/arbor"));
        for (Path folder : List.of(outer, outer.resolve("dev"))) {
            if (!Files.isDirectory(folder)) {
                continue;
            }
            Path mirror = repository.resolve(outer.relativize(folder));
            try (Stream<Path> entries = Files.list(folder)) {
                for (Path entry : entries.toList()) {
                    Path link = mirror.resolve(entry.getFileName().toString());
                    if (!Files.exists(link, LinkOption.NOFOLLOW_LINKS)) {
                        Files.createSymbolicLink(link, entry.toAbsolutePath());
                    }
                }
            }
        }
    }

    private static String mavenExecutable() {
        boolean windows = System.getProperty("os.name").toLowerCase().startsWith("windows");
        return Path.of(property("maven.home"), "bin", windows ? "mvn.cmd" : "mvn").toString();
    }

    private record Run(int exit, String output) {}

    /** Runs a command in {@code dir} with this JVM's Java; stdout and stderr together. */
    private Run run(List<String> command, Path dir) throws IOException, InterruptedException {
        Path log = Files.createTempFile(work, "run", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process process = builder.start();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            fail(String.join(" ", command) + " took more than 5 minutes");
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        Files.delete(log);
        return new Run(process.exitValue(), output);
    }

    /** Both texts line by line: "  " equal, "- " only in the README, "+ " only printed. */
    static String diff(String expected, String actual) {
        List<String> a = expected.lines().toList();
        List<String> b = actual.lines().toList();
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            String x = i < a.size() ? a.get(i) : null;
            String y = i < b.size() ? b.get(i) : null;
            if (x != null && x.equals(y)) {
                out.append("  ").append(x).append('\n');
                continue;
            }
            if (x != null) {
                out.append("- ").append(x).append('\n');
            }
            if (y != null) {
                out.append("+ ").append(y).append('\n');
            }
        }
        if (a.equals(b)) {
            out.append("(the lines agree; the line endings or the final newline differ)\n");
        }
        return out.toString();
    }

    private static void deleteRecursively(Path path) throws IOException {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isEmpty()) {
            fail("system property " + name + " is not set: run this test through Maven (mvn -B verify)");
        }
        return value;
    }
}
