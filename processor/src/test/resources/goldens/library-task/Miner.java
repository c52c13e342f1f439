package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.Task;

/** A task field: a leaf whose code and state live in its own object, called like an action. */
@BehaviorTree
public class Miner {
    @Task final Drill drill = new Drill();

    @Sequence({"drill", "haul"})
    void root() {}

    @Action void haul() {}

    /** The task: it keeps its own depth. */
    public static class Drill implements dev.arbor.runtime.TaskObject {
        int depth;

        @Override public Status update() {
            return ++depth < 3 ? Status.RUNNING : Status.SUCCESS;
        }

        @Override public void start() {
            depth = 0;
        }
    }
}
