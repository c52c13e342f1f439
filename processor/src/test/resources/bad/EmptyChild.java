package bad;

import dev.arbor.*;

@BehaviorTree
class EmptyChild {
    @Sequence({"again"})
    void root() {}

    @Repeat("")
    void again() {}
}
