package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The JDK's performance counters ({@code PerfCounter}: class-loading times and counts, kept by
 * {@code ClassLoader.loadClass}). On HotSpot they live in shared memory that tools read; here each counter is an
 * ordinary heap buffer of the guest, which nothing of the program can read (the package is not exported), driven by
 * Orbit's deterministic clock.
 */
public final class JdkInternalPerf {
    private static final String PERF = "jdk/internal/perf/Perf";

    private JdkInternalPerf() {
    }

    public static void register(NativeRegistry r) {
        r.bind(PERF, "registerNatives", "()V", (vm, a) -> 0);
        r.bind(PERF, "createLong", "(Ljava/lang/String;IIJ)Ljava/nio/ByteBuffer;", (vm, a) -> {
            // JDK code only (a heap ByteBuffer): atomic upcalls.
            long buffer = Guest.callStatic(vm, "java/nio/ByteBuffer", "allocate", "(I)Ljava/nio/ByteBuffer;", 8);
            if (a.longAt(3) != 0) {
                Guest.callVirtual(vm, "java/nio/ByteBuffer", "putLong", "(IJ)Ljava/nio/ByteBuffer;", buffer, 0, a.longAt(3));
            }
            return buffer;
        });
        r.bind(PERF, "highResCounter", "()J", (vm, a) -> vm.clockNanos());
        r.bind(PERF, "highResFrequency", "()J", (vm, a) -> 1_000_000_000L);
    }
}
