package bad;

import dev.arbor.*;

@BehaviorTree
public class ProtectedSubtree extends elsewhere.ElsewhereSubtree {
    @Sequence({"protectedLegs"})
    void root() {}

    /** The subtree: its class is in the tree's package, the field that holds it is not. */
    @BehaviorTree
    public static class Legs {
        @Sequence({"walk"})
        void root() {}

        @Action void walk() {}
    }
}
