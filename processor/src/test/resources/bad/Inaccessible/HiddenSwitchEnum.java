package bad;

import dev.arbor.*;

@BehaviorTree
class HiddenSwitchEnum extends elsewhere.Elsewhere.HiddenSwitchEnum {
    @Switch(on = "mood", cases = {"CALM", "LOUD"}, value = {"a", "b"})
    void root() {}

    @Action void a() {}
    @Action void b() {}
}
