package bad;

import dev.arbor.*;

@BehaviorTree
class ProtectedHook extends elsewhere.Elsewhere.ProtectedHook {
    @Sequence({"run"})
    void root() {}

    @Action(onStart = "begin") Status run() { return Status.SUCCESS; }
}
