package bad;

import dev.arbor.*;

@BehaviorTree
class Case {
    @Selector({"hit", "HIT"})
    void root() {}

    @Event void hit() {}

    @Event void HIT() {} // same constant
}
