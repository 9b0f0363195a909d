package org.orbitmc.vm;

/** The program given to Orbit cannot be loaded: a class that is not found, a file that is not a class file, a broken class file. */
public final class BadInputException extends VmFailure {
    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public int exitCode() {
        return 2;
    }
}
