package bad;

import dev.arbor.*;

@BehaviorTree
class ServiceIsANode {
    @Sequence({"patrol"})
    void root() {}

    @Service(on = "root") @Action void patrol() {}
}
