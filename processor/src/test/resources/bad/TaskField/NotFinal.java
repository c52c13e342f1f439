package bad;

import dev.arbor.*;

@BehaviorTree
class NotFinal {
    @Sequence({"drill"})
    void root() {}

    @Task Drill drill = new Drill();

    static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
