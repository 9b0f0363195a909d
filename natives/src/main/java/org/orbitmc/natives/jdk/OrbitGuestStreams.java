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
        r.bind(OUT, "write0", "(ILjava/lang/String;)V", (vm, a) -> {
            streams.write(a.intAt(0), String.valueOf(Guest.host(vm, a.refAt(1))));
            return 0;
        });
        r.bind(OUT, "writeBytes0", "(I[BII)V", (vm, a) -> {
            HeapObject bytes = vm.heap().get(a.refAt(1));
            streams.write(a.intAt(0), (byte[]) bytes.array, a.intAt(2), a.intAt(3));
            return 0;
        });
        r.bind(OUT, "flush0", "(I)V", (vm, a) -> {
            streams.flush(a.intAt(0));
            return 0;
        });
        r.bind(IN, "read0", "([BII)I", (vm, a) -> {
            byte[] into = (byte[]) vm.heap().get(a.refAt(0)).array;
            return streams.read(into, a.intAt(1), a.intAt(2));
        });
    }
}
