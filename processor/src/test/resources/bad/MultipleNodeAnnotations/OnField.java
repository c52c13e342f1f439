package bad;

import dev.arbor.*;

@BehaviorTree
class OnField {
    @Sequence({"both"})
    void root() {}

    @Task
    @Subtree
    final Drill both = new Drill();

    static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
