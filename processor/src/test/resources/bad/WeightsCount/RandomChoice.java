package bad;

import dev.arbor.*;

@BehaviorTree
class RandomChoice {
    @dev.arbor.RandomChoice(value = {"a", "b"},
            weights = {1, 2, 3})
    void root() {}

    @Action void a() {}
    @Action void b() {}
}
