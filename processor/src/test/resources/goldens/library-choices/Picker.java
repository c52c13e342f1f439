package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.RandomChoice;
import dev.arbor.Selector;
import dev.arbor.Status;
import dev.arbor.Switch;

/** A Switch on an enum and one on an int; a RandomChoice that draws, and one that cannot. */
@BehaviorTree
public class Picker {
    enum Alert { CALM, WARY, ALERT }

    Alert alert = Alert.CALM;
    int ammo;

    @Selector({"react", "idle"})
    void root() {}

    @Switch(on = "alert", cases = {"CALM", "ALERT"}, value = {"idle", "fight"},
            otherwise = "look")
    void react() {}

    @Switch(on = "ammo", cases = {"0", "1"}, value = {"reload", "aim"})
    void fight() {}

    @RandomChoice(value = {"wander", "sit", "sniff"}, weights = {2, 1, 1})
    void idle() {}

    @RandomChoice(value = {"peek", "listen"}, weights = {0, 3})
    void look() {}

    Alert alert() { return alert; }
    int ammo() { return ammo; }

    @Action Status reload() { return Status.RUNNING; }
    @Action Status aim() { return Status.RUNNING; }
    @Action Status wander() { return Status.RUNNING; }
    @Action void sit() {}
    @Action boolean sniff() { return true; }
    @Action void peek() {}
    @Action Status listen() { return Status.RUNNING; }
}
