package bad;

import dev.arbor.*;

@BehaviorTree
class ProtectedSwitchOn extends elsewhere.Elsewhere.ProtectedSwitchOn {
    @Switch(on = "level", cases = {"0", "1"}, value = {"a", "b"})
    void root() {}

    @Action void a() {}
    @Action void b() {}
}
