package bad;

import dev.arbor.*;

@BehaviorTree
@SuppressWarnings("arbor:all")
class OwnEvents {
    @Selector({"e0"})
    void root() {}

    @Event void e0() {}
    @Event void e1() {}
    @Event void e2() {}
    @Event void e3() {}
    @Event void e4() {}
    @Event void e5() {}
    @Event void e6() {}
    @Event void e7() {}
    @Event void e8() {}
    @Event void e9() {}
    @Event void e10() {}
    @Event void e11() {}
    @Event void e12() {}
    @Event void e13() {}
    @Event void e14() {}
    @Event void e15() {}
    @Event void e16() {}
    @Event void e17() {}
    @Event void e18() {}
    @Event void e19() {}
    @Event void e20() {}
    @Event void e21() {}
    @Event void e22() {}
    @Event void e23() {}
    @Event void e24() {}
    @Event void e25() {}
    @Event void e26() {}
    @Event void e27() {}
    @Event void e28() {}
    @Event void e29() {}
    @Event void e30() {}
    @Event void e31() {}
    @Event void e32() {}
    @Event void e33() {}
    @Event void e34() {}
    @Event void e35() {}
    @Event void e36() {}
    @Event void e37() {}
    @Event void e38() {}
    @Event void e39() {}
    @Event void e40() {}
    @Event void e41() {}
    @Event void e42() {}
    @Event void e43() {}
    @Event void e44() {}
    @Event void e45() {}
    @Event void e46() {}
    @Event void e47() {}
    @Event void e48() {}
    @Event void e49() {}
    @Event void e50() {}
    @Event void e51() {}
    @Event void e52() {}
    @Event void e53() {}
    @Event void e54() {}
    @Event void e55() {}
    @Event void e56() {}
    @Event void e57() {}
    @Event void e58() {}
    @Event void e59() {}
    @Event void e60() {}
    @Event void e61() {}
    @Event void e62() {}
    @Event void e63() {}
    @Event void e64() {}
}
