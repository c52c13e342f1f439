package bad;

import dev.arbor.*;

@BehaviorTree
class UnderParallel {
    @Selector({"busy", "idle"})
    void root() {}

    @Parallel({"flee", "work"})
    void busy() {}

    // no abort watches or crosses a parallel: the entry is deleted as flee ends
    @Sequence(value = {"hurt", "run"},
            abortType = AbortType.LOWER_PRIORITY)
    void flee() {}

    @Condition boolean hurt() { return false; }

    @Action Status run() { return Status.RUNNING; }

    @Action Status work() { return Status.RUNNING; }

    @Action void idle() {}
}
