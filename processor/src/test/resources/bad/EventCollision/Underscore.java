package bad;

import dev.arbor.*;

@BehaviorTree
class Underscore {
    @Selector({"wasHit", "was_hit"})
    void root() {}

    @Event void wasHit() {}

    @dev.arbor.Event
    void was_hit() {}
}
