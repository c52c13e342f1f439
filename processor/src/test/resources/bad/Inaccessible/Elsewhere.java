package elsewhere;

import dev.arbor.*;

/**
 * Not a bad tree: the superclasses, in another package than {@code bad}, that the
 * {@code Inaccessible} inputs extend, one per variant (but ProtectedSubtree's, which refers back
 * to it: ElsewhereSubtree.java).
 */
public final class Elsewhere {
    private Elsewhere() {}

    public abstract static class ProtectedAction {
        @Action protected void protectedWork() {}
    }

    public abstract static class PackagePrivateAction {
        @Action void packageWork() {}
    }

    public abstract static class PrivateAction {
        @Action private void privateWork() {}
    }

    public abstract static class ProtectedHook {
        protected void begin() {}
    }

    public abstract static class ProtectedWeight {
        protected int often() { return 3; }
    }

    public abstract static class ProtectedTask {
        @dev.arbor.Task protected final Drill protectedDrill = new Drill();
    }

    public abstract static class HiddenTaskType {
        @dev.arbor.Task public final Hidden hiddenDrill = new Hidden();
    }

    /** Names its own action, which only its package and subclasses can call. */
    public abstract static class ProtectedChain {
        @Sequence({"step"}) public void patrol() {}

        @Action protected void step() {}
    }

    public abstract static class ProtectedCondition {
        @Condition protected boolean ready() { return true; }
    }

    /** An action anyone can call, whose hook only its package and subclasses can. */
    public abstract static class ProtectedHookOfAction {
        @Action(onStart = "begin") public void run() {}

        protected void begin() {}
    }

    public abstract static class CheckedAction {
        @Action public void load() throws java.io.IOException {}
    }

    /** A broken node no tree has to use, beside one that works. */
    public abstract static class UnusedBroken {
        @Action protected void broken() throws java.io.IOException {}

        @Action public void works() {}
    }

    public abstract static class ProtectedSwitchOn {
        protected int level() { return 0; }
    }

    /** A method anyone can call, answering an enum only its package can name. */
    public abstract static class HiddenSwitchEnum {
        public Mood mood() { return Mood.CALM; }
    }

    /** A task anyone can call. */
    public static class Drill implements dev.arbor.runtime.TaskObject {
        @Override public Status update() { return Status.SUCCESS; }
    }
}

/** A task only its package can call. */
class Hidden implements dev.arbor.runtime.TaskObject {
    @Override public Status update() { return Status.SUCCESS; }
}

/** An enum only its package can name. */
enum Mood { CALM, LOUD }
