package bad;

import dev.arbor.*;

@BehaviorTree
class UsesHelper {
    @Subtree
    other.Helper helper = new other.Helper();

    @Sequence({"helper"})
    void root() {}
}
