package bad;

import dev.arbor.*;

@BehaviorTree
class PlainMethod {
    @If(condition = "helper", value = "dig")
    void root() {}

    boolean helper() { return true; }
    @Action void dig() {}
}
