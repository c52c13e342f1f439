package bad;

import dev.arbor.*;

@BehaviorTree
class HandlesTaken {
    @Sequence({"work"})
    void root() {}

    @Action void work() {}
}

/** Not a tree: a class of the project with the name of the tree's handles class. */
class HandlesTakenTreeNodes {}
