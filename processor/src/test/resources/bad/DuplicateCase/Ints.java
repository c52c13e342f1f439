package bad;

import dev.arbor.*;

@BehaviorTree
class Ints {
    @Switch(on = "level", cases = {"1",
            "01"}, value = {"a", "b"})
    void root() {}

    int level() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
