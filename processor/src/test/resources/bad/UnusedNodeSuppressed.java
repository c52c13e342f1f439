package bad;

import dev.arbor.*;

@BehaviorTree
class UnusedNodeSuppressed {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
    @SuppressWarnings("arbor:unused-node")
    @Action void spare() {}
}
