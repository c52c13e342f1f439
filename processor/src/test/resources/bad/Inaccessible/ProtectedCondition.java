package bad;

import dev.arbor.*;

@BehaviorTree
class ProtectedCondition extends elsewhere.Elsewhere.ProtectedCondition {
    @While(value = "walk", condition = "ready")
    void root() {}

    @Action void walk() {}
}
