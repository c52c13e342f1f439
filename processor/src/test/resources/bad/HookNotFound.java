package bad;

import dev.arbor.*;

@BehaviorTree
class HookNotFound {
    @Sequence({"run"})
    void root() {}

    @Action(onStart = "startRuning") Status run() { return Status.RUNNING; }
    void startRunning() {}
}
