package bad;

import dev.arbor.*;

@BehaviorTree
class UnknownDuration {
    @Sequence({"rest"})
    void root() {}

    @Wait(millisFrom = "bakoff")
    void rest() {}

    long backoff() { return 5; }
}
