package bad;

import dev.arbor.*;

@BehaviorTree
class ReturnsString {
    @UtilitySelector(value = {"a", "b"}, scores = {"wantA",
            "wantB"})
    void root() {}

    double wantA() { return 1; }
    String wantB() { return "1"; }
    @Action void a() {}
    @Action void b() {}
}
