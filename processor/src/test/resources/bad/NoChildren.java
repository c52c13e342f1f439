package bad;

import dev.arbor.*;

@BehaviorTree
class NoChildren {
    @Selector({})
    void root() {}
}
