package bad;

import dev.arbor.*;

@BehaviorTree
class CheckedException {
    @Sequence({"load"})
    void root() {}

    @Action void load() throws java.io.IOException {}
}
