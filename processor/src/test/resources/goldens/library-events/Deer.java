package golden;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Event;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/** An event that interrupts lower-priority work through a LOWER_PRIORITY abort. */
@BehaviorTree
public class Deer {
    @Selector({"react", "graze"})
    void root() {}

    @Sequence(value = {"wasHit", "bolt"}, abortType = AbortType.LOWER_PRIORITY)
    void react() {}

    @Event void wasHit() {}

    @Action Status bolt() { return Status.RUNNING; }

    @Action Status graze() { return Status.RUNNING; }
}
