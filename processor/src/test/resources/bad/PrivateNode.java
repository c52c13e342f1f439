package bad;

import dev.arbor.*;

@BehaviorTree
class PrivateNode {
    @Sequence({"secret"})
    void root() {}

    @Action private void secret() {}
}
