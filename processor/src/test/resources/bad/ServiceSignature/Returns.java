package bad;

import dev.arbor.*;

@BehaviorTree
class Returns {
    @Sequence({"patrol"})
    void root() {}

    @Action void patrol() {}

    @Service(on = "root") boolean scan() { return true; }
}
