package bad;

import dev.arbor.*;

@BehaviorTree
class UnknownSwitchOn {
    @Switch(on = "alertt", cases = {"1", "2"},
            value = {"a", "b"})
    void root() {}

    int alert() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
