package bad;

import dev.arbor.*;

@BehaviorTree
class OnMethod {
    @Sequence({"shared"})
    void root() {}

    @Condition static boolean shared() { return true; }
}
