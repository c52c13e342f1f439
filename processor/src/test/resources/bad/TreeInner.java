package bad;

import dev.arbor.*;

class TreeInner {
    @BehaviorTree
    class Inner {
        @Sequence({"idle"})
        void root() {}

        @Action void idle() {}
    }
}
