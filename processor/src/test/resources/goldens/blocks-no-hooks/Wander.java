package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * A tree without hooks: run() writes the top of the stack only where the tick stops (an action
 * answers RUNNING, or the pass ends), not as each leaf is entered.
 */
@BehaviorTree
public class Wander {
    @Selector({"graze", "roam"})
    void root() {}

    @Sequence({"hungry", "eat"})
    void graze() {}

    @Condition boolean hungry() { return false; }

    @Action Status eat() { return Status.RUNNING; }

    @Action Status roam() { return Status.RUNNING; }
}
