package bad;

import dev.arbor.*;

@BehaviorTree
class UnknownWeight {
    @WeightedSelector(value = {"a", "b"}, weights = {"wantA",
            "wantBb"})
    void root() {}

    int wantA() { return 1; }
    int wantB() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
