package bad;

import dev.arbor.*;

@BehaviorTree
class ProtectedAction extends elsewhere.Elsewhere.ProtectedAction {
    @Sequence({"protectedWork"})
    void root() {}
}
