package bad;

import dev.arbor.*;

@BehaviorTree
class TooLarge {
    @Sequence({"l1", "l1"}) void root() {}
    @Sequence({"l2", "l2"}) void l1() {}
    @Sequence({"l3", "l3"}) void l2() {}
    @Sequence({"l4", "l4"}) void l3() {}
    @Sequence({"l5", "l5"}) void l4() {}
    @Sequence({"l6", "l6"}) void l5() {}
    @Sequence({"l7", "l7"}) void l6() {}
    @Sequence({"l8", "l8"}) void l7() {}
    @Sequence({"l9", "l9"}) void l8() {}
    @Sequence({"l10", "l10"}) void l9() {}
    @Sequence({"l11", "l11"}) void l10() {}
    @Sequence({"l12", "l12"}) void l11() {}
    @Sequence({"l13", "l13"}) void l12() {}
    @Sequence({"l14", "l14"}) void l13() {}
    @Sequence({"l15", "l15"}) void l14() {}
    @Sequence({"l16", "l16"}) void l15() {}
    @Action void l16() {}
}
