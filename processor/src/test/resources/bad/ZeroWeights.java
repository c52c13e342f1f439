package bad;

import dev.arbor.*;

@BehaviorTree
class ZeroWeights {
    @RandomChoice(value = {"a", "b"},
            weights = {0, 0})
    void root() {}

    @Action void a() {}
    @Action void b() {}
}
