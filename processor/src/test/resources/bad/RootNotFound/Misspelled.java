package bad;

import dev.arbor.*;

@BehaviorTree(root = "mian")
class Misspelled {
    @Selector({"idle"})
    void main() {}

    @Action void idle() {}
}
