package org.orbitmc.checker.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.orbitmc.checker.search.Assumption;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.Schedule;
import org.orbitmc.checker.search.Statistics;
import org.orbitmc.checker.search.Step;

/**
 * A check's result as JSON, for tools: {@code {"verdict", "reason", "assumptions": [{"id", "name", "detail"}],
 * "errors": [{"kind", "thread", "message", "trace": [{"thread", "file", "firstLine", "lastLine", "operation",
 * "output"}], "schedule"}], "statistics"}}. The assumptions are what a "no-errors" verdict holds under.
 * Absent values (a deadlock's thread, a step's output) are {@code null}.
 */
public final class JsonReport {
    private JsonReport() {
    }

    public static void write(CheckResult result, Path file) throws IOException {
        Files.writeString(file, toJson(result) + "\n", StandardCharsets.UTF_8);
    }

    public static String toJson(CheckResult result) {
        JsonWriter w = new JsonWriter().beginObject();
        w.name("verdict").value(result.verdict().label());
        w.name("reason").value(result.reason());
        w.name("assumptions").beginArray();
        for (Assumption a : result.assumptions()) {
            w.beginObject().name("id").value(a.id()).name("name").value(a.name()).name("detail").value(a.detail()).endObject();
        }
        w.endArray();
        w.name("errors").beginArray();
        for (Counterexample e : result.errors()) {
            error(w, e);
        }
        w.endArray();
        Statistics s = result.statistics();
        w.name("statistics").beginObject()
                .name("statesStored").value(s.statesStored())
                .name("statesVisited").value(s.statesVisited())
                .name("transitions").value(s.transitions())
                .name("maxDepth").value(s.maxDepth())
                .name("elapsedMillis").value(s.elapsedMillis())
                .name("peakMemoryBytes").value(s.peakMemoryBytes())
                .name("bytesPerState").value(s.bytesPerState())
                .name("store").value(s.store())
                .name("omissionProbability").exactValue(s.omissionProbability())
                .name("preemptionBound").value(s.preemptionBound())
                .name("schedulesSampled").value(s.schedulesSampled())
                .name("workers").value(s.workers())
                .endObject();
        return w.endObject().toString();
    }

    private static void error(JsonWriter w, Counterexample e) {
        w.beginObject();
        w.name("kind").value(e.kind());
        w.name("thread").value(e.thread());
        w.name("message").value(e.message());
        w.name("trace").beginArray();
        for (Step step : e.trace()) {
            w.beginObject()
                    .name("thread").value(step.threadName())
                    .name("file").value(step.sourceFile())
                    .name("firstLine").value(step.firstLine())
                    .name("lastLine").value(step.lastLine())
                    .name("operation").value(step.operation())
                    .name("output").value(step.output())
                    .endObject();
        }
        w.endArray();
        w.name("schedule").value(e.scheduleText());
        w.endObject();
    }
}
