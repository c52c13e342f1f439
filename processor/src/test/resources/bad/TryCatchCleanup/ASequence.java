package bad;

import dev.arbor.*;

@BehaviorTree
class ASequence {
    @TryCatch(value = {"open", "write"},
            cleanup = "tidy")
    void root() {}

    @Sequence({"close", "log"})
    void tidy() {}

    @Action void open() {}
    @Action void write() {}
    @Action void close() {}
    @Action void log() {}
}
