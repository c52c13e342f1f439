package bad;

import dev.arbor.*;

@BehaviorTree
class MalformedCase {
    @Switch(on = "ammo", cases = {"0",
            "three"}, value = {"a", "b"})
    void root() {}

    int ammo() { return 0; }
    @Action void a() {}
    @Action void b() {}
}
