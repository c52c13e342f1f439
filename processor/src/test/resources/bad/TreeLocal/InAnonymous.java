package bad;

@dev.arbor.BehaviorTree
class InAnonymous {
    final Runnable task = new Runnable() {
        @dev.arbor.BehaviorTree record Agent(java.util.List<String> trace) {
            @dev.arbor.Sequence({"idle"})
            void root() {}

            @dev.arbor.Action void idle() {}
        }

        @Override public void run() {}
    };

    @dev.arbor.Sequence({"idle"})
    void root() {}

    @dev.arbor.Action void idle() {}
}
