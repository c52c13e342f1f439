package bad;

import dev.arbor.*;

/** The generated class calls load() on a ClassTypeVariable<?>: it throws a checked exception. */
@BehaviorTree
class ClassTypeVariable<E extends Exception> {
    @Sequence({"load"})
    void root() {}

    @Action void load() throws E {}
}
