package golden;

import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Now;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.Wait;

/**
 * The tick's time in the agent's methods (a condition and a Wait's duration method take
 * {@code @Now long}), a Wait whose duration a method answers on entry, and an onAwake hook.
 */
@BehaviorTree(onAwake = "wake")
public class Forager {
    long awakeSince;
    long lastMeal;
    int misses;

    @Selector({"eat", "search"})
    void root() {}

    @Sequence({"hungry", "forage"})
    void eat() {}

    @Condition boolean hungry(@Now long now) { return now - lastMeal > 5_000_000_000L; }

    @Action Status forage() { return Status.SUCCESS; }

    @Sequence({"rest", "look"})
    void search() {}

    @Wait(millisFrom = "restMillis")
    void rest() {}

    long restMillis(@Now long now) { return 100L << Math.min(misses, 5); }

    @Action boolean look() { return ++misses % 3 == 0; }

    void wake(@Now long now) { awakeSince = now; }
}
