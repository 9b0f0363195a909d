package org.orbitmc.checker.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.Assumption;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.RacyCounterModel;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.Statistics;
import org.orbitmc.checker.search.Step;
import org.orbitmc.checker.search.TwoLocksModel;
import org.orbitmc.checker.search.Verdict;

class JsonReportTest {
    private static final Statistics STATS = new Statistics(12, 16, 15, 5, 800, 1_048_576, 42.25, "collapse", 0);

    @Test
    void noErrorsIsExactlyThis() {
        String json = JsonReport.toJson(new CheckResult(Verdict.NO_ERRORS, null, List.of(), STATS));
        assertEquals("""
                {
                  "verdict": "no-errors",
                  "reason": null,
                  "assumptions": [],
                  "errors": [],
                  "statistics": {
                    "statesStored": 12,
                    "statesVisited": 16,
                    "transitions": 15,
                    "maxDepth": 5,
                    "elapsedMillis": 800,
                    "peakMemoryBytes": 1048576,
                    "bytesPerState": 42.3,
                    "store": "collapse",
                    "omissionProbability": 0.0,
                    "preemptionBound": -1,
                    "schedulesSampled": 0,
                    "workers": 1
                  }
                }""", json);
    }

    @Test
    void assumptionsAreListedWithTheirDetail() {
        CheckResult result = new CheckResult(Verdict.NO_ERRORS, null, List.of(), STATS,
                List.of(new Assumption("abstract-time", "abstract time", "The clock \"stands\" still.")));
        Map<?, ?> parsed = (Map<?, ?>) MiniJson.parse(JsonReport.toJson(result));
        assertEquals(List.of(Map.of("id", "abstract-time", "name", "abstract time", "detail", "The clock \"stands\" still.")),
                parsed.get("assumptions"));
    }

    @Test
    void anErrorIsExactlyThis() {
        Step step = new Step("main", null, 0, 0, "end", "hi\n", null);
        Counterexample e = new Counterexample("deadlock", null, "a\nb", List.of(step), List.of(new Choice(0, 0), new Choice(1, 2)));
        String json = JsonReport.toJson(new CheckResult(Verdict.ERRORS, null, List.of(e), STATS));
        assertEquals("""
                {
                  "verdict": "errors",
                  "reason": null,
                  "assumptions": [],
                  "errors": [
                    {
                      "kind": "deadlock",
                      "thread": null,
                      "message": "a\\nb",
                      "trace": [
                        {
                          "thread": "main",
                          "file": null,
                          "firstLine": 0,
                          "lastLine": 0,
                          "operation": "end",
                          "output": "hi\\n"
                        }
                      ],
                      "schedule": "0.1:2"
                    }
                  ],""", json.substring(0, json.indexOf("\n  \"statistics\"")));
    }

    @Test
    void escapesQuotesBackslashesAndControlCharacters() {
        StringBuilder b = new StringBuilder();
        JsonWriter.string(b, "say \"hi\"\\ \n\r\t\b\f \u0000\u001f\u007f é \uD83D\uDE00 \uD800 end");
        assertEquals("\"say \\\"hi\\\"\\\\ \\n\\r\\t\\b\\f \\u0000\\u001f\u007f é \uD83D\uDE00 \\ud800 end\"", b.toString());
    }

    @Test
    void everyStringParsesBackToItself() {
        String nasty = "line1\nline2 \"quoted\" back\\slash tab\t nul\u0000 bell\u0007 \u2028 é";
        Step step = new Step("Thread-\"0\"", "A\\B.java", 1, 2, "write A.\"x\"", nasty, null);
        Counterexample e = new Counterexample("uncaught-exception", "Thread-\"0\"", nasty, List.of(step), List.of());
        Object parsed = MiniJson.parse(JsonReport.toJson(new CheckResult(Verdict.ERRORS, null, List.of(e), STATS)));
        Map<?, ?> error = (Map<?, ?>) ((List<?>) ((Map<?, ?>) parsed).get("errors")).get(0);
        assertEquals(nasty, error.get("message"));
        assertEquals("Thread-\"0\"", error.get("thread"));
        assertEquals("", error.get("schedule"));
        Map<?, ?> parsedStep = (Map<?, ?>) ((List<?>) error.get("trace")).get(0);
        assertEquals(nasty, parsedStep.get("output"));
        assertEquals("A\\B.java", parsedStep.get("file"));
    }

    @Test
    void aRealResultHasExactlyTheDocumentedKeys(@TempDir Path dir) throws IOException {
        CheckResult result = Search.of(CheckConfig.defaults().withSearch(SearchOrder.BFS).withAllErrors(true),
                ProgressListener.NONE).run(TwoLocksModel.oppositeOrder());
        Path file = dir.resolve("result.json");
        JsonReport.write(result, file);
        Map<?, ?> root = (Map<?, ?>) MiniJson.parse(Files.readString(file));
        assertEquals(List.of("verdict", "reason", "assumptions", "errors", "statistics"), List.copyOf(root.keySet()));
        assertEquals("errors", root.get("verdict"));
        assertNull(root.get("reason"));
        Map<?, ?> error = (Map<?, ?>) ((List<?>) root.get("errors")).get(0);
        assertEquals(List.of("kind", "thread", "message", "trace", "schedule"), List.copyOf(error.keySet()));
        assertEquals("0.1", error.get("schedule"));
        Map<?, ?> step = (Map<?, ?>) ((List<?>) error.get("trace")).get(0);
        assertEquals(List.of("thread", "file", "firstLine", "lastLine", "operation", "output"), List.copyOf(step.keySet()));
        assertEquals(List.of("statesStored", "statesVisited", "transitions", "maxDepth", "elapsedMillis", "peakMemoryBytes",
                "bytesPerState", "store", "omissionProbability", "preemptionBound", "schedulesSampled",
                "workers"),
                List.copyOf(((Map<?, ?>) root.get("statistics")).keySet()));
    }

    @Test
    void anIncompleteResultHasItsReason() {
        CheckResult result = Search.of(CheckConfig.defaults().withMaxStates(3), ProgressListener.NONE).run(new RacyCounterModel());
        Map<?, ?> root = (Map<?, ?>) MiniJson.parse(JsonReport.toJson(result));
        assertEquals("incomplete", root.get("verdict"));
        assertEquals("state limit 3 reached", root.get("reason"));
        assertEquals(4L, ((Map<?, ?>) root.get("statistics")).get("statesStored"));
    }
}
