package bad;

import dev.arbor.*;

@BehaviorTree
class NegativeCount {
    @Sequence({"again"})
    void root() {}

    @Repeat(value = "work",
            times = -2)
    void again() {}

    @Action void work() {}
}
