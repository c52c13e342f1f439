package bad;

import dev.arbor.*;

@BehaviorTree
class OverloadedNode {
    @Sequence({"go"})
    void root() {}

    @Action void go() {}
    @Action boolean go(int speed) { return true; }
}
