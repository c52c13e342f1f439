package bad;

import dev.arbor.*;

@BehaviorTree
class WeightParameter {
    @WeightedSelector(value = {"a", "b"}, weights = {"wantA", "wantB"})
    void root() {}

    @Action void a() {}
    @Action void b() {}

    int wantA(@Now long now) { return 1; }
    int wantB(String mood) { return 2; }
}
