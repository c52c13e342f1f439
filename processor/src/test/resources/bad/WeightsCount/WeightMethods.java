package bad;

import dev.arbor.*;

@BehaviorTree
class WeightMethods {
    @WeightedSelector(value = {"a", "b"},
            weights = {"wa"})
    void root() {}

    int wa() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
