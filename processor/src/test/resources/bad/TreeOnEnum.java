package bad;

import dev.arbor.*;

@BehaviorTree
enum TreeOnEnum {
    ONE;
}
