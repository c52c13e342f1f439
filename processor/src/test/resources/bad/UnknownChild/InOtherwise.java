package bad;

import dev.arbor.*;

@BehaviorTree
class InOtherwise {
    @If(condition = "ready", value = "dig",
            otherwise = "restt")
    void root() {}

    @Condition boolean ready() { return true; }
    @Action void dig() {}
    @Action void rest() {}
}
