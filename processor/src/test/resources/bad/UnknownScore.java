package bad;

import dev.arbor.*;

@BehaviorTree
class UnknownScore {
    @UtilitySelector(value = {"a", "b"}, scores = {"wantA",
            "wantBb"})
    void root() {}

    double wantA() { return 1; }
    double wantB() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
