package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Invert;
import dev.arbor.Parallel;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * A parallel that re-asks its conditions (docs/semantics.md §5.3): {@code isNight} is asked
 * again at every later tick, {@code tired} (under an Invert) is not. The tree runs the event loop,
 * its state in the array; each re-asked condition keeps its latest answer in a slot of its own.
 */
@BehaviorTree
public class Homebody {
    @Sequence({"home", "sleep"})
    void root() {}

    @Parallel(value = {"isNight", "awake", "goHome"}, recheckConditions = true)
    void home() {}

    @Invert("tired")
    void awake() {}

    @Condition boolean isNight() { return true; }

    @Condition boolean tired() { return false; }

    @Action Status goHome() { return Status.RUNNING; }

    @Action void sleep() {}
}
