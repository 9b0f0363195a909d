package org.orbitmc.checker.search;

import java.util.Locale;

/** Which symmetries state matching removes before a state is stored. */
public enum Symmetry {
    /** States are stored as they are: object references are heap addresses, threads in table order. */
    NONE("none"),
    /** Objects are numbered by reachability traces (Iosif 2001), so allocation order does not matter. */
    HEAP("heap"),
    /** Heap symmetry, and threads are ordered by kBOTS (Robby et al. 2003) before the heap is numbered. */
    HEAP_AND_THREADS("heap+threads");

    private final String text;

    Symmetry(String text) {
        this.text = text;
    }

    /** The name users write: none, heap, heap+threads. */
    public String text() {
        return text;
    }

    /** @throws IllegalArgumentException for a name that is not one of {@link #text()} */
    public static Symmetry parse(String text) {
        String t = text.toLowerCase(Locale.ROOT);
        for (Symmetry s : values()) {
            if (s.text.equals(t)) {
                return s;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a symmetry (none, heap or heap+threads)");
    }
}
