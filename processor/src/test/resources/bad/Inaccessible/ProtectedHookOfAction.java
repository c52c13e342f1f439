package bad;

import dev.arbor.*;

/** The action and its hook are both inherited: the error is on the value naming the action. */
@BehaviorTree
class ProtectedHookOfAction extends elsewhere.Elsewhere.ProtectedHookOfAction {
    @Sequence({"run"})
    void root() {}
}
