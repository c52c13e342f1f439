package bad;

import dev.arbor.*;
import dev.arbor.runtime.Permits;

@BehaviorTree
class PrivatePermits {
    private final Permits slots;

    PrivatePermits(Permits slots) {
        this.slots = slots;
    }

    @Permit(value = "attack",
            permits = "slots")
    void root() {}

    @Action void attack() {}
}
