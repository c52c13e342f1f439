package zoo;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Sequence;

/** The subtree {@link Menagerie} inlines: its nodes are drawn as {@code burrow.safe}, ... */
@BehaviorTree
public class Burrow {
    @Sequence({"safe", "rest"})
    void root() {}

    @Condition boolean safe() { return true; }

    @Action void rest() {}
}
