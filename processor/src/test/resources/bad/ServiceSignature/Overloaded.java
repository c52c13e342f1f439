package bad;

import dev.arbor.*;

@BehaviorTree
class Overloaded {
    @Sequence({"ready", "patrol"})
    void root() {}

    @Condition boolean ready() { return true; }

    @Action void patrol() {}

    @Service(on = "root", millis = 30) void ready(@Now long now) {}
}
