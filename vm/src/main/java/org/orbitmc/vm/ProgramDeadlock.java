package org.orbitmc.vm;

import java.util.List;

/**
 * Under {@code orbit run}, no thread can proceed while some non-daemon thread has not ended: on a real
 * JVM the program would hang here. Reported with what each thread waits for; exit code 1.
 */
public final class ProgramDeadlock extends VmFailure {
    private final List<String> waits;

    public ProgramDeadlock(List<String> waits) {
        super("deadlock: no thread can proceed: " + String.join("; ", waits));
        this.waits = List.copyOf(waits);
    }

    public List<String> waits() {
        return waits;
    }

    @Override
    public int exitCode() {
        return 1;
    }
}
