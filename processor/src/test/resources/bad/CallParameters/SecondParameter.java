package bad;

import dev.arbor.*;

@BehaviorTree
class SecondParameter {
    @Sequence({"ready"})
    void root() {}

    @Condition
    boolean ready(@Now long now,
            int retries) {
        return true;
    }
}
