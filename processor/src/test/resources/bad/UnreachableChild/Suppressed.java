package bad;

import dev.arbor.*;

@BehaviorTree
class Suppressed {
    @SuppressWarnings("arbor:unreachable-child") // the fallback is kept for later
    @Selector({"attack", "flee"})
    void root() {}

    @Action void attack() {}

    @Action Status flee() { return Status.SUCCESS; }
}
