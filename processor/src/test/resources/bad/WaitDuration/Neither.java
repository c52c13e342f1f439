package bad;

import dev.arbor.*;

@BehaviorTree
class Neither {
    @Sequence({"rest"})
    void root() {}

    @Wait
    void rest() {}
}
