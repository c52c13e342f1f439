// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.arbor.examples.golem.GolemDemo;
import dev.arbor.runtime.replay.Recording;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The "done when", in headless Chromium (docs/testing.md, as the inspector's own browser
 * test): the golem demo recorded with {@code --record}, the recording opened in the page, the
 * timeline scrubbed (buttons and arrow keys) to the tick where the golem broke off its patrol,
 * where the page says which answer changed, from what to what, shows the agent's fields at that
 * tick, the nodes' colours and the running path. The same checks fail on pages broken on
 * purpose (a timeline that does not move, a blank "why"). In the examples module, which has
 * the golem, and in the inspector's package, for its page fixture. Leaves
 * target/golem-timetravel-last.png (the recording opened: its last tick) and
 * target/golem-timetravel-broke-off.png (the tick the golem broke off its patrol) and
 * target/golem-timetravel-fields.png (the agent's fields at that tick).
 */
class GolemTimeTravelBrowserTest {
    static final String CHROMIUM = System.getProperty("arbor.chromium", "/usr/bin/chromium");
    static final String DRIVER = System.getProperty("arbor.chromedriver", "/usr/bin/chromedriver");
    static final String RUNNING = "rgb(253, 224, 71)";
    static final String SUCCESS = "rgb(134, 239, 172)";
    static final String INTERRUPTED = "rgb(209, 213, 219)";

    static Path profile;
    static ChromeDriver browser;
    static Path file = Path.of("target", "golem.arbrec");
    static Recording recording;
    /** The tick where the golem broke off its patrol, and the recording's last. */
    static int brokeOff;

    @BeforeAll
    static void open() throws Exception {
        if (!new File(CHROMIUM).canExecute() || !new File(DRIVER).canExecute()) {
            throw new AssertionError("The browser test needs headless Chromium and chromedriver at "
                    + CHROMIUM + " and " + DRIVER + ": on Debian, apt-get install chromium"
                    + " chromium-driver (.ci/run does it), or point -Darbor.chromium and"
                    + " -Darbor.chromedriver at them");
        }
        Files.createDirectories(file.getParent());
        GolemDemo.main(new String[] {"--record", file.toString()}); // as a user would run it
        recording = Recording.read(file);
        for (int tick = 1; tick <= recording.ticks() && brokeOff == 0; tick++) {
            List<String> trace = recording.trace(tick);
            if (trace.contains("end patrol inactive")
                    && trace.stream().anyMatch(line -> line.startsWith("abort "))) {
                brokeOff = tick;
            }
        }
        assertTrue(brokeOff > 1, "the recorded golem never broke off its patrol");
        profile = Files.createTempDirectory("arbor-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run",
                "--window-size=1400,1200", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER)).usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void close() {
        if (browser != null) browser.quit();
    }

    static Object js(String script, Object... arguments) {
        return ((JavascriptExecutor) browser).executeScript(script, arguments);
    }

    static String fill(String method) {
        int index = recording.nodes().indexOf(method);
        return (String) js("const g = document.querySelector(\"#diagram g.node[data-node='\" + arguments[0] + \"']\");"
                + " const s = g && g.querySelector('rect, polygon, path');"
                + " return s ? getComputedStyle(s).fill : 'no node';", index);
    }

    static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    static List<String> why() {
        return browser.findElements(By.cssSelector("#why li")).stream().map(WebElement::getText)
                .collect(Collectors.toList());
    }

    /** The value the page shows for the agent's field {@code name}, and whether marked changed. */
    static String field(String name) {
        WebElement row = browser.findElement(By.cssSelector("#fields tr[data-field='" + name + "']"));
        return row.findElement(By.cssSelector("td.value")).getText()
                + (row.getAttribute("class").contains("changed") ? " (changed)" : "");
    }

    /** Waits for the page to show tick {@code tick}. */
    static void at(int tick) {
        new WebDriverWait(browser, Duration.ofSeconds(5)).until(b -> String.valueOf(tick)
                .equals(b.findElement(By.id("timetravel")).getAttribute("data-tick")));
    }

    static void press(CharSequence key) {
        browser.findElement(By.tagName("body")).sendKeys(key);
    }

    static void scrubsToWhereTheGolemBrokeOff(UnaryOperator<String> page, boolean screenshots)
            throws Exception {
        try (Inspector inspector = Inspector.start(Inspector.options().page(page))) {
            inspector.open("golem.arbrec", recording);
            browser.get(inspector.url() + "?tree=golem.arbrec");
            new WebDriverWait(browser, Duration.ofSeconds(20)).until(b -> "true".equals(
                    b.findElement(By.id("diagram")).getAttribute("data-ready")));
            int last = recording.ticks();
            at(last); // a recording opens at its last tick
            assertEquals("tick " + last + " of " + last, text("at").replaceAll(" \u00b7.*", ""));
            assertEquals(last, browser.findElements(By.cssSelector("#strip span")).size(), "the timeline's ticks");
            if (screenshots) {
                Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(),
                        Path.of("target", "golem-timetravel-last.png"), StandardCopyOption.REPLACE_EXISTING);
            }

            browser.findElement(By.id("first")).click();
            at(1);
            assertEquals("root > patrol > walkToWaypoint", text("path"), "tick 1's running path");
            for (int tick = 2; tick < brokeOff; tick++) {
                press(Keys.ARROW_RIGHT); // step forward by key
                at(tick);
            }
            assertEquals("root > patrol > walkToWaypoint", text("path"), "patrolling before it broke off");
            assertTrue(!String.join("\n", why()).contains("playerSeen changed"), "the tick before: " + why());
            browser.findElement(By.id("forward")).click(); // and by button
            at(brokeOff);

            List<String> why = why();
            assertTrue(why.contains("re-checked playerSeen changed: failure \u2192 success"), "why: " + why);
            assertTrue(why.contains("abort fired: playerSeen interrupted what ran under root"), "why: " + why);
            assertTrue(why.contains("event playerSeen raised before this tick"), "why: " + why);
            for (String line : why) assertTrue(!line.isBlank(), "a blank why");
            assertEquals("root > engage > pursue > fight > round > chase", text("path"));
            assertEquals(RUNNING, fill("chase"));
            assertEquals(RUNNING, fill("engage"));
            assertEquals(INTERRUPTED, fill("patrol"), "patrol broken off");
            assertEquals(INTERRUPTED, fill("walkToWaypoint"));
            assertEquals(SUCCESS, fill("playerSeen"));
            // the agent's fields at that tick, the changed ones marked
            String position = recording.fields(brokeOff).value(0);
            assertEquals(position + " (changed)", field("position"));
            assertEquals("14", field("waypoint"));
            assertEquals("0", field("hits"));
            assertEquals("ArrayList(2) [\"patrol interrupted\", \"chases (at " + position + ")\"] (changed)",
                    field("notes"));
            assertEquals(String.valueOf(brokeOff), browser.findElement(By.id("fields")).getAttribute("data-tick"));
            if (screenshots) {
                Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(),
                        Path.of("target", "golem-timetravel-broke-off.png"), StandardCopyOption.REPLACE_EXISTING);
                js("document.getElementById('fieldsbox').scrollIntoView()");
                Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(),
                        Path.of("target", "golem-timetravel-fields.png"), StandardCopyOption.REPLACE_EXISTING);
            }

            press(Keys.ARROW_LEFT); // back one tick: patrolling again, its fields as they were
            at(brokeOff - 1);
            assertEquals("root > patrol > walkToWaypoint", text("path"));
            assertEquals(RUNNING, fill("patrol"));
            assertTrue(!field("notes").contains("patrol interrupted"), field("notes"));
            assertTrue(browser.getCurrentUrl().endsWith("tick=" + (brokeOff - 1)), browser.getCurrentUrl());
            browser.get("about:blank");
        }
    }

    @Test
    void aUserScrubsTheRecordedGolemToWhereItBrokeOffItsPatrol() throws Exception {
        scrubsToWhereTheGolemBrokeOff(UnaryOperator.identity(), true);
    }

    /**
     * A live golem watched through an executor with a history of 10 ticks: its page's "time
     * travel" button freezes it on its last ticks (10 to 13 held, snapshots every 2), which step
     * like a recording's, and "back to live" returns.
     */
    @Test
    void aLiveTreesLastTicksCanBeTravelled() throws Exception {
        try (Inspector inspector = Inspector.start(Inspector.options().history(10))) {
            java.util.Queue<Runnable> between = new java.util.concurrent.ConcurrentLinkedQueue<>();
            dev.arbor.runtime.ManualClock clock = new dev.arbor.runtime.ManualClock();
            dev.arbor.examples.golem.Player player = new dev.arbor.examples.golem.Player(18);
            dev.arbor.examples.golem.GolemTree tree = new dev.arbor.examples.golem.GolemTree(
                    new dev.arbor.examples.golem.Golem(player), clock, 0);
            inspector.watch("golem", tree, between::add);
            java.util.concurrent.atomic.AtomicInteger ticked = new java.util.concurrent.atomic.AtomicInteger();
            Thread loop = new Thread(() -> { // the game loop: 30 ticks, then only its task queue
                while (!Thread.currentThread().isInterrupted()) {
                    for (Runnable task; (task = between.poll()) != null; ) task.run();
                    if (ticked.get() < 30) {
                        clock.advanceMillis(250);
                        tree.tick();
                        ticked.incrementAndGet();
                    } else {
                        Thread.onSpinWait();
                    }
                }
            });
            loop.start();
            try {
                while (ticked.get() < 30) Thread.sleep(10);
                browser.get(inspector.url() + "?tree=golem");
                new WebDriverWait(browser, Duration.ofSeconds(20)).until(b -> b.findElement(By.id("travel")).isDisplayed());
                browser.findElement(By.id("travel")).click();
                at(30);
                int held = browser.findElements(By.cssSelector("#strip span")).size();
                assertTrue(held >= 10 && held <= 13, held + " ticks held");
                assertEquals(String.valueOf(31 - held), browser.findElement(By.cssSelector("#strip span"))
                        .getAttribute("data-tick"), "the window's first tick");
                press(Keys.ARROW_LEFT);
                at(29);
                press(Keys.HOME);
                at(31 - held);
                assertTrue(text("at").startsWith("tick " + (31 - held) + " of 30"), text("at"));
                browser.findElement(By.id("live")).click();
                new WebDriverWait(browser, Duration.ofSeconds(10)).until(b -> b.findElement(By.id("timetravel"))
                        .getAttribute("hidden") != null && b.getCurrentUrl().endsWith("?tree=golem"));
                browser.get("about:blank");
            } finally {
                loop.interrupt();
                loop.join();
            }
        }
    }

    /** Pages broken on purpose: the checks above must fail on each. */
    static final Map<String, UnaryOperator<String>> BROKEN = Map.of(
            "a timeline that does not move", page -> page.replace(
                    "n = Math.min(Math.max(Math.round(n), lo), hi);", "n = hi;"),
            "a blank why", page -> page.replace(
                    "li.textContent = text; why.append(li);", "li.textContent = ''; why.append(li);"));

    /**
     * Both broken timelines, in the exhaustive profile (the one that does not move waits 5 s);
     * the default suite's InspectorBrowserTest breaks the live page the same way.
     */
    @Test
    @Tag("exhaustive")
    void theChecksFailOnEveryBrokenTimeline() throws Exception {
        failOn(BROKEN.keySet().stream().sorted().toList());
    }

    private static void failOn(List<String> names) throws Exception {
        for (String name : names) {
            UnaryOperator<String> broken = BROKEN.get(name);
            String html = Page.html(50) + Page.script();
            assertTrue(!broken.apply(html).equals(html), "the fixture applies: " + name);
            Throwable failure = null;
            try {
                scrubsToWhereTheGolemBrokeOff(broken, false);
            } catch (AssertionError | RuntimeException e) {
                failure = e;
            }
            assertTrue(failure != null, "the checks passed on a page with " + name);
            String message = String.valueOf(failure.getMessage());
            System.out.println("A page with " + name + " fails: " + message.lines().findFirst().orElse(message));
            browser.get("about:blank");
        }
    }
}
