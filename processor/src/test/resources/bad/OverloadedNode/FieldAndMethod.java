package bad;

import dev.arbor.*;

@BehaviorTree
class FieldAndMethod {
    @Sequence({"dig"})
    void root() {}

    @Action void dig() {}
    @Task final Drill dig = new Drill();

    static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
