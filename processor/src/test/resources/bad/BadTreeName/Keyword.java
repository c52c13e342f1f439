package bad;

import dev.arbor.*;

@BehaviorTree(name = "class")
class Keyword {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
}
