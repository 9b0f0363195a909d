package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * jdk.internal.ref.CleanerFactory: the JDK's common Cleaner (which open files and channels register with) without
 * its daemon thread. The VM has no reference processing, so the thread would never find work; without it, a cleanable
 * runs only when the program cleans it (a stream's close), which is all a program can count on.
 */
public final class JdkInternalRefCleanerFactory {
    private JdkInternalRefCleanerFactory() {
    }

    public static void register(NativeRegistry r) {
        r.bind("jdk/internal/ref/CleanerFactory", "<clinit>", "()V", (vm, a) -> {
            Guest.putStatic(vm, "jdk/internal/ref/CleanerFactory", "commonCleaner", Guest.construct(vm, "java/lang/ref/Cleaner", "()V"));
            return 0;
        });
    }
}
