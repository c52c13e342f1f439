// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.junit.jupiter.api.Test;

/** The builder: what it accepts, and the operator it adds (the jobs themselves run elsewhere). */
class KeyedTreesTest {
    private static KeyedTrees<String, String, Beacon, String> beacons() {
        var env = StreamExecutionEnvironment.getExecutionEnvironment();
        return KeyedTrees.on(env.fromData("a:hello", "b:hello").keyBy(r -> r.substring(0, 1)))
                .agents(Beacon.class, Beacon::new)
                .trees(String.class, (beacon, context) -> new BeaconTree(beacon, context.clock(), 0));
    }

    @Test
    void anIntervalIsAWholeNumberOfMillisecondsAtLeastOne() {
        for (Duration bad : new Duration[] {Duration.ZERO, Duration.ofMillis(-5), Duration.ofNanos(1_500_000)}) {
            Exception e = assertThrows(IllegalArgumentException.class, () -> beacons().every(bad));
            assertTrue(e.getMessage().startsWith("[Arbor/BadInterval]"), e.getMessage());
        }
        beacons().every(Duration.ofMillis(1)).every(Duration.ofSeconds(1));
    }

    @Test
    void buildAddsOneNamedOperatorOfTheOutputType() {
        SingleOutputStreamOperator<String> out = beacons().name("beacons").eventTime()
                .scheduling(Scheduling.TIMERS).build();
        assertEquals("beacons", out.getName());
        assertEquals(String.class, out.getType().getTypeClass());
    }

    @Test
    void anIdleExpiryIsAWholeNumberOfMillisecondsAndAtLeastTheInterval() {
        for (Duration bad : new Duration[] {Duration.ZERO, Duration.ofMillis(-5), Duration.ofNanos(1_500_000)}) {
            Exception e = assertThrows(IllegalArgumentException.class, () -> beacons().expireIdle(bad));
            assertTrue(e.getMessage().startsWith("[Arbor/BadIdleExpiry]"), e.getMessage());
        }
        Exception e = assertThrows(IllegalArgumentException.class,
                () -> beacons().every(Duration.ofSeconds(1)).expireIdle(Duration.ofMillis(500)).build());
        assertTrue(e.getMessage().startsWith("[Arbor/BadIdleExpiry] an idle expiry is at least the"
                + " tick interval (1000 ms)"), e.getMessage());
        beacons().every(Duration.ofSeconds(1)).expireIdle(Duration.ofMinutes(30),
                (beacon, tree, context) -> context.emit("bye")).build();
    }

    @Test
    void theLateRecordsSideOutputCarriesTheInputType() {
        var trees = beacons().eventTime().lateRecords(LateRecords.SIDE_OUTPUT);
        assertEquals("arbor-late-records", trees.lateRecordsTag().getId());
        assertEquals(String.class, trees.lateRecordsTag().getTypeInfo().getTypeClass());
        assertEquals(String.class, trees.build().getSideOutput(trees.lateRecordsTag()).getType()
                .getTypeClass());
    }
}
