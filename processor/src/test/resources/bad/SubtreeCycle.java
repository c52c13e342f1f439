package bad;

import dev.arbor.*;

@BehaviorTree
class SubtreeCycle {
    @dev.arbor.Subtree
    Inner inner;

    @Sequence({"inner"})
    void root() {}

    @BehaviorTree
    static class Inner {
        @Subtree SubtreeCycle outer;

        @Sequence({"outer"})
        void root() {}
    }
}
