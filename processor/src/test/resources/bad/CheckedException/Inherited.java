package bad;

import dev.arbor.*;

@BehaviorTree
class Inherited extends elsewhere.Elsewhere.CheckedAction {
    @Sequence({
            "load"})
    void root() {}
}
