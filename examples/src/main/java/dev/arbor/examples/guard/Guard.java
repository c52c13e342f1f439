package dev.arbor.examples.guard;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/** Placeholder, replaced by the demo. */
@BehaviorTree
public class Guard {
    int health = 100;
    boolean enemyVisible;

    @Selector({"flee", "combat", "patrol"})
    void root() {}

    @Sequence(value = {"isHurt", "runAway"}, abortType = AbortType.LOWER_PRIORITY)
    void flee() {}

    @Sequence(value = {"seesEnemy", "chase", "attack"}, abortType = AbortType.BOTH)
    void combat() {}

    @Sequence({"pickWaypoint", "moveTo"})
    void patrol() {}

    @Condition boolean isHurt() { return health < 30; }
    @Condition boolean seesEnemy() { return enemyVisible; }

    @Action(onStart = "startRunning", onEnd = "stopRunning")
    Status runAway() { return Status.RUNNING; }
    void startRunning() { }
    void stopRunning(Status how) { }

    @Action Status chase() { return Status.SUCCESS; }
    @Action void attack() { }
    @Action boolean pickWaypoint() { return true; }
    @Action Status moveTo() { return Status.RUNNING; }
}
