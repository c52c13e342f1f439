package bad;

import dev.arbor.*;

@BehaviorTree
class Suppressed {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
    @SuppressWarnings("arbor:unused-node")
    @Action void spare() {}
}
