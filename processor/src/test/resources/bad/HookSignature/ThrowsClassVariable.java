package bad;

import dev.arbor.*;

@BehaviorTree
class ThrowsClassVariable<E extends Exception> {
    @Sequence({"run"})
    void root() {}

    @Action(onEnd = "stop") Status run() { return Status.RUNNING; }
    void stop(Status how) throws E {}
}
