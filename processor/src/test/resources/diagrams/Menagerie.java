package zoo;

import dev.arbor.AbortType;
import dev.arbor.Action;
import dev.arbor.AlwaysFail;
import dev.arbor.AlwaysSucceed;
import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Cooldown;
import dev.arbor.Event;
import dev.arbor.FailIfRunning;
import dev.arbor.If;
import dev.arbor.Invert;
import dev.arbor.Loop;
import dev.arbor.Parallel;
import dev.arbor.Policy;
import dev.arbor.RandomChoice;
import dev.arbor.RandomSelector;
import dev.arbor.RandomSequence;
import dev.arbor.Repeat;
import dev.arbor.RunOnce;
import dev.arbor.RunningIfFail;
import dev.arbor.Selector;
import dev.arbor.Sequence;
import dev.arbor.Status;
import dev.arbor.Subtree;
import dev.arbor.Switch;
import dev.arbor.Task;
import dev.arbor.TimeLimit;
import dev.arbor.TryCatch;
import dev.arbor.UntilFailure;
import dev.arbor.UntilSuccess;
import dev.arbor.UtilitySelector;
import dev.arbor.Wait;
import dev.arbor.WeightedSelector;
import dev.arbor.While;
import dev.arbor.Permit;
import dev.arbor.SharedCooldown;
import dev.arbor.runtime.CooldownGroup;
import dev.arbor.runtime.Permits;
import java.time.Duration;

/**
 * Every node annotation once at least, for the diagrams: each kind must map to a BehaviorTree.CPP
 * type and draw. {@code Delay} is named like a BehaviorTree.CPP built-in, and {@code safe} is an
 * action here and a condition in the inlined {@link Burrow}: both need types of their own.
 */
// every kind, drawn: not every branch is one a run can reach (chores always succeeds)
@SuppressWarnings({"arbor:unreachable-child", "arbor:lower-priority-never-fires"})
@BehaviorTree
public class Menagerie {
    @Task final Dig dig = new Dig();
    @Subtree Burrow burrow = new Burrow();

    @Selector({"alert", "chores", "fun", "home", "errand", "pastime", "raid"})
    void root() {}

    @Sequence(value = {"noise", "flee"}, abortType = AbortType.LOWER_PRIORITY)
    void alert() {}

    @Event void noise() {}

    @TimeLimit(value = "run", millis = 2000)
    void flee() {}

    @Selector(value = {"notTired", "work"}, abortType = AbortType.BOTH)
    void chores() {}

    @Invert("tired")
    void notTired() {}

    @Parallel(value = {"digging", "humming", "listening"}, success = Policy.ONE,
            failure = Policy.ALL)
    void work() {}

    @UntilFailure(value = "dig", maxTries = 2)
    void digging() {}

    @Repeat("hum")
    void humming() {}

    @UntilFailure("hear")
    void listening() {}

    @RandomSelector({"games", "lounge", "mood"})
    void fun() {}

    @RandomSequence(value = {"toss", "pick", "spin"}, weights = {3, 1, 0})
    void games() {}

    @If(condition = "sunny", value = "throwBall", otherwise = "Delay")
    void toss() {}

    @WeightedSelector(value = {"chase", "nap"}, weights = {"chaseWish", "napWish"})
    void pick() {}

    @While(value = "dash", condition = "ballInSight")
    void chase() {}

    @AlwaysFail("sprint")
    void dash() {}

    @Cooldown(value = "snooze", millis = 60000)
    void nap() {}

    @Wait(millis = 3000) void snooze() {}

    @Loop({"turn", "wobble"})
    void spin() {}

    @FailIfRunning("twirl")
    void turn() {}

    @RunningIfFail("steady")
    void wobble() {}

    @Switch(on = "weather", cases = {"SUN", "RAIN"}, value = {"bask", "shelter"},
            otherwise = "whim")
    void mood() {}

    @RandomChoice(value = {"purr", "yawn"}, weights = {2, 1})
    void whim() {}

    @Sequence({"ready", "burrow", "keepSafe", "quiet"})
    void home() {}

    @UntilSuccess("findWay")
    void ready() {}

    @AlwaysSucceed("safe")
    void keepSafe() {}

    @If(condition = "night", value = "hush")
    void quiet() {}

    enum Weather { SUN, RAIN, SNOW }

    Weather weather() { return Weather.SUN; }

    @TryCatch(value = {"greetOnce", "deliver"}, cleanup = "apologize")
    void errand() {}

    @RunOnce(value = "greet", keepOnReset = true)
    void greetOnce() {}

    @UtilitySelector(value = {"browse", "stroll"}, scores = {"browseWish", "strollWish"},
            every = 500, margin = 0.25)
    void pastime() {}

    double browseWish() { return 0.5; }
    int strollWish() { return 1; }

    static final Permits SLOTS = new Permits(2);
    final CooldownGroup shout = new CooldownGroup(Duration.ofSeconds(5));

    @Permit(value = "shouting", permits = "SLOTS")
    void raid() {}

    @SharedCooldown(value = "roar", group = "shout")
    void shouting() {}

    @Action void roar() {}

    int chaseWish() { return 2; }
    double napWish() { return 1.5; }

    @Condition boolean tired() { return false; }
    @Condition boolean hear() { return true; }
    @Condition boolean sunny() { return true; }
    @Condition boolean ballInSight() { return true; }
    @Condition boolean steady() { return true; }
    @Condition boolean night() { return false; }

    @Action Status run() { return Status.RUNNING; }
    @Action boolean hum() { return true; }
    @Action void lounge() {}
    @Action void throwBall() {}
    @Action void Delay() {}
    @Action Status sprint() { return Status.RUNNING; }
    @Action Status twirl() { return Status.RUNNING; }
    @Action boolean findWay() { return true; }
    @Action void safe() {}
    @Action void hush() {}
    @Action void bask() {}
    @Action void shelter() {}
    @Action void purr() {}
    @Action void yawn() {}
    @Action void greet() {}
    @Action Status deliver() { return Status.RUNNING; }
    @Action void apologize() {}
    @Action Status browse() { return Status.RUNNING; }
    @Action Status stroll() { return Status.RUNNING; }

    /** A task: digs for three ticks. */
    public static class Dig implements dev.arbor.runtime.TaskObject {
        int depth;

        @Override public Status update() {
            return ++depth < 3 ? Status.RUNNING : Status.SUCCESS;
        }
    }
}
