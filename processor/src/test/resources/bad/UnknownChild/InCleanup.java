package bad;

import dev.arbor.*;

@BehaviorTree
class InCleanup {
    @TryCatch(value = {"open", "write"},
            cleanup = "clos")
    void root() {}

    @Action void open() {}
    @Action void write() {}
    @Action void close() {}
}
