package bad;

import dev.arbor.*;

@BehaviorTree
class InSuperclass extends elsewhere.Elsewhere.PrivateAction {
    @Sequence({"privateWork"})
    void root() {}
}
