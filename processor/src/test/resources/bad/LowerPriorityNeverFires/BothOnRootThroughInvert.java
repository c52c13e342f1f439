package bad;

import dev.arbor.*;

@BehaviorTree
class BothOnRootThroughInvert {
    @Invert("guard")
    void root() {}

    // decorators pass no composite through: still the root's composite; SELF half fires
    @Sequence(value = {"armed", "fire"},
            abortType = AbortType.BOTH)
    void guard() {}

    @Condition boolean armed() { return true; }

    @Action Status fire() { return Status.RUNNING; }
}
