package bad;

import dev.arbor.*;
import dev.arbor.runtime.Permits;

@BehaviorTree
class SharedFieldNotFound {
    static final Permits SLOTS = new Permits(2);

    @Permit(value = "attack",
            permits = "SLOT")
    void root() {}

    @Action void attack() {}
}
