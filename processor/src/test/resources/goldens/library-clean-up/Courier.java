package golden;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.RunOnce;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.TryCatch;

/**
 * RunOnce and TryCatch in blocks (no parallel): a result kept across passes (reset() clears it),
 * a block whose failure enters its clean-up, and an abort above the TryCatch, whose interruption
 * calls its clean-up action from interruptBelow().
 */
@BehaviorTree
public class Courier {
    boolean danger;

    @Selector({"alarm", "errand"})
    void root() {}

    @Sequence(value = {"isDangerous", "hide"}, abortType = AbortType.LOWER_PRIORITY)
    void alarm() {}

    @TryCatch(value = {"greetOnce", "deliver"}, cleanup = "apologize")
    void errand() {}

    @RunOnce("greet")
    void greetOnce() {}

    @Condition boolean isDangerous() { return danger; }

    @Action void hide() {}

    @Action boolean greet() { return true; }

    @Action(onEnd = "delivered") Status deliver() { return Status.RUNNING; }

    void delivered(Status how) {}

    @Action void apologize() {}
}
