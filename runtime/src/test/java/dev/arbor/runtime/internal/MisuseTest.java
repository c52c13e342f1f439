// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The errors for refused calls, held to their exact words: users see them, and generated code
 * is compiled against these signatures. The stack-walking form of {@code reentrant} is run on
 * compiled trees (RuntimeContractTest, ReentrantCallsTest in the processor's tests).
 */
class MisuseTest {

    @Test
    void aGeneratedTreesNullArgumentSaysWhatToPass() {
        assertEquals("[Arbor/NullArgument] GuardTree.restore() got null for snapshot; pass the"
                + " bytes a snapshot() of this class answered",
                Misuse.nullArgument("GuardTree", "restore", "snapshot").getMessage());
        assertEquals("[Arbor/NullArgument] new GuardTree() got null for agent; pass the object"
                + " whose node methods the tree calls",
                Misuse.nullArgument("GuardTree", "<init>", "agent").getMessage());
        assertEquals("[Arbor/NullArgument] GuardTree.snapshot() got null for buffer; pass a"
                + " buffer with snapshotCapacity() bytes from the offset",
                Misuse.nullArgument("GuardTree", "snapshot", "buffer").getMessage());
    }

    /** Without the tree on the stack: the method called, and its own advice. */
    @Test
    void reentrantNamesTheMethodCalledWithItsOwnAdvice() {
        IllegalStateException error = Misuse.reentrant("GuardTree", "tick");
        // returned, not thrown: generated code writes `throw Misuse.reentrant(...)`
        assertEquals(IllegalStateException.class, error.getClass());
        assertNull(error.getCause());
        assertEquals("[Arbor/Reentrant] GuardTree.tick() called while GuardTree is ticking,"
                + " resetting, pausing or resuming (from inside one of its own leaves, hooks or"
                + " its listener); a tree cannot tick itself: return RUNNING and let the caller"
                + " tick again", error.getMessage());
        for (String method : List.of("tick", "reset", "pause", "resume", "snapshot", "restore",
                "setListener")) {
            String message = Misuse.reentrant("Outer_BrainTree", method).getMessage();
            assertTrue(message.startsWith("[Arbor/Reentrant] Outer_BrainTree." + method
                    + "() called while"), message);
            assertTrue(message.endsWith(Misuse.advice(method)), message);
        }
    }

    /** Each method gets advice of its own, never another's. */
    @Test
    void everyMethodHasItsOwnAdvice() {
        List<String> methods = List.of("tick", "reset", "pause", "resume", "snapshot", "restore",
                "setListener");
        assertEquals(methods.size(), methods.stream().map(Misuse::advice).distinct().count());
        for (String method : methods) {
            String advice = Misuse.advice(method);
            assertTrue(advice.contains(method + "()") || method.equals("tick"), advice);
        }
        assertTrue(Misuse.advice("pause").contains("runner.pause(tree)"));
        assertTrue(Misuse.advice("snapshot").contains("once tick() has returned"));
    }
}
