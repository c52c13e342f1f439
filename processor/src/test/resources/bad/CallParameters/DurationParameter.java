package bad;

import dev.arbor.*;

@BehaviorTree
class DurationParameter {
    @Sequence({"rest"})
    void root() {}

    @Wait(millisFrom = "backoff")
    void rest() {}

    long backoff(int tries) { return 5L << tries; }
}
