package bad;

import dev.arbor.*;

@BehaviorTree
class SubtreeField {
    @Sequence({"legs"})
    void root() {}

    @Subtree static final Legs legs = new Legs();

    @BehaviorTree
    static class Legs {
        @Sequence({"walk"})
        void root() {}

        @Action void walk() {}
    }
}
