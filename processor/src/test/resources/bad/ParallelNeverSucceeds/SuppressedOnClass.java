package bad;

import dev.arbor.*;

@BehaviorTree
@SuppressWarnings("arbor:parallel-never-succeeds")
class SuppressedOnClass {
    @Parallel(value = {"a", "b"}, success = Policy.ONE)
    void root() {}

    @AlwaysFail("act") void a() {}

    @AlwaysFail("act") void b() {}

    @Action Status act() { return Status.RUNNING; }
}
