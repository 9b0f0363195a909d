package org.orbitmc.checker.report;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.orbitmc.checker.search.Step;

/**
 * A counterexample as a text table with one column per thread, in the order the threads first ran (as Lincheck shows
 * its traces): each row one line of the trace, in its thread's column, the program line it ran at over what it did,
 * values included; what the program printed below it, marked {@code >}. Cells wrap at {@link #MAX_WIDTH} characters.
 */
final class TraceTable {
    static final int MAX_WIDTH = 38;
    private final PrintStream out;

    TraceTable(PrintStream out) {
        this.out = out;
    }

    /** @param describe a line's text: its place, two spaces, its operation ({@code Counter.java:12  write Counter.count = 1}) */
    void print(List<List<Step>> lines, Function<List<Step>, String> describe) {
        Map<String, Integer> columns = new LinkedHashMap<>();
        for (List<Step> line : lines) {
            columns.putIfAbsent(line.get(0).threadName(), columns.size());
        }
        List<String> headers = new ArrayList<>();
        columns.keySet().forEach(name -> headers.add("\"" + name + "\""));
        List<List<String>> cells = new ArrayList<>();
        int[] widths = new int[columns.size()];
        for (int c = 0; c < widths.length; c++) {
            widths[c] = Math.min(MAX_WIDTH, headers.get(c).length());
        }
        for (List<Step> line : lines) {
            List<String> cell = cell(describe.apply(line), line.get(line.size() - 1).output());
            cells.add(cell);
            int c = columns.get(line.get(0).threadName());
            for (String text : cell) {
                widths[c] = Math.max(widths[c], Math.min(MAX_WIDTH, text.length()));
            }
        }
        int numberWidth = Math.max(1, String.valueOf(lines.size()).length());
        List<String> header = new ArrayList<>(headers);
        printRow(" ".repeat(numberWidth), widths, header.stream().map(h -> List.of(h)).toList());
        StringBuilder rule = new StringBuilder("  |").append("-".repeat(numberWidth + 2));
        for (int w : widths) {
            rule.append('|').append("-".repeat(w + 2));
        }
        out.println(rule.append('|'));
        for (int i = 0; i < lines.size(); i++) {
            List<List<String>> row = new ArrayList<>();
            int column = columns.get(lines.get(i).get(0).threadName());
            for (int c = 0; c < widths.length; c++) {
                row.add(c == column ? wrap(cells.get(i), widths[c]) : List.of());
            }
            printRow(String.format("%" + numberWidth + "d", i + 1), widths, row);
        }
    }

    /** The cell of a line: its place, then its operation, then the program's output marked {@code >}. */
    private static List<String> cell(String text, String output) {
        List<String> cell = new ArrayList<>();
        int split = text.indexOf("  ");
        if (split < 0) {
            cell.add(text);
        } else {
            cell.add(text.substring(0, split));
            cell.add(text.substring(split + 2));
        }
        if (output != null) {
            output.lines().forEach(printed -> cell.add("> " + printed.replace('\t', ' ').strip()));
        }
        return cell;
    }

    private void printRow(String number, int[] widths, List<List<String>> row) {
        int height = 1;
        for (List<String> cell : row) {
            height = Math.max(height, cell.size());
        }
        for (int k = 0; k < height; k++) {
            StringBuilder text = new StringBuilder("  | ").append(k == 0 ? number : " ".repeat(number.length())).append(' ');
            for (int c = 0; c < widths.length; c++) {
                String part = k < row.get(c).size() ? row.get(c).get(k) : "";
                text.append("| ").append(part).append(" ".repeat(widths[c] - part.length())).append(' ');
            }
            out.println(text.append('|'));
        }
    }

    /** The cell's texts broken at spaces (or, for a longer word, anywhere) into lines of at most {@code width}. */
    static List<String> wrap(List<String> texts, int width) {
        List<String> lines = new ArrayList<>();
        for (String text : texts) {
            StringBuilder line = new StringBuilder();
            for (String word : text.split(" ")) {
                while (word.length() > width) {
                    if (!line.isEmpty()) {
                        lines.add(line.toString());
                        line.setLength(0);
                    }
                    lines.add(word.substring(0, width));
                    word = word.substring(width);
                }
                if (!line.isEmpty() && line.length() + 1 + word.length() > width) {
                    lines.add(line.toString());
                    line.setLength(0);
                }
                if (!line.isEmpty()) {
                    line.append(' ');
                }
                line.append(word);
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
