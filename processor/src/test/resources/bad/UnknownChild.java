package bad;

import dev.arbor.*;

@BehaviorTree
class UnknownChild {
    @Sequence({"ready", "atack"})
    void root() {}

    @Condition boolean ready() { return true; }
    @Action void attack() {}
}
