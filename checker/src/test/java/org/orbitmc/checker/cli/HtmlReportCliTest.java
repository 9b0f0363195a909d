package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbitmc.checker.conformance.ConcurrentPrograms;

/** {@code --html FILE}: a self-contained page with each error's per-thread timeline, each step at its source line. */
class HtmlReportCliTest {
    @TempDir
    Path dir;

    @Test
    void theReportHasATimelineColumnPerThreadWithTheStepsAtTheirLines() throws Exception {
        ConcurrentPrograms.Program racy = ConcurrentPrograms.all().stream().filter(p -> p.name().equals("RacyCounter")).findFirst()
                .orElseThrow();
        Path page = dir.resolve("report.html");
        OrbitCli.Result r = orbit("check", "--html", page.toString(), "-cp", racy.classes().toString(), racy.mainClass());
        assertEquals(1, r.status(), r.out() + r.err());
        String html = Files.readString(page);
        assertTrue(html.startsWith("<!DOCTYPE html>"), html);
        assertTrue(html.contains("<h1>1 error found"), html);
        assertTrue(html.contains("<table class=\"timeline\">"), html);
        // One column per thread, in the order they first ran (main first; the workers' order is the counterexample's),
        // the names escaped.
        assertTrue(html.contains("<th class=\"t0\">&quot;main&quot;</th><th class=\"t1\">&quot;Thread-"), html);
        assertTrue(html.contains("<th class=\"t2\">&quot;Thread-") && html.contains("&quot;Thread-0&quot;</th>")
                && html.contains("&quot;Thread-1&quot;</th>"), html);
        assertTrue(html.contains("<code class=\"at\">RacyCounter.java:16</code><div>write RacyCounter.count = 1</div>"), html);
        assertTrue(html.contains("lost update: 1"), html);
        assertTrue(html.contains("Replay: <code>orbit check --replay"), html);
        assertFalse(html.contains("<script") || html.contains("http"), "self-contained: no scripts, no links out");
    }

    @Test
    void aFoldedLineOpensToItsSteps() throws Exception {
        ConcurrentPrograms.Program race = ConcurrentPrograms.all().stream().filter(p -> p.name().equals("HashMapRace")).findFirst()
                .orElseThrow();
        Path page = dir.resolve("race.html");
        OrbitCli.Result r = orbit("check", "--html", page.toString(), "-cp", race.classes().toString(), race.mainClass());
        assertEquals(1, r.status(), r.out() + r.err());
        String html = Files.readString(page);
        assertTrue(html.matches("(?s).*<details><summary>[0-9]+ steps</summary>.*"), html);
        assertTrue(html.contains("HashMap.java:"), html); // each folded step at its JDK line
    }

    @Test
    void anHtmlFileInADirectoryThatDoesNotExistIsRefusedBeforeTheSearch() throws IOException {
        OrbitCli.Result r = orbit("check", "--html", dir.resolve("missing").resolve("r.html").toString(), "Missing");
        assertEquals(2, r.status(), r.err());
        assertTrue(r.singleErrorLine().contains("no such directory"), r.err());
    }
}
