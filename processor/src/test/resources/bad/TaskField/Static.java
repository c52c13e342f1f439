package bad;

import dev.arbor.*;

@BehaviorTree
class Static {
    @Sequence({"drill"})
    void root() {}

    @Task static final Drill drill = new Drill();

    static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
