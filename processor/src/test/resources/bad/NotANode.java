package bad;

import dev.arbor.*;

@BehaviorTree
class NotANode {
    @Sequence({"ready", "helper"})
    void root() {}

    @Condition boolean ready() { return true; }
    void helper() {}
}
