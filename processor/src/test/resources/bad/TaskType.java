package bad;

import dev.arbor.*;

@BehaviorTree
class TaskType {
    @dev.arbor.Task
    final Runnable drill = () -> {};

    @Sequence({"drill"})
    void root() {}
}
