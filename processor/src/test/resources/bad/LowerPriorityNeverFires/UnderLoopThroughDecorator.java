package bad;

import dev.arbor.*;

@BehaviorTree
class UnderLoopThroughDecorator {
    @Loop({"step", "rest"})
    void root() {}

    @AlwaysSucceed("check")
    void step() {}

    // a library composite is a boundary like a parallel (§5.4), through decorators too
    @Selector(value = {"ready", "prepare"},
            abortType = AbortType.BOTH)
    void check() {}

    @Condition boolean ready() { return false; }

    @Action Status prepare() { return Status.SUCCESS; }

    @Action Status rest() { return Status.RUNNING; }
}
