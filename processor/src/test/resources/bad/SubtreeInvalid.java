package bad;

import dev.arbor.*;

@BehaviorTree
class SubtreeInvalid {
    @dev.arbor.Subtree
    Broken broken = new Broken();

    @Sequence({"broken"})
    void root() {}

    @BehaviorTree
    @SuppressWarnings("arbor:all")
    static class Broken {
        @Sequence({"missing"})
        void root() {}
    }
}
