package bad;

import dev.arbor.*;

@BehaviorTree
class StaticHook {
    @Sequence({"run"})
    void root() {}

    @Action(onPause = "hold") Status run() { return Status.RUNNING; }
    static void hold(boolean paused) {}
}
