package bad;

import dev.arbor.*;

@BehaviorTree
class Private {
    @Sequence({"patrol"})
    void root() {}

    @Action void patrol() {}

    @Service(on = "root") private void scan() {}
}
