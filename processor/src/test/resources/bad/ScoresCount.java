package bad;

import dev.arbor.*;

@BehaviorTree
class ScoresCount {
    @UtilitySelector(value = {"a", "b"},
            scores = {"sa"})
    void root() {}

    double sa() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
