package bad;

import dev.arbor.*;

@BehaviorTree
class StaticNode {
    @Sequence({"shared"})
    void root() {}

    @Condition static boolean shared() { return true; }
}
