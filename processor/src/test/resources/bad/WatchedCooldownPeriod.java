package bad;

import dev.arbor.*;

@BehaviorTree
class WatchedCooldownPeriod {
    @Selector(value = {"spin", "slam"}, abortType = AbortType.SELF, reevaluateEvery = 250)
    void root() {}

    @Cooldown(value = "whirl", millis = 5000, watched = true)
    void spin() {}

    @Action void whirl() {}

    @Action void slam() {}
}
