// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.processor.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.arbor.Status;
import dev.arbor.processor.testing.Compilers;
import dev.arbor.runtime.Clock;
import dev.arbor.runtime.CooldownGroup;
import dev.arbor.runtime.ManualClock;
import dev.arbor.runtime.Permits;
import dev.arbor.runtime.SharedRequests;
import dev.arbor.runtime.Tree;
import dev.arbor.runtime.TreeRunner;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code @Permit} and {@code @SharedCooldown} on compiled trees sharing one {@link Permits} and
 * one {@link CooldownGroup} (docs/semantics.md §5.7): 200 agents on a {@link TreeRunner} give
 * the same traces with 1 thread and with 4, never more than 2 hold a permit, and every permit is
 * given back after guards, exceptions and resets; a tree ticked by hand settles at its tick's
 * end; a snapshot keeps the tree's view of its permit.
 */
class SharedPermitsRuntimeTest {
    private static final String RAIDER = """
            package lib;

            import dev.arbor.*;
            import dev.arbor.runtime.*;
            import java.util.ArrayList;
            import java.util.List;
            import java.util.concurrent.atomic.AtomicInteger;

            @BehaviorTree
            public final class Raider {
                public final List<String> events = new ArrayList<>();
                final Permits slots;
                final CooldownGroup shout;
                final Clock clock;
                final AtomicInteger holders;
                final AtomicInteger most;
                final int index;
                int swings;
                int ticks;

                public Raider(int index, Permits slots, CooldownGroup shout, Clock clock,
                        AtomicInteger holders, AtomicInteger most) {
                    this.index = index;
                    this.slots = slots;
                    this.shout = shout;
                    this.clock = clock;
                    this.holders = holders;
                    this.most = most;
                }

                @Selector({"raid", "circle"}) void root() {}
                @SharedCooldown(value = "attackWithASlot", group = "shout") void raid() {}
                @Permit(value = "fight", permits = "slots") void attackWithASlot() {}
                @TimeLimit(value = "swing", millis = 120) void fight() {}
                @Action(onStart = "begin", onEnd = "finish") Status swing() {
                    swings++;
                    ticks++;
                    events.add(clock.nanos() / 1_000_000 + " swing " + swings);
                    if (index % 7 == 0 && swings == 2) {
                        throw new IllegalStateException("raider " + index + " stumbles");
                    }
                    return index % 5 == 0 || swings < 2 ? Status.RUNNING : Status.SUCCESS;
                }
                void begin() {
                    swings = 0;
                    most.accumulateAndGet(holders.incrementAndGet(), Math::max);
                }
                void finish(Status how) {
                    holders.decrementAndGet();
                    events.add(clock.nanos() / 1_000_000 + " end " + how);
                }
                @Action Status circle() {
                    events.add(clock.nanos() / 1_000_000 + " circle");
                    return Status.SUCCESS;
                }
            }
            """;

    private static ClassLoader loader;

    @BeforeAll
    static void compile() {
        Compilation compilation = Compilers.arbor()
                .compile(JavaFileObjects.forSourceString("lib.Raider", RAIDER));
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> compilation.diagnostics().toString());
        loader = Compilers.load(compilation);
    }

    private static Tree raider(int index, Permits slots, CooldownGroup shout, Clock clock,
            AtomicInteger holders, AtomicInteger most) throws ReflectiveOperationException {
        Class<?> agentClass = loader.loadClass("lib.Raider");
        Object agent = agentClass.getConstructor(int.class, Permits.class, CooldownGroup.class,
                Clock.class, AtomicInteger.class, AtomicInteger.class)
                .newInstance(index, slots, shout, clock, holders, most);
        return (Tree) loader.loadClass("lib.RaiderTree")
                .getConstructor(agentClass, Clock.class, long.class)
                .newInstance(agent, clock, 0L);
    }

    @SuppressWarnings("unchecked")
    private static List<String> events(Tree tree) throws ReflectiveOperationException {
        return (List<String>) tree.agent().getClass().getField("events").get(tree.agent());
    }

    /** Each agent's events (then the failures reported), over 120 updates of 50 ms. */
    private static List<List<String>> run(int threads) throws ReflectiveOperationException {
        ManualClock clock = new ManualClock();
        Permits slots = new Permits(2);
        CooldownGroup shout = new CooldownGroup(Duration.ofMillis(100));
        AtomicInteger holders = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        List<Tree> trees = new ArrayList<>();
        List<String> failures = Collections.synchronizedList(new ArrayList<>());
        try (TreeRunner runner = TreeRunner.builder().clock(clock).threads(threads)
                .errorHandler((tree, e) -> failures.add(trees.indexOf(tree) + ": "
                        + e.getMessage()))
                .build()) {
            for (int i = 0; i < 200; i++) {
                Tree tree = raider(i, slots, shout, clock, holders, most);
                trees.add(tree);
                runner.add(tree, Duration.ofMillis(50 + (i % 3) * 50));
            }
            for (int u = 0; u < 120; u++) {
                if (u == 60) {
                    for (int i = 0; i < 200; i += 9) {
                        runner.sleep(trees.get(i), Duration.ofMillis(200),
                                TreeRunner.Sleep.RESET);
                    }
                }
                runner.update();
                assertTrue(slots.held() <= 2);
                clock.advanceMillis(50);
            }
            for (Tree tree : trees) {
                tree.reset();
            }
        }
        assertEquals(0, slots.held(), "every permit given back");
        assertEquals(0, holders.get(), "every swing ended");
        assertEquals(2, most.get(), "never more than two swing at once, and two did");
        List<List<String>> all = new ArrayList<>();
        for (Tree tree : trees) {
            all.add(List.copyOf(events(tree)));
        }
        all.add(failures.stream().sorted().toList());
        return all;
    }

    @Test
    void oneThreadAndFourGiveTheSameTraces() throws ReflectiveOperationException {
        List<List<String>> one = run(1);
        List<List<String>> four = run(4);
        for (int i = 0; i < one.size(); i++) {
            assertEquals(one.get(i), four.get(i), i < 200 ? "raider " + i : "failures");
        }
        long swung = one.stream().limit(200)
                .filter(e -> e.stream().anyMatch(s -> s.endsWith("swing 1"))).count();
        assertTrue(swung > 20, "the settle goes round the raiders: " + swung);
        assertFalse(one.get(200).isEmpty(), "some raiders threw while holding a permit");
        assertTrue(one.stream().flatMap(List::stream).anyMatch(s -> s.endsWith("end INACTIVE")),
                "some swings were interrupted");
    }

    /** Without a runner: asks at its first tick, settles at its end, swings at the next. */
    @Test
    void aTreeTickedByHandSettlesAtItsTickEnd() throws ReflectiveOperationException {
        ManualClock clock = new ManualClock();
        Permits slots = new Permits(1);
        CooldownGroup shout = new CooldownGroup(Duration.ofMillis(100));
        AtomicInteger holders = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        Tree first = raider(1, slots, shout, clock, holders, most);
        Tree second = raider(2, slots, shout, clock, holders, most);
        assertTrue(first instanceof SharedRequests);
        assertEquals(Status.RUNNING, first.tick());
        assertEquals(Status.RUNNING, second.tick());
        assertEquals(1, slots.held(), "the first asked, and got the only permit");
        byte[] holding = first.snapshot();
        clock.advanceMillis(10);
        assertEquals(Status.RUNNING, first.tick());
        assertEquals(Status.SUCCESS, second.tick(), "refused: it circles");
        assertEquals(List.of("10 circle"), events(second));
        clock.advanceMillis(10);
        assertEquals(Status.SUCCESS, first.tick(), "two swings, the permit given back");
        assertEquals(0, slots.held());
        assertEquals(List.of("10 swing 1", "20 swing 2", "20 end SUCCESS"), events(first));
        clock.advanceMillis(10);
        assertEquals(Status.SUCCESS, second.tick(), "the group cools down: it circles");
        first.restore(holding);
        slots.tryAcquire(); // the restored view holds a permit: the Permits counts it again
        first.reset();
        assertEquals(0, slots.held(), "reset gives the restored permit back");
    }
}
