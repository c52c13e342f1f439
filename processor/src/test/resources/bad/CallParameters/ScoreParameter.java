package bad;

import dev.arbor.*;

@BehaviorTree
class ScoreParameter {
    @UtilitySelector(value = {"a", "b"}, scores = {"wantA", "wantB"})
    void root() {}

    double wantA() { return 1; }
    double wantB(int level) { return level; }
    @Action void a() {}
    @Action void b() {}
}
