package org.orbitmc.checker.search;

/** A schedule that is not well-formed, or that does not apply to the program it is replayed on. */
public final class ScheduleException extends IllegalArgumentException {
    public ScheduleException(String message) {
        super(message);
    }
}
