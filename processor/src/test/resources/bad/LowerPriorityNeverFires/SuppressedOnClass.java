package bad;

import dev.arbor.*;

@BehaviorTree
@SuppressWarnings("arbor:lower-priority-never-fires")
class SuppressedOnClass {
    @Selector(value = {"hurt", "patrol"}, abortType = AbortType.BOTH)
    void root() {}

    @Condition boolean hurt() { return false; }

    @Action Status patrol() { return Status.RUNNING; }
}
