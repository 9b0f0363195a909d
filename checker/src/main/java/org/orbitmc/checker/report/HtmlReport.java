package org.orbitmc.checker.report;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.Step;

/**
 * A check's result as one self-contained HTML page ({@code --html FILE}): the verdict, and for each error a per-thread
 * timeline (one column per thread, one row per line of the folded trace) whose cells give the program line as
 * {@code File.java:12} and what the thread did, values included; a folded line opens to the steps inside it, each at
 * its JDK line; the program's output under the line that printed it; the schedule and the command that replays it.
 * No scripts, no external files.
 */
public final class HtmlReport {
    private HtmlReport() {
    }

    public static void write(CheckResult result, Path file) throws IOException {
        Files.writeString(file, toHtml(result), StandardCharsets.UTF_8);
    }

    public static String toHtml(CheckResult result) {
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Orbit: ")
                .append(escape(TracePrinter.verdictLine(result))).append("</title>\n<style>\n").append(STYLE).append("</style></head>\n<body>\n");
        html.append("<h1>").append(escape(TracePrinter.verdictLine(result))).append("</h1>\n");
        String assumed = TracePrinter.assumptionLine(result);
        if (assumed != null) {
            html.append("<p>").append(escape(assumed)).append("</p>\n");
        }
        int n = 0;
        for (Counterexample error : result.errors()) {
            error(html, error, ++n);
        }
        return html.append("</body></html>\n").toString();
    }

    private static void error(StringBuilder html, Counterexample error, int n) {
        html.append("<section id=\"error-").append(n).append("\">\n<h2>").append(escape(TracePrinter.errorHeader(error))).append("</h2>\n");
        boolean deadlock = Counterexample.DEADLOCK.equals(error.kind());
        List<String> message = error.message() == null ? List.of() : error.message().lines().toList();
        if (!deadlock && message.size() > 1) {
            html.append("<pre>").append(escape(String.join("\n", message.subList(1, message.size())))).append("</pre>\n");
        }
        List<List<Step>> lines = TracePrinter.fold(error.trace());
        Map<String, Integer> columns = new LinkedHashMap<>();
        for (List<Step> line : lines) {
            columns.putIfAbsent(line.get(0).threadName(), columns.size());
        }
        html.append("<table class=\"timeline\">\n<thead><tr><th>#</th>");
        for (String thread : columns.keySet()) {
            html.append("<th class=\"t").append(columns.get(thread) % COLORS).append("\">").append(escape("\"" + thread + "\"")).append("</th>");
        }
        html.append("</tr></thead>\n<tbody>\n");
        TracePrinter folded = new TracePrinter(new PrintStream(PrintStream.nullOutputStream()), false, TracePrinter.Style.FOLDED);
        for (int i = 0; i < lines.size(); i++) {
            List<Step> line = lines.get(i);
            int column = columns.get(line.get(0).threadName());
            html.append("<tr id=\"e").append(n).append("-").append(i + 1).append("\"><td class=\"n\">").append(i + 1).append("</td>");
            for (int c = 0; c < columns.size(); c++) {
                if (c != column) {
                    html.append("<td></td>");
                    continue;
                }
                html.append("<td class=\"t").append(c % COLORS).append("\">");
                cell(html, folded.describe(line), line);
                html.append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</tbody></table>\n");
        if (deadlock) {
            html.append("<p>No thread can proceed:</p>\n<ul>");
            message.forEach(m -> html.append("<li>").append(escape(m)).append("</li>"));
            html.append("</ul>\n");
        }
        html.append("<p>Schedule: <code>").append(escape(error.scheduleText())).append("</code><br>Replay: <code>orbit check --replay '")
                .append(escape(error.scheduleText())).append("' &lt;same arguments&gt;</code></p>\n</section>\n");
    }

    /** A cell: the program line, what the thread did, the steps folded into it, what the program printed. */
    private static void cell(StringBuilder html, String text, List<Step> line) {
        int split = text.indexOf("  ");
        String at = split < 0 ? "" : text.substring(0, split);
        String what = split < 0 ? text : text.substring(split + 2);
        html.append("<code class=\"at\">").append(escape(at)).append("</code><div>").append(escape(what)).append("</div>");
        if (line.size() > 1) {
            html.append("<details><summary>").append(line.size()).append(" steps</summary><ol>");
            for (Step s : line) {
                html.append("<li><code>").append(escape(TracePrinter.location(s))).append("</code> ").append(escape(s.operation())).append("</li>");
            }
            html.append("</ol></details>");
        }
        String output = line.get(line.size() - 1).output();
        if (output != null) {
            html.append("<pre class=\"out\">").append(escape(output.stripTrailing())).append("</pre>");
        }
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static final int COLORS = 6;

    private static final String STYLE = String.join("\n",
            "body { font-family: sans-serif; margin: 1.5em; }",
            "h1 { font-size: 1.2em; } h2 { font-size: 1.05em; color: #a00; }",
            "table.timeline { border-collapse: collapse; font-size: 0.9em; }",
            "table.timeline th, table.timeline td { border: 1px solid #ccc; padding: 0.25em 0.5em; vertical-align: top; min-width: 16em; }",
            "table.timeline td.n { min-width: 2em; text-align: right; color: #666; }",
            "code.at { color: #555; } pre.out { margin: 0.3em 0 0; padding: 0.3em; background: #fff; border-left: 3px solid #999;"
                    + " white-space: pre-wrap; }",
            "details ol { margin: 0.2em 0; padding-left: 1.5em; font-size: 0.9em; }",
            colors()) + "\n";

    private static String colors() {
        String[] hues = {"210", "30", "120", "280", "0", "180"};
        StringBuilder css = new StringBuilder();
        for (int i = 0; i < COLORS; i++) {
            css.append(String.format(Locale.ROOT, ".t%d { background: hsl(%s, 70%%, 94%%); }%n", i, hues[i]));
        }
        return css.toString();
    }
}
