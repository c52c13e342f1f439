package bad;

import dev.arbor.*;

@BehaviorTree
class ACondition {
    @TryCatch(value = "write", cleanupOnInterrupt = true,
            cleanup = "closed")
    void root() {}

    @Action void write() {}
    @Condition boolean closed() { return true; }
}
