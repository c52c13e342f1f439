package bad;

import dev.arbor.*;

@BehaviorTree
class ThroughSequence {
    @Selector({"both", "rest"})
    void root() {}

    @Parallel(value = {"guard",
            "attempt"}, success = Policy.ALL)
    void both() {}

    @Condition boolean guard() { return true; }

    // a sequence whose last child always fails: it fails whatever aim answers
    @Sequence({"aim", "miss"})
    void attempt() {}

    @Action Status aim() { return Status.SUCCESS; }

    @AlwaysFail("shoot")
    void miss() {}

    @Action Status shoot() { return Status.SUCCESS; }

    @Action void rest() {}
}
