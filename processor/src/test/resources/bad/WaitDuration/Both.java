package bad;

import dev.arbor.*;

@BehaviorTree
class Both {
    @Sequence({"rest"})
    void root() {}

    @Wait(millis = 5,
            millisFrom = "backoff")
    void rest() {}

    long backoff() { return 5; }
}
