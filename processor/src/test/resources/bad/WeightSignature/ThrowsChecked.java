package bad;

import dev.arbor.*;

@BehaviorTree
class ThrowsChecked {
    @WeightedSelector(value = {"a", "b"}, weights = {"wantA",
            "wantB"})
    void root() {}

    int wantA() { return 1; }
    int wantB() throws java.io.IOException { return 1; }
    @Action void a() {}
    @Action void b() {}
}
