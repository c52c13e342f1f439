package bad;

import dev.arbor.*;

/** The field is the superclass's: the error is where this tree names it. */
@BehaviorTree
class InheritedNotFinal extends InheritedNotFinalBase {
    @Sequence({"dig",
            "drill"})
    void root() {}

    @Action void dig() {}
}

abstract class InheritedNotFinalBase {
    @Task Drill drill = new Drill();

    static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}
