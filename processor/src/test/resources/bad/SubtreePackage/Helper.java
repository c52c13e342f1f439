package other;

import dev.arbor.*;

/** Not a bad tree: the subtree, in another package than UsesHelper's. */
@BehaviorTree
public class Helper {
    @Sequence({"help"})
    void root() {}

    @Action void help() {}
}
