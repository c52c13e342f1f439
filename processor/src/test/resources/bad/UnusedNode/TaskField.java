package bad;

import dev.arbor.*;

@BehaviorTree
class TaskField {
    @Sequence({"dig"})
    void root() {}

    @Action void dig() {}
    @Task final Drill drill = new Drill();

    static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
