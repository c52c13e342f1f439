package bad;

import dev.arbor.*;

/** Only the inherited patrol() names step(): the error is on the value naming patrol. */
@BehaviorTree
class ProtectedChain extends elsewhere.Elsewhere.ProtectedChain {
    @Selector({"patrol"})
    void root() {}
}
