package bad;

import dev.arbor.*;
import dev.arbor.runtime.Permits;

@BehaviorTree
class SharedFieldType {
    static final Permits SLOTS = new Permits(2);

    @SharedCooldown(value = "shout",
            group = "SLOTS")
    void root() {}

    @Action void shout() {}
}
