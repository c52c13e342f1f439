package bad;

import dev.arbor.*;

@BehaviorTree
class LeafParameters {
    @Sequence({"moveTo"})
    void root() {}

    @Action void moveTo(int x) {}
}
