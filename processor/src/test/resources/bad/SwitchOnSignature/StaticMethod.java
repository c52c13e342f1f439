package bad;

import dev.arbor.*;

@BehaviorTree
class StaticMethod {
    @Switch(on = "level", cases = {"1", "2"},
            value = {"a", "b"})
    void root() {}

    static int level() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
