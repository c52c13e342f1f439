package bad;

import dev.arbor.*;

@BehaviorTree
class NegativeWeight {
    @RandomSequence(value = {"a", "b"}, weights = {1,
            -4})
    void root() {}

    @Action void a() {}
    @Action void b() {}
}
