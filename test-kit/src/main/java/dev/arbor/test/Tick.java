// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.test;

import dev.arbor.Status;
import dev.arbor.runtime.NodeHandle;
import dev.arbor.runtime.TreeNodes;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.opentest4j.AssertionFailedError;

/**
 * What one {@link TreeTest#tick()} did, as the tree's listener heard it, and assertions on it.
 *
 * <p>Two views of the same tick. Its <b>trace</b>, {@link #events()}, is in the words of the
 * scenario format (docs/testing.md): {@code C:name} a condition answered (or was asked again by
 * a conditional abort), {@code S:name} an action or task was entered, {@code U:name} its method
 * answered, {@code E:name:success|failure|interrupted} it ended, {@code A:name} the abort of
 * condition {@code name}'s entry fired, {@code G:name} guard {@code name} (a While or TimeLimit)
 * failed, or UtilitySelector {@code name} switched to a better child, {@code R:name} service
 * {@code name} ran. Its <b>heard</b> list, {@link #heard()}, has every node: composites and decorators
 * entered and ended too, and each leaf's answer; {@link #entered(String)} and
 * {@link #called(String)} assert orders on it.
 *
 * <p>Nodes are named by their method names (the first node of that method matches), or by the
 * constants of the tree's handles class ({@code GuardTreeNodes.IS_HURT}: exactly that node). A
 * tick of a paused tree hears nothing. No method takes null ({@code [Arbor/NullArgument]}).
 */
public final class Tick {
    private final int number;
    private final String events;
    private final String outcome;
    private final Status status;
    private final List<Heard> heard;
    private final TreeNodes nodes;

    Tick(int number, String events, String outcome, Status status, List<Heard> heard,
            TreeNodes nodes) {
        this.nodes = nodes;
        this.number = number;
        this.events = events;
        this.outcome = outcome;
        this.status = status;
        this.heard = List.copyOf(heard);
    }

    /** Which tick of the test this is: 1 for the first {@link TreeTest#tick()}. */
    public int number() {
        return number;
    }

    /** What {@code tick()} answered; null when it threw. */
    public Status status() {
        return status;
    }

    /** The trace of the tick without its status: {@code C:isHurt S:patrol U:patrol}, or {@code -}. */
    public String events() {
        return events;
    }

    /** The tick's line of a scenario file: {@code expect C:isHurt S:patrol U:patrol => running}. */
    public String line() {
        return "expect " + events + " => " + outcome;
    }

    /**
     * Everything the listener heard in this tick, one entry a call, in order: {@code entered
     * root}, {@code called isHurt: failure}, {@code ended patrol: interrupted}, {@code abort of
     * isHurt fired: root watched}, {@code guard alive fired}.
     */
    public List<String> heard() {
        List<String> lines = new ArrayList<>();
        for (Heard h : heard) {
            lines.add(h.toString());
        }
        return lines;
    }

    /**
     * Asserts the whole tick: {@code expected} is its trace and status, as a scenario file writes
     * them ({@code "C:isHurt S:patrol U:patrol => running"}, a leading {@code expect} allowed).
     *
     * @throws AssertionFailedError showing both lines, one above the other
     */
    public Tick expect(String expected) {
        Refusals.notNull(expected, "Tick.expect", "expected", "pass the tick's trace and status");
        String wanted = expected.strip().startsWith("expect ") ? expected.strip()
                : "expect " + expected.strip();
        if (!wanted.equals(line())) {
            throw new AssertionFailedError("tick " + number + " differs:\n  expected: " + wanted
                    + "\n  actual:   " + line() + "\n" + heardText(), wanted, line());
        }
        return this;
    }

    /** Asserts what {@code tick()} answered. */
    public Tick expectStatus(Status expected) {
        Refusals.notNull(expected, "Tick.expectStatus", "expected", "pass RUNNING, SUCCESS or"
                + " FAILURE");
        if (expected != status) {
            throw new AssertionFailedError("tick " + number + " answered " + status + ", expected "
                    + expected + ":\n  " + line(), expected, status);
        }
        return this;
    }

    /**
     * Asserts that node {@code node} was entered in this tick, and answers an {@link Order} after
     * its first entry, to assert what came next.
     */
    public Order entered(String node) {
        return new Order(this, 0, "").thenEntered(node);
    }

    /**
     * Asserts that the method of leaf {@code node} was called in this tick (by the tick or by an
     * abort's re-evaluation), and answers an {@link Order} after its first call.
     */
    public Order called(String node) {
        return new Order(this, 0, "").thenCalled(node);
    }

    /** Asserts that node {@code node} was not entered in this tick. */
    public Tick didNotEnter(String node) {
        refuse(Heard.What.ENTERED, node, "entered");
        return this;
    }

    /** Asserts that the method of leaf {@code node} was not called in this tick. */
    public Tick didNotCall(String node) {
        refuse(Heard.What.CALLED, node, "called");
        return this;
    }

    /** Asserts that node {@code node} was entered in this tick; answers an {@link Order} after it. */
    public Order entered(NodeHandle node) {
        return new Order(this, 0, "").thenEntered(node);
    }

    /** Asserts that the method of leaf {@code node} was called in this tick; as {@link #called(String)}. */
    public Order called(NodeHandle node) {
        return new Order(this, 0, "").thenCalled(node);
    }

    /** Asserts that node {@code node} was not entered in this tick. */
    public Tick didNotEnter(NodeHandle node) {
        refuse(Heard.What.ENTERED, index(node, "Tick.didNotEnter"), "entered");
        return this;
    }

    /** Asserts that the method of leaf {@code node} was not called in this tick. */
    public Tick didNotCall(NodeHandle node) {
        refuse(Heard.What.CALLED, index(node, "Tick.didNotCall"), "called");
        return this;
    }

    /** The index of {@code node}, checked to be of this tick's tree. */
    int index(NodeHandle node, String method) {
        return Handles.index(node, nodes, method);
    }

    private void refuse(Heard.What what, int node, String verb) {
        for (Heard h : heard) {
            if (h.what() == what && h.index() == node) {
                throw new AssertionFailedError("tick " + number + ": " + nodes.method(node)
                        + " (node " + node + ") was " + verb + ", expected not\n" + heardText());
            }
        }
    }

    private void refuse(Heard.What what, String node, String verb) {
        Refusals.notNull(node, "Tick.didNot", "node", "pass a node's method name");
        for (Heard h : heard) {
            if (h.what() == what && h.node().equals(node)) {
                throw new AssertionFailedError("tick " + number + ": " + node + " was " + verb
                        + ", expected not\n" + heardText());
            }
        }
    }

    /** The heard list as numbered lines, for failure messages. */
    String heardText() {
        StringBuilder text = new StringBuilder("heard in tick " + number + ":");
        if (heard.isEmpty()) {
            text.append(" nothing");
        }
        for (int i = 0; i < heard.size(); i++) {
            text.append("\n  ").append(i + 1).append(". ").append(heard.get(i));
        }
        return text.toString();
    }

    List<Heard> heardList() {
        return heard;
    }

    @Override
    public String toString() {
        return "tick " + number + ": " + line();
    }

    /**
     * An order of things heard within one tick: each {@code then...} asserts that its entry came
     * after the one before it. {@code tick.entered("flee").thenCalled("runAway")}.
     */
    public static final class Order {
        private final Tick tick;
        private final int next;
        private final String before;

        Order(Tick tick, int next, String before) {
            this.tick = tick;
            this.next = next;
            this.before = before;
        }

        /** Asserts that node {@code node} was entered after what the order has found so far. */
        public Order thenEntered(String node) {
            return find(Heard.What.ENTERED, node, null, "entered " + node);
        }

        /** Asserts that the method of leaf {@code node} was called after it. */
        public Order thenCalled(String node) {
            return find(Heard.What.CALLED, node, null, "called " + node);
        }

        /**
         * Asserts that node {@code node} ended with {@code status} after it: SUCCESS, FAILURE, or
         * INACTIVE when it was interrupted.
         */
        public Order thenEnded(String node, Status status) {
            return find(Heard.What.ENDED, node, status, "ended " + node + ": "
                    + Heard.word(status));
        }

        /** Asserts that node {@code node} was entered after what the order has found so far. */
        public Order thenEntered(NodeHandle node) {
            int index = tick.index(node, "Tick.Order.thenEntered");
            return find(Heard.What.ENTERED, index, null, "entered " + node.method());
        }

        /** Asserts that the method of leaf {@code node} was called after it. */
        public Order thenCalled(NodeHandle node) {
            int index = tick.index(node, "Tick.Order.thenCalled");
            return find(Heard.What.CALLED, index, null, "called " + node.method());
        }

        /**
         * Asserts that node {@code node} ended with {@code status} after it: SUCCESS, FAILURE, or
         * INACTIVE when it was interrupted.
         */
        public Order thenEnded(NodeHandle node, Status status) {
            int index = tick.index(node, "Tick.Order.thenEnded");
            return find(Heard.What.ENDED, index, status, "ended " + node.method() + ": "
                    + Heard.word(status));
        }

        private Order find(Heard.What what, String node, Status status, String wanted) {
            Refusals.notNull(node, "Tick.Order", "node", "pass a node's method name");
            return find(what, -1, node, status, wanted);
        }

        private Order find(Heard.What what, int index, Status status, String wanted) {
            return find(what, index, null, status, wanted);
        }

        /** The first entry from {@code next} of {@code what}, for node {@code index} (or, when
         * it is -1, the first node of method {@code node}). */
        private Order find(Heard.What what, int index, String node, Status status,
                String wanted) {
            List<Heard> heard = tick.heardList();
            for (int i = next; i < heard.size(); i++) {
                Heard h = heard.get(i);
                if (h.what() == what && (index >= 0 ? h.index() == index : h.node().equals(node))
                        && (status == null || h.status() == status)) {
                    return new Order(tick, i + 1, before + (before.isEmpty() ? "" : ", then ")
                            + wanted + " (entry " + (i + 1) + ")");
                }
            }
            throw new AssertionFailedError("tick " + tick.number() + ": expected "
                    + (before.isEmpty() ? "" : before + ", then ") + wanted + "; not heard"
                    + (before.isEmpty() ? "" : " after entry " + next) + "\n" + tick.heardText());
        }
    }

    /** One call the listener heard. */
    record Heard(What what, int index, String node, Status status, String other) {
        enum What { ENTERED, CALLED, ENDED, ABORT, GUARD, SERVICE }

        @Override
        public String toString() {
            return switch (what) {
                case ENTERED -> "entered " + node;
                case CALLED -> "called " + node + ": " + word(status);
                case ENDED -> "ended " + node + ": " + word(status);
                case ABORT -> "abort of " + node + " fired: " + other + " watched";
                case GUARD -> "guard " + node + " fired";
                case SERVICE -> "service " + node + " ran for " + other;
            };
        }

        static String word(Status status) {
            return status == Status.INACTIVE ? "interrupted"
                    : status.name().toLowerCase(Locale.ROOT);
        }
    }
}
