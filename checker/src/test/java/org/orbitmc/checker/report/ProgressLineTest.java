package org.orbitmc.checker.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.search.ProgressListener.Progress;

class ProgressLineTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    @Test
    void oneLinePerReportWhenNotATerminal() {
        ProgressLine line = new ProgressLine(err, false);
        line.progress(new Progress(120_345, 45_000, 57, 412L << 20));
        line.progress(new Progress(9, 1, 2, 0));
        line.done();
        assertEquals("orbit: 120,345 states, 45,000 states/s, depth 57, 412 MB" + System.lineSeparator()
                + "orbit: 9 states, 1 states/s, depth 2, 0 MB" + System.lineSeparator(), bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theStageOfTheSearchComesLast() {
        new ProgressLine(err, false).progress(new Progress(120_345, 45_000, 57, 412L << 20,
                "preemption bound 2, 1,204 schedules sampled"));
        assertEquals("orbit: 120,345 states, 45,000 states/s, depth 57, 412 MB, preemption bound 2, 1,204 schedules sampled"
                + System.lineSeparator(), bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void rewrittenInPlaceAndClearedOnATerminal() {
        ProgressLine line = new ProgressLine(err, true);
        line.progress(new Progress(120_345, 45_000, 57, 412L << 20));
        line.progress(new Progress(9, 1, 2, 0));
        line.done();
        String first = "orbit: 120,345 states, 45,000 states/s, depth 57, 412 MB";
        String second = "orbit: 9 states, 1 states/s, depth 2, 0 MB";
        assertEquals("\r" + first + "\r" + second + " ".repeat(first.length() - second.length())
                + "\r" + " ".repeat(second.length()) + "\r", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void nothingAtAllForAShortSearch() {
        new ProgressLine(err, true).done();
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }
}
