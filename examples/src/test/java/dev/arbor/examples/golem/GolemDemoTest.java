// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.golem;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The golem demo's whole trace, line by line: what the tree does, and when the runner ticks it.
 * Each line was worked out from the rules (docs/semantics.md for a tick, docs/runtime.md for
 * the runner) before it was written down; the comments below give the rules that decide it.
 *
 * <p>Nodes in pre-order: root(Selector) engage(Sequence, LOWER_PRIORITY, RELEVANT_CHANGE)
 * playerSeen(Event) pursue(While playerInSight) fight(Repeat, forever) round(Sequence) chase
 * attack(Selector, SELF) spin(Cooldown 1000 ms, watched) spinAttack slam goHome(Sequence)
 * strayed walkHome patrol(Sequence) walkToWaypoint lookAround(Wait 500).
 * The world steps every 125 ms; the runner's interval is 250 ms. Post 10, waypoints 7 and 14,
 * sight 4 cells, asleep beyond 12 cells, naps of 1 s. A slam and a spin take two ticks each.
 */
class GolemDemoTest {

    private static final String TRACE = """
            tree: tick = due (every 250 ms), forced = ticked early by the event, asleep = held back by the runner, - = not due
            what the golem did: its leaves' notes (-: none was called); running path: after the tick

               time  golem player  brain                 tree    what the golem did                             running path
             0.000s      9     18  -                     tick    walks to 7 (at 9)                              root > patrol > walkToWaypoint
             0.125s      9     18  -                     -
             0.250s      8     18  -                     tick    walks to 7 (at 8)                              root > patrol > walkToWaypoint
             0.375s      8     18  -                     -
             0.500s      7     18  -                     tick    walks to 7 (at 7); looks around                root > patrol > lookAround
             0.625s      7     18  -                     -
             0.750s      7     18  -                     tick    -                                              root > patrol > lookAround
             0.875s      7     18  -                     -
             1.000s      7     18  -                     tick    -                                              (pass over: SUCCESS)
             1.125s      7     18  -                     -
             1.250s      8     18  -                     tick    walks to 14 (at 8)                             root > patrol > walkToWaypoint
             1.375s      8     18  -                     -
             1.500s      9     18  -                     tick    walks to 14 (at 9)                             root > patrol > walkToWaypoint
             1.625s      9     19  -                     -
             1.750s     10     20  -                     tick    walks to 14 (at 10)                            root > patrol > walkToWaypoint
             1.875s     10     21  -                     -
             2.000s     11     22  -                     tick    walks to 14 (at 11)                            root > patrol > walkToWaypoint
             2.125s     11     23  -                     -
             2.250s     11     24  dozes off             asleep
             2.375s     11     25  -                     asleep
             2.500s     11     26  -                     asleep
             2.625s     11     27  -                     asleep
             2.750s     11     28  -                     asleep
             2.875s     11     28  -                     asleep
             3.000s     11     28  -                     asleep
             3.125s     11     28  -                     asleep
             3.250s     11     28  dozes on              asleep
             3.375s     11     28  -                     asleep
             3.500s     11     28  -                     asleep
             3.625s     11     28  -                     asleep
             3.750s     11     28  -                     asleep
             3.875s     11     28  -                     asleep
             4.000s     11     28  -                     asleep
             4.125s     11     28  -                     asleep
             4.250s     11     26  dozes on              asleep
             4.375s     11     24  -                     asleep
             4.500s     12     22  wakes up              tick    walks to 14 (at 12)                            root > patrol > walkToWaypoint
             4.625s     12     20  -                     -
             4.750s     13     18  -                     tick    walks to 14 (at 13)                            root > patrol > walkToWaypoint
             4.875s     14     16  sees the player       forced  patrol interrupted; chases (at 14)             root > engage > pursue > fight > round > chase
             5.000s     15     16  -                     tick    chases (at 15)                                 root > engage > pursue > fight > round > chase
             5.125s     15     16  -                     -
             5.250s     15     16  -                     tick    winds up a spin                                root > engage > pursue > fight > round > attack > spin > spinAttack
             5.375s     15     16  -                     -
             5.500s     15     16  -                     tick    spins into the player (hit 1)                  root > engage > pursue > fight
             5.625s     15     16  -                     -
             5.750s     15     16  -                     tick    raises its fists                               root > engage > pursue > fight > round > attack > slam
             5.875s     15     16  -                     -
             6.000s     15     16  -                     tick    slams the player (hit 2)                       root > engage > pursue > fight
             6.125s     15     16  -                     -
             6.250s     15     16  -                     tick    raises its fists                               root > engage > pursue > fight > round > attack > slam
             6.375s     15     16  -                     -
             6.500s     15     16  -                     tick    slam interrupted; winds up a spin              root > engage > pursue > fight > round > attack > spin > spinAttack
             6.625s     15     16  -                     -
             6.750s     15     16  -                     tick    spins into the player (hit 3)                  root > engage > pursue > fight
             6.875s     15     18  -                     -
             7.000s     14     20  -                     tick    loses sight of the player; walks back to its post (at 14) root > goHome > walkHome
             7.125s     14     22  -                     -
             7.250s     13     22  -                     tick    walks back to its post (at 13)                 root > goHome > walkHome
             7.375s     13     22  -                     -
             7.500s     12     22  -                     tick    walks back to its post (at 12)                 root > goHome > walkHome
             7.625s     12     22  -                     -
             7.750s     11     22  -                     tick    walks back to its post (at 11)                 root > goHome > walkHome
             7.875s     11     22  -                     -
             8.000s     10     22  -                     tick    is back at its post                            (pass over: SUCCESS)
             8.125s     10     22  -                     -
             8.250s     11     22  -                     tick    walks to 14 (at 11)                            root > patrol > walkToWaypoint
             8.375s     11     22  -                     -
             8.500s     12     22  -                     tick    walks to 14 (at 12)                            root > patrol > walkToWaypoint
             8.625s     12     23  -                     -
             8.750s     13     24  -                     tick    walks to 14 (at 13)                            root > patrol > walkToWaypoint
             8.875s     13     25  -                     -
             9.000s     13     26  dozes off             asleep
             9.125s     13     27  -                     asleep
             9.250s     13     28  -                     asleep
             9.375s     13     29  -                     asleep
            """;

    // Why each moment is what the rules say:
    // 0.000  a new tree is due at once (runtime.md, "New trees"): pass 1. playerSeen is not
    //        pending: FAILURE; its entry (stored FAILURE) is dormant, then watches engage when
    //        engage fails, and climbs to root (semantics §6.3 b: engage is LOWER_PRIORITY).
    //        strayed: 0 cells from the post, no. patrol: onStart picks waypoint 7.
    // 0.125  not due: the next due time is 0.250 (a fixed cadence of 250 ms). Every other line
    //        like it is the same: the world moves, the tree does not think.
    // 0.500  arrives at 7; the Wait is entered at 0.500 and answers RUNNING (§5.4).
    // 0.750  250 ms < 500: the Wait runs, no leaf is called.  1.000: 500 ms: it succeeds,
    //        patrol and root succeed, the pass is over (the next tick starts pass 2).
    // 1.250  pass 2: still 3 cells from the post, not strayed; the arrival at 7 moved the patrol
    //        on to waypoint 14. The player starts walking off at 1.625.
    // 2.250  24 - 11 = 13 cells > 12: the brain puts the tree to sleep for 1 s before the update,
    //        so the tick due now is held back (an asleep tree is not ticked; its due time stays
    //        at 2.250). The golem stops mid-walk: nothing thinks for it.
    // 3.250  the nap ends (the tree is asleep only before its wake time), but the brain, which
    //        looks before the update, finds the player still far and starts another: no tick.
    // 4.250  the same, the player now coming back (26: 15 cells).
    // 4.500  22 - 11 = 11 cells: the brain wakes the tree. Its due time (2.250) passed while it
    //        slept, so this update ticks it; 2.250 + 250 ms is not after now, so the missed
    //        ticks are dropped and the next due time is now + 250 ms = 4.750 (no catch-up). The
    //        walk resumes where it stopped: walkToWaypoint is still running, no new onStart.
    // 4.750  due: 13. The player at 18 is 5 cells away: not in sight.
    // 4.875  16 - 13 = 3 cells: the player comes into sight; the brain raises playerSeen, which
    //        forces a tick at this update, between the due ticks of 4.750 and 5.000. Step 2 of
    //        the tick (§3, §6.4): playerSeen's entry (stored FAILURE) now answers SUCCESS, and
    //        walkToWaypoint lies outside engage: it fires (§6.5). walkToWaypoint is interrupted
    //        (onEnd INACTIVE: "patrol interrupted"), root resumes at engage, playerSeen succeeds
    //        (pending during this tick, §8.3), the While asks playerInSight on entry (yes), and
    //        the chase begins. The event is cleared at the end of the tick.
    // 5.000  a forced tick leaves the due time as it was: 5.000 is due. The While's guard is
    //        asked at the start of the tick (§5.5): in sight. playerSeen's new entry is dormant
    //        while engage runs (LOWER_PRIORITY), so it is not asked.
    // 5.250  within reach: chase succeeds without moving; attack enters spin. The Cooldown has
    //        never ended (a new instance has none pending, §5.4): ready, it lets spinAttack in
    //        and its entry stores SUCCESS, watching attack (SELF, §6.2). spinAttack starts
    //        (onStart: the wind-up) and answers RUNNING.
    // 5.500  step 2: spin has still never ended: ready, the same answer. The spin lands;
    //        spin ends, the cooldown restarts at 5.500 and the entry stores FAILURE (its
    //        readiness at its end, §5.4); attack succeeds, and as round is no SELF composite
    //        the entry is not handed up (§6.3 a) but deleted. round succeeds; the Repeat counts
    //        it and yields until the next tick (§3, bounded work): the path ends at fight.
    // 5.750  the Repeat enters round again: in reach. spin: 250 ms since its end < 1000: it
    //        refuses (FAILURE, its child not entered, the cooldown not restarted) and its entry
    //        stores FAILURE, watching attack; the selector goes on to slam: the fists go up.
    // 6.000  step 2: 500 ms < 1000, not ready: the same answer. The slam lands (hit 2); attack
    //        succeeds and the entry is deleted with it; round succeeds; the Repeat yields.
    // 6.250  round again: 750 ms, refused (entry: FAILURE, watching attack); the fists go up.
    // 6.500  step 2, in pre-order: pursue's guard (in sight), then spin's entry: 1000 ms since
    //        its end, not fewer than 1000: ready, SUCCESS, a change. A SELF entry has no
    //        own-branch exception: it fires (§6.5). slam is interrupted (onEnd INACTIVE: "slam
    //        interrupted"), attack resumes at spin, which lets spinAttack in (entry: SUCCESS).
    // 6.750  step 2: spin has not ended since 5.500: ready, the same answer. The player still
    //        stands at 16: the spin lands (hit 3); spin ends at 6.750 (entry FAILURE, then
    //        deleted as attack succeeds); round succeeds, the Repeat yields.
    // 6.875  the player runs: 18.
    // 7.000  20 - 15 = 5 cells: the guard fails at the start of the tick; nothing under fight
    //        runs (the Repeat was yielding: no hook), pursue fails, and so does engage:
    //        playerSeen's entry (stored SUCCESS when the fight began, dormant while engage ran)
    //        watches engage and climbs to root (§6.3 b). root goes on to goHome in the same
    //        tick: 5 cells from the post > 4, strayed; the walk back starts (at 14).
    // 7.250  step 2: playerSeen, no longer pending, answers FAILURE, a change. Under
    //        RELEVANT_CHANGE a lower-priority entry fires only when engage would now go on past
    //        its event (SUCCESS, §6.4): this change does not, it is stored, and the walk goes on.
    //        (Under ANY_CHANGE it would abort the walk, fail engage and start the walk again.)
    // 8.000  back at the post: walkHome, goHome and root succeed; the entry ends with the pass.
    // 8.250  a new pass: not strayed; the patrol goes on to waypoint 14, never reached before
    //        (the patrol interrupted at 4.875 did not move it on).
    // 8.750  24 - 12 = 12 cells, not more than 12: awake; the golem walks to 13.
    // 8.875  25 - 13 = 12 cells: still awake (no tick was due).
    // 9.000  26 - 13 = 13 cells: the brain puts the tree to sleep before the update, so the tick
    //        due now is held back; the golem stops one cell short of its waypoint.

    private static List<String> demo() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GolemDemo.run(GolemDemo.STEPS, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void theWholeTraceIsWhatTheRulesSay() {
        List<String> expected = TRACE.lines().toList();
        List<String> actual = demo();
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), "line " + (i + 1) + " of the trace");
        }
        assertEquals(expected.size(), actual.size(), "lines in the trace");
    }
}
