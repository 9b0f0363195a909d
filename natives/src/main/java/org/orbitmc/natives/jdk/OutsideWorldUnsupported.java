package org.orbitmc.natives.jdk;

import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.natives.NativeMethod;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * What a checked program may not reach of the outside world, stopped where the JDK first reaches for it, with one line
 * that says what (the VM adds the program's line): starting processes, the network, native libraries of its own.
 * A process or a peer would be state outside the checked program that no search can snapshot or backtrack.
 */
public final class OutsideWorldUnsupported {
    private OutsideWorldUnsupported() {
    }

    public static void register(NativeRegistry r) {
        String pb = "java/lang/ProcessBuilder";
        r.bind(pb, "start", "()Ljava/lang/Process;", stop("starting a process (ProcessBuilder.start, Runtime.exec)"));
        r.bind(pb, "startPipeline", "(Ljava/util/List;)Ljava/util/List;", stop("starting processes (ProcessBuilder.startPipeline)"));
        r.bind("java/lang/ProcessHandleImpl", "<clinit>", "()V", stop("process handles (ProcessHandle)"));
        r.bind("java/net/InetAddress", "<clinit>", "()V", stop("the network (java.net.InetAddress: sockets, URLs, host names)"));
        r.bind("sun/nio/ch/Net", "<clinit>", "()V", stop("the network (socket channels)"));
        r.bind("java/lang/Runtime", "loadLibrary0", "(Ljava/lang/Class;Ljava/lang/String;)V", stop("loading a native library (System.loadLibrary)"));
        r.bind("java/lang/Runtime", "load0", "(Ljava/lang/Class;Ljava/lang/String;)V", stop("loading a native library (System.load)"));
    }

    private static NativeMethod stop(String what) {
        return (vm, a, b) -> {
            throw new UnsupportedFeatureException(what);
        };
    }
}
