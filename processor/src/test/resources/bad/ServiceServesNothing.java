package bad;

import dev.arbor.*;

@BehaviorTree
class ServiceServesNothing {
    @Sequence({"patrol"})
    void root() {}

    @Action void patrol() {}

    @Service(on = {}) void scan() {}
}
