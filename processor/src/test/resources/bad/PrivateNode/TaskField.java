package bad;

import dev.arbor.*;

@BehaviorTree
class TaskField {
    @Sequence({"drill"})
    void root() {}

    @Task private final Drill drill = new Drill();

    static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
