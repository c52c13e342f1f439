// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package dev.arbor.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
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
 * The page in a real browser: headless Chromium driven by chromedriver (Debian: {@code apt-get
 * install chromium chromium-driver}; .ci/run installs them). Leaves target/inspector.png.
 */
class InspectorBrowserTest {
    static final String CHROMIUM = System.getProperty("arbor.chromium", "/usr/bin/chromium");
    static final String DRIVER = System.getProperty("arbor.chromedriver", "/usr/bin/chromedriver");

    static Path profile;
    static ChromeDriver browser;
    static Inspector inspector;

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
        inspector = Inspector.start(Inspector.options().port(0));
    }

    @AfterAll
    static void close() throws Exception {
        if (browser != null) browser.quit();
        if (inspector != null) inspector.close();
    }

    WebDriverWait waiting() {
        return new WebDriverWait(browser, Duration.ofSeconds(20));
    }

    String fill(WebElement node) {
        return (String) ((JavascriptExecutor) browser).executeScript(
                "const s = arguments[0].querySelector('rect, polygon, path');"
                        + " return s ? getComputedStyle(s).fill : '';", node);
    }

    @Test
    void drawsTheTreeAndColoursItLive() throws Exception {
        String name = "walker \"<é>\"";
        WalkerTree tree = new WalkerTree(new Walker());
        inspector.watch(name, tree);
        browser.get(inspector.url() + "?tree=" + URLEncoder.encode(name, StandardCharsets.UTF_8));
        waiting().until(b -> "true".equals(b.findElement(By.id("diagram")).getAttribute("data-ready")));
        assertEquals(name, browser.findElement(By.id("title")).getText());
        List<WebElement> nodes = browser.findElements(By.cssSelector("#diagram g.node[data-node]"));
        assertEquals(tree.nodes().size(), nodes.size());
        assertTrue(browser.findElement(By.id("diagram")).getText().contains("walkAbout"));
        waiting().until(b -> inspector.subscribers(name) == 1);

        WebElement walk = browser.findElement(By.cssSelector("#diagram g.node[data-node='6']"));
        String before = fill(walk);
        tree.tick();
        waiting().until(b -> "running".equals(walk.getAttribute("data-state")));
        assertTrue(walk.getAttribute("class").contains("arbor-running"));
        assertNotEquals(before, fill(walk));
        assertEquals("rgb(253, 224, 71)", fill(walk));
        waiting().until(b -> tree.runningPath().equals(b.findElement(By.id("path")).getText()));

        WebElement isTired = browser.findElement(By.cssSelector("#diagram g.node[data-node='2']"));
        assertEquals("failure", isTired.getAttribute("data-state"));
        tree.tick();
        waiting().until(b -> "2".equals(b.findElement(By.id("path")).getAttribute("data-tick")));
        assertEquals(tree.runningPath(), browser.findElement(By.id("path")).getText());
        assertEquals(2, browser.findElements(By.cssSelector("#trace li")).size());

        File shot = browser.getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), Path.of("target", "inspector.png"), StandardCopyOption.REPLACE_EXISTING);

        browser.get("about:blank");
        waiting().until(b -> inspector.subscribers(name) == 0);
        waiting().until(b -> tree.listener() == null);
    }

    @Test
    void aTreeOfHundredsOfNodesDraws() {
        BigTree tree = new BigTree(new Big());
        inspector.watch("big", tree);
        browser.get(inspector.url() + "?tree=big");
        waiting().until(b -> "true".equals(b.findElement(By.id("diagram")).getAttribute("data-ready")));
        assertEquals(tree.nodes().size(),
                browser.findElements(By.cssSelector("#diagram g.node[data-node]")).size());
        tree.tick();
        waiting().until(b -> !b.findElement(By.id("path")).getText().isEmpty()
                || b.findElements(By.cssSelector("#trace li")).size() == 1);
        browser.get("about:blank");
    }
}
