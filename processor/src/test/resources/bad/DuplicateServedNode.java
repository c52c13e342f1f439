package bad;

import dev.arbor.*;

@BehaviorTree
class DuplicateServedNode {
    @Sequence({"patrol"})
    void root() {}

    @Action void patrol() {}

    @Service(on = {"root", "root"}) void scan() {}
}
