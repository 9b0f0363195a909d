package org.orbitmc.checker.report;

import java.io.PrintStream;
import java.util.Locale;

import org.orbitmc.checker.search.ProgressListener;

/**
 * Prints {@code orbit: 120,345 states, 45,000 states/s, depth 57, 412 MB, preemption bound 2}: on a terminal one line rewritten in
 * place and cleared at the end (the report that follows has the final figures), elsewhere one line per report
 * so that logs stay readable.
 */
public final class ProgressLine implements ProgressListener {
    private final PrintStream err;
    private final boolean terminal;
    private int shown;

    public ProgressLine(PrintStream err, boolean terminal) {
        this.err = err;
        this.terminal = terminal;
    }

    @Override
    public void progress(Progress p) {
        String line = String.format(Locale.ROOT, "orbit: %,d states, %,d states/s, depth %d, %,d MB", p.statesStored(),
                p.statesPerSecond(), p.depth(), p.memoryBytes() >> 20) + (p.stage() == null ? "" : ", " + p.stage());
        if (terminal) {
            err.print("\r" + line + " ".repeat(Math.max(0, shown - line.length())));
            shown = line.length();
        } else {
            err.println(line);
        }
        err.flush();
    }

    @Override
    public void done() {
        if (terminal && shown > 0) {
            err.print("\r" + " ".repeat(shown) + "\r");
            err.flush();
            shown = 0;
        }
    }
}
