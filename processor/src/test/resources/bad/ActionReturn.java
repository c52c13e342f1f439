package bad;

import dev.arbor.*;

@BehaviorTree
class ActionReturn {
    @Sequence({"speak"})
    void root() {}

    @Action String speak() { return "hi"; }
}
