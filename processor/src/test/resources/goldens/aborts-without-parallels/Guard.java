package golden;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * Conditional aborts without parallels: the state in fields, an answerChanged method per abort
 * entry, one abort that walks the running nodes (an end hook below) and one that need not.
 */
@BehaviorTree
public class Guard {
    @Selector({"fleeing", "combat", "patrol"})
    void root() {}

    @Sequence(value = {"isHurt", "flee"}, abortType = AbortType.LOWER_PRIORITY)
    void fleeing() {}

    @Sequence(value = {"seesEnemy", "chase"}, abortType = AbortType.BOTH)
    void combat() {}

    @Sequence({"pickWaypoint", "moveTo"})
    void patrol() {}

    @Condition boolean isHurt() { return false; }

    @Action(onEnd = "stopRunning")
    Status flee() { return Status.RUNNING; }

    @Condition boolean seesEnemy() { return false; }

    @Action Status chase() { return Status.RUNNING; }

    @Action void pickWaypoint() {}

    @Action Status moveTo() { return Status.RUNNING; }

    void stopRunning() {}
}
