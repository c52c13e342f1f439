package bad;

import dev.arbor.*;

@BehaviorTree
class NegativePeriod {
    @Selector(value = {"isHurt", "patrol"}, abortType = AbortType.SELF, reevaluateEvery = -1)
    void root() {}

    @Condition boolean isHurt() { return false; }

    @Action void patrol() {}
}
