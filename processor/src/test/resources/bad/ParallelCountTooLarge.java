package bad;

import dev.arbor.*;

@BehaviorTree
class ParallelCountTooLarge {
    @Parallel(value = {"sensorA", "sensorB", "sensorC"},
            successCount = 4)
    void root() {}

    @Condition boolean sensorA() { return true; }

    @Condition boolean sensorB() { return true; }

    @Condition boolean sensorC() { return true; }
}
