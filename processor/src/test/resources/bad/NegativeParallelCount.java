package bad;

import dev.arbor.*;

@BehaviorTree
class NegativeParallelCount {
    @Parallel(value = {"look", "listen"},
            failureCount = -1)
    void root() {}

    @Action void look() {}

    @Action void listen() {}
}
