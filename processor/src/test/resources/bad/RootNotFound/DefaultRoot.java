package bad;

import dev.arbor.*;

@BehaviorTree
class DefaultRoot {
    @Selector({"idle"})
    void main() {}

    @Action void idle() {}
}
