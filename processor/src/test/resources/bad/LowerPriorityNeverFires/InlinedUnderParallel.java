package bad;

import dev.arbor.*;

@BehaviorTree
class InlinedUnderParallel {
    @Parallel({"combat", "shout"})
    void root() {}

    // Fighter's root is meant to interrupt what follows it, but here it is under a parallel
    @Subtree final Fighter combat = new Fighter();

    @Action Status shout() { return Status.RUNNING; }

    /** Used as a subtree in this build: its own root is not reported on it. */
    @BehaviorTree
    static class Fighter {
        @Sequence(value = {"see", "attack"}, abortType = AbortType.LOWER_PRIORITY)
        void root() {}

        @Condition boolean see() { return true; }

        @Action Status attack() { return Status.RUNNING; }
    }
}
