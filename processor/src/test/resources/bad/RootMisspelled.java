package bad;

import dev.arbor.*;

@BehaviorTree(root = "mian")
class RootMisspelled {
    @Selector({"idle"})
    void main() {}

    @Action void idle() {}
}
