package bad;

import dev.arbor.*;

class TreePrivate {
    @BehaviorTree
    private static class Hidden {
        @Sequence({"idle"})
        void root() {}

        @Action void idle() {}
    }
}
