package bad;

import dev.arbor.*;

@BehaviorTree
class InInvert {
    @Selector({"notReady", "idle"})
    void root() {}

    @Invert("redy")
    void notReady() {}

    @Condition boolean ready() { return true; }
    @Action void idle() {}
}
