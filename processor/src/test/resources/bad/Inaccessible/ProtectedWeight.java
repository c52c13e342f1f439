package bad;

import dev.arbor.*;

@BehaviorTree
class ProtectedWeight extends elsewhere.Elsewhere.ProtectedWeight {
    @WeightedSelector(value = {"a", "b"}, weights = {"often", "seldom"})
    void root() {}

    @Action void a() {}
    @Action void b() {}
    int seldom() { return 1; }
}
