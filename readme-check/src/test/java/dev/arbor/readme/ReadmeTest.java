// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

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
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
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
 *       line by line with what it does print;
 *   <li>{@code <!-- readme-test: run -->}: ways to run the example, separated by blank lines
 *       (a shell command or two each, in the consumer project's folder): each is run with
 *       {@code sh} and must print the output block;
 *   <li>{@code <!-- readme-test: install -->}: the {@code mvn install} line; the modules it
 *       names (and, with {@code -am}, the Arbor modules they depend on) are what this test
 *       installs, and every Arbor artifact the README and docs/ give as a dependency must be
 *       among them.
 * </ul>
 *
 * <p>The consumer project is built by a separate {@code mvn -B -q compile} (the Maven running
 * this build, {@code maven.home}; offline if this build is) under {@code target/readme/}, with
 * the local repository {@code target/readme/repository}. In it, {@code dev/arbor} is a real
 * folder into which the test copies, as {@code mvn install} would, the artifacts the README's
 * install line installs and nothing else: the POMs and jars this reactor has just packaged.
 * Every other entry is a symbolic link to the same entry of this build's local repository, so
 * the compiler plugin, JavaPoet and the rest resolve exactly as they do for this build (from the
 * cache, else from Central, with the user's settings), while nothing of Arbor can come from
 * anywhere but this reactor: an older Arbor installed in {@code ~/.m2} by another build cannot
 * make the README pass. The run blocks see that repository as {@code ~/.m2/repository} (a home
 * folder of their own, {@code target/readme/home}, holding it and the user's settings) and the
 * Maven and Java of this build first on the {@code PATH}; the consumer's
 * {@code .mvn/maven.config} points its Maven there too.
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
        fastMaven(project);
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

        // the run-time class path the README promises: the runtime and annotations jars
        String classPath = String.join(File.pathSeparator, project.resolve("target/classes").toString(),
                runtime.toString(), annotations.toString());
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Run example = run(List.of(java.toString(), "-cp", classPath, mainClass), project);
        checkOutput("The README's example (java -cp)", example, expected);
        checkDrawing(project);
        // as the README says, with the runtime jar alone the generated class finds no Status
        Run alone = run(List.of(java.toString(), "-cp", project.resolve("target/classes")
                + File.pathSeparator + runtime, mainClass), project);
        String failure = "NoClassDefFoundError: dev/arbor/Status";
        assertTrue(alone.exit != 0 && alone.output.contains(failure),
                "the example ran with the runtime jar alone:\n" + alone.output);
        assertTrue(Files.readString(root.resolve("README.md")).replaceAll("\\s+", " ").contains(failure),
                "README.md says what running with the runtime jar alone does: " + failure);

        List<String> runBlocks = kind(blocks, "run");
        assertTrue(!runBlocks.isEmpty(), "README.md has no block marked <!-- readme-test: run -->");
        Path home = home(repository);
        writeMavenConfig(project, repository);
        for (String block : runBlocks) {
            for (String commands : block.split("\n\\s*\n")) { // each way to run it
                checkOutput("The README's commands\n" + commands, runShell(commands, project, home),
                        expected);
            }
        }
    }

    /**
     * The install line installs every Arbor artifact that the README and docs/ tell a user to
     * depend on (a {@code <dependency>} or {@code <path>} naming {@code dev.arbor}), and the
     * README names every artifact it installs.
     */
    @Test
    void theInstallLineInstallsEveryArtifactTheDocsDependOn() throws IOException {
        List<String> readme = Files.readAllLines(root.resolve("README.md"));
        Set<String> installed = installedModules(readme).keySet();
        Map<String, List<String>> documented = new TreeMap<>();
        List<Path> pages = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> docs = Files.list(root.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        Pattern artifact = Pattern.compile(
                "<groupId>dev\\.arbor</groupId>\\s*<artifactId>(arbor-[\\w-]+)</artifactId>");
        for (Path page : pages) {
            Matcher m = artifact.matcher(Files.readString(page));
            while (m.find()) {
                documented.computeIfAbsent(m.group(1), a -> new ArrayList<>())
                        .add(root.relativize(page).toString());
            }
        }
        assertTrue(documented.containsKey("arbor-runtime"), "documented: " + documented);
        Map<String, List<String>> missing = new TreeMap<>(documented);
        missing.keySet().removeAll(installed);
        assertEquals(Map.of(), missing, "artifacts the docs depend on (and where) that the README's"
                + " install line does not install (it installs " + installed + ")");
        String text = String.join(" ", readme);
        for (String name : installed) {
            assertTrue(text.contains("`" + name + "`"), "README.md does not name " + name
                    + ", which its install line installs");
        }
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
     * module path. (The generated class must then name only what the module reads.) It compiles
     * with {@code -Xlint:all -Werror}: a user's strict build draws no warning from Arbor, not
     * even requires-automatic, since Arbor's jars have module descriptors.
     */
    @Test
    void aModularConsumerBuildsWithTheSnippetAndRunsOnTheModulePath() throws Exception {
        String snippet = only(blocks(Files.readAllLines(root.resolve("README.md"))), "pom");
        Path project = work.resolve("modular-consumer");
        Path repository = work.resolve("repository-modular");
        deleteRecursively(project);
        linkLocalRepository(Path.of(property("maven.repo.outer")), repository);
        Files.createDirectories(project.resolve("src/main/java/demo/modular"));
        // and compiled as strictly as a user may: every lint, warnings as errors (javac warns
        // of annotations no processor claimed unless Arbor's processors claim theirs, and of a
        // module that requires an automatic module: Arbor's are named modules)
        String release = "<release>17</release>";
        assertTrue(snippet.contains(release), "the README's snippet sets " + release);
        Files.writeString(project.resolve("pom.xml"), consumerPom(snippet.replace(release, release
                + "<compilerArgs><arg>-Xlint:all</arg><arg>-Werror</arg></compilerArgs>")));
        fastMaven(project);
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

    /**
     * Arbor's POMs and jars from this build into {@code work/repository}: what the README's
     * install line installs. Answers the annotations and runtime jars.
     */
    private Path[] installArbor() throws IOException {
        return installArbor(work.resolve("repository"));
    }

    private Path[] installArbor(Path repository) throws IOException {
        Map<String, Path> modules = installedModules(Files.readAllLines(root.resolve("README.md")));
        assertTrue(modules.keySet().containsAll(List.of("arbor-annotations", "arbor-runtime",
                "arbor-processor")), "the README's install line installs " + modules.keySet());
        // the parent POM, and arbor-bom above it (bom/pom.xml), which every module's POM needs
        install(repository, "arbor-parent", root.resolve("pom.xml"), null);
        install(repository, "arbor-bom", root.resolve("bom/pom.xml"), null);
        Map<String, Path> jars = new TreeMap<>();
        modules.forEach((artifactId, module) -> {
            try {
                Path jar = isPom(module) ? null
                        : module.resolve("target/" + artifactId + "-" + version + ".jar");
                // a module whose jar is shaded installs its reduced POM (the processor's: JavaPoet
                // is inside its jar, so the POM does not depend on it)
                Path reduced = module.resolve("target/dependency-reduced-pom.xml");
                Path pom = Files.isRegularFile(reduced) ? reduced : module.resolve("pom.xml");
                jars.put(artifactId, install(repository, artifactId, pom, jar));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        return new Path[] {jars.get("arbor-annotations"), jars.get("arbor-runtime")};
    }

    /** The README's block marked install: its {@code mvn install} line, as words. */
    private static List<String> installLine(List<String> readme) {
        String block = only(blocks(readme), "install").strip();
        assertTrue(!block.contains("\n") && (block.startsWith("mvn ") || block.startsWith("./mvnw "))
                && block.contains(" install"),
                "the block marked <!-- readme-test: install --> is one mvn install line: " + block);
        return List.of(block.split("\\s+"));
    }

    /**
     * The modules the README's install line installs, by artifactId: those {@code -pl} names
     * and, with {@code -am}, every Arbor module they depend on (any scope, as {@code -am}
     * builds them), each with its folder; less those that skip the install
     * ({@code maven.install.skip}: build-checks, which only the tests use).
     */
    private Map<String, Path> installedModules(List<String> readme) throws IOException {
        List<String> words = installLine(readme);
        int pl = words.indexOf("-pl");
        assertTrue(pl >= 0 && pl + 1 < words.size(), "the install line names its modules (-pl)");
        Map<String, Path> byArtifact = new TreeMap<>();
        for (String module : modules()) {
            byArtifact.put(artifactId(root.resolve(module)), root.resolve(module));
        }
        Map<String, Path> installed = new TreeMap<>();
        List<Path> todo = new ArrayList<>();
        for (String module : words.get(pl + 1).split(",")) {
            Path folder = root.resolve(module);
            assertTrue(Files.isRegularFile(folder.resolve("pom.xml")),
                    "the install line names " + module + ", which is not a module");
            todo.add(folder);
        }
        while (!todo.isEmpty()) {
            Path folder = todo.remove(0);
            if (installed.putIfAbsent(artifactId(folder), folder) != null || !words.contains("-am")) {
                continue;
            }
            for (String dependency : arborDependencies(folder)) {
                todo.add(byArtifact.get(dependency));
            }
        }
        for (Map.Entry<String, Path> module : List.copyOf(installed.entrySet())) {
            if (Files.readString(module.getValue().resolve("pom.xml"))
                    .contains("<maven.install.skip>true</maven.install.skip>")) {
                installed.remove(module.getKey());
            }
        }
        return installed;
    }

    /** The reactor's modules, from the parent POM. */
    private List<String> modules() throws IOException {
        List<String> modules = new ArrayList<>();
        Matcher m = Pattern.compile("<module>([^<]+)</module>")
                .matcher(Files.readString(root.resolve("pom.xml")));
        while (m.find()) {
            modules.add(m.group(1).strip());
        }
        return modules;
    }

    /** A module's artifactId: the first one after its {@code <parent>}, if it has one. */
    private static String artifactId(Path module) throws IOException {
        String pom = Files.readString(module.resolve("pom.xml"));
        Matcher m = Pattern.compile("<artifactId>([^<]+)</artifactId>")
                .matcher(pom.substring(Math.max(0, pom.indexOf("</parent>"))));
        assertTrue(m.find(), module + "/pom.xml has no artifactId");
        return m.group(1).strip();
    }

    /** Whether a module's packaging is {@code pom} (arbor-bom): a POM, no jar. */
    private static boolean isPom(Path module) throws IOException {
        return Files.readString(module.resolve("pom.xml")).contains("<packaging>pom</packaging>");
    }

    /**
     * The Arbor artifacts among a module's dependencies (not its annotation processor path, nor
     * the BOM's dependencyManagement, which {@code -am} does not follow).
     */
    private static List<String> arborDependencies(Path module) throws IOException {
        String pom = Files.readString(module.resolve("pom.xml"))
                .replaceAll("(?s)<dependencyManagement>.*?</dependencyManagement>", "");
        List<String> found = new ArrayList<>();
        Matcher block = Pattern.compile("(?s)<dependencies>(.*?)</dependencies>").matcher(pom);
        while (block.find()) {
            Matcher m = Pattern.compile("<groupId>dev\\.arbor</groupId>\\s*<artifactId>([^<]+)"
                    + "</artifactId>").matcher(block.group(1));
            while (m.find()) {
                found.add(m.group(1).strip());
            }
        }
        return found;
    }

    /**
     * A home folder for the run blocks: {@code .m2/repository} is {@code repository}, and
     * {@code .m2/settings.xml} the user's, if any.
     */
    private Path home(Path repository) throws IOException {
        Path home = work.resolve("home");
        deleteRecursively(home);
        Files.createDirectories(home.resolve(".m2"));
        Files.createSymbolicLink(home.resolve(".m2/repository"), repository.toAbsolutePath());
        Path settings = Path.of(System.getProperty("user.home"), ".m2", "settings.xml");
        if (Files.isRegularFile(settings)) {
            Files.createSymbolicLink(home.resolve(".m2/settings.xml"), settings);
        }
        return home;
    }

    /**
     * The consumer's {@code .mvn/jvm.config}: Maven's JVM as this build's (C1 alone and the serial
     * collector, which halve the CPU a short build takes), the same build faster.
     */
    private void fastMaven(Path project) throws IOException {
        Path config = root.resolve(".mvn/jvm.config");
        if (Files.isRegularFile(config)) {
            Files.createDirectories(project.resolve(".mvn"));
            Files.copy(config, project.resolve(".mvn/jvm.config"),
                    StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The consumer's {@code .mvn/maven.config}: this test's repository, offline if this build is. */
    private static void writeMavenConfig(Path project, Path repository) throws IOException {
        Files.createDirectories(project.resolve(".mvn"));
        String offline = property("maven.offline").equals("offline=true") ? "-o\n" : "";
        Files.writeString(project.resolve(".mvn/maven.config"),
                offline + "-Dmaven.repo.local=" + repository.toAbsolutePath() + "\n");
    }

    /**
     * Runs {@code commands} with {@code sh} in {@code dir}, with {@code HOME} set to
     * {@code home} and this build's Java and Maven first on the {@code PATH}.
     */
    private Run runShell(String commands, Path dir, Path home) throws IOException,
            InterruptedException {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/bin/sh")),
                "the README's commands are run with /bin/sh");
        String path = Path.of(System.getProperty("java.home"), "bin") + File.pathSeparator
                + Path.of(property("maven.home"), "bin") + File.pathSeparator
                + System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        return run(List.of("/bin/sh", "-e", "-c", commands), dir,
                Map.of("HOME", home.toString(), "PATH", path));
    }

    /**
     * {@code what} exited with 0 and printed {@code expected}; the terminal's colour codes that
     * Maven writes (a reset as it exits, invisible) are not counted.
     */
    private static void checkOutput(String what, Run run, String expected) {
        if (run.exit != 0) {
            fail(what + " exits with " + run.exit + ":\n" + run.output);
        }
        String actual = run.output.replace("\r\n", "\n").replaceAll("\u001B\\[[0-9;]*m", "");
        if (!actual.equals(expected)) {
            fail(what + " does not print what the README shows (- README, + printed):\n"
                    + diff(expected, actual));
        }
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
        List<String> found = kind(blocks, kind);
        assertEquals(1, found.size(), "README.md blocks marked <!-- readme-test: " + kind + " -->");
        return found.get(0);
    }

    private static List<String> kind(List<Block> blocks, String kind) {
        return blocks.stream().filter(b -> b.kind.equals(kind)).map(b -> b.text).toList();
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
        return run(command, dir, Map.of());
    }

    /** As above, with these environment variables too. */
    private Run run(List<String> command, Path dir, Map<String, String> environment)
            throws IOException, InterruptedException {
        Path log = Files.createTempFile(work, "run", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().putAll(environment);
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
