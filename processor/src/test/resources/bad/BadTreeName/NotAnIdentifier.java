package bad;

import dev.arbor.*;

@BehaviorTree(name = "My Tree")
class NotAnIdentifier {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
}
