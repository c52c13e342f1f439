package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Now;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.UtilitySelector;

/**
 * A UtilitySelector read again at every tick, and one every 250 ms with a margin, whose score
 * methods take nothing, an int, or the tick's time.
 */
@BehaviorTree
public class Chore {
    double hunger;
    int tiredness;

    @Sequence({"day", "rest"})
    void root() {}

    @UtilitySelector(value = {"eat", "sleep", "chores"},
            scores = {"hunger", "tiredness", "choresLeft"})
    void day() {}

    @UtilitySelector(value = {"read", "nap"}, scores = {"hunger", "napWish"}, every = 250,
            margin = 0.5)
    void rest() {}

    double hunger() { return hunger; }
    int tiredness() { return tiredness; }
    double choresLeft(@Now long now) { return now % 3; }
    double napWish() { return 1; }

    @Action Status eat() { return Status.RUNNING; }
    @Action Status sleep() { return Status.RUNNING; }
    @Action boolean chores() { return true; }
    @Action Status read() { return Status.RUNNING; }
    @Action void nap() {}
}
