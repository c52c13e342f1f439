package bad;

import dev.arbor.*;

@BehaviorTree
class AfterVoidAction {
    @Selector({"attack", "flee"})
    void root() {}

    @Action void attack() {} // void: always SUCCESS, which ends the selector

    @Action Status flee() { return Status.SUCCESS; }
}
