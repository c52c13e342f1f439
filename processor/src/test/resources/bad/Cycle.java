package bad;

import dev.arbor.*;

@BehaviorTree
class Cycle {
    @Selector({"idle", "loop"})
    void root() {}

    @Sequence({"idle", "root"})
    void loop() {}

    @Action void idle() {}
}
