package bad;

import dev.arbor.*;

/** The root itself is inherited and cannot be called: the error is on @BehaviorTree's root. */
@BehaviorTree(root = "step")
class ProtectedRoot extends elsewhere.Elsewhere.ProtectedChain {
}
