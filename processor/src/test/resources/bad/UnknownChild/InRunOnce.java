package bad;

import dev.arbor.*;

@BehaviorTree
class InRunOnce {
    @Sequence({"once", "work"})
    void root() {}

    @RunOnce(
            "gret")
    void once() {}

    @Action void greet() {}
    @Action void work() {}
}
