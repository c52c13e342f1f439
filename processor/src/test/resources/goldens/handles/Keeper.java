package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Event;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.Subtree;
import dev.arbor.Wait;

/**
 * The handles class of a tree: a condition, actions of each result, an event, a wait, a
 * subtree inlined twice (its nodes' methods named twice: the second gets _2), and two methods
 * whose constants would be the same (isTired, is_tired).
 */
@BehaviorTree
public class Keeper {
    @Subtree Gate front = new Gate();

    @Subtree Gate back = new Gate();

    @Selector({"alarm", "rounds"})
    void root() {}

    @Sequence({"rang", "shout"})
    void alarm() {}

    @Event void rang() {}

    @Action void shout() {}

    @Sequence({"isTired", "is_tired", "front", "pause", "back"})
    void rounds() {}

    @Condition boolean isTired() { return false; }

    @Action boolean is_tired() { return true; }

    @Wait(millis = 100) void pause() {}

    /** A subtree: checks a gate. */
    @BehaviorTree
    public static class Gate {
        @Sequence({"isOpen", "close"})
        void root() {}

        @Condition boolean isOpen() { return true; }

        @Action Status close() { return Status.SUCCESS; }
    }
}
