package bad;

import dev.arbor.*;

@BehaviorTree
class CompositeParameters {
    @Sequence({"idle"})
    void root(int depth) {}

    @Action void idle() {}
}
