package bad;

import dev.arbor.*;

@BehaviorTree
class OnField {
    @Sequence({"both"})
    void root() {}

    @Task
    @Subtree
    final Drill both = new Drill();

    static class Drill implements dev.arbor.runtime.Task {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
