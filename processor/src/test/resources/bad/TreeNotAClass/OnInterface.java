package bad;

import dev.arbor.*;

@BehaviorTree
interface OnInterface {
    @Action void idle();
}
