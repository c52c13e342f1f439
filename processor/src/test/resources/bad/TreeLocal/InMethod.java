package bad;

import dev.arbor.BehaviorTree;
import dev.arbor.*;

@BehaviorTree
class InMethod {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {
        @BehaviorTree class Local {
            @Sequence({"idle"})
            void root() {}

            @Action void idle() {}
        }
    }
}
