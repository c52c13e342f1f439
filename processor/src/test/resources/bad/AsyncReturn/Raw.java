package bad;

import dev.arbor.*;
import java.util.concurrent.CompletableFuture;

@BehaviorTree
class Raw {
    @Sequence({"fetch"})
    void root() {}

    @SuppressWarnings("rawtypes")
    @Action CompletableFuture fetch() { return null; }
}
