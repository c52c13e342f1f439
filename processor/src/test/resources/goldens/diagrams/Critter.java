package golden;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Cooldown;
import dev.arbor.Event;
import dev.arbor.Invert;
import dev.arbor.Parallel;
import dev.arbor.Policy;
import dev.arbor.RandomSelector;
import dev.arbor.Repeat;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.Wait;
import dev.arbor.While;

/**
 * A creature for the diagrams: a LOWER_PRIORITY event, a SELF abort through a decorator, a
 * While guard, a Cooldown, a parallel, a weighted RandomSelector, Waits and a Repeat.
 */
@BehaviorTree
public class Critter {
    @Selector({"scare", "nightfall", "feed", "idle"})
    void root() {}

    @Sequence(value = {"heardNoise", "flee"}, abortType = AbortType.LOWER_PRIORITY)
    void scare() {}

    @Event void heardNoise() {}

    @While(value = "goHome", condition = "isNight")
    void nightfall() {}

    @Sequence(value = {"notFull", "forage"}, abortType = AbortType.SELF)
    void feed() {}

    @Invert("isFull")
    void notFull() {}

    @Cooldown(value = "eat", millis = 1500)
    void forage() {}

    @RandomSelector(value = {"hop", "sniff", "groom"}, weights = {2, 1, 1})
    void idle() {}

    @Parallel(value = {"sniffAir", "listen"}, success = Policy.ALL, failure = Policy.ONE)
    void sniff() {}

    @Sequence({"groomFur", "doze"})
    void groom() {}

    @Repeat(value = "lick", times = 3, endOnFailure = true)
    void groomFur() {}

    @Wait(millis = 500) void listen() {}
    @Wait(millis = 750) void doze() {}

    @Condition boolean isNight() { return false; }
    @Condition boolean isFull() { return false; }

    @Action Status flee() { return Status.RUNNING; }
    @Action Status goHome() { return Status.RUNNING; }
    @Action void eat() {}
    @Action Status hop() { return Status.SUCCESS; }
    @Action void sniffAir() {}
    @Action void lick() {}
}
