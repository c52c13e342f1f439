package bad;

import dev.arbor.*;

@BehaviorTree
class ConditionReturn {
    @Sequence({"count"})
    void root() {}

    @Condition int count() { return 1; }
}
