package bad;

import dev.arbor.*;

@BehaviorTree(root = "drill")
class PlainField {
    @Sequence({"dig"})
    void main() {}

    @Action void dig() {}
    final Drill drill = new Drill();

    static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
