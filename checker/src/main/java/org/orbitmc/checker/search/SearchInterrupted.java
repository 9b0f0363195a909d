package org.orbitmc.checker.search;

/**
 * Thrown by a transition system to abandon a transition that a limit, or the user, cut short (a thread looping
 * without reaching a scheduling point); the search then ends as incomplete with this message as its reason.
 */
public final class SearchInterrupted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SearchInterrupted(String reason) {
        super(reason, null, false, false);
    }
}
