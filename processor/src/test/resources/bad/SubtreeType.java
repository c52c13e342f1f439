package bad;

import dev.arbor.*;

@BehaviorTree
class SubtreeType {
    @dev.arbor.Subtree
    StringBuilder notATree = new StringBuilder();

    @Sequence({"notATree"})
    void root() {}
}
