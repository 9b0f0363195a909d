package org.orbitmc.vm;

/** The program uses something Orbit does not model, such as a native method it does not implement. */
public final class UnsupportedFeatureException extends VmFailure {
    public UnsupportedFeatureException(String message) {
        super(message);
    }

    @Override
    public int exitCode() {
        return 3;
    }
}
