package bad;

import dev.arbor.*;

@BehaviorTree
class MultipleNodeAnnotations {
    @Sequence({"both"})
    void root() {}

    @Condition
    @Action
    boolean both() { return true; }
}
