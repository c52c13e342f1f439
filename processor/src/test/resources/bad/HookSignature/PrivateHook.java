package bad;

import dev.arbor.*;

@BehaviorTree
class PrivateHook {
    @Sequence({"run"})
    void root() {}

    @Action(onStart = "begin") Status run() { return Status.RUNNING; }
    private void begin() {}
}
