package bad;

import dev.arbor.*;

@BehaviorTree
class Method {
    @Sequence({"ready", "helper"})
    void root() {}

    @Condition boolean ready() { return true; }
    void helper() {}
}
