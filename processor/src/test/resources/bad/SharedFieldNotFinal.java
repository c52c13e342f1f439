package bad;

import dev.arbor.*;
import dev.arbor.runtime.Permits;

@BehaviorTree
class SharedFieldNotFinal {
    static Permits slots = new Permits(2);

    @Permit(value = "attack",
            permits = "slots")
    void root() {}

    @Action void attack() {}
}
