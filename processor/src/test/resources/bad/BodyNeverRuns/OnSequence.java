package bad;

import dev.arbor.*;

@BehaviorTree
class OnSequence {
    @Sequence({"walk"})
    void root() {
        System.out.println("entering root"); // never printed
    }

    @Action void walk() {}
}
