package bad;

import dev.arbor.*;

@BehaviorTree
class ThroughSubtree {
    @Parallel({"walk",
            "lure"})
    void root() {}

    @Action Status walk() { return Status.RUNNING; }

    // inlined: the subtree's root is an @AlwaysFail
    @Subtree final Lure lure = new Lure();

    @BehaviorTree
    static class Lure {
        @AlwaysFail("wave")
        void root() {}

        @Action Status wave() { return Status.RUNNING; }
    }
}
