package bad;

import dev.arbor.*;

@BehaviorTree
class UnknownCase {
    enum Alert { CALM, WARY, ALERT }

    @Switch(on = "alert", cases = {"CALM",
            "ALRET"}, value = {"a", "b"})
    void root() {}

    Alert alert() { return Alert.CALM; }
    @Action void a() {}
    @Action void b() {}
}
