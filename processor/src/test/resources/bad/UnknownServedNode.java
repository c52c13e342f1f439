package bad;

import dev.arbor.*;

@BehaviorTree
class UnknownServedNode {
    @Sequence({"patrol"})
    void root() {}

    @Action void patrol() {}

    @Service(on = "rot", millis = 100) void scan() {}
}
