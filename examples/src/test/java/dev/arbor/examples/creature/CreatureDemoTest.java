// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.creature;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The creature demo's whole trace, line by line: any change in what the library calls, in which
 * order, or in what {@code tick()} answers shows here. Each line was worked out from
 * docs/semantics.md before it was written down; the comments give the rules that decide it.
 *
 * <p>Nodes in pre-order: root(Selector) scare(Sequence, LOWER_PRIORITY) wasHit(Event) flee
 * nightfall(Sequence, BOTH, every 500 ms) isNight goHome feed(Sequence, LOWER_PRIORITY, every
 * 500 ms) isHungry forage(Cooldown 1500) eat
 * idle(RandomSelector 2:1:1) hop sniff(Sequence) sniffAir listen(Wait 500) groom(Sequence)
 * groomFur doze(Wait 750). The clock reads (tick - 1) * 250 ms.
 *
 * <p>The idle orders, drawn by §8.2's SplitMix64 from seed 1, two draws per entry (three children
 * of positive weight), were computed independently of the generated code; the entries at ticks 2,
 * 5, 9, 11, 13, 15, 18, 22, 35 and 37 draw: hop-groom-sniff, sniff-groom-hop, hop-sniff-groom,
 * hop-groom-sniff, hop-sniff-groom, hop-sniff-groom, hop-sniff-groom, hop-groom-sniff,
 * groom-sniff-hop, sniff-hop-groom.
 */
class CreatureDemoTest {

    private static final String TRACE = """
            (waits): no leaf was called; a Wait is running. An event and a Cooldown's refusal call nothing either.

            tick   time  world      at hunger  what the creature did                                            tick()
               1  0.00s  day         2      4  night? no; hungry? yes (6); eats a carrot (hunger 4)             SUCCESS
               2  0.25s  day         3      4  night? no; hungry? no (4); hops to 3                             RUNNING
               3  0.50s  day, hit    1      4  hop interrupted; hit! flees; bolts for the burrow (at 1)         RUNNING
               4  0.75s  day         0      4  dives into the burrow; safe                                      SUCCESS
               5  1.00s  day         0      5  night? no; hungry? yes (5); sniffs the air                       RUNNING
               6  1.25s  day         0      5  (waits)                                                          RUNNING
               7  1.50s  day         0      5  night? no; hungry? yes (5)                                       SUCCESS
               8  1.75s  day         0      3  night? no; hungry? yes (5); eats a carrot (hunger 3)             SUCCESS
               9  2.00s  day         1      4  night? no; hungry? no (4); hops to 1                             RUNNING
              10  2.25s  day         2      4  hops to 2                                                        SUCCESS
              11  2.50s  day         3      4  night? no; hungry? no (4); hops to 3                             RUNNING
              12  2.75s  day         4      4  hops to 4                                                        SUCCESS
              13  3.00s  day         5      5  night? no; hungry? yes (5); hops to 5                            SUCCESS
              14  3.25s  day         5      3  night? no; hungry? yes (5); eats a carrot (hunger 3)             SUCCESS
              15  3.50s  day         5      3  night? no; hungry? no (3); won't stray further; sniffs the air   RUNNING
              16  3.75s  day         5      3  (waits)                                                          RUNNING
              17  4.00s  day         5      4  night? no; hungry? no (4)                                        SUCCESS
              18  4.25s  day         5      4  night? no; hungry? no (4); won't stray further; sniffs the air   RUNNING
              19  4.50s  day         5      4  (waits)                                                          RUNNING
              20  4.75s  day         5      4  night? no; hungry? no (4)                                        SUCCESS
              21  5.00s  day         5      3  night? no; hungry? yes (5); eats a carrot (hunger 3)             SUCCESS
              22  5.25s  day         5      3  night? no; hungry? no (3); won't stray further; grooms its fur   RUNNING
              23  5.50s  day         5      3  (waits)                                                          RUNNING
              24  5.75s  night       4      3  night? yes; night? yes; heads home (at 4)                        RUNNING
              25  6.00s  night       3      4  heads home (at 3)                                                RUNNING
              26  6.25s  night       2      4  night? yes; heads home (at 2)                                    RUNNING
              27  6.50s  night       1      4  heads home (at 1)                                                RUNNING
              28  6.75s  night       0      4  night? yes; heads home (at 0)                                    RUNNING
              29  7.00s  night       0      5  sleeps                                                           RUNNING
              30  7.25s  night       0      5  night? yes; sleeps                                               RUNNING
              31  7.50s  night       0      5  sleeps                                                           RUNNING
              32  7.75s  night       0      5  night? yes; sleeps                                               RUNNING
              33  8.00s  night       0      6  sleeps                                                           RUNNING
              34  8.25s  day         0      4  night? no; wakes up; night? no; hungry? yes (6); eats a carrot (hunger 4) SUCCESS
              35  8.50s  day         0      4  night? no; hungry? no (4); grooms its fur                        RUNNING
              36  8.75s  day         0      4  (waits)                                                          RUNNING
              37  9.00s  day         0      5  night? no; hungry? yes (5); hungry? yes (5); sniffs the air      RUNNING
              38  9.25s  day         0      5  (waits)                                                          RUNNING
              39  9.50s  day         0      5  night? no; hungry? yes (5)                                       SUCCESS
              40  9.75s  day         0      3  night? no; hungry? yes (5); eats a carrot (hunger 3)             SUCCESS
            """;

    // Why each moment is what the rules say (§ of docs/semantics.md). nightfall (BOTH) and feed
    // (LOWER_PRIORITY) check their entries only 500 ms after their condition was last asked
    // (reevaluateEvery, §6.4): asked when it completes and when step 2 checks it. scare's event
    // is checked in every tick.
    //  1  new pass (§3): wasHit is not pending: FAILURE; its entry (§6.2) watches scare, then
    //     climbs to root (§6.3 b) when scare fails. isNight's BOTH entry watches nightfall and
    //     climbs to root, still BOTH, when nightfall fails (§6.3). feed: hungry, and a fresh
    //     instance has no cooldown: eat; root succeeds and the pass's entries go (§6.3).
    //  2  new pass, both conditions asked at 250 ms; idle draws hop first; hop runs toward 4.
    //  3  the hit is pending during this tick (§8.3). Step 2: wasHit's answer changed
    //     (FAILURE -> SUCCESS) and hop lies outside scare, so it fires (§6.5): hop is
    //     interrupted (onEnd INACTIVE), the entries of scare and later children are deleted
    //     (isNight's and isHungry's with them), and root resumes at scare, which asks the event
    //     again. isNight and isHungry, asked at 250 ms, were due too, but the walk (pre-order)
    //     reached them after the abort had deleted them.
    //  4  the new entry is dormant while scare runs (§6.2, LOWER_PRIORITY): flee goes on, succeeds;
    //     root succeeds and the entry goes with the pass. The event was cleared after tick 3.
    //  5  forage ended at 0 ms; 1000 < 1500: refused, FAILURE, eat not entered (§5.4 Cooldown);
    //     isHungry's entry keeps SUCCESS and watches root; idle draws sniff; the Wait is entered
    //     at 1000 ms.
    //  6  250 ms since the conditions were asked at 1000: only wasHit is checked (unchanged).
    //  7  500 ms: both are checked (step 2 calls them: their notes), both unchanged; then the
    //     Wait succeeds (§5.4) and the pass ends.
    //  8  1750 ms since forage last ended at 0: eats. (The refusal at tick 5 does not restart the
    //     cooldown: Cooldown's Javadoc.)
    // 10, 12, 16, 19, 23  250 ms since the last asking: no condition is called.
    // 13  1250 ms since the carrot at 1750: refused; hop reaches 5 at once.   14: 1500: eats.
    // 15  hop at ROAM fails, so the random selector enters the next child of its order (§5.4): sniff.
    // 17, 20  checked (500 ms), unchanged; the Wait of 500 ms succeeds.
    // 24  night falls while the creature dozes; isNight was asked at 5250, so its entry is due:
    //     its answer changed, it watches root (an ancestor of nightfall), so it acts as a
    //     lower-priority abort and fires: the doze and groom end (no hooks), isHungry's entry is
    //     deleted (feed comes after nightfall), root resumes at nightfall, which asks isNight
    //     again (its second note) and starts goHome. The new entry watches nightfall (BOTH).
    // 25-33  nightfall's entry is due every second tick (26, 28, 30, 32): unchanged.
    // 34  dawn, and due (asked at 7750): the answer changed while it watches nightfall itself, a
    //     self abort (§6.4): goHome is interrupted (onEnd), nightfall resumes at isNight, which
    //     now fails; root enters feed in the same tick; 3250 ms since the carrot at 5000: eats.
    // 37  hunger reaches 5; isHungry was asked at 8500 (tick 35): due, changed (FAILURE ->
    //     SUCCESS), the doze lies outside feed: it fires. feed asks again, but the cooldown
    //     refuses (750 ms since the carrot at 8250), so root goes on to idle, which draws sniff.
    //     The interrupted groom is the price of a readiness nothing watches.
    // 39  due again, unchanged; the Wait from 9000 succeeds.   40: 1500 ms since 8250: eats.

    private static List<String> demo() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CreatureDemo.run(CreatureDemo.TICKS, new PrintStream(bytes, true, StandardCharsets.UTF_8));
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
