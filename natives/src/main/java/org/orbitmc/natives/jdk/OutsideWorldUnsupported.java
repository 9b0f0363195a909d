package org.orbitmc.natives.jdk;

import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.natives.Native;
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
        String ph = "java/lang/ProcessHandleImpl";
        r.bind(ph, "parent0", "(JJ)J", stop("other processes (ProcessHandle.parent)"));
        r.bind(ph, "getProcessPids0", "(J[J[J[J)I", stop("other processes (ProcessHandle.children, allProcesses)"));
        r.bind(ph, "destroy0", "(JJZ)Z", stop("destroying a process (ProcessHandle.destroy)"));
        r.bind(ph, "waitForProcessExit0", "(JZ)I", stop("waiting for a process to exit (ProcessHandle.onExit)"));
        r.bind("java/lang/ProcessHandleImpl$Info", "initIDs", "()V", (vm, a) -> 0);
        r.bind("java/lang/ProcessHandleImpl$Info", "info0", "(J)V", stop("process information (ProcessHandle.info)"));
        r.bind("java/net/InetAddress", "<clinit>", "()V", stop("the network (java.net.InetAddress: sockets, URLs, host names)"));
        // Its initializer loads libmanagement, whose natives read the host JVM (memory pools, collectors, its threads).
        r.bind("java/lang/management/ManagementFactory", "<clinit>", "()V", stop("java.lang.management (ManagementFactory's platform MXBeans)"));
        r.bind("sun/nio/ch/Net", "<clinit>", "()V", stop("the network (socket channels)"));
        r.bind("java/lang/Runtime", "loadLibrary0", "(Ljava/lang/Class;Ljava/lang/String;)V", stop("loading a native library (System.loadLibrary)"));
        r.bind("java/lang/Runtime", "load0", "(Ljava/lang/Class;Ljava/lang/String;)V", stop("loading a native library (System.load)"));
    }

    private static Native stop(String what) {
        return (vm, a) -> {
            throw new UnsupportedFeatureException(what);
        };
    }
}
