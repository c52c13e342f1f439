// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.model;

import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.AbortTriggerKind;
import dev.arbor.processor.kinds.Capability;
import dev.arbor.processor.kinds.ChildStep;
import java.util.ArrayList;
import java.util.List;

/**
 * Conditional aborts (docs/semantics.md §6.3 to §6.5), decided at build time, in one place:
 * which composites each abort entry can watch and with which type, where it goes when a watched
 * composite ends (each composite's hand-overs), the child an abort resumes at and the entries
 * it deletes. Writers print what this class answers; they decide nothing about aborts.
 *
 * <p>An entry's type changes only as it moves up (§6.3), so the type it has at each composite
 * it can reach is fixed, and so is everything else here.
 */
public final class AbortAnalysis {
    private final TreeDescriptor tree;
    private final List<Node> nodes;

    public AbortAnalysis(TreeDescriptor tree) {
        this.tree = tree;
        this.nodes = tree.nodes();
    }

    /** A composite an entry can watch, and the abort type the entry has there. */
    public record Watch(Node composite, AbortKind type) {}

    /**
     * What one entry does when the composite it may be watching ends (§6.3).
     *
     * @param entry the entry
     * @param condition its condition
     * @param type the entry's type while it watches the composite
     * @param own whether the composite is the condition's own (a dormant entry starts watching)
     * @param movedTo where it moves, or null when it is deleted
     * @param movedType its type after the move (narrowed), or null when it is deleted
     */
    public record HandOver(int entry, Node condition, AbortKind type, boolean own, Node movedTo,
            AbortKind movedType) {}

    /** The condition of abort entry {@code entry}. */
    public Node condition(int entry) {
        return nodes.get(tree.entryConditions().get(entry));
    }

    /**
     * The composite entries move up to from {@code composite}: none above the root or a
     * boundary.
     */
    public Node parentComposite(Node composite) {
        if (composite.composite() < 0) {
            return null;
        }
        Node parent = nodes.get(composite.composite());
        return parent.kind().has(Capability.ABORT_BOUNDARY) ? null : parent;
    }

    /**
     * §6.3 rule 2 for an entry of type {@code type} watching {@code composite} as it ends: the
     * type it has after moving up to the nearest composite ancestor, or null if it is deleted.
     */
    public AbortKind moveUp(Node composite, AbortKind type) {
        Node parent = parentComposite(composite);
        return parent == null ? null : moveUp(composite.abortType(), parent.abortType(), type);
    }

    /** §6.3 rule 2 on abort types alone: {@code ended} ends under {@code above}. */
    static AbortKind moveUp(AbortKind ended, AbortKind above, AbortKind type) {
        int self = AbortKind.SELF.code();
        int lower = AbortKind.LOWER_PRIORITY.code();
        boolean moves = (ended.code() & above.code() & type.code() & self) != 0 // (a)
                || (ended.code() & type.code() & lower) != 0; // (b)
        if (!moves) {
            return null;
        }
        if (type != AbortKind.BOTH) {
            return type;
        }
        return ended == AbortKind.SELF || above == AbortKind.SELF ? AbortKind.SELF
                : ended == AbortKind.LOWER_PRIORITY || above == AbortKind.LOWER_PRIORITY
                ? AbortKind.LOWER_PRIORITY : AbortKind.BOTH;
    }

    /**
     * §6.3 for the lower-priority half of {@code composite}'s abort type (LOWER_PRIORITY or
     * BOTH): the composite its conditions' entries watch once it has ended, or null when there
     * is none, so that half never fires: {@code composite} is the root's composite, or the
     * composite above it is a boundary (a Parallel or a library composite), and rule 3 deletes
     * the entries as it ends. Null, too, for an abort type without that half.
     */
    public Node lowerPriorityTarget(Node composite) {
        AbortKind type = composite.abortType();
        if ((type.code() & AbortKind.LOWER_PRIORITY.code()) == 0) {
            return null;
        }
        return moveUp(composite, type) == null ? null : parentComposite(composite);
    }

    /** The abort entries of {@code composite}'s own conditions (those whose nearest it is). */
    public List<Integer> ownEntries(Node composite) {
        List<Integer> own = new ArrayList<>();
        for (int entry = composite.entriesFrom(); entry < composite.entriesTo(); entry++) {
            if (condition(entry).composite() == composite.index()) {
                own.add(entry);
            }
        }
        return own;
    }

    /**
     * The type entry {@code entry} has while it watches {@code composite}, or null if it is
     * deleted before it gets there.
     */
    public AbortKind typeWhenWatching(int entry, Node composite) {
        Node at = nodes.get(condition(entry).composite());
        AbortKind type = at.abortType();
        while (at.index() != composite.index()) {
            type = moveUp(at, type);
            if (type == null) {
                return null;
            }
            at = parentComposite(at);
        }
        return type;
    }

    /**
     * The composites entry {@code entry} can be watching when its condition is re-evaluated,
     * lowest first: its own if its type has SELF (else it waits there, dormant, §6.2), then
     * each ancestor it moves up to (§6.3).
     */
    public List<Watch> watches(int entry) {
        Node own = nodes.get(condition(entry).composite());
        List<Watch> watches = new ArrayList<>();
        if ((own.abortType().code() & AbortKind.SELF.code()) != 0) {
            watches.add(new Watch(own, own.abortType()));
        }
        for (Node at = parentComposite(own); at != null; at = parentComposite(at)) {
            AbortKind type = typeWhenWatching(entry, at);
            if (type == null) {
                break; // deleted on the way up: it never watches this composite or any above
            }
            watches.add(new Watch(at, type));
        }
        return watches;
    }

    /** §6.3 for watchable composite {@code composite}: what each entry that can watch it does. */
    public List<HandOver> handOvers(Node composite) {
        Node parent = parentComposite(composite);
        List<HandOver> handOvers = new ArrayList<>();
        for (int entry = composite.entriesFrom(); entry < composite.entriesTo(); entry++) {
            AbortKind type = typeWhenWatching(entry, composite);
            if (type == null) {
                continue; // deleted on the way up: it never watches this composite
            }
            Node condition = condition(entry);
            AbortKind moved = moveUp(composite, type);
            handOvers.add(new HandOver(entry, condition, type,
                    condition.composite() == composite.index(),
                    moved == null ? null : parent, moved));
        }
        return handOvers;
    }

    /** §6.5: the child of {@code watched} holding {@code condition}: where the abort resumes. */
    public Node resumeAt(Node watched, Node condition) {
        Node child = condition;
        while (child.parent() != watched.index()) {
            child = nodes.get(child.parent());
        }
        return child;
    }

    /**
     * §6.5 step 2: the entries an abort of {@code watched} by {@code condition} deletes, as
     * {@code [from, to)}: those in {@code watched}'s subtree from the resumed child on.
     */
    public int[] deleted(Node watched, Node condition) {
        return new int[] {resumeAt(watched, condition).entriesFrom(), watched.entriesTo()};
    }

    /**
     * §5.5: whether {@code entry} can start watching during step 2 of a tick, which delays its
     * first re-evaluation to the next tick: it is dormant while its own composite runs (that
     * composite is LOWER_PRIORITY), and a guard above its condition can interrupt that composite
     * there (§6.3 step 1 then makes it watch).
     */
    public boolean canStartWatchingInStep2(int entry) {
        Node condition = condition(entry);
        if (nodes.get(condition.composite()).abortType() != AbortKind.LOWER_PRIORITY) {
            return false;
        }
        for (int at = condition.parent(); at >= 0; at = nodes.get(at).parent()) {
            if (nodes.get(at).kind().behaviour().isGuard()) {
                return true;
            }
        }
        return false;
    }

    /** Whether some entry {@link #canStartWatchingInStep2 can start watching in step 2}. */
    public boolean someStartWatchingInStep2() {
        for (int entry = 0; entry < tree.entryConditions().size(); entry++) {
            if (canStartWatchingInStep2(entry)) {
                return true;
            }
        }
        return false;
    }

    /**
     * §6.4: which new answers of a watched condition fire, by the {@code abortOn} of the
     * composite it belongs to. Under {@code ANY_CHANGE} every change fires; under
     * {@code RELEVANT_CHANGE} only one of the two answers can, or none; a change that does not
     * fire becomes the stored answer.
     */
    public enum Fires {
        /** Every change of the answer fires ({@code ANY_CHANGE}). */
        ANY_CHANGE,
        /** Only a change to SUCCESS fires. */
        ON_SUCCESS,
        /** Only a change to FAILURE fires. */
        ON_FAILURE,
        /** No change fires: the composite sees the same either way. */
        NEVER
    }

    /** §6.4: which changes of {@code entry}'s condition fire while it keeps {@code watch}. */
    public Fires fires(int entry, Watch watch) {
        Node own = nodes.get(condition(entry).composite());
        return fires(entry, selfRule(watch.type(), watch.composite() == own));
    }

    /**
     * §6.4: which changes of {@code entry}'s condition fire when it is judged by the self rule
     * ({@code self}: its composite now stops at the condition) or the lower-priority one (its
     * composite now goes on past it); every change under {@code ANY_CHANGE}.
     */
    public Fires fires(int entry, boolean self) {
        Node condition = condition(entry);
        Node own = nodes.get(condition.composite());
        return switch (own.abortOn()) {
            case ANY_CHANGE -> Fires.ANY_CHANGE;
            case RELEVANT_CHANGE -> {
                boolean target = self != passOn(own); // the answer own sees that fires
                Boolean onSuccess = seen(condition, own, true);
                Boolean onFailure = seen(condition, own, false);
                boolean successFires = Boolean.valueOf(target).equals(onSuccess)
                        && !Boolean.valueOf(target).equals(onFailure);
                boolean failureFires = Boolean.valueOf(target).equals(onFailure)
                        && !Boolean.valueOf(target).equals(onSuccess);
                yield successFires ? Fires.ON_SUCCESS
                        : failureFires ? Fires.ON_FAILURE : Fires.NEVER;
            }
        };
    }

    /** Whether some composite's watched conditions are asked again only after a period. */
    public boolean somePeriodic() {
        for (int entry = 0; entry < tree.entryConditions().size(); entry++) {
            if (condition(entry).periodTimer() >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether some composite's watched conditions fire only on the changes that matter. */
    public boolean someRelevantOnly() {
        for (int entry = 0; entry < tree.entryConditions().size(); entry++) {
            if (nodes.get(condition(entry).composite()).abortOn()
                    == AbortTriggerKind.RELEVANT_CHANGE) {
                return true;
            }
        }
        return false;
    }

    /**
     * §6.4 under {@code RELEVANT_CHANGE}: whether an entry of type {@code type} is judged by
     * the self rule rather than the lower-priority one. A {@code BOTH} entry is judged as a self
     * abort while it watches its own composite, and as a lower-priority one above it.
     */
    public static boolean selfRule(AbortKind type, boolean watchesOwn) {
        return switch (type) {
            case SELF -> true;
            case LOWER_PRIORITY -> false;
            case BOTH -> watchesOwn;
            case NONE -> throw new IllegalArgumentException("an entry never has type NONE");
        };
    }

    /**
     * The answer on which composite {@code own} goes on past a child (SUCCESS: true): the one
     * its child-result rule answers with "the next child" when the child is not the last.
     */
    private static boolean passOn(Node own) {
        boolean onSuccess = own.kind().onChild(own.attributes(), true, false)
                == ChildStep.NEXT_CHILD;
        boolean onFailure = own.kind().onChild(own.attributes(), false, false)
                == ChildStep.NEXT_CHILD;
        if (onSuccess == onFailure) {
            throw new IllegalStateException(own.method() + "() goes on past a child on "
                    + (onSuccess ? "either answer" : "neither answer"));
        }
        return onSuccess;
    }

    /**
     * The answer composite {@code own} sees when {@code condition} answers {@code success}:
     * passed up through each decorator between them by its child-result rule (true: SUCCESS);
     * null when a decorator does not complete on it (it counts, or yields), so {@code own} sees
     * no answer.
     */
    private Boolean seen(Node condition, Node own, boolean success) {
        boolean answer = success;
        for (int at = condition.parent(); at != own.index(); at = nodes.get(at).parent()) {
            ChildStep step = nodes.get(at).onChild(answer);
            if (!step.completes()) {
                return null;
            }
            answer = step == ChildStep.SUCCEED;
        }
        return answer;
    }

    /** §6.4: whether the entry's type lets its abort be refused while its own branch runs. */
    public static boolean spareOwnBranch(AbortKind type) {
        return type == AbortKind.LOWER_PRIORITY;
    }

    /**
     * Which composites an abort entry can be watching when they end, from the per-node columns
     * the factory has computed (reverse pre-order: every contribution reaches a composite before
     * it hands on to its parent composite, which has a smaller index). A composite collects the
     * set of entry types that can arrive: its own conditions' type, and what moves up from the
     * composites below it.
     */
    static boolean[] watchable(int count, AbortKind[] abortType, int[] composite,
            boolean[] isCondition, boolean[] isBoundary) {
        int[] arriving = new int[count]; // bit t: an entry of type code t can watch it
        boolean[] watchable = new boolean[count];
        for (int i = count - 1; i >= 0; i--) {
            int c = composite[i];
            if (isCondition[i] && c >= 0 && abortType[c] != AbortKind.NONE) {
                arriving[c] |= 1 << abortType[c].code();
            }
            if (arriving[i] == 0) {
                continue;
            }
            watchable[i] = true;
            if (c < 0 || isBoundary[c]) {
                continue;
            }
            for (AbortKind type : AbortKind.values()) {
                if ((arriving[i] & 1 << type.code()) != 0) {
                    AbortKind moved = moveUp(abortType[i], abortType[c], type);
                    if (moved != null) {
                        arriving[c] |= 1 << moved.code();
                    }
                }
            }
        }
        return watchable;
    }
}
