package bad;

import dev.arbor.*;

@BehaviorTree(name = "Helpers")
class ExistingClass {
    @Sequence({"work"})
    void root() {}

    @Action void work() {}
}

/** Not a tree: a class of the project that has the name ExistingClass asks for. */
class Helpers {}
