package bad;

import dev.arbor.*;

@BehaviorTree
class Subtree {
    @Sequence({"patrol", "inner"})
    void root() {}

    @Action void patrol() {}

    @dev.arbor.Subtree final Inner inner = new Inner();

    @Service(on = "inner") void scan() {}

    @BehaviorTree
    static class Inner {
        @Sequence({"look"})
        void root() {}

        @Action void look() {}
    }
}
