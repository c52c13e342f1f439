package bad;

import dev.arbor.*;

/** The generated class calls wantA() on a ThrowsClassVariable<?>: E may be checked. */
@BehaviorTree
class ThrowsClassVariable<E extends Exception> {
    @WeightedSelector(value = {"a", "b"}, weights = {"wantA", "wantB"})
    void root() {}

    int wantA() throws E { return 1; }
    int wantB() { return 1; }
    @Action void a() {}
    @Action void b() {}
}
