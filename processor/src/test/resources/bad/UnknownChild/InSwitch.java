package bad;

import dev.arbor.*;

@BehaviorTree
class InSwitch {
    @Switch(on = "level", cases = {"1"}, value = {"a"},
            otherwise = "restt")
    void root() {}

    int level() { return 1; }
    @Action void a() {}
    @Action void rest() {}
}
