package bad;

import dev.arbor.*;

@BehaviorTree
class UselessAbort {
    @Sequence(value = {"idle"}, abortType = AbortType.SELF)
    void root() {}

    @Action void idle() {}
}
