package bad;

import dev.arbor.*;

@BehaviorTree
class WrongParameters {
    @Sequence({"run"})
    void root() {}

    @Action(onEnd = "stopped") Status run() { return Status.RUNNING; }
    void stopped(int code) {}
}
