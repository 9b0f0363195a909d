package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.natives.ProgramStreams;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.NativeRegistry;

/** The natives of Orbit's guest System.out/err/in classes, bound to the host streams of one run. */
public final class OrbitGuestStreams {
    private static final String OUT = "org/orbitmc/natives/guest/HostPrintStream";
    private static final String IN = "org/orbitmc/natives/guest/HostInputStream";

    private OrbitGuestStreams() {
    }

    public static void register(NativeRegistry r, ProgramStreams streams) {
        r.bind(OUT, "write0", "(ILjava/lang/String;)V", (vm, a, b) -> {
            streams.write((int) a[b], String.valueOf(Guest.host(vm, a[b + 1])));
            return 0;
        });
        r.bind(OUT, "writeBytes0", "(I[BII)V", (vm, a, b) -> {
            HeapObject bytes = vm.heap().get((int) a[b + 1]);
            streams.write((int) a[b], (byte[]) bytes.array, (int) a[b + 2], (int) a[b + 3]);
            return 0;
        });
        r.bind(OUT, "flush0", "(I)V", (vm, a, b) -> {
            streams.flush((int) a[b]);
            return 0;
        });
        r.bind(IN, "read0", "([BII)I", (vm, a, b) -> {
            byte[] into = (byte[]) vm.heap().get((int) a[b]).array;
            return streams.read(into, (int) a[b + 1], (int) a[b + 2]);
        });
    }
}
