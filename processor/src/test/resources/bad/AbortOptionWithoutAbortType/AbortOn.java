package bad;

import dev.arbor.*;

@BehaviorTree
class AbortOn {
    @Selector({"flee", "patrol"})
    void root() {}

    @Sequence(value = {"isHurt", "runAway"}, abortOn = AbortTrigger.RELEVANT_CHANGE)
    void flee() {}

    @Condition boolean isHurt() { return false; }

    @Action void runAway() {}

    @Action void patrol() {}
}
