package bad;

import dev.arbor.*;

@BehaviorTree
class IsANode {
    @Sequence({"pick", "b"})
    void root() {}

    @Switch(on = "state", cases = {"SUCCESS", "FAILURE"},
            value = {"a", "b"})
    void pick() {}

    @Action Status state() { return Status.SUCCESS; }
    @Action void a() {}
    @Action void b() {}
}
