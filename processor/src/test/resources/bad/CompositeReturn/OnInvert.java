package bad;

import dev.arbor.*;

@BehaviorTree
class OnInvert {
    @Selector({"notReady"})
    void root() {}

    @Invert("ready")
    boolean notReady() { return false; }

    @Condition boolean ready() { return true; }
}
