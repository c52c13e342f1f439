package bad;

import dev.arbor.*;

@BehaviorTree
class Unreachable {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
    @Action void forgotten() {}
}
