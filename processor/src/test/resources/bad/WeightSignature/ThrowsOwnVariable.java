package bad;

import dev.arbor.*;

/** The call infers E as its bound, IOException: a checked exception. */
@BehaviorTree
class ThrowsOwnVariable {
    @WeightedSelector(value = {"a", "b"}, weights = {"wantA", "wantB"})
    void root() {}

    <E extends java.io.IOException> int wantA() throws E { return 1; }
    int wantB() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
