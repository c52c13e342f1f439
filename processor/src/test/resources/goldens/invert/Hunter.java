package golden;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Invert;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * Inverts in blocks, the state in fields: over a watched condition (transparent to aborts: no
 * UselessAbort warning, and the entry belongs to {@code hunt}) and at the root, where the
 * root's result is the flipped one.
 */
@BehaviorTree
public class Hunter {
    @Invert("choose")
    void root() {}

    @Selector({"hunt", "rest"})
    void choose() {}

    @Sequence(value = {"notFed", "stalk"}, abortType = AbortType.LOWER_PRIORITY)
    void hunt() {}

    @Invert("fed")
    void notFed() {}

    @Condition boolean fed() { return true; }

    @Action Status stalk() { return Status.RUNNING; }

    @Action boolean rest() { return true; }
}
