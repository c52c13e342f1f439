package bad;

import dev.arbor.*;

@BehaviorTree
class Count {
    // two of three must succeed, but only 'walk' can: 'stumble' always fails, 'spin' never ends
    @Parallel(value = {"walk", "stumble", "spin"},
            successCount = 2, failureCount = 3)
    void root() {}

    @Action Status walk() { return Status.RUNNING; }

    @AlwaysFail("walk")
    void stumble() {}

    @Repeat("turn")
    void spin() {} // no limit: never ends

    @Action Status turn() { return Status.SUCCESS; }
}
