package bad;

import dev.arbor.*;

@BehaviorTree
class NoAbortType {
    @Selector({"spin", "slam"})
    void root() {}

    @Invert("spinAttack")
    void spin() {}

    @Cooldown(value = "whirl", millis = 5000, watched = true)
    void spinAttack() {}

    @Action void whirl() {}

    @Action void slam() {}
}
