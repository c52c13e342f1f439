package bad;

import dev.arbor.*;

@BehaviorTree
class Action {
    @Sequence({"patrol"})
    void root() {}

    @dev.arbor.Action void patrol() {}

    @Service(on = {"root", "patrol"}) void scan() {}
}
