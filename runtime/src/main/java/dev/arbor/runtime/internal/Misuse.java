// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

import java.util.List;

/**
 * The errors for a call that a generated tree refuses, each tagged and saying what to do
 * instead (docs/runtime.md, "Misuse"): a null argument, and a call into a tree from inside one of
 * its own leaves, hooks or listener (docs/semantics.md §7, "Re-entrancy"). Used by generated
 * trees; not meant for user code. The public classes of {@code dev.arbor.runtime} refuse a null
 * through their own package-private {@code Misuse}, in the same words: they may not import this
 * package, which is above theirs.
 */
public final class Misuse {
    private Misuse() {}

    private static NullPointerException refusedNull(String tag, String method, String parameter,
            String fix) {
        return new NullPointerException("[Arbor/" + tag + "] " + method + "() got null for "
                + parameter + "; " + fix);
    }

    /**
     * The error for null given to generated tree {@code tree}'s public {@code method}
     * ({@code <init>}: its constructor) for {@code parameter}, with what to pass instead.
     */
    public static NullPointerException nullArgument(String tree, String method, String parameter) {
        String fix = switch (parameter) {
            case "agent" -> "pass the object whose node methods the tree calls";
            case "clock" -> "pass a clock, e.g. Clock.system() or a ManualClock";
            case "event" -> "pass one of " + tree + ".Event's constants";
            case "nodeName" -> "pass the method name of one of the tree's @Event nodes";
            case "snapshot" -> "pass the bytes a snapshot() of this class answered";
            case "buffer" -> method.equals("snapshot")
                    ? "pass a buffer with snapshotCapacity() bytes from the offset"
                    : "pass the buffer that snapshot(buffer, offset) wrote into";
            default -> "pass a value";
        };
        return refusedNull("NullArgument", method.equals("<init>") ? "new " + tree
                : tree + "." + method, parameter, fix);
    }

    /**
     * The error for {@code method} called on {@code tree} while it runs a tick, a reset, a pause
     * or a resume (from inside one of its own leaves, hooks or its listener), found nowhere on
     * the call stack: named without the caller, with the advice for {@code method}.
     */
    public static IllegalStateException reentrant(String tree, String method) {
        return new IllegalStateException("[Arbor/Reentrant] " + tree + "." + method
                + "() called while " + tree + " is ticking, resetting, pausing or resuming (from"
                + " inside one of its own leaves, hooks or its listener); " + advice(method));
    }

    /**
     * As {@link #reentrant(String, String)}, naming what {@code treeClass} was doing (tick,
     * reset, pause or resume) and the method of its agent (a leaf or hook, or its listener's)
     * from inside which it was called again: both found on the stack, the outermost of the
     * tree's frames and the method it called. {@code methods} holds the node methods, in
     * pre-order.
     */
    public static IllegalStateException reentrant(String tree, String method, Class<?> treeClass,
            String[] methods) {
        String[] found = StackWalker.getInstance().walk(frames -> callerOf(frames.toList(),
                treeClass.getName()));
        if (found == null) {
            return reentrant(tree, method);
        }
        String caller = found[0];
        int node = List.of(methods).indexOf(caller.substring(caller.lastIndexOf('.') + 1));
        return new IllegalStateException("[Arbor/Reentrant] " + tree + "." + method
                + "() called while " + tree + " is " + doing(found[1]) + ", from inside "
                + caller + "()" + (node < 0 ? "" : " (node " + node + ")") + ", which " + tree
                + "." + found[1] + "() called; " + advice(method));
    }

    /** What a tree is doing while in {@code method}: ticking, resetting, pausing or resuming. */
    private static String doing(String method) {
        return switch (method) {
            case "reset" -> "resetting";
            case "pause" -> "pausing";
            case "resume" -> "resuming";
            default -> "ticking";
        };
    }

    /** What to do instead of calling {@code method} from inside the tree. */
    static String advice(String method) {
        return switch (method) {
            case "tick" -> "a tree cannot tick itself: return RUNNING and let the caller tick"
                    + " again";
            case "reset" -> "a tree cannot reset itself from inside: to end what runs, let the"
                    + " leaf answer FAILURE (or throw), or call reset() once tick() has returned";
            case "pause" -> "a tree cannot pause itself from inside: note the wish in the agent"
                    + " and call pause() once tick() has returned; with a TreeRunner,"
                    + " runner.pause(tree) from a leaf takes effect at the end of the update";
            case "resume" -> "a tree cannot resume itself from inside: call resume() once"
                    + " pause() or tick() has returned; with a TreeRunner, runner.resume(tree)"
                    + " from a leaf takes effect at the end of the update";
            case "snapshot" -> "a snapshot holds the state between ticks: call snapshot() once"
                    + " tick() has returned";
            case "restore" -> "a tree is restored between ticks: call restore() once tick() has"
                    + " returned (reset() first, if what runs should end)";
            case "setListener" -> "attach or detach a listener between ticks: call setListener()"
                    + " once tick() has returned (with a TreeRunner, in runner.betweenUpdates)";
            default -> "call " + method + "() once tick() has returned";
        };
    }

    /**
     * On a stack that runs (innermost first) through the tree's re-entered method, then user
     * code, then the tree again: the user method the tree called, as {@code Class.method}, and
     * the outermost method of that run of the tree's frames (its public method: tick, reset,
     * pause or resume). A frame of the tree's class or of one of its inner classes (the parts
     * of a very large tree) counts as the tree's.
     */
    private static String[] callerOf(List<StackWalker.StackFrame> frames, String treeClass) {
        int at = 0;
        while (at < frames.size() && !isTree(frames.get(at), treeClass)) {
            at++; // this class's frames
        }
        while (at < frames.size() && isTree(frames.get(at), treeClass)) {
            at++; // the re-entered method
        }
        String caller = null;
        for (; at < frames.size(); at++) {
            StackWalker.StackFrame frame = frames.get(at);
            if (isTree(frame, treeClass)) {
                break;
            }
            caller = frame.getClassName() + "." + frame.getMethodName();
        }
        if (caller == null || at == frames.size()) {
            return null; // not called from a tick of this tree's class
        }
        String outer = frames.get(at).getMethodName();
        for (; at < frames.size() && isTree(frames.get(at), treeClass); at++) {
            outer = frames.get(at).getMethodName();
        }
        return new String[] {caller, outer};
    }

    private static boolean isTree(StackWalker.StackFrame frame, String treeClass) {
        String name = frame.getClassName();
        return name.equals(treeClass)
                || name.startsWith(treeClass) && name.charAt(treeClass.length()) == '$';
    }
}
