package bad;

import dev.arbor.*;
import java.util.concurrent.CompletionStage;

@BehaviorTree
class OfString {
    @Sequence({"fetch"})
    void root() {}

    @Action CompletionStage<String> fetch() { return null; }
}
