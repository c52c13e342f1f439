package bad;

import dev.arbor.*;

@BehaviorTree
@interface OnAnnotation {}
