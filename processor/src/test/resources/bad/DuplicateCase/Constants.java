package bad;

import dev.arbor.*;

@BehaviorTree
class Constants {
    enum Alert { CALM, ALERT }

    @Switch(on = "alert", cases = {"CALM", "ALERT",
            "CALM"}, value = {"a", "b", "c"})
    void root() {}

    Alert alert() { return Alert.CALM; }
    @Action void a() {}
    @Action void b() {}
    @Action void c() {}
}
