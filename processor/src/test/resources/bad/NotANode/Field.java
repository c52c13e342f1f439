package bad;

import dev.arbor.*;

@BehaviorTree
class Field {
    @Sequence({"ready", "drill"})
    void root() {}

    @Condition boolean ready() { return true; }
    final Drill drill = new Drill();

    static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
