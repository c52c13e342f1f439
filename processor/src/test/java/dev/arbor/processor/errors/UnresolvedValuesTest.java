// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.kinds.Kinds;
import dev.arbor.processor.kinds.NodeKind;
import dev.arbor.processor.read.ServiceMethod;
import dev.arbor.processor.read.TreeReader;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Tree;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An Arbor annotation value javac cannot resolve (an undefined constant), in any attribute of
 * any annotation, whatever its type (int, long, boolean, int[], String, String[], enum): javac's
 * own errors, as it gives them with a processor that does nothing ("cannot find symbol"; in an
 * enum attribute, on JDK 25, "an enum annotation value must be an enum constant"), are the only
 * errors, and Arbor says nothing. The tree waits, as for a type that does not resolve
 * (UnresolvedTypesTest): a constant another processor generates later is read in the next
 * round, and the tree is generated.
 */
class UnresolvedValuesTest {
    /**
     * A tree that uses every Arbor annotation that has attributes, each attribute written out
     * as {@code <<Annotation.attribute|value>>}. As it is, it compiles without a warning.
     */
    private static final String TEMPLATE = """
            package values;

            import dev.arbor.*;

            @BehaviorTree(root = <<BehaviorTree.root|"root">>,
                    name = <<BehaviorTree.name|"ValuesTree">>,
                    onAwake = <<BehaviorTree.onAwake|"wake">>)
            public class Values {
                @Parallel(value = <<Parallel.value|{"ordered", "chosen", "drawn", "shuffled",
                        "weighed", "timed", "counted", "switched", "picked", "scored"}>>,
                        success = <<Parallel.success|Policy.ALL>>,
                                failure = <<Parallel.failure|Policy.ONE>>,
                        successCount = <<Parallel.successCount|0>>,
                        failureCount = <<Parallel.failureCount|0>>,
                        recheckConditions = <<Parallel.recheckConditions|false>>)
                void root() {}

                @Sequence(value = <<Sequence.value|{"calm", "guarded", "branch"}>>,
                        abortType = <<Sequence.abortType|AbortType.SELF>>,
                        abortOn = <<Sequence.abortOn|AbortTrigger.ANY_CHANGE>>,
                        reevaluateEvery = <<Sequence.reevaluateEvery|0>>)
                void ordered() {}

                @Condition boolean calm() { return true; }

                @While(value = <<While.value|"act">>, condition = <<While.condition|"ready">>)
                void guarded() {}

                @If(condition = <<If.condition|"ready">>,
                        value = <<If.value|"act">>,
                        otherwise = <<If.otherwise|"act">>)
                void branch() {}

                @Selector(value = <<Selector.value|{"alert", "failing", "act"}>>,
                        abortType = <<Selector.abortType|AbortType.SELF>>,
                        abortOn = <<Selector.abortOn|AbortTrigger.RELEVANT_CHANGE>>,
                        reevaluateEvery = <<Selector.reevaluateEvery|100>>)
                void chosen() {}

                @Condition boolean alert() { return false; }

                @AlwaysFail(value = <<AlwaysFail.value|"act">>)
                void failing() {}

                @RandomSelector(value = <<RandomSelector.value|{"act", "act"}>>,
                        weights = <<RandomSelector.weights|{1, 2}>>)
                void drawn() {}

                @RandomSequence(value = <<RandomSequence.value|{"act", "act"}>>,
                        weights = <<RandomSequence.weights|{1, 2}>>)
                void shuffled() {}

                @WeightedSelector(value = <<WeightedSelector.value|{"act", "act"}>>,
                        weights = <<WeightedSelector.weights|{"often", "seldom"}>>)
                void weighed() {}

                @Sequence({"cooled", "limited", "pause", "asked"})
                void timed() {}

                @Service(on = <<Service.on|{"timed", "counted"}>>, millis = <<Service.millis|50>>)
                void tend() {}

                @Switch(on = <<Switch.on|"mood">>, cases = <<Switch.cases|{"CALM", "LOUD"}>>,
                        value = <<Switch.value|{"act", "act"}>>,
                        otherwise = <<Switch.otherwise|"act">>)
                void switched() {}

                @RandomChoice(value = <<RandomChoice.value|{"act", "act"}>>,
                        weights = <<RandomChoice.weights|{1, 2}>>)
                void picked() {}

                @Cooldown(value = <<Cooldown.value|"act">>, millis = <<Cooldown.millis|10>>,
                        watched = <<Cooldown.watched|false>>)
                void cooled() {}

                @TimeLimit(value = <<TimeLimit.value|"act">>, millis = <<TimeLimit.millis|10>>)
                void limited() {}

                @Wait(millis = <<Wait.millis|0>>)
                void pause() {}

                @Wait(millisFrom = <<Wait.millisFrom|"restFor">>)
                void asked() {}

                @Sequence({"repeated", "looped", "untilOk", "untilNot", "succeeding", "notFailing",
                        "running", "inverted", "once", "tried", "permitted", "grouped"})
                void counted() {}

                @Repeat(value = <<Repeat.value|"act">>,
                        times = <<Repeat.times|1>>,
                        endOnFailure = <<Repeat.endOnFailure|false>>)
                void repeated() {}

                @Loop(value = <<Loop.value|{"act"}>>, times = <<Loop.times|1>>)
                void looped() {}

                @UntilSuccess(value = <<UntilSuccess.value|"act">>,
                        maxTries = <<UntilSuccess.maxTries|1>>)
                void untilOk() {}

                @UntilFailure(value = <<UntilFailure.value|"fail">>,
                        maxTries = <<UntilFailure.maxTries|1>>)
                void untilNot() {}

                @AlwaysSucceed(value = <<AlwaysSucceed.value|"act">>)
                void succeeding() {}

                @FailIfRunning(value = <<FailIfRunning.value|"act">>)
                void notFailing() {}

                @RunningIfFail(value = <<RunningIfFail.value|"act">>)
                void running() {}

                @Invert(value = <<Invert.value|"fail">>)
                void inverted() {}

                @RunOnce(value = <<RunOnce.value|"act">>,
                        keepOnReset = <<RunOnce.keepOnReset|false>>)
                void once() {}

                @TryCatch(value = <<TryCatch.value|{"act", "act"}>>,
                        cleanup = <<TryCatch.cleanup|"act">>,
                        cleanupOnInterrupt = <<TryCatch.cleanupOnInterrupt|true>>)
                void tried() {}

                @UtilitySelector(value = <<UtilitySelector.value|{"act", "act"}>>,
                        scores = <<UtilitySelector.scores|{"often", "seldom"}>>,
                        every = <<UtilitySelector.every|10>>,
                        margin = <<UtilitySelector.margin|0.5>>)
                void scored() {}

                @Permit(value = <<Permit.value|"act">>, permits = <<Permit.permits|"slots">>)
                void permitted() {}

                @SharedCooldown(value = <<SharedCooldown.value|"act">>,
                        group = <<SharedCooldown.group|"shout">>)
                void grouped() {}

                final dev.arbor.runtime.Permits slots = new dev.arbor.runtime.Permits(1);
                final dev.arbor.runtime.CooldownGroup shout =
                        new dev.arbor.runtime.CooldownGroup(java.time.Duration.ZERO);

                @Action(onStart = <<Action.onStart|"begin">>,
                        onEnd = <<Action.onEnd|"finish">>,
                        onPause = <<Action.onPause|"hold">>)
                boolean act() { return true; }

                @Action boolean fail() { return false; }

                @Condition boolean ready() { return true; }

                void begin() {}
                void finish(Status how) {}
                void hold(boolean paused) {}
                int often() { return 2; }
                int seldom() { return 1; }
                long restFor() { return 0; }
                void wake() {}
                Mood mood() { return Mood.CALM; }

                enum Mood { CALM, LOUD }
            }
            """;

    private static final Pattern SLOT = Pattern.compile("<<(\\w+\\.\\w+)\\|(.*?)>>",
            Pattern.DOTALL);

    /** How an undefined constant is written into a value: alone, or as an array's element. */
    enum Form {
        /** {@code times = UNDEFINED}, {@code value = UNDEFINED} for a String[] too. */
        ALONE,
        /** {@code weights = {UNDEFINED, 2}}: the first element of an array; alone otherwise. */
        IN_ARRAY;

        String write(String value) {
            if (this == IN_ARRAY && value.startsWith("{")) {
                int end = value.indexOf(',');
                return "{UNDEFINED" + (end < 0 ? "}" : value.substring(end));
            }
            return "UNDEFINED";
        }
    }

    /** The template with {@code undefined} (an "Annotation.attribute", or null) written so. */
    private static JavaFileObject source(String undefined, Form form) {
        Matcher slot = SLOT.matcher(TEMPLATE);
        StringBuilder text = new StringBuilder();
        while (slot.find()) {
            String value = slot.group(1).equals(undefined) ? form.write(slot.group(2))
                    : slot.group(2);
            slot.appendReplacement(text, Matcher.quoteReplacement(value));
        }
        slot.appendTail(text);
        return JavaFileObjects.forSourceString("values.Values", text.toString());
    }

    /** Every attribute of every Arbor annotation, as "Annotation.attribute", read by reflection. */
    static Set<String> attributes() throws ClassNotFoundException {
        List<String> annotations = new ArrayList<>(List.of(TreeReader.BEHAVIOR_TREE,
                ServiceMethod.ANNOTATION));
        for (NodeKind kind : Kinds.ALL) {
            annotations.add(kind.annotation());
        }
        Set<String> attributes = new TreeSet<>();
        for (String annotation : annotations) {
            Class<?> type = Class.forName(annotation);
            for (Method attribute : type.getDeclaredMethods()) {
                attributes.add(type.getSimpleName() + "." + attribute.getName());
            }
        }
        return attributes;
    }

    /** Each attribute with an undefined constant alone, and each array's as its element too. */
    static Stream<Arguments> undefinedConstants() throws ClassNotFoundException {
        Map<String, String> written = new HashMap<>();
        Matcher slot = SLOT.matcher(TEMPLATE);
        while (slot.find()) {
            written.put(slot.group(1), slot.group(2));
        }
        return attributes().stream().flatMap(attribute -> Stream.of(Form.values())
                .filter(form -> form == Form.ALONE
                        || written.getOrDefault(attribute, "").startsWith("{"))
                .map(form -> Arguments.of(attribute, form)));
    }

    @Test
    void theTemplateWritesEveryAttributeOfEveryAnnotation() throws ClassNotFoundException {
        Set<String> written = new TreeSet<>();
        Matcher slot = SLOT.matcher(TEMPLATE);
        while (slot.find()) {
            written.add(slot.group(1));
        }
        assertEquals(attributes(), written, "add each new attribute to TEMPLATE");
    }

    @Test
    void theTemplateCompilesWithoutAWordAndTicks() throws Exception {
        Compilation compilation = Compilers.arbor().compile(source(null, Form.ALONE));
        assertThat(compilation).succeeded();
        ClassLoader loader = Compilers.load(compilation);
        Class<?> values = loader.loadClass("values.Values");
        Tree tree = (Tree) loader.loadClass("values.ValuesTree").getConstructor(values)
                .newInstance(values.getConstructor().newInstance());
        assertThat(tree.tick()).isNotNull();
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("undefinedConstants")
    void anUndefinedConstantIsJavacsErrorAlone(String attribute, Form form) {
        JavaFileObject source = source(attribute, form);
        Compilation compilation = Compilers.arbor().compile(source);
        assertOnlyJavacs(compilation);
        Compilation alone = Compilers.javac().withProcessors(new Idle())
                .withOptions("-Xlint:all,-processing", "-Werror").compile(source);
        assertEquals(errors(alone), errors(compilation), "javac's errors, as without Arbor");
        String said = errors(alone).isEmpty() ? "" : errors(alone).get(0);
        assertThat(said).containsMatch(
                ": (cannot find symbol|an enum annotation value must be an enum constant)");
        assertThat(compilation).hadErrorContaining(said.substring(said.indexOf(": ") + 2))
                .inFile(source).onLineContaining("UNDEFINED");
    }

    /**
     * A compilation's errors, each as "line: message". javac's word for an undefined constant
     * is "cannot find symbol", except in an enum attribute when a processor runs, on JDK 25
     * (not 17): "an enum annotation value must be an enum constant".
     */
    private static List<String> errors(Compilation compilation) {
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
            errors.add(error.getLineNumber() + ": " + error.getMessage(Locale.ROOT));
        }
        return errors;
    }

    /** A subtree's class with an undefined constant: the tree that inlines it waits, too. */
    @Test
    void anUndefinedConstantInASubtreesClass() {
        Compilation compilation = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "values.Wolf", """
                package values;

                import dev.arbor.*;

                @BehaviorTree
                public class Wolf {
                    @Subtree final Hunt hunt = new Hunt();
                    @Sequence({"hunt"}) void root() {}
                }
                """), JavaFileObjects.forSourceString("values.Hunt", """
                package values;

                import dev.arbor.*;

                @BehaviorTree
                class Hunt {
                    @Repeat(value = "chase", times = TIMES) void root() {}
                    @Action void chase() {}
                }
                """));
        assertOnlyJavacs(compilation);
        assertThat(compilation).hadErrorCount(1);
    }

    /** One error stays one error, however many values name the missing constant. */
    @Test
    void oneMissingConstantInManyPlaces() {
        Compilation compilation = Compilers.arbor().compile(JavaFileObjects.forSourceString(
                "values.Guard", """
                package values;

                import dev.arbor.*;

                @BehaviorTree
                public class Guard {
                    @Sequence({"cool", MISSING}) void root() {}
                    @Cooldown(value = MISSING, millis = 10) void cool() {}
                    @Action void walk() {}
                }
                """));
        assertOnlyJavacs(compilation);
        assertThat(compilation).hadErrorCount(2); // one per use: javac's own
    }

    /** An attribute the annotation does not have: javac says so, and Arbor nothing. */
    @Test
    void anAttributeTheAnnotationDoesNotHave() {
        JavaFileObject source = JavaFileObjects.forSourceString("values.Guard", """
                package values;

                import dev.arbor.*;

                @BehaviorTree
                public class Guard {
                    @Sequence({"twice"}) void root() {}
                    @Repeat(value = "walk", count = 2) void twice() {}
                    @Action void walk() {}
                }
                """);
        Compilation compilation = Compilers.arbor().compile(source);
        assertOnlyJavacs(compilation);
        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(source)
                .onLineContaining("count = 2");
    }

    /** A constant that another processor generates in the first round: the tree waits for it. */
    @Test
    void aConstantAnotherProcessorGenerates() throws Exception {
        JavaFileObject guard = JavaFileObjects.forSourceString("values.Guard", """
                package values;

                import dev.arbor.*;

                @BehaviorTree
                public class Guard {
                    @Sequence({"cool", "twice"}) void root() {}
                    @Cooldown(value = "walk", millis = gen.Timing.COOLDOWN) void cool() {}
                    @Repeat(value = "walk", times = gen.Timing.TIMES) void twice() {}
                    @Action(onStart = gen.Timing.HOOK) void walk() {}
                    public int starts;
                    void begin() { starts++; }
                }
                """);
        Compilation compilation = Compilers.arborAlongside(new UnresolvedTypesTest.Generating(
                "gen.Timing", """
                package gen;

                public final class Timing {
                    public static final long COOLDOWN = 1_000;
                    public static final int TIMES = 2;
                    public static final String HOOK = "begin";
                }
                """)).compile(guard);
        assertThat(compilation).succeeded();
        ClassLoader loader = Compilers.load(compilation);
        Class<?> guardClass = loader.loadClass("values.Guard");
        Object agent = guardClass.getConstructor().newInstance();
        Tree tree = (Tree) loader.loadClass("values.GuardTree").getConstructor(guardClass)
                .newInstance(agent);
        assertEquals(Status.RUNNING, tree.tick()); // the cooldown's walk, then one round of two
        assertEquals(Status.SUCCESS, tree.tick());
        assertEquals(3, guardClass.getDeclaredField("starts").getInt(agent));
    }

    /**
     * A processor that does nothing: what javac says with a processor but without Arbor (with
     * any processor, javac 25 words an undefined enum constant otherwise than with none).
     */
    @SupportedAnnotationTypes("*")
    private static final class Idle extends AbstractProcessor {
        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            return false;
        }
    }

    /** Failed, with errors of javac's only and no warning of Arbor's. */
    private static void assertOnlyJavacs(Compilation compilation) {
        assertThat(compilation).failed();
        for (Diagnostic<? extends JavaFileObject> diagnostic : compilation.diagnostics()) {
            assertThat(diagnostic.getMessage(null)).doesNotContain("[Arbor/");
        }
    }
}
