package org.orbitmc.natives.jdk;

import static org.orbitmc.natives.Guest.bool;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.natives.NativeRegistry;

/** java.lang.Thread for the single thread of {@code orbit run}; scheduling comes with {@code orbit check}. */
public final class JavaLangThread {
    private static final String C = "java/lang/Thread";

    private JavaLangThread() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "registerNatives", "()V", (vm, a, b) -> 0);
        r.bind(C, "currentThread", "()Ljava/lang/Thread;", (vm, a, b) -> vm.currentThread().threadObject);
        r.bind(C, "yield", "()V", (vm, a, b) -> 0);
        r.bind(C, "sleep", "(J)V", (vm, a, b) -> {
            if (a[b] < 0) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "timeout value is negative");
            }
            return 0;
        });
        r.bind(C, "holdsLock", "(Ljava/lang/Object;)Z", (vm, a, b) -> {
            if (a[b] == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            Monitor m = vm.heap().get((int) a[b]).monitor;
            return bool(m != null && m.owner == vm.currentThread().id());
        });
        r.bind(C, "isAlive", "()Z", (vm, a, b) -> bool(a[b] == vm.currentThread().threadObject));
        r.bind(C, "setPriority0", "(I)V", (vm, a, b) -> 0);
        r.bind(C, "interrupt0", "()V", (vm, a, b) -> 0);
        r.bind(C, "clearInterruptEvent", "()V", (vm, a, b) -> 0);
        r.bind(C, "setNativeName", "(Ljava/lang/String;)V", (vm, a, b) -> 0);
        r.bind(C, "start0", "()V", (vm, a, b) -> {
            throw new UnsupportedFeatureException("threads under orbit run (Thread.start of "
                    + Guest.host(vm, Guest.getField(vm, (int) a[b], "name")) + ")");
        });
    }
}
