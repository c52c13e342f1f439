package bad;

import dev.arbor.*;

@BehaviorTree
class TaskField {
    @While(value = "dig", condition = "drill")
    void root() {}

    @Action void dig() {}
    @Task final Drill drill = new Drill();

    static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
