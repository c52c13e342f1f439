package bad;

import dev.arbor.*;

@BehaviorTree
enum OnEnum {
    ONE;
}
