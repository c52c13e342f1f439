package golden;

import dev.arbor.AbortTrigger;
import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Invert;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * Aborts that fire only on the changes that matter (abortOn = RELEVANT_CHANGE): in each entry's
 * answerChanged method, a case refuses the answer that does not matter where the entry watches,
 * and stores it; a lower-priority entry through an Invert fires on the other answer.
 */
@BehaviorTree
public class Warden {
    @Selector({"fleeing", "combat", "patrol"})
    void root() {}

    @Sequence(value = {"inDanger", "flee"}, abortType = AbortType.LOWER_PRIORITY,
            abortOn = AbortTrigger.RELEVANT_CHANGE)
    void fleeing() {}

    @Invert("isSafe") void inDanger() {}

    @Sequence(value = {"seesEnemy", "chase"}, abortType = AbortType.BOTH,
            abortOn = AbortTrigger.RELEVANT_CHANGE)
    void combat() {}

    @Sequence({"pickWaypoint", "moveTo"})
    void patrol() {}

    @Condition boolean isSafe() { return true; }

    @Action Status flee() { return Status.RUNNING; }

    @Condition boolean seesEnemy() { return false; }

    @Action Status chase() { return Status.RUNNING; }

    @Action void pickWaypoint() {}

    @Action Status moveTo() { return Status.RUNNING; }
}
