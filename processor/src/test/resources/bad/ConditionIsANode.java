package bad;

import dev.arbor.*;

@BehaviorTree
class ConditionIsANode {
    @Sequence({"ready", "choose"})
    void root() {}

    @If(condition = "ready", value = "dig")
    void choose() {}

    @Condition boolean ready() { return true; }
    @Action void dig() {}
}
