package bad;

import dev.arbor.*;

@BehaviorTree(name = "TreeClassItself")
class TreeClassItself {
    @Sequence({"work"})
    void root() {}

    @Action void work() {}
}
