package org.orbitmc.checker.search;

/** What a check concludes about the program. */
public enum Verdict {
    /** Every reachable state was explored and none is an error. */
    NO_ERRORS("no-errors"),
    /** At least one error was found; each comes with its counterexample. */
    ERRORS("errors"),
    /** No error was found, but a limit or an unsupported feature stopped the search: nothing is proven. */
    INCOMPLETE("incomplete");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    /** The name reports use: {@code no-errors}, {@code errors}, {@code incomplete}. */
    public String label() {
        return label;
    }
}
