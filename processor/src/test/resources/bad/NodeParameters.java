package bad;

import dev.arbor.*;

@BehaviorTree
class NodeParameters {
    @Sequence({"moveTo"})
    void root() {}

    @Action void moveTo(int x) {}
}
