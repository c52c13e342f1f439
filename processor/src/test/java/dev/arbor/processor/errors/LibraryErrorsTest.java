package dev.arbor.processor.errors;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.arbor.processor.errors.BadSources.assertError;
import static dev.arbor.processor.errors.BadSources.bad;

import com.google.testing.compile.Compilation;
import dev.arbor.processor.testing.Compilers;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The node library's attributes and references: each mistake is one error on its value. */
class LibraryErrorsTest {

    @Test
    void decoratorWithAnEmptyChild() {
        assertError("EmptyChild", "[Arbor/EmptyChild] @Repeat again() names an empty child;"
                + " write the name of a node method", "@Repeat(\"\")");
    }

    @Test
    void negativeCount() {
        assertError("NegativeCount", "[Arbor/NegativeCount] @Repeat again() has times = -2, but"
                + " it must be 0 (no limit) or more", "times = -2");
    }

    @Test
    void unknownConditionSuggestsTheClosestCondition() {
        assertError("UnknownCondition", "[Arbor/UnknownCondition] @If root() asks condition"
                + " 'hasShovl', but UnknownCondition has no method of that name (did you mean"
                + " 'hasShovel'?)", "condition = \"hasShovl\"");
    }

    @Test
    void conditionThatIsNotAnnotated() {
        assertError("NotACondition", "[Arbor/NotACondition] @If root() asks condition 'helper',"
                + " but helper() is not a @Condition method; annotate it with @Condition",
                "condition = \"helper\"");
    }

    @Test
    void conditionThatIsAlsoANode() {
        assertError("ConditionIsANode", "[Arbor/ConditionIsANode] @If choose() asks condition"
                + " 'ready', which is also a node of the tree; the condition a node asks is not"
                + " part of the tree: ask another @Condition method", "condition = \"ready\"");
    }

    @Test
    void negativeMillis() {
        assertError("NegativeMillis", "[Arbor/NegativeMillis] @Wait rest() has millis = -5, but a"
                + " duration must be 0 or more", "millis = -5");
    }

    @Test
    void randomWeightsOfTheWrongCount() {
        assertError("WeightsCount/RandomInts", "[Arbor/WeightsCount] @RandomSelector root() has"
                + " 3 weights for 2 children; give one weight per child, or none for all 1",
                "weights = {1, 2, 3}");
    }

    @Test
    void weightMethodsOfTheWrongCount() {
        assertError("WeightsCount/WeightMethods", "[Arbor/WeightsCount] @WeightedSelector root()"
                + " has 1 weights for 2 children; give one weight per child", "weights = {\"wa\"}");
    }

    @Test
    void negativeWeightIsReportedOnItsValue() {
        assertError("NegativeWeight", "[Arbor/NegativeWeight] @RandomSequence root() has the"
                + " weight -4 for child 'b'; weights must be 0 or more", "-4})");
    }

    @Test
    void unknownWeightMethodSuggestsTheClosestName() {
        assertError("UnknownWeight", "[Arbor/UnknownWeight] @WeightedSelector root() names weight"
                + " method 'wantBb', but UnknownWeight has no method of that name (did you mean"
                + " 'wantB'?)", "\"wantBb\"");
    }

    @Test
    void weightMethodMustAnswerANumber() {
        assertError("WeightSignature", "[Arbor/WeightSignature] @WeightedSelector root() names"
                + " weight method 'wantB', but wantB() returns java.lang.String; a weight method"
                + " takes no parameters, returns int or double, and is not private or static",
                "\"wantB\"})");
    }

    @Test
    void eventsWhoseConstantsCollide() {
        assertError("EventCollision", "[Arbor/EventCollision] @Event wasHit() and @Event was_hit()"
                + " would both be the event constant WAS_HIT; rename one", "@dev.arbor.Event");
    }

    @Test
    void taskFieldWhoseTypeIsNotATask() {
        assertError("TaskType", "[Arbor/TaskType] @Task field drill has type java.lang.Runnable,"
                + " which does not implement dev.arbor.runtime.Task; implement Task (update(), and"
                + " start, end, pause if needed)", "@dev.arbor.Task");
    }

    @Test
    void subtreeFieldWhoseTypeIsNotATree() {
        assertError("SubtreeType", "[Arbor/SubtreeType] @Subtree field notATree has type"
                + " java.lang.StringBuilder, which is not a @BehaviorTree class; annotate that"
                + " class with @BehaviorTree, or use another field", "@dev.arbor.Subtree");
    }

    @Test
    void subtreeWhoseOwnTreeHasErrors() {
        JavaFileObject source = bad("SubtreeInvalid");
        Compilation compilation = Compilers.arbor().compile(source);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("[Arbor/SubtreeInvalid] @Subtree field broken"
                + " has type Broken, whose tree has errors; fix them first (they are reported on"
                + " Broken)").inFile(source).onLineContaining("@dev.arbor.Subtree");
        assertThat(compilation).hadErrorContaining("[Arbor/UnknownChild] @Sequence root() names"
                + " child 'missing'").inFile(source).onLineContaining("\"missing\"");
    }

    @Test
    void subtreesThatContainThemselvesPrintTheChain() {
        JavaFileObject source = bad("SubtreeCycle");
        Compilation compilation = Compilers.arbor().compile(source);
        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContainingMatch("\\[Arbor/SubtreeCycle\\] @Subtree"
                + " field inner closes a cycle of subtrees; a tree cannot contain itself:"
                + "\\s+SubtreeCycle\\.inner\\s+-> Inner\\.outer") // javac indents the lines
                .inFile(source).onLineContaining("@dev.arbor.Subtree");
    }

    @Test
    void unknownOtherwiseIsReportedOnItsValue() {
        assertError("UnknownChild/InOtherwise", "[Arbor/UnknownChild] @If root() names child"
                + " 'restt', but InOtherwise has no node method of that name (did you mean"
                + " 'rest'?)", "otherwise = \"restt\"");
    }

    @Test
    void moreEventsThanATreeCanHold() {
        StringBuilder source = new StringBuilder("package bad;\nimport dev.arbor.*;\n"
                + "@BehaviorTree\n@SuppressWarnings(\"arbor:all\")\nclass TooManyEvents {\n"
                + "    @Selector({\"e0\"}) void root() {}\n");
        for (int i = 0; i <= 64; i++) {
            source.append("    @Event void e").append(i).append("() {}\n");
        }
        JavaFileObject file = com.google.testing.compile.JavaFileObjects.forSourceString(
                "bad.TooManyEvents", source.append("}\n").toString());
        Compilation compilation = Compilers.arbor().compile(file);
        assertThat(compilation).hadErrorContaining("[Arbor/TooManyEvents] TooManyEvents has 65"
                + " @Event methods; a tree can have at most 64: group some events")
                .inFile(file).onLineContaining("@BehaviorTree");
    }

    @Test
    void subtreeFromAnotherPackage() {
        JavaFileObject other = com.google.testing.compile.JavaFileObjects.forSourceString(
                "other.Helper", """
                        package other;
                        import dev.arbor.*;
                        @BehaviorTree
                        public class Helper {
                            @Sequence({"help"}) void root() {}
                            @Action void help() {}
                        }
                        """);
        JavaFileObject main = com.google.testing.compile.JavaFileObjects.forSourceString(
                "bad.UsesHelper", """
                        package bad;
                        import dev.arbor.*;
                        @BehaviorTree
                        class UsesHelper {
                            @Subtree
                            other.Helper helper = new other.Helper();
                            @Sequence({"helper"}) void root() {}
                        }
                        """);
        Compilation compilation = Compilers.arbor().compile(main, other);
        assertThat(compilation).hadErrorContaining("[Arbor/SubtreePackage] @Subtree field helper"
                + " has type other.Helper from another package; the generated tree calls its node"
                + " methods directly, so keep the subtree class in package bad")
                .inFile(main).onLineContaining("@Subtree");
    }
}
