package bad;

import dev.arbor.*;

@BehaviorTree
class HiddenTaskType extends elsewhere.Elsewhere.HiddenTaskType {
    @Sequence({"hiddenDrill"})
    void root() {}
}
