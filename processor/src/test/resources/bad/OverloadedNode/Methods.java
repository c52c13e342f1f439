package bad;

import dev.arbor.*;

@BehaviorTree
class Methods {
    @Sequence({"go"})
    void root() {}

    @Action void go() {}
    @Action boolean go(int speed) { return true; }
}
