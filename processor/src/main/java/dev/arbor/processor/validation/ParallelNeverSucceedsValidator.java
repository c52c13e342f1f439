package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.kinds.PolicyKind;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeReader;
import dev.arbor.processor.read.TreeSource;
import dev.arbor.processor.validation.Outcomes.Result;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Warns about a {@code @Parallel} whose success policy can never be met (docs/semantics.md
 * §5.3): under {@code success = ALL}, a child that can only end with FAILURE (an
 * {@code @AlwaysFail}, an {@code @Invert} over an action returning void, ...); under
 * {@code success = ONE}, children none of which can succeed, one at least ending with FAILURE.
 * Suppress with {@code @SuppressWarnings("arbor:parallel-never-succeeds")}.
 *
 * <p>A child that never completes (a Repeat without a limit, say) is not a reason on its own:
 * a parallel that runs something for ever beside its other branches, and so ends only when one
 * of them fails (or never), is a common and useful tree. Nor is a parallel that can never fail
 * (every child always succeeding): a node that always succeeds is as useful as an
 * {@code @AlwaysSucceed}. What the children can end with is worked out by {@link Outcomes},
 * which leaves nothing out that can happen, so the warning is never given where the parallel
 * can succeed.
 */
public final class ParallelNeverSucceedsValidator implements TreeValidator {
    private static final Set<Result> ONLY_FAILURE = EnumSet.of(Result.FAILURE);

    private final TreeReader reader;

    /** @param reader reads the classes of {@code @Subtree} fields, whose roots can be children */
    public ParallelNeverSucceedsValidator(TreeReader reader) {
        this.reader = reader;
    }

    @Override
    public void validate(TreeSource tree, Report report) {
        Outcomes outcomes = new Outcomes(reader);
        for (List<NodeMethod> named : tree.nodes().values()) {
            NodeMethod node = named.get(0);
            if (!(node.attributes() instanceof Attributes.Policies policies)) {
                continue;
            }
            List<Set<Result>> children = new ArrayList<>();
            node.children().forEach(child -> children.add(outcomes.of(tree, child)));
            int onlyFails = children.indexOf(ONLY_FAILURE);
            if (onlyFails < 0) {
                continue; // every child can succeed, or never completes
            }
            boolean oneCanSucceed = children.stream().anyMatch(c -> c.contains(Result.SUCCESS));
            if (policies.success() == PolicyKind.ALL) {
                String child = "'" + node.children().get(onlyFails) + "'";
                report.add(node.method(), node.annotation(), node.childValues().get(onlyFails),
                        Message.PARALLEL_NEVER_SUCCEEDS, node.name(), PolicyKind.ALL,
                        "every child to succeed", "its child " + child
                                + " can only end with FAILURE", child,
                        oneCanSucceed ? ", or write success = ONE if one child succeeding is"
                                + " enough" : "");
            } else if (!oneCanSucceed) {
                boolean allComplete = children.stream().allMatch(ONLY_FAILURE::equals);
                report.add(node.method(), node.annotation(), policies.successValue(),
                        Message.PARALLEL_NEVER_SUCCEEDS, node.name(), PolicyKind.ONE,
                        "one child to succeed", "none of its children can: each "
                                + (allComplete ? "can only end with FAILURE"
                                        : "can only end with FAILURE or never ends"),
                        "one of them", "");
            }
        }
    }
}
