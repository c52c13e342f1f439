package bad;

import dev.arbor.*;

@BehaviorTree
class OnMethod {
    @Sequence({"both"})
    void root() {}

    @Condition
    @Action
    boolean both() { return true; }
}
