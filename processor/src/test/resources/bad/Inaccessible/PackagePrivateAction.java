package bad;

import dev.arbor.*;

@BehaviorTree
class PackagePrivateAction extends elsewhere.Elsewhere.PackagePrivateAction {
    @Sequence({"packageWork"})
    void root() {}
}
