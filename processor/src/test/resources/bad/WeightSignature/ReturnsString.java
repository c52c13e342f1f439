package bad;

import dev.arbor.*;

@BehaviorTree
class ReturnsString {
    @WeightedSelector(value = {"a", "b"}, weights = {"wantA",
            "wantB"})
    void root() {}

    int wantA() { return 1; }
    String wantB() { return "1"; }
    @Action void a() {}
    @Action void b() {}
}
