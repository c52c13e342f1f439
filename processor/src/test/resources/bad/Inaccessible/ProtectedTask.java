package bad;

import dev.arbor.*;

@BehaviorTree
class ProtectedTask extends elsewhere.Elsewhere.ProtectedTask {
    @Sequence({"protectedDrill"})
    void root() {}
}
