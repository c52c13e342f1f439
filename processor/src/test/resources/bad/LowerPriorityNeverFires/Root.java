package bad;

import dev.arbor.*;

@BehaviorTree
class Root {
    // the root's composite: once it has ended the pass is over, nothing is left to interrupt
    @Sequence(value = {"awake", "patrol"},
            abortType = AbortType.LOWER_PRIORITY)
    void root() {}

    @Condition boolean awake() { return true; }

    @Action Status patrol() { return Status.RUNNING; }
}
