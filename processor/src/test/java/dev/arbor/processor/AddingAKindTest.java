// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.arbor.processor.KindSteps.Part;
import dev.arbor.processor.KindSteps.Step;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * processor/README.md's "Adding a node kind", followed to the letter: a toy kind,
 * {@code @Retry(value, times)} (BehaviorTree.CPP's RetryUntilSuccessful: child SUCCESS completes
 * SUCCESS, a child FAILURE counts a round and enters the child again next tick, the
 * {@code times}th completes FAILURE; a counting decorator, in the vocabulary the kinds already
 * have), is added to a copy of the sources by the README's steps, kept as data in
 * {@code src/test/resources/adding-a-kind/} ({@link KindSteps}: one folder per step, each edit
 * anchored on the text it goes beside).
 *
 * <p>With every step applied the copy compiles, the tests that hold a kind to the README pass
 * ({@link #CHECKS}), and the toy's scenario runs through generated code and the reference
 * interpreter with the trace it expects; random library trees with the toy in them agree between
 * the two. With any one step left out, or any one part of a step (one registration, one switch,
 * ...), the copy does not compile or one of those tests fails: each is printed with what caught
 * it. The copy is compiled with javac ({@link CopyBuild}) and its tests are run in a class loader
 * of their own through the JUnit Platform Launcher ({@link CopyTests}). That takes minutes, so it
 * runs in the exhaustive profile; the default suite checks that every step still applies to the
 * current sources, with any one left out, and that the README has as many steps as the data.
 */
class AddingAKindTest {
    private static final Path REPOSITORY = Path.of("..");
    private static final Path STEPS = Path.of("src/test/resources/adding-a-kind");
    private static final Path README = Path.of("README.md");
    /** The toy's scenario file (step 6), whose runs must pass with every step. */
    private static final String TOY_SCENARIO = "retry-counts-failed-rounds";
    /** The toy kind's name, in lower case, which a failing check must name. */
    private static final String KIND = "retry";
    private static final String SCENARIO = "dev.arbor.processor.scenario.";

    /** The tests that hold a kind to the README's steps, cheapest first. */
    private static final List<String> CHECKS = List.of(
            SCENARIO + "KindCoverageTest",
            "dev.arbor.processor.model.KindBehaviourTest",
            "dev.arbor.processor.model.KindEndingsTest",
            "dev.arbor.processor.diagrams.DiagramFormatsTest",
            SCENARIO + "SnapshotTest#theTreesCoverBothLayoutsAndEveryKind",
            SCENARIO + "ScenarioTest#ownScenarios");
    /**
     * With every step, also: the core and library scenarios, and random library trees (the toy's
     * too).
     */
    private static final List<String> MORE = List.of(SCENARIO + "ScenarioTest#sharedScenarios",
            SCENARIO + "ScenarioTest#libraryScenarios",
            SCENARIO + "DifferentialTest#libraryTreesAgreeWithTheReferenceInterpreter");
    /** How many random library trees, there (the default suite's DifferentialTest: 1,500). */
    private static final String LIBRARY_TREES = "300";

    /** What caught each step left out, printed at the end. */
    private static final List<String> CAUGHT = Collections.synchronizedList(new ArrayList<>());

    /** The copy with some of the steps: everything, or all but one step or part. */
    private record Variant(String name, List<Part> parts) {
        SourceCopy copy() {
            SourceCopy copy = new SourceCopy(REPOSITORY);
            parts.forEach(copy::apply);
            return copy;
        }

        String folder() {
            return name.replaceAll("[^A-Za-z0-9]+", "-");
        }
    }

    private static List<Variant> leavingOneOut(List<Step> steps) {
        List<Part> all = steps.stream().flatMap(step -> step.parts().stream()).toList();
        List<Variant> variants = new ArrayList<>();
        for (Step step : steps) {
            variants.add(new Variant("without " + step.name(),
                    all.stream().filter(p -> !step.parts().contains(p)).toList()));
            if (step.parts().size() > 1) {
                for (Part part : step.parts()) {
                    variants.add(new Variant("without " + part,
                            all.stream().filter(p -> p != part).toList()));
                }
            }
        }
        return variants;
    }

    private static List<Part> allParts(List<Step> steps) {
        return steps.stream().flatMap(step -> step.parts().stream()).toList();
    }

    /** The README's numbered steps are the step folders, one for one. */
    @Test
    void theReadmeHasOneStepPerFolder() throws IOException {
        String readme = Files.readString(README);
        int start = readme.indexOf("\n## Adding a node kind\n");
        assertTrue(start >= 0, "no section \"Adding a node kind\" in " + README);
        int end = readme.indexOf("\n## ", start + 1);
        String section = readme.substring(start, end < 0 ? readme.length() : end);
        List<Integer> numbered = Pattern.compile("(?m)^(\\d+)\\. \\*\\*").matcher(section)
                .results().map(m -> Integer.parseInt(m.group(1))).toList();
        assertEquals(numbered, KindSteps.read(STEPS).stream().map(Step::number).toList(),
                "the README's steps and the folders of " + STEPS);
    }

    /**
     * Every step applies to the current sources (each anchor found once), with all the steps
     * and with any one step or part left out: so the exhaustive run below only fails for what it
     * checks, and a source changed under a step fails here first, naming the step.
     */
    @Test
    void everyStepAppliesToTheCurrentSources() {
        List<Step> steps = KindSteps.read(STEPS);
        assertEquals(7, steps.size(), "the steps of the README");
        new Variant("every step", allParts(steps)).copy();
        for (Variant variant : leavingOneOut(steps)) {
            variant.copy();
        }
    }

    /** An anchor the sources no longer have, or have twice, stops the step, naming it. */
    @Test
    void anAnchorThatIsGoneOrNotUniqueFailsNamingTheStep() {
        KindSteps.Edit edit = new KindSteps.Edit("F.java", KindSteps.Where.AFTER, "case A ->",
                "case B ->");
        assertEquals("case A ->\ncase B ->\n}", SourceCopy.edited("case A ->\n}", edit, "step"));
        for (String text : List.of("case C ->", "case A ->\ncase A ->")) {
            IllegalStateException gone = assertThrows(IllegalStateException.class,
                    () -> SourceCopy.edited(text, edit, "step9-toy (a part)"));
            assertTrue(gone.getMessage().startsWith("step9-toy (a part): the anchor is ")
                    && gone.getMessage().endsWith("F.java:\ncase A ->"), gone.getMessage());
        }
    }

    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> aKindAddedByTheReadmeWorksAndNoStepCanBeLeftOut(@TempDir Path work) {
        List<Step> steps = KindSteps.read(STEPS);
        CopyBuild build = new CopyBuild(work.resolve("classes"));
        Stream<DynamicTest> everything = Stream.of(DynamicTest.dynamicTest(
                "with every step, the toy kind works end to end",
                () -> worksEndToEnd(new Variant("every step", allParts(steps)), build, work)));
        return Stream.concat(everything, leavingOneOut(steps).stream().map(variant ->
                DynamicTest.dynamicTest(variant.name() + ": caught",
                        () -> caught(variant, build, work))));
    }

    private static void worksEndToEnd(Variant variant, CopyBuild build, Path work) {
        CopyBuild.Built built = written(variant, build, work);
        assertTrue(built.compiled(), () -> "with every step, the copy does not compile ("
                + built.failedLayer() + "):\n" + String.join("\n", built.errors()));
        List<String> tests = new ArrayList<>(CHECKS);
        tests.addAll(MORE);
        String trees = System.getProperty("arbor.fuzz.libraryTrees");
        System.setProperty("arbor.fuzz.libraryTrees", LIBRARY_TREES);
        CopyTests.Results results;
        try {
            results = CopyTests.run(built.classPath(), tests, false);
        } finally {
            if (trees == null) {
                System.clearProperty("arbor.fuzz.libraryTrees");
            } else {
                System.setProperty("arbor.fuzz.libraryTrees", trees);
            }
        }
        assertTrue(results.allPassed(), () -> "with every step, tests of the copy fail:\n"
                + String.join("\n", results.failed()));
        List<String> toy = results.passed().stream()
                .filter(test -> test.startsWith("ScenarioTest: " + TOY_SCENARIO + " ("))
                .toList();
        assertTrue(toy.contains("ScenarioTest: " + TOY_SCENARIO + " (generated)")
                && toy.contains("ScenarioTest: " + TOY_SCENARIO + " (reference interpreter)")
                && toy.size() == 5, "the toy's scenario, each way: " + toy);
        CAUGHT.add("every step: " + results.passed().size() + " tests of the copy pass, "
                + toy.size() + " of them the toy's scenario");
    }

    private static void caught(Variant variant, CopyBuild build, Path work) {
        CopyBuild.Built built = written(variant, build, work);
        String by;
        if (!built.compiled()) {
            by = "does not compile (" + built.failedLayer() + "): " + built.errors().get(0);
        } else {
            CopyTests.Results results = CopyTests.run(built.classPath(), CHECKS, true);
            if (results.failed().isEmpty()) {
                fail(variant.name() + ": the copy compiles and " + results.passed().size()
                        + " tests pass: nothing checks this step");
            }
            by = String.join("\n      ", results.failed().stream()
                    .map(AddingAKindTest::abbreviated).toList());
            for (String failure : results.failed()) {
                assertTrue(failure.toLowerCase(Locale.ROOT).contains(KIND), () -> variant.name()
                        + ": a test fails without naming the kind (processor/README.md): "
                        + failure);
            }
        }
        CAUGHT.add(variant.name() + ": " + by);
    }

    private static String abbreviated(String line) {
        return line.length() <= 300 ? line : line.substring(0, 300) + " ...";
    }

    private static CopyBuild.Built written(Variant variant, CopyBuild build, Path work) {
        Path copy = work.resolve(variant.folder());
        variant.copy().writeTo(copy);
        return build.build(copy);
    }

    @AfterAll
    static void report() {
        if (!CAUGHT.isEmpty()) {
            System.out.println("AddingAKindTest, what each step left out fails:\n  "
                    + String.join("\n  ", CAUGHT));
        }
    }
}
