package bad;

import dev.arbor.*;

/** No class of this file is a tree: the only @BehaviorTree is on a local class. */
class Alone {
    void plan() {
        @BehaviorTree class Local {
            @Sequence({"idle"})
            void root() {}

            @Action void idle() {}
        }
    }
}
