package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.RandomSelector;
import dev.arbor.RandomSequence;
import dev.arbor.Selector;
import dev.arbor.WeightedSelector;

/** Orders drawn on entry: random (seeded, weighted by ints) and by weight methods. */
@BehaviorTree
public class Chooser {
    @Selector({"idle", "job", "chores"})
    void root() {}

    @RandomSelector(value = {"sit", "yawn", "stretch"}, weights = {2, 1, 0})
    void idle() {}

    @WeightedSelector(value = {"gather", "build"}, weights = {"wantGather", "wantBuild"})
    void job() {}

    int wantGather() { return 3; }

    double wantBuild() { return 2.5; }

    @RandomSequence({"sweep", "dust"})
    void chores() {}

    @Action boolean sit() { return false; }
    @Action boolean yawn() { return false; }
    @Action boolean stretch() { return false; }
    @Action boolean gather() { return false; }
    @Action boolean build() { return true; }
    @Action void sweep() {}
    @Action void dust() {}
}
