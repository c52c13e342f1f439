package bad;

import dev.arbor.*;

@BehaviorTree
class RootNotFound {
    @Selector({"idle"})
    void main() {}

    @Action void idle() {}
}
