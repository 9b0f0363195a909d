package org.orbitmc.vm;

import org.orbitmc.vm.classes.LambdaClassNames;

/**
 * Which classes are <em>atomic libraries</em>: the JDK's thread-safe classes (and the test libraries below), whose implementations Orbit trusts
 * to be correct (linearizable), as Lincheck and Java PathFinder's model classes do. With
 * {@link VmOptions#atomicLibraries()} on, a call from other code into an atomic library is a scheduling point,
 * and the library's code, with the JDK code it calls, then runs without further scheduling points until it
 * returns or blocks (a park, a wait, a contended monitor); program code it calls back (a task's {@code run}, a
 * mapping function) is checked as usual.
 * Each library operation then happens at one point of the interleaving, which is what linearizability
 * promises: every outcome of concurrent calls is the outcome of some order of whole calls. Interleavings inside
 * the JDK's own algorithms are not explored; the program's use of them is.
 *
 * <p>Likewise the static initializer of a JDK class runs without scheduling points (with everything it calls):
 * other threads wait for a class being initialized anyway, and what a JDK initializer touches besides its own
 * statics (system properties, the JDK's internal registries) is the JDK's business, not the program's.
 */
public final class LibraryAtomicity {
    /**
     * java.util.concurrent, and the test libraries a model-checked test calls from its threads: Mockito (with the Byte
     * Buddy and Objenesis it generates mocks with) and AssertJ. Their own state (a mock's stubs and recorded calls, an
     * assertion's description) is theirs; what the test checks is the program's use of them, not their algorithms.
     */
    private static final String[] PACKAGES = {"java/util/concurrent/", "org/mockito/", "net/bytebuddy/", "org/objenesis/",
        "org/assertj/"};
    private static final String[] CLASSES = {"java/lang/Thread", "java/lang/ThreadGroup", "jdk/internal/misc/Unsafe",
        "java/io/PrintStream", "org/orbitmc/natives/guest/HostPrintStream", "org/orbitmc/generated/ThreadExit",
        // MethodType: immutable values interned in a thread-safe set (every method handle Orbit makes creates its type).
        "java/lang/invoke/MethodType",
        // Proxy: a proxy class is made once per loader and interfaces in thread-safe caches (ClassLoaderValue); the
        // JDK's ProxyBuilder runs, with the reflection and module code it calls, as one step.
        "java/lang/reflect/Proxy"};

    private LibraryAtomicity() {
    }

    /**
     * Whether the class with this internal name is part of the JDK (Orbit's guest classes stand in for JDK code, and
     * the class Orbit generates for an invokedynamic site is its caller's: a JDK lambda is JDK code).
     */
    public static boolean isJdk(String internalName) {
        String name = indyCaller(internalName);
        return name.startsWith("java/") || name.startsWith("jdk/") || name.startsWith("sun/")
                || name.startsWith("com/sun/") || name.startsWith("org/orbitmc/natives/guest/");
    }

    /**
     * For a class Orbit generated for an invokedynamic site ({@code org/orbitmc/generated/java$util$Foo$$Indy$3}: a
     * string concatenation, record methods), its caller's name with '/' for '$' (enough to tell its package); else the
     * name. A lambda's class ({@code java/util/Foo$$Lambda$3}) is its caller's.
     */
    private static String indyCaller(String internalName) {
        String lambdaCaller = LambdaClassNames.callerOf(internalName);
        if (lambdaCaller != null) {
            return lambdaCaller;
        }
        if (!internalName.startsWith(GENERATED)) {
            return internalName;
        }
        int end = internalName.indexOf("$$Indy$");
        return end < 0 ? internalName : internalName.substring(GENERATED.length(), end).replace('$', '/');
    }

    private static final String GENERATED = "org/orbitmc/generated/";

    /**
     * Whether instances of the class with this internal name (and of its subclasses) are the JDK's own state, which
     * atomic code may touch without scheduling points: atomic library classes, and {@code String}, whose only
     * mutable fields are caches of a hash computed from immutable characters (every interleaving of their racy
     * updates returns the same hash and leaves the same value).
     */
    public static boolean isLibraryState(String internalName) {
        return covers(internalName) || internalName.equals("java/lang/String");
    }

    /** Whether the class with this internal name is an atomic library. */
    public static boolean covers(String internalName) {
        internalName = indyCaller(internalName);
        for (String p : PACKAGES) {
            if (internalName.startsWith(p)) {
                return true;
            }
        }
        for (String c : CLASSES) {
            if (internalName.equals(c)) {
                return true;
            }
        }
        return false;
    }
}
