package bad;

import dev.arbor.*;

@BehaviorTree
class OnCooldown {
    @Sequence({"rested"})
    void root() {}

    @Cooldown(value = "walk", millis = 1_000)
    void rested() {
        if (System.nanoTime() < 0) {
            throw new IllegalStateException();
        }
    }

    @Action void walk() {}
}
