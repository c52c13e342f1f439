package bad;

import dev.arbor.*;

@BehaviorTree
class HookSignature {
    @Sequence({"run"})
    void root() {}

    @Action(onEnd = "stopped") Status run() { return Status.RUNNING; }
    void stopped(int code) {}
}
