package bad;

import dev.arbor.*;

/** No class of this file is a tree: a class in an enum constant's body (an anonymous class). */
enum InEnumConstant {
    WOLF {
        @BehaviorTree class Pack {
            @Sequence({"idle"})
            void root() {}

            @Action void idle() {}
        }
    }
}
