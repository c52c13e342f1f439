// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.errors;

import static dev.arbor.processor.errors.BadSources.assertError;

import org.junit.jupiter.api.Test;

/**
 * Errors about an action's onStart and onEnd hooks: the named method must exist, be visible to
 * the generated tree, and take no parameters or one Status.
 */
class HookErrorsTest {

    @Test
    void hookNotFoundSuggestsTheClosestName() {
        assertError("HookNotFound", "[Arbor/HookNotFound] @Action run() names onStart hook"
                + " 'startRuning', but HookNotFound has no method of that name (did you mean"
                + " 'startRunning'?); declare it, or name an existing method", "\"startRuning\"");
    }

    @Test
    void hookWithWrongParameters() {
        assertError("HookSignature/WrongParameters",
                "[Arbor/HookSignature] @Action run() names onEnd hook"
                + " 'stopped', but stopped() has the wrong parameters; it must take no parameters"
                + " or one Status", "\"stopped\"");
    }

    @Test
    void privateHook() {
        assertError("HookSignature/PrivateHook",
                "[Arbor/HookSignature] @Action run() names onStart hook"
                + " 'begin', but begin() is private; make it package-private, protected or public",
                "\"begin\"");
    }

    // ---- the tree's onAwake hook (docs/semantics.md §3), on its value

    @Test
    void awakeHookNotFound() {
        assertError("AwakeNotFound", "[Arbor/AwakeNotFound] @BehaviorTree AwakeNotFound names"
                + " onAwake hook 'wakeup', but AwakeNotFound has no method of that name (did you"
                + " mean 'wakeUp'?); declare it (void wakeup() { ... }), or name an existing"
                + " method", "onAwake = \"wakeup\"");
    }

    @Test
    void staticAwakeHook() {
        assertError("AwakeSignature/StaticHook", "[Arbor/AwakeSignature] @BehaviorTree StaticHook"
                + " names onAwake hook 'wake', but wake() is static; an onAwake hook takes nothing"
                + " (or the tick's time, @Now long), is not private or static, and declares no"
                + " checked exception", "onAwake = \"wake\"");
    }

    @Test
    void awakeHookThatThrowsACheckedException() {
        assertError("AwakeSignature/ThrowsChecked", "[Arbor/AwakeSignature] @BehaviorTree"
                + " ThrowsChecked names onAwake hook 'wake', but wake() declares the checked"
                + " exception java.io.IOException", "onAwake = \"wake\"");
    }

    /** It takes nothing or the tick's time, as a leaf: the parameter is reported on itself. */
    @Test
    void awakeHookWithAParameter() {
        assertError("CallParameters/AwakeParameter", "[Arbor/CallParameters] onAwake hook wake()"
                + " cannot take the parameter world", "void wake(String world)");
    }
}
