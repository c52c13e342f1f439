package bad;

import dev.arbor.*;

@BehaviorTree(
        onAwake = "wake")
class ThrowsChecked {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}

    void wake() throws java.io.IOException {}
}
