package bad;

import dev.arbor.*;
import java.util.concurrent.CompletableFuture;

@BehaviorTree
class AsyncCondition {
    @Sequence({"reachable"})
    void root() {}

    @Condition CompletableFuture<Boolean> reachable() { return null; }
}
