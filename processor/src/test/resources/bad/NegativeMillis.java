package bad;

import dev.arbor.*;

@BehaviorTree
class NegativeMillis {
    @Sequence({"rest"})
    void root() {}

    @Wait(millis = -5)
    void rest() {}
}
