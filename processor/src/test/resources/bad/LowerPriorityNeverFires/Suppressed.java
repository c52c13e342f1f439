package bad;

import dev.arbor.*;

@BehaviorTree
class Suppressed {
    @Parallel({"flee", "work"})
    void root() {}

    @SuppressWarnings("arbor:lower-priority-never-fires") // kept for a later parent
    @Sequence(value = {"hurt", "run"}, abortType = AbortType.LOWER_PRIORITY)
    void flee() {}

    @Condition boolean hurt() { return false; }

    @Action Status run() { return Status.RUNNING; }

    @Action Status work() { return Status.RUNNING; }
}
