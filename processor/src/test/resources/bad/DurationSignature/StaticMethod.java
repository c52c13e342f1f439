package bad;

import dev.arbor.*;

@BehaviorTree
class StaticMethod {
    @Sequence({"rest"})
    void root() {}

    @Wait(millisFrom = "backoff")
    void rest() {}

    static long backoff() { return 5; }
}
