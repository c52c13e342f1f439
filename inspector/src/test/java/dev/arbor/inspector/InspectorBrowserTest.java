// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser, as a user sees it: headless Chromium driven by chromedriver
 * (Debian: {@code apt-get install chromium chromium-driver}; .ci/run installs them). The checks
 * of {@link #seesTheWalkerAsItRuns} are also run on pages broken on purpose, each of which they
 * must fail: so a broken page cannot pass. Leaves target/inspector.png and
 * target/inspector-fields.png (the agent's fields).
 */
class InspectorBrowserTest {
    static final String CHROMIUM = System.getProperty("arbor.chromium", "/usr/bin/chromium");
    static final String DRIVER = System.getProperty("arbor.chromedriver", "/usr/bin/chromedriver");

    static final String RUNNING = "rgb(253, 224, 71)";
    static final String SUCCESS = "rgb(134, 239, 172)";
    static final String FAILURE = "rgb(252, 165, 165)";
    static final String INTERRUPTED = "rgb(209, 213, 219)";
    static final String NOT_YET = "rgb(255, 255, 255)";

    static Path profile;
    static ChromeDriver browser;

    @BeforeAll
    static void open() throws Exception {
        if (!new File(CHROMIUM).canExecute() || !new File(DRIVER).canExecute()) {
            throw new AssertionError("The browser test needs headless Chromium and chromedriver at "
                    + CHROMIUM + " and " + DRIVER + ": on Debian, apt-get install chromium"
                    + " chromium-driver (.ci/run does it), or point -Darbor.chromium and"
                    + " -Darbor.chromedriver at them");
        }
        profile = Files.createTempDirectory("arbor-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu",
                "--disable-dev-shm-usage", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run",
                "--window-size=1400,1000", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(DRIVER)).usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
    }

    @AfterAll
    static void close() {
        if (browser != null) browser.quit();
    }

    static WebDriverWait waiting(int seconds) {
        return new WebDriverWait(browser, Duration.ofSeconds(seconds));
    }

    static Object js(String script, Object... arguments) {
        return ((JavascriptExecutor) browser).executeScript(script, arguments);
    }

    /** The fill the user sees on node {@code index}: its shape's computed fill. */
    static String fill(int index) {
        return (String) js("const g = document.querySelector(\"#diagram g.node[data-node='\" + arguments[0] + \"']\");"
                + " const s = g && g.querySelector('rect, polygon, path');"
                + " return s ? getComputedStyle(s).fill : 'no node';", index);
    }

    static List<String> traceLines() {
        return browser.findElements(By.cssSelector("#trace li")).stream().map(WebElement::getText)
                .collect(Collectors.toList());
    }

    /** The row of the agent's field {@code name}: its cells' texts, name, type and value. */
    static List<String> field(String name) {
        return browser.findElements(By.cssSelector("#fields tr[data-field='" + name + "'] td")).stream()
                .map(WebElement::getText).collect(Collectors.toList());
    }

    static boolean changed(String name) {
        return browser.findElement(By.cssSelector("#fields tr[data-field='" + name + "']"))
                .getAttribute("class").contains("changed");
    }

    static String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    /** Waits for the page to show tick {@code tick}: its line at the top of the trace. */
    static void shown(long tick) {
        waiting(10).until(b -> {
            List<WebElement> lines = b.findElements(By.cssSelector("#trace li[data-tick]"));
            return !lines.isEmpty() && String.valueOf(tick).equals(lines.get(0).getAttribute("data-tick"));
        });
    }

    /**
     * What a user sees of the walker, opened in the middle of a pass: the drawing, the legend,
     * each node's colour after each tick (the running path, an abort, a tick that throws), the
     * running path, the trace lines and the live status; and that Mermaid runs strict.
     */
    static void seesTheWalkerAsItRuns(UnaryOperator<String> page, boolean screenshot) throws Exception {
        try (Inspector inspector = Inspector.start(Inspector.options().page(page))) {
            Walker walker = new Walker();
            walker.steps = 10;
            WalkerTree tree = new WalkerTree(walker);
            inspector.watch("walker \"<é>\"", tree);
            tree.tick(); // the page opens in the middle of a pass
            browser.get(inspector.url() + "?tree=walker+%22%3C%C3%A9%3E%22");
            waiting(20).until(b -> "true".equals(b.findElement(By.id("diagram")).getAttribute("data-ready")));
            waiting(10).until(b -> inspector.subscribers("walker \"<é>\"") == 1);
            assertEquals("walker \"<é>\"", text("title"));
            assertEquals(7, browser.findElements(By.cssSelector("#diagram g.node[data-node]")).size());
            assertTrue(text("diagram").contains("walkAbout"));
            assertEquals("strict", js("return mermaid.mermaidAPI.getConfig().securityLevel"), "Mermaid's security level");
            for (int node = 0; node < 7; node++) assertEquals(NOT_YET, fill(node), "node " + node + " before any tick");

            Map<String, String> legend = Map.of("running", RUNNING, "success", SUCCESS, "failure", FAILURE,
                    "interrupted", INTERRUPTED, "not yet", NOT_YET);
            List<WebElement> swatches = browser.findElements(By.cssSelector("#legend span[data-state]"));
            assertEquals(List.of("running", "success", "failure", "interrupted", "not yet"),
                    swatches.stream().map(WebElement::getText).collect(Collectors.toList()), "the legend");
            for (WebElement swatch : swatches) {
                assertEquals(legend.get(swatch.getText()), swatch.getCssValue("background-color")
                        .replace("rgba(", "rgb(").replace(", 1)", ")"), "the legend's " + swatch.getText());
            }

            tree.tick(); // tick 2: only walk answers; the page must show its ancestors running too
            shown(2);
            assertEquals(RUNNING, fill(6), "walk runs");
            assertEquals(RUNNING, fill(4), "walkAbout runs");
            assertEquals(RUNNING, fill(0), "root runs");
            assertEquals(NOT_YET, fill(3), "sleep never ran");
            assertEquals("root > walkAbout > walk", tree.runningPath());
            assertEquals(tree.runningPath(), text("path"), "the running path");
            assertEquals("live", text("status"));
            assertTrue(traceLines().get(0).matches("#2 \\d\\d:\\d\\d:\\d\\d\\.\\d{3} RUNNING \\d+\\.\\d{3} ms\\s+"
                    + "root > walkAbout > walk\\s+· re-checked isTired: FAILURE"), traceLines().get(0));
            // the agent's fields at the tick's end: every one, the private one said so
            assertEquals(List.of("steps", "int", "8"), field("steps"), "the agent's steps");
            assertEquals(List.of("tired", "boolean", "false"), field("tired"));
            assertEquals(List.of("boom", "RuntimeException", "null"), field("boom"));
            assertEquals(List.of("rested", "int", "not readable (private)"), field("rested"));
            assertTrue(!changed("steps"), "the first values the page sees are not marked as changed");

            walker.tired = true;
            tree.tick(); // tick 3: isTired aborts the walk, the tree rests and succeeds
            shown(3);
            assertEquals(INTERRUPTED, fill(6), "walk interrupted");
            assertEquals(INTERRUPTED, fill(4), "walkAbout interrupted");
            assertEquals(SUCCESS, fill(2), "isTired");
            assertEquals(SUCCESS, fill(3), "sleep");
            assertEquals(SUCCESS, fill(0), "root");
            assertEquals("", text("path"));
            assertTrue(traceLines().get(0).matches("#3 \\S+ SUCCESS \\S+ ms\\s+· re-checked isTired: SUCCESS"
                    + "\\s+· abort: isTired interrupted root's running child"), traceLines().get(0));
            assertEquals(List.of("tired", "boolean", "true"), field("tired"));
            assertEquals(List.of("steps", "int", "8"), field("steps"));
            assertTrue(changed("tired") && !changed("steps"), "the value that changed is marked, only it");

            walker.tired = false;
            walker.boom = new IllegalStateException("boom");
            assertThrows(IllegalStateException.class, tree::tick); // tick 4 throws in walk
            shown(4);
            assertEquals(FAILURE, fill(2), "isTired");
            assertEquals(FAILURE, fill(1), "rest");
            assertEquals(SUCCESS, fill(5), "hasSteps");
            assertEquals(INTERRUPTED, fill(6), "walk, which threw");
            assertEquals(INTERRUPTED, fill(0), "root");
            assertTrue(traceLines().get(0).matches("#4 \\S+ THREW: a leaf or hook threw, every running node was interrupted"),
                    traceLines().get(0));
            assertEquals(3, traceLines().size());
            assertEquals(List.of("boom", "RuntimeException", "java.lang.IllegalStateException: boom"),
                    field("boom"), "the fields as the tick that threw left them");
            for (String line : traceLines()) assertTrue(!line.isBlank(), "a blank trace line");

            if (screenshot) {
                walker.boom = null;
                walker.steps = 10;
                tree.tick();
                shown(5);
                File shot = browser.getScreenshotAs(OutputType.FILE);
                Files.copy(shot.toPath(), Path.of("target", "inspector.png"), StandardCopyOption.REPLACE_EXISTING);
                js("document.getElementById('fieldsbox').scrollIntoView()");
                shot = browser.getScreenshotAs(OutputType.FILE);
                Files.copy(shot.toPath(), Path.of("target", "inspector-fields.png"), StandardCopyOption.REPLACE_EXISTING);
            }
            browser.get("about:blank");
            waiting(10).until(b -> inspector.subscribers("walker \"<é>\"") == 0);
        }
    }

    @Test
    void aUserSeesTheTreeAsItRuns() throws Exception {
        seesTheWalkerAsItRuns(UnaryOperator.identity(), true);
    }

    /**
     * A reload as a user sees it: the reloader's line at the top of the page, and the tree
     * replaced in place: the page draws the new tree, lists its agent's (none here) and goes on
     * with its ticks, the old tree's last ticks kept under a line that says so.
     */
    @Test
    void thePageFollowsAReplacedTreeAndShowsWhatWasSaid() throws Exception {
        try (Inspector inspector = Inspector.start()) {
            Walker walker = new Walker();
            walker.steps = 10;
            WalkerTree old = new WalkerTree(walker);
            inspector.watch("guard", old);
            browser.get(inspector.url() + "?tree=guard");
            waiting(20).until(b -> "true".equals(b.findElement(By.id("diagram")).getAttribute("data-ready")));
            waiting(10).until(b -> inspector.subscribers("guard") == 1);
            old.tick();
            shown(1);
            assertTrue(browser.findElement(By.id("messages")).getAttribute("hidden") != null,
                    "no message box until something is said");

            Nested_InnerTree replacement = new Nested_InnerTree(new Nested.Inner());
            InspectorReloadTest.moveListeners(old, replacement); // as a DevReloader swap does
            inspector.replace(old, replacement);
            inspector.say("reloaded Walker: 1 node added, 5 removed, 1 tree moved");
            waiting(10).until(b -> b.findElements(By.cssSelector("#said li")).size() == 1);
            assertTrue(text("said").matches("\\d\\d:\\d\\d:\\d\\d\\.\\d{3}\\s+reloaded Walker:"
                    + " 1 node added, 5 removed, 1 tree moved"), text("said"));
            assertTrue(browser.findElement(By.id("messages")).isDisplayed());
            waiting(20).until(b -> "true".equals(b.findElement(By.id("diagram")).getAttribute("data-ready"))
                    && b.findElements(By.cssSelector("#diagram g.node[data-node]")).size() == 3);
            assertTrue(text("diagram").contains("second") && !text("diagram").contains("walkAbout"),
                    "the new tree's drawing");
            assertEquals("(none)", text("fieldsnote"), "the new agent has no fields");
            waiting(10).until(b -> inspector.subscribers("guard") == 1);
            replacement.tick();
            shown(1);
            assertEquals(RUNNING, fill(2), "second runs");
            assertEquals(SUCCESS, fill(1), "first");
            assertEquals("root > second", text("path"));
            List<String> lines = traceLines();
            assertEquals(3, lines.size(), lines.toString());
            assertTrue(lines.get(1).startsWith("replaced by a new version (dev.arbor.inspector.Nested_InnerTree,"
                    + " 3 nodes): the drawing and the fields are the new tree's from here"), lines.get(1));
            assertTrue(lines.get(2).startsWith("#1 ") && lines.get(2).contains("root > walkAbout > walk"),
                    "the old tree's tick stays: " + lines.get(2));
            inspector.say("not reloaded Walker: field steps changed its type from int to long; the running trees go on");
            waiting(10).until(b -> b.findElements(By.cssSelector("#said li")).size() == 2);
            WebElement newest = browser.findElements(By.cssSelector("#said li")).get(0);
            assertTrue(newest.getText().contains("not reloaded"), "the newest line first");
            assertEquals("rgb(185, 28, 28)", newest.getCssValue("color").replace("rgba(", "rgb(").replace(", 1)", ")"),
                    "a refusal in red");
            File shot = browser.getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), Path.of("target", "inspector-reload.png"), StandardCopyOption.REPLACE_EXISTING);
            browser.get("about:blank");
        }
    }

    /** Each page broken on purpose, and what it breaks: the checks above must fail on every one. */
    static final Map<String, UnaryOperator<String>> BROKEN = Map.of(
            "blank trace lines", page -> page.replace("li.textContent = text;", "li.textContent = '';"),
            "a wrong legend", page -> page.replace("data-state=\"running\" style=\"background:#fde047\"",
                    "data-state=\"running\" style=\"background:#86efac\""),
            "no live status", page -> page.replace("status('live', 'live');", ""),
            "Mermaid loosened", page -> page.replace("securityLevel: 'strict'", "securityLevel: 'loose'"),
            "the running path's ancestors left uncoloured", page -> page.replace(
                    "for (const index of now) paint(index, 'running');", ""),
            "the node families' fills kept", page -> page.replace(
                    "shape.style.setProperty('fill', UNRUN, 'important'); ", ""),
            "a tick that throws left out", page -> page.replace("function tick(t) {",
                    "function tick(t) { if (t.status === 'THREW') return;"),
            "no running path", page -> page.replace("$('path').textContent = t.path;", ""),
            "the agent's fields never updated", page -> page.replace("values(t);", ""));

    /**
     * Two of the broken pages in the default suite (about 3 s each: the checks run to their
     * failure), one breaking the script's trace and one the page's markup.
     */
    @Test
    void theChecksFailOnABrokenPage() throws Exception {
        failOn(List.of("blank trace lines", "a wrong legend"));
    }

    /** Every broken page (the exhaustive profile: about 25 s). */
    @Test
    @Tag("exhaustive")
    void theChecksFailOnEveryBrokenPage() throws Exception {
        failOn(BROKEN.keySet().stream().sorted().toList());
    }

    private static void failOn(List<String> names) throws Exception {
        for (String name : names) {
            UnaryOperator<String> broken = BROKEN.get(name);
            String html = Page.html(50) + Page.script();
            assertTrue(!broken.apply(html).equals(html), "the fixture applies: " + name);
            Throwable failure = null;
            try {
                seesTheWalkerAsItRuns(broken, false);
            } catch (AssertionError | RuntimeException e) {
                failure = e;
            }
            assertTrue(failure != null, "the checks passed on a page with " + name);
            String why = String.valueOf(failure.getMessage());
            System.out.println("A page with " + name + " fails: " + why.lines().findFirst().orElse(why));
            browser.get("about:blank");
        }
    }

    @Test
    void aTreeOfHundredsOfNodesDrawsReadably() {
        try (Inspector inspector = Inspector.start()) {
            BigTree tree = new BigTree(new Big());
            inspector.watch("big", tree);
            browser.get(inspector.url() + "?tree=big");
            waiting(30).until(b -> "true".equals(b.findElement(By.id("diagram")).getAttribute("data-ready")));
            assertEquals(tree.nodes().size(),
                    browser.findElements(By.cssSelector("#diagram g.node[data-node]")).size());
            Number smallest = (Number) js("return Math.min(...[...document.querySelectorAll('#diagram g.node')]"
                    + ".map(g => g.getBoundingClientRect().height))");
            assertTrue(smallest.doubleValue() >= 20, "nodes " + smallest + " px high");
            Number svgHeight = (Number) js("return document.querySelector('#diagram svg').getBoundingClientRect().height");
            assertTrue(svgHeight.doubleValue() >= 100, "the drawing is " + svgHeight + " px high");
            tree.tick();
            waiting(10).until(b -> b.findElements(By.cssSelector("#trace li")).size() == 1);
            assertTrue(traceLines().get(0).startsWith("#1 "), traceLines().get(0));
            browser.get("about:blank");
        }
    }
}
