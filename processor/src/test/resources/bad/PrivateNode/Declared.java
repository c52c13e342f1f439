package bad;

import dev.arbor.*;

@BehaviorTree
class Declared {
    @Sequence({"secret"})
    void root() {}

    @Action private void secret() {}
}
