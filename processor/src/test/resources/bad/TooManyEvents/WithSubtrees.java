package bad;

import dev.arbor.*;

@BehaviorTree(root = "root")
@SuppressWarnings("arbor:all")
class WithSubtrees {
    @Subtree Lookouts lookouts = new Lookouts();

    @Selector({"near0", "lookouts"})
    void root() {}

    @Event void near0() {}
    @Event void near1() {}
    @Event void near2() {}
    @Event void near3() {}
    @Event void near4() {}
    @Event void near5() {}
    @Event void near6() {}
    @Event void near7() {}
    @Event void near8() {}
    @Event void near9() {}
    @Event void near10() {}
    @Event void near11() {}
    @Event void near12() {}
    @Event void near13() {}
    @Event void near14() {}
    @Event void near15() {}
    @Event void near16() {}
    @Event void near17() {}
    @Event void near18() {}
    @Event void near19() {}
    @Event void near20() {}
    @Event void near21() {}
    @Event void near22() {}
    @Event void near23() {}
    @Event void near24() {}
    @Event void near25() {}
    @Event void near26() {}
    @Event void near27() {}
    @Event void near28() {}
    @Event void near29() {}
    @Event void near30() {}
    @Event void near31() {}
    @Event void near32() {}
    @Event void near33() {}
    @Event void near34() {}
    @Event void near35() {}
    @Event void near36() {}
    @Event void near37() {}
    @Event void near38() {}
    @Event void near39() {}
}

/** Not a bad tree: 40 events of its own, which WithSubtrees adds to its 40. */
@BehaviorTree
@SuppressWarnings("arbor:all")
class Lookouts {
    @Selector({"far0"})
    void root() {}

    @Event void far0() {}
    @Event void far1() {}
    @Event void far2() {}
    @Event void far3() {}
    @Event void far4() {}
    @Event void far5() {}
    @Event void far6() {}
    @Event void far7() {}
    @Event void far8() {}
    @Event void far9() {}
    @Event void far10() {}
    @Event void far11() {}
    @Event void far12() {}
    @Event void far13() {}
    @Event void far14() {}
    @Event void far15() {}
    @Event void far16() {}
    @Event void far17() {}
    @Event void far18() {}
    @Event void far19() {}
    @Event void far20() {}
    @Event void far21() {}
    @Event void far22() {}
    @Event void far23() {}
    @Event void far24() {}
    @Event void far25() {}
    @Event void far26() {}
    @Event void far27() {}
    @Event void far28() {}
    @Event void far29() {}
    @Event void far30() {}
    @Event void far31() {}
    @Event void far32() {}
    @Event void far33() {}
    @Event void far34() {}
    @Event void far35() {}
    @Event void far36() {}
    @Event void far37() {}
    @Event void far38() {}
    @Event void far39() {}
}
