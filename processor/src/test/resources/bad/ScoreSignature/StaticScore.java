package bad;

import dev.arbor.*;

@BehaviorTree
class StaticScore {
    @UtilitySelector(value = {"a", "b"}, scores = {"wantA", "wantB"})
    void root() {}

    static double wantA() { return 1; }
    double wantB() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
