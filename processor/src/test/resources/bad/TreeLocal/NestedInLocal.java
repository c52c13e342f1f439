package bad;

import dev.arbor.*;

@BehaviorTree
class NestedInLocal {
    static {
        class Holder {
            @BehaviorTree static class Guard {
                @Sequence({"idle"})
                void root() {}

                @Action void idle() {}
            }
        }
    }

    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
}
