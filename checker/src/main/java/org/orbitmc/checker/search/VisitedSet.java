package org.orbitmc.checker.search;

/** The states a search has seen, by their encodings. A narrow interface so that stores can be swapped and measured. */
public interface VisitedSet {
    /** Adds a state's encoding; true when it was not there yet. The caller may reuse the array afterwards. */
    boolean add(byte[] state);

    /** The number of distinct encodings added. */
    long size();

    /** The memory the set holds, in bytes: what it allocated, not only what it filled. */
    long bytesUsed();
}
