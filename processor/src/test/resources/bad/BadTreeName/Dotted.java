package bad;

import dev.arbor.*;

@BehaviorTree(name = "brains.Guard")
class Dotted {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
}
