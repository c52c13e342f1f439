package elsewhere;

import dev.arbor.Subtree;

/** Not a bad tree: the superclass, in another package, of {@code bad.ProtectedSubtree}. */
public abstract class ElsewhereSubtree {
    @Subtree protected bad.ProtectedSubtree.Legs protectedLegs = new bad.ProtectedSubtree.Legs();
}
