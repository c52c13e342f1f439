package bad;

import dev.arbor.*;

@BehaviorTree
class NegativeEvery {
    @UtilitySelector(value = {"a", "b"}, scores = {"wantA", "wantB"},
            every = -5)
    void root() {}

    double wantA() { return 1; }
    double wantB() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
