package bad;

import dev.arbor.*;

@BehaviorTree(name = "record")
class Restricted {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
}
