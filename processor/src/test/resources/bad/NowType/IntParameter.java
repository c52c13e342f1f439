package bad;

import dev.arbor.*;

@BehaviorTree
class IntParameter {
    @Sequence({"act"})
    void root() {}

    @Action
    Status act(@Now int now) {
        return Status.SUCCESS;
    }
}
