package bad;

import dev.arbor.*;

@BehaviorTree
class AllWithAlwaysFail {
    // success ALL (the default) needs every branch to succeed; 'distract' never does
    @Parallel({"chase",
            "distract"})
    void root() {}

    @Action Status chase() { return Status.RUNNING; }

    @AlwaysFail("bark")
    void distract() {}

    @Action Status bark() { return Status.SUCCESS; }
}
