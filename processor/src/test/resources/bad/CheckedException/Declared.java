package bad;

import dev.arbor.*;

@BehaviorTree
class Declared {
    @Sequence({"load"})
    void root() {}

    @Action void load() throws java.io.IOException {}
}
