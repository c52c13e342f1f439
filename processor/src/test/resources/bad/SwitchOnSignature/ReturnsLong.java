package bad;

import dev.arbor.*;

@BehaviorTree
class ReturnsLong {
    @Switch(on = "level", cases = {"1", "2"},
            value = {"a", "b"})
    void root() {}

    long level() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
