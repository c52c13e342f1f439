package bad;

import dev.arbor.*;

@BehaviorTree(name = "My Tree")
class BadTreeName {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
}
