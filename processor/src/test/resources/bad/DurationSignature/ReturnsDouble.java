package bad;

import dev.arbor.*;

@BehaviorTree
class ReturnsDouble {
    @Sequence({"rest"})
    void root() {}

    @Wait(millisFrom = "backoff")
    void rest() {}

    double backoff() { return 2.5; }
}
