package org.orbitmc.natives.jdk;

import org.orbitmc.vm.natives.NativeRegistry;

/**
 * java.io.Console: the program's standard streams are never a terminal under Orbit, so System.console()
 * is null, as it is for {@code java} with redirected streams.
 */
public final class JavaIoConsole {
    private JavaIoConsole() {
    }

    public static void register(NativeRegistry r) {
        String c = "java/io/Console";
        r.bind(c, "istty", "()Z", (vm, a) -> 0);
        // No terminal encoding: Console falls back to the default charset.
        r.bind(c, "encoding", "()Ljava/lang/String;", (vm, a) -> 0);
    }
}
