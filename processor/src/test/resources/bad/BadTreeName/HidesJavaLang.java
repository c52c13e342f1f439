package bad;

import dev.arbor.*;

@BehaviorTree(name = "String")
class HidesJavaLang {
    @Sequence({"idle"})
    void root() {}

    @Action void idle() {}
}
