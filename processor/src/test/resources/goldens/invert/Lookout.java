package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Invert;
import dev.arbor.Parallel;
import dev.arbor.Policy;
import dev.arbor.Status;

/** An invert in the event-loop shape: its rule is applied where a branch's jump stops at it. */
@BehaviorTree
public class Lookout {
    @Parallel(value = {"watch", "notAlarmed"}, success = Policy.ONE)
    void root() {}

    @Action Status watch() { return Status.RUNNING; }

    @Invert("alarm")
    void notAlarmed() {}

    @Action boolean alarm() { return false; }
}
