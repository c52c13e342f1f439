package bad;

import dev.arbor.*;

@BehaviorTree(onAwake = "wake")
class AwakeParameter {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}

    void wake(String world) {}
}
