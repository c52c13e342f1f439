package bad;

import dev.arbor.*;

@BehaviorTree
class RecheckWithoutCondition {
    @Parallel(value = {"notNight", "goHome"},
            recheckConditions = true)
    void root() {}

    @Invert("isNight")
    void notNight() {}

    @Condition boolean isNight() { return true; }

    @Action Status goHome() { return Status.RUNNING; }
}
