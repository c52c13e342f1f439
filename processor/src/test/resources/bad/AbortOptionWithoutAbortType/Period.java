package bad;

import dev.arbor.*;

@BehaviorTree
class Period {
    @Selector(value = {"isHurt", "patrol"}, reevaluateEvery = 500)
    void root() {}

    @Condition boolean isHurt() { return false; }

    @Action void patrol() {}
}
