package bad;

import dev.arbor.*;

@BehaviorTree
class InParallel {
    @Parallel({"spin", "slam"})
    void root() {}

    @Cooldown(value = "whirl", millis = 5000, watched = true)
    void spin() {}

    @Action void whirl() {}

    @Action void slam() {}
}
