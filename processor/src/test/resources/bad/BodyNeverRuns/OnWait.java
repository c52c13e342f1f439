package bad;

import dev.arbor.*;

@BehaviorTree
class OnWait {
    int waits;

    @Sequence({"pause", "walk"})
    void root() {}

    @Wait(millis = 0)
    void pause() { waits++; }

    @Action void walk() {}
}
