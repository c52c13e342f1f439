package golden;

import dev.arbor.Action;
import dev.arbor.AlwaysSucceed;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.FailIfRunning;
import dev.arbor.If;
import dev.arbor.Loop;
import dev.arbor.Repeat;
import dev.arbor.RunningIfFail;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.UntilSuccess;

/**
 * Library decorators and composites in blocks (no parallel): counting (Repeat,
 * UntilSuccess, Loop), yielding (RunningIfFail), catching RUNNING (FailIfRunning), a condition on
 * entry (If) and a static mapping (AlwaysSucceed).
 */
@BehaviorTree
public class Digger {
    @Selector({"quick", "dig", "rest"})
    void root() {}

    @FailIfRunning("look")
    void quick() {}

    @Action Status look() { return Status.RUNNING; }

    @If(condition = "hasShovel", value = "work", otherwise = "borrow")
    void dig() {}

    @Condition boolean hasShovel() { return true; }

    @Loop(value = {"shovel", "carry"}, times = 2)
    void work() {}

    @Repeat(value = "scoop", times = 3, endOnFailure = true)
    void shovel() {}

    @Action boolean scoop() { return true; }

    @UntilSuccess(value = "lift", maxTries = 4)
    void carry() {}

    @Action boolean lift() { return true; }

    @Sequence({"ask", "thank"})
    void borrow() {}

    @RunningIfFail("answer")
    void ask() {}

    @Condition boolean answer() { return false; }

    @AlwaysSucceed("bow")
    void thank() {}

    @Action boolean bow() { return false; }

    @Action void rest() {}
}
