package bad;

import dev.arbor.*;

@BehaviorTree
class OnSequence {
    @Sequence({"idle"})
    Status root() { return Status.SUCCESS; }

    @Action void idle() {}
}
