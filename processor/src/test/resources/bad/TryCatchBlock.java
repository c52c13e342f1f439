package bad;

import dev.arbor.*;

@BehaviorTree
class TryCatchBlock {
    @TryCatch(value = {},
            cleanup = "close")
    void root() {}

    @Action void close() {}
}
