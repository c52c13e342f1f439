package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Cooldown;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.TimeLimit;
import dev.arbor.Wait;
import dev.arbor.While;

/**
 * Time in blocks (the state in the array): a Wait, a Cooldown, the two guards (TimeLimit by the clock, While by
 * a condition) and an action's pause hook.
 */
@BehaviorTree
public class Sentinel {
    @Selector({"watch", "shout", "nap"})
    void root() {}

    @While(value = "scan", condition = "daylight")
    void watch() {}

    @Condition boolean daylight() { return true; }

    @TimeLimit(value = "look", millis = 1200)
    void scan() {}

    @Action(onPause = "freeze")
    Status look() { return Status.RUNNING; }

    void freeze(boolean paused) {}

    @Cooldown(value = "yell", millis = 2100)
    void shout() {}

    @Action void yell() {}

    @Sequence({"rest", "stretch"})
    void nap() {}

    @Wait(millis = 350)
    void rest() {}

    @Action void stretch() {}
}
