package bad;

import dev.arbor.*;

@BehaviorTree
class TakesParameters {
    @Switch(on = "level", cases = {"1", "2"},
            value = {"a", "b"})
    void root() {}

    int level(int scale) { return scale; }
    @Action void a() {}
    @Action void b() {}
}
