package bad;

import dev.arbor.*;

@BehaviorTree(
        onAwake = "wakeup")
class AwakeNotFound {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}

    void wakeUp() {}
}
