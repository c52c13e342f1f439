// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.validation;

import dev.arbor.processor.base.Message;
import dev.arbor.processor.base.Report;
import dev.arbor.processor.kinds.AbortKind;
import dev.arbor.processor.kinds.Attributes;
import dev.arbor.processor.read.NodeMethod;
import dev.arbor.processor.read.TreeSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@code @Cooldown(watched = true)} is watched in every place it has: its nearest composite
 * (docs/semantics.md §2, decorators skipped) is a Sequence or Selector with an abortType other
 * than NONE, so its readiness has an entry (§6.2), and with no {@code reevaluateEvery}: a
 * readiness calls no method, so a period would save nothing (§5.4, §6.4). The error sits on the
 * {@code watched} value. A place where the class's root is reached before a composite is
 * decided where the class is inlined as a {@code @Subtree}, and not judged here. Runs once every
 * name resolves and the tree has no cycle.
 */
public final class WatchedCooldownValidator implements TreeValidator {
    @Override
    public void validate(TreeSource tree, Report report) {
        NodeMethod root = tree.node(tree.root());
        if (root == null) {
            return;
        }
        // the parents of each node method reachable from the root, each once
        Map<String, List<NodeMethod>> parents = new LinkedHashMap<>();
        parents.put(root.name(), new ArrayList<>());
        Deque<NodeMethod> pending = new ArrayDeque<>(List.of(root));
        while (!pending.isEmpty()) {
            NodeMethod parent = pending.pop();
            for (String name : parent.children()) {
                NodeMethod child = tree.node(name);
                if (child == null) {
                    continue;
                }
                List<NodeMethod> of = parents.get(name);
                if (of == null) {
                    of = new ArrayList<>();
                    parents.put(name, of);
                    pending.push(child);
                }
                if (!of.contains(parent)) {
                    of.add(parent);
                }
            }
        }
        for (String name : parents.keySet()) {
            NodeMethod cooldown = tree.node(name);
            if (cooldown.attributes() instanceof Attributes.Timed timed && timed.watched()) {
                check(cooldown, timed, parents, report);
            }
        }
    }

    /** Reports the first place of {@code cooldown} where it would not be watched. */
    private static void check(NodeMethod cooldown, Attributes.Timed timed,
            Map<String, List<NodeMethod>> parents, Report report) {
        Deque<NodeMethod> up = new ArrayDeque<>(parents.get(cooldown.name()));
        List<String> seen = new ArrayList<>();
        while (!up.isEmpty()) {
            NodeMethod above = up.pop();
            if (seen.contains(above.name())) {
                continue;
            }
            seen.add(above.name());
            if (!above.kind().isComposite()) { // a decorator: on to its own parents
                up.addAll(parents.get(above.name()));
                continue;
            }
            String what = "@" + above.kind().simpleName() + " " + above.name() + "()";
            if (!(above.attributes() instanceof Attributes.Aborts aborts)) {
                report.add(cooldown.method(), cooldown.annotation(), timed.watchedValue(),
                        Message.UNWATCHED_COOLDOWN, cooldown.name(), what + ", which no abort"
                                + " watches", "give it a @Sequence or @Selector parent with an"
                                + " abortType");
                return;
            }
            if (aborts.abortType() == AbortKind.NONE) {
                report.add(cooldown.method(), cooldown.annotation(), timed.watchedValue(),
                        Message.UNWATCHED_COOLDOWN, cooldown.name(), what + ", has abortType"
                                + " NONE", "give " + above.name() + "() an abortType (SELF,"
                                + " LOWER_PRIORITY or BOTH)");
                return;
            }
            if (aborts.reevaluateEvery() != 0) {
                report.add(cooldown.method(), cooldown.annotation(), timed.watchedValue(),
                        Message.WATCHED_COOLDOWN_PERIOD, cooldown.name(), what,
                        aborts.reevaluateEvery(), above.name());
                return;
            }
        }
    }
}
