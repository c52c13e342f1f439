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
 * nightfall(While isNight) goHome feed(Sequence) isHungry forage(Cooldown 1500) eat
 * idle(RandomSelector 2:1:1) hop sniff(Sequence) sniffAir listen(Wait 500) groom(Sequence)
 * groomFur doze(Wait 750). The clock reads (tick - 1) * 250 ms.
 *
 * <p>The idle orders, drawn by §8.2's SplitMix64 from seed 1, two draws per entry (three children
 * of positive weight), were computed independently of the generated code; the entries at ticks 2,
 * 5, 9, 11, 13, 15, 18, 22, 35 and 39 draw: hop-groom-sniff, sniff-groom-hop, hop-sniff-groom,
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
               7  1.50s  day         0      5  (waits)                                                          SUCCESS
               8  1.75s  day         0      3  night? no; hungry? yes (5); eats a carrot (hunger 3)             SUCCESS
               9  2.00s  day         1      4  night? no; hungry? no (4); hops to 1                             RUNNING
              10  2.25s  day         2      4  hops to 2                                                        SUCCESS
              11  2.50s  day         3      4  night? no; hungry? no (4); hops to 3                             RUNNING
              12  2.75s  day         4      4  hops to 4                                                        SUCCESS
              13  3.00s  day         5      5  night? no; hungry? yes (5); hops to 5                            SUCCESS
              14  3.25s  day         5      3  night? no; hungry? yes (5); eats a carrot (hunger 3)             SUCCESS
              15  3.50s  day         5      3  night? no; hungry? no (3); won't stray further; sniffs the air   RUNNING
              16  3.75s  day         5      3  (waits)                                                          RUNNING
              17  4.00s  day         5      4  (waits)                                                          SUCCESS
              18  4.25s  day         5      4  night? no; hungry? no (4); won't stray further; sniffs the air   RUNNING
              19  4.50s  day         5      4  (waits)                                                          RUNNING
              20  4.75s  day         5      4  (waits)                                                          SUCCESS
              21  5.00s  day         5      3  night? no; hungry? yes (5); eats a carrot (hunger 3)             SUCCESS
              22  5.25s  day         5      3  night? no; hungry? no (3); won't stray further; grooms its fur   RUNNING
              23  5.50s  day         5      3  (waits)                                                          RUNNING
              24  5.75s  night       5      3  (waits)                                                          RUNNING
              25  6.00s  night       5      4  (waits)                                                          SUCCESS
              26  6.25s  night       4      4  night? yes; heads home (at 4)                                    RUNNING
              27  6.50s  night       3      4  night? yes; heads home (at 3)                                    RUNNING
              28  6.75s  night       2      4  night? yes; heads home (at 2)                                    RUNNING
              29  7.00s  night       1      5  night? yes; heads home (at 1)                                    RUNNING
              30  7.25s  night       0      5  night? yes; heads home (at 0)                                    RUNNING
              31  7.50s  night       0      5  night? yes; sleeps                                               RUNNING
              32  7.75s  night       0      5  night? yes; sleeps                                               RUNNING
              33  8.00s  night       0      6  night? yes; sleeps                                               RUNNING
              34  8.25s  day         0      4  night? no; wakes up; hungry? yes (6); eats a carrot (hunger 4)   SUCCESS
              35  8.50s  day         0      4  night? no; hungry? no (4); grooms its fur                        RUNNING
              36  8.75s  day         0      4  (waits)                                                          RUNNING
              37  9.00s  day         0      5  (waits)                                                          RUNNING
              38  9.25s  day         0      5  (waits)                                                          SUCCESS
              39  9.50s  day         0      5  night? no; hungry? yes (5); sniffs the air                       RUNNING
              40  9.75s  day         0      5  (waits)                                                          RUNNING
            """;

    // Why each moment is what the rules say (§ of docs/semantics.md):
    //  1  new pass (§3): wasHit is not pending: FAILURE; its entry (§6.2) watches scare, then
    //     climbs to root (§6.3 b) when scare fails. nightfall: isNight false, FAILURE, goHome not
    //     entered (§5.4 While). feed: hungry, and a fresh instance has no cooldown: eat.
    //  2  idle draws hop first; hop runs toward 4.
    //  3  the hit is pending during this tick (§8.3). Step 2 (§3, §6.4): the entry's answer
    //     changed (FAILURE -> SUCCESS) and hop lies outside scare, so it fires (§6.5): hop is
    //     interrupted (onEnd INACTIVE), root resumes at scare, which asks the event again.
    //  4  the new entry is dormant while scare runs (§6.2, LOWER_PRIORITY): flee goes on, succeeds;
    //     root succeeds and the entry goes with the pass. The event was cleared after tick 3.
    //  5  forage ended at 0 ms; 1000 < 1500: refused, FAILURE, eat not entered (§5.4 Cooldown);
    //     idle draws sniff; the Wait is entered at 1000 ms.
    //  6  re-evaluation of wasHit: unchanged. 7: 500 ms have passed: the Wait succeeds (§5.4).
    //  8  1750 ms since forage last ended at 0: eats. (The refusal at tick 5 does not restart the
    //     cooldown: Cooldown's Javadoc. semantics.md §5.4 says "since it last ended ... for any
    //     reason", which read literally counts the refusal, and would refuse here.)
    // 13  1250 ms since the carrot at 1750: refused; hop reaches 5 at once.   14: 1500: eats.
    // 15  hop at ROAM fails, so the random selector enters the next child of its order (§5.4): sniff.
    // 24  night falls while the creature dozes: nothing watches isNight, so the doze goes on.
    // 26  new pass: the While asks isNight on entry (true): goHome.
    // 27  the guard is checked at the start of each later tick (§5.5), before goHome runs.
    // 34  dawn: the guard's check answers false: goHome is interrupted (onEnd), nightfall fails,
    //     and root enters feed in the same tick (§5.5); 3250 ms since the carrot at 5000: eats.
    // 39  1250 ms since the carrot at 8250: refused; idle draws sniff.

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
