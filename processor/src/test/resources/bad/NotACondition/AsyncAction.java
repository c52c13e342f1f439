package bad;

import dev.arbor.*;
import java.util.concurrent.CompletableFuture;

@BehaviorTree
class AsyncAction {
    @While(value = "dig", condition = "reachable")
    void root() {}

    @Action void dig() {}
    @Action CompletableFuture<Boolean> reachable() { return null; }
}
