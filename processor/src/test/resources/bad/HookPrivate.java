package bad;

import dev.arbor.*;

@BehaviorTree
class HookPrivate {
    @Sequence({"run"})
    void root() {}

    @Action(onStart = "begin") Status run() { return Status.RUNNING; }
    private void begin() {}
}
