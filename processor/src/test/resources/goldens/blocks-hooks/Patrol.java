package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/** The smallest useful tree: no parallels, no aborts, one hooked action. */
@BehaviorTree
public class Patrol {
    @Selector({"rest", "walk"})
    void root() {}

    @Sequence({"tired", "sleep"})
    void rest() {}

    @Condition boolean tired() { return false; }

    @Action void sleep() {}

    @Action(onStart = "setOff", onEnd = "stop")
    Status walk() { return Status.RUNNING; }

    void setOff() {}

    void stop() {}
}
