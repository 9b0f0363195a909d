package org.orbitmc.vm;

/** The program uses something Orbit does not model: the run stops (exit code 3) rather than answer falsely. */
public final class UnsupportedFeatureException extends VmFailure {
    /** Where in the program it happened ("Main.run(Main.java:12)"), or null before the interpreter says. */
    private String where;

    public UnsupportedFeatureException(String message) {
        super(message);
    }

    /** Names the program's code that reached the unsupported feature; the first (innermost) caller to say wins. */
    public UnsupportedFeatureException at(String programLocation) {
        if (where == null) {
            where = programLocation;
        }
        return this;
    }

    @Override
    public String getMessage() {
        return where == null ? super.getMessage() : super.getMessage() + ", at " + where;
    }

    @Override
    public int exitCode() {
        return 3;
    }
}
