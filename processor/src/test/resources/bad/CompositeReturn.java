package bad;

import dev.arbor.*;

@BehaviorTree
class CompositeReturn {
    @Sequence({"idle"})
    Status root() { return Status.SUCCESS; }

    @Action void idle() {}
}
