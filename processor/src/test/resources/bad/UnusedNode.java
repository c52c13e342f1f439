package bad;

import dev.arbor.*;

@BehaviorTree
class UnusedNode {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
    @Action void forgotten() {}
}
