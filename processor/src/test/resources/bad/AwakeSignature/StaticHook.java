package bad;

import dev.arbor.*;

@BehaviorTree(
        onAwake = "wake")
class StaticHook {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}

    static void wake() {}
}
