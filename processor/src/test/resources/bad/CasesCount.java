package bad;

import dev.arbor.*;

@BehaviorTree
class CasesCount {
    @Switch(on = "level", cases = {"1", "2",
            "3"}, value = {"a", "b"}, otherwise = "c")
    void root() {}

    int level() { return 1; }
    @Action void a() {}
    @Action void b() {}
    @Action void c() {}
}
