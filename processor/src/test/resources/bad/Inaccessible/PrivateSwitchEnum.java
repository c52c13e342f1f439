package bad;

import dev.arbor.*;

@BehaviorTree
class PrivateSwitchEnum {
    private enum Alert { CALM, ALERT }

    @Switch(on = "alert", cases = {"CALM", "ALERT"}, value = {"a", "b"})
    void root() {}

    Alert alert() { return Alert.CALM; }
    @Action void a() {}
    @Action void b() {}
}
