package bad;

import dev.arbor.*;

@BehaviorTree(name = "Status")
class HidesArbor {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
}
