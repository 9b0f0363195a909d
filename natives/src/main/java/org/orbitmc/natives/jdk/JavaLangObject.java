package org.orbitmc.natives.jdk;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.interp.Block;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/** java.lang.Object: class, identity hash, clone, and the monitor methods of a single-threaded run. */
public final class JavaLangObject {
    private static final String C = "java/lang/Object";

    private JavaLangObject() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "getClass", "()Ljava/lang/Class;", (vm, a) -> vm.heap().get(a.receiver()).type.mirrorRef());
        r.bind(C, "hashCode", "()I", (vm, a) -> vm.identityHash(a.receiver()));
        r.bind(C, "clone", "()Ljava/lang/Object;", (vm, a) -> cloneObject(vm, a.receiver(), a.base()));
        r.bind(C, "notify", "()V", (vm, a) -> {
            vm.choicePoint();
            requireOwner(vm, a.receiver());
            // Any waiter may be woken: the search's data choice says which (always the first under orbit run).
            vm.threadTable().wake(vm.monitors().notify(a.receiver(), false, vm.currentThread().choice));
            return 0;
        });
        r.bind(C, "notifyAll", "()V", (vm, a) -> {
            vm.notifyAllPoint(a.receiver());
            requireOwner(vm, a.receiver());
            vm.threadTable().wake(vm.monitors().notify(a.receiver(), true));
            return 0;
        });
        r.bind(C, "wait", "(J)V", (vm, a) -> {
            VmThread t = vm.currentThread();
            int ref = a.receiver();
            if (t.waitState != VmThread.WAIT_NONE) {
                // Run again after a notify, a timeout or an interrupt, once the monitor is free.
                if (t.waitState != VmThread.WAIT_NOTIFIED && !vm.threadTable().isInterrupted(t) && vm.threadTable().timeoutDue(t)) {
                    // Timed out: the clock moves to the deadline (else, with spurious wake-ups, it woke early). Moving
                    // the clock is visible (another thread may read it before this one goes on): its own step.
                    vm.schedulingPoint();
                    vm.advanceClockTo(t.deadline);
                }
                vm.monitors().reacquire(t, ref);
                return JavaLangThread.interruptedCheck(vm, t);
            }
            vm.schedulingPoint();
            requireOwner(vm, ref);
            if (a.longAt(0) < 0) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "timeout value is negative");
            }
            JavaLangThread.interruptedCheck(vm, t);
            vm.monitors().startWait(t, ref, a.longAt(0) > 0 && !inCleanerLoop(t));
            t.deadline = vm.threadTable().deadlineIn(JavaLangThread.millisToNanos(a.longAt(0)));
            throw Block.INSTANCE;
        });
    }

    /**
     * Whether the thread runs a Cleaner's loop (CleanerImpl.run), which waits for its reference queue with a 60 s
     * timeout and loops. The VM never clears references, so nothing ever comes: its wait is untimed here, so that
     * its timeouts do not move the clock forever and make every state space with a Cleaner (Timer) infinite.
     */
    private static boolean inCleanerLoop(VmThread t) {
        for (int d = t.depth; d >= 0; d--) {
            if (t.methods[d].name().equals("run") && t.methods[d].owner().name().equals("jdk/internal/ref/CleanerImpl")) {
                return true;
            }
        }
        return false;
    }

    private static long requireOwner(Vm vm, int ref) {
        Monitor m = vm.heap().get(ref).monitor;
        if (m == null || m.owner != vm.currentThread().id()) {
            throw vm.exceptions().exception("java/lang/IllegalMonitorStateException", "current thread is not owner");
        }
        return 0;
    }

    /** Object.clone of {@code ref}, called with its arguments from {@code base}. */
    static int cloneObject(Vm vm, int ref, int base) {
        HeapObject o = vm.heap().get(ref);
        ClassInfo cloneable = vm.classes().load("java/lang/Cloneable");
        if (!o.isArray() && !o.type.isSubtypeOf(cloneable)) {
            throw vm.exceptions().exception("java/lang/CloneNotSupportedException", o.type.javaName());
        }
        int slots = o.isArray() ? o.arrayLength() : o.fields.length;
        if (vm.isVisibleAccess(o) && slots > 1) {
            // Reading a shared object's slots takes one visible operation each (a clone is not atomic on a JVM).
            throw OrbitElementCopies.continueIn(vm, base, "clone", "(Ljava/lang/Object;)Ljava/lang/Object;");
        }
        vm.accessPoint(o);
        HeapObject copy = o.copy();
        copy.identityHash = 0;
        copy.monitor = null;
        copy.escaped = false; // a new object only this thread can reach
        copy.guard = null;
        copy.slotGuards = null;
        copy.monitorGuard = null;
        copy.site = -1;
        copy.immutable = false; // a copy of a string's characters is an ordinary array
        copy.libraryOwned = o.type.isLibraryState();
        return vm.heap().allocate(copy);
    }
}
