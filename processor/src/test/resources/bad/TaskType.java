package bad;

import dev.arbor.*;

@BehaviorTree
class TaskType {
    @dev.arbor.Task
    Runnable drill = () -> {};

    @Sequence({"drill"})
    void root() {}
}
