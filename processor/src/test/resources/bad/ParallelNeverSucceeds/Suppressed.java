package bad;

import dev.arbor.*;

@BehaviorTree
class Suppressed {
    @SuppressWarnings("arbor:parallel-never-succeeds") // meant to end only by failing
    @Parallel({"chase", "distract"})
    void root() {}

    @Action Status chase() { return Status.RUNNING; }

    @AlwaysFail("bark")
    void distract() {}

    @Action Status bark() { return Status.SUCCESS; }
}
