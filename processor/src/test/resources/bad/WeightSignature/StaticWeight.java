package bad;

import dev.arbor.*;

@BehaviorTree
class StaticWeight {
    @WeightedSelector(value = {"a", "b"}, weights = {"wantA", "wantB"})
    void root() {}

    static int wantA() { return 1; }
    int wantB() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
