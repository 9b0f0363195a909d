package org.orbitmc.natives.guest;

/**
 * Runs inside the Orbit VM: {@code Class.forName(name, initialize, loader)} with a class loader of the program, as the
 * JVM does it: the loader's {@code loadClass}, then the class's initialization, both as the program's own code.
 */
public final class ProgramLoaders {
    private ProgramLoaders() {
    }

    static Class<?> forName(String name, boolean initialize, ClassLoader loader) throws ClassNotFoundException {
        Class<?> c = loader.loadClass(name);
        if (initialize) {
            initialize(c);
        }
        return c;
    }

    /** Initializes the class (JVMS §5.5) on this thread, its initializer running as ordinary frames. */
    private static native void initialize(Class<?> c);
}
