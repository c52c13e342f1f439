// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.examples.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The demo's story, tick by tick: the moments each abort type fires. */
class GuardDemoTest {

    private static List<String> demo(int ticks) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GuardDemo.run(ticks, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8).lines().skip(4).toList();
    }

    /** What the leaves said in tick {@code tick} (1-based): the text after the world column. */
    private static String decision(List<String> lines, int tick) {
        return lines.get(tick - 1).substring(44).strip();
    }

    @Test
    void theGuardPatrolsFightsAndFlees() {
        List<String> lines = demo(48);
        assertEquals(48, lines.size());
        assertEquals("hurt? no (hp 100); sees intruder? no; picks waypoint 4; walks to 4 (at 1)",
                decision(lines, 1));
        // 5.75 s: the intruder comes into sight: combat's BOTH abort interrupts the patrol
        assertEquals("hurt? no (hp 100); sees intruder? yes, 4 away; patrol interrupted;"
                + " sees intruder? yes, 4 away; chases (at 15)", decision(lines, 23));
        // 7.50 s: hurt mid-swing: flee's LOWER_PRIORITY abort interrupts the attack
        assertEquals("hurt? yes (hp 28); attack interrupted; hurt? yes (hp 28); starts fleeing;"
                + " runs to the post (at 15)", decision(lines, 30));
        // 11.75 s: healed at the post, the pass completes
        assertEquals("bandages up at the post (hp 78); safe again  => SUCCESS",
                decision(lines, 47));
    }
}
