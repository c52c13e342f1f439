package bad;

import dev.arbor.*;

/** Not a bad tree: the first to ask for Brain. */
@BehaviorTree(name = "Brain")
class Guard {
    @Sequence({"work"})
    void root() {}

    @Action void work() {}
}

@BehaviorTree(root = "root", name = "Brain")
class AnotherTrees {
    @Sequence({"work"})
    void root() {}

    @Action void work() {}
}
