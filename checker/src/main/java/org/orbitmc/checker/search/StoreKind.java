package org.orbitmc.checker.search;

import java.util.Locale;

/** How visited states are stored. */
public enum StoreKind {
    /** Each state's whole encoding, byte for byte. */
    EXACT("exact"),
    /** Exact, with collapse compression: components pooled, a state is a short vector of pool indices. */
    COLLAPSE("collapse"),
    /** A 64-bit hash per state (hash compaction): smallest, but two states may collide and one go unexplored. */
    FINGERPRINT("fingerprint");

    private final String text;

    StoreKind(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }

    /** @throws IllegalArgumentException for a name that is not one of {@link #text()} */
    public static StoreKind parse(String text) {
        String t = text.toLowerCase(Locale.ROOT);
        for (StoreKind s : values()) {
            if (s.text.equals(t)) {
                return s;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a store (exact, collapse or fingerprint)");
    }
}
