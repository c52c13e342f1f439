package bad;

import dev.arbor.*;

@BehaviorTree
class AfterAlwaysFail {
    @Selector({"patrol", "rest"})
    void root() {}

    @Sequence({"walk", "never", "look"})
    void patrol() {}

    @Action Status walk() { return Status.SUCCESS; }

    @AlwaysFail("trip") void never() {}

    @Invert("stumble") void trip() {}

    @AlwaysSucceed("walk") void stumble() {}

    @Condition boolean look() { return true; }

    @Action void rest() {}
}
