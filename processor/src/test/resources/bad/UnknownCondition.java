package bad;

import dev.arbor.*;

@BehaviorTree
class UnknownCondition {
    @If(condition = "hasShovl", value = "dig")
    void root() {}

    @Condition boolean hasShovel() { return true; }
    @Action void dig() {}
}
