package golden;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Parallel;
import dev.arbor.Policy;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;

/**
 * Every section of the loop: a parallel, conditional aborts, the three hooks (the pause hook
 * called for the running leaf of each run stack), a shared method.
 */
@BehaviorTree(name = "SentryBrain")
public class Sentry {
    @Selector({"alarm", "duty"})
    void root() {}

    @Sequence(value = {"intruder", "raiseAlarm"}, abortType = AbortType.LOWER_PRIORITY)
    void alarm() {}

    @Parallel(value = {"watch", "pace"}, success = Policy.ONE, failure = Policy.ALL)
    void duty() {}

    @Sequence(value = {"awake", "look"}, abortType = AbortType.SELF)
    void watch() {}

    @Sequence({"look", "walk"})
    void pace() {}

    @Condition boolean intruder() { return false; }

    @Condition boolean awake() { return true; }

    @Action void raiseAlarm() {}

    @Action boolean look() { return true; }

    @Action(onStart = "setOff", onEnd = "stop", onPause = "hold")
    Status walk() { return Status.RUNNING; }

    void setOff() {}

    void hold(boolean paused) {}

    void stop(Status how) {}
}
