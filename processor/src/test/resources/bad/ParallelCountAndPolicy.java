package bad;

import dev.arbor.*;

@BehaviorTree
class ParallelCountAndPolicy {
    @Parallel(value = {"sensorA", "sensorB", "sensorC"}, success = Policy.ONE,
            successCount = 2)
    void root() {}

    @Condition boolean sensorA() { return true; }

    @Condition boolean sensorB() { return true; }

    @Condition boolean sensorC() { return true; }
}
