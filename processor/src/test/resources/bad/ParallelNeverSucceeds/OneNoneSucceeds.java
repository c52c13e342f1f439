package bad;

import dev.arbor.*;

@BehaviorTree
class OneNoneSucceeds {
    @Sequence({"ready", "race"})
    void root() {}

    @Condition boolean ready() { return true; }

    // nested: no branch can succeed, one of them fails for sure, one never ends
    @Parallel(value = {"blocked", "watch", "spin"},
            success = Policy.ONE,
            failure = Policy.ALL)
    void race() {}

    @Invert("step")
    void blocked() {}

    @Action void step() {} // void: always SUCCESS, so the invert always fails

    @UntilFailure("look")
    void watch() {} // no maxTries: it ends only when look fails

    @Condition boolean look() { return true; }

    @Repeat("turn")
    void spin() {} // no limit: never ends

    @Action Status turn() { return Status.SUCCESS; }
}
