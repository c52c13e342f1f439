package bad;

import dev.arbor.*;

@BehaviorTree
class InSequence {
    @Sequence({"ready", "atack"})
    void root() {}

    @Condition boolean ready() { return true; }
    @Action void attack() {}
}
