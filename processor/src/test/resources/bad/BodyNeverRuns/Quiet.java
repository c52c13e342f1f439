package bad;

import dev.arbor.*;

/** Not a word: empty bodies (comments and empty statements), and the warnings suppressed. */
@BehaviorTree
class Quiet {
    @Sequence({"guarded", "rested", "walk"})
    void root() {
        // the children run in this order
    }

    @Invert("blocked")
    void guarded() { ; }

    @SuppressWarnings("arbor:body-never-runs")
    @Cooldown(value = "walk", millis = 1_000)
    void rested() { System.out.println("kept on purpose"); }

    @Condition boolean blocked() { return false; }

    @Action void walk() {}

    @SuppressWarnings("arbor:all")
    @BehaviorTree
    static class AllSuppressed {
        @Sequence({"walk"})
        void root() { System.out.println("kept on purpose"); }

        @Action void walk() {}
    }

    // "all", which javac ignores and Eclipse's compiler honours, suppresses Arbor's too
    @SuppressWarnings("all")
    @BehaviorTree
    static class AllTokenSuppressed {
        @Sequence({"walk"})
        void root() { System.out.println("kept on purpose"); }

        @Action void walk() {}
    }
}
