package bad;

import dev.arbor.*;

@BehaviorTree
class Boxed {
    @If(condition = "late", value = "act")
    void root() {}

    @Condition boolean late(@Now Long now) { return now > 0; }

    @Action void act() {}
}
