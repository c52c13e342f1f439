package bad;

import dev.arbor.*;

@BehaviorTree
class Dollar {
    @Selector({"_hit", "$hit"})
    void root() {}

    @Event void _hit() {}

    @Event void $hit() {} // same constant
}
