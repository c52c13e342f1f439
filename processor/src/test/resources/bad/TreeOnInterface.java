package bad;

import dev.arbor.*;

@BehaviorTree
interface TreeOnInterface {
    @Action void idle();
}
