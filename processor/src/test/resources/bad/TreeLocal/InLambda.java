package bad;

import dev.arbor.*;
import java.util.function.Supplier;

/** No class of this file is a tree: a record declared in a lambda, in a field's initializer. */
class InLambda {
    final Supplier<Object> brain = () -> {
        @BehaviorTree record Agent() {
            @Sequence({"idle"})
            void root() {}

            @Action void idle() {}
        }
        return new Agent();
    };
}
