package org.orbitmc.natives.jdk;

import static org.orbitmc.natives.Guest.bool;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.interp.Block;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/**
 * java.lang.Thread and LockSupport's Unsafe.park/unpark. Blocking operations follow one pattern: the
 * first execution records why the thread waits and throws {@link Block}; the scheduler runs the thread
 * again only once it can proceed, and the same native, executed again, completes the operation. Time is
 * abstract: a sleep, timed wait or timed park ends at its deadline, in deadline order ({@code Threads.timeoutDue}).
 */
public final class JavaLangThread {
    private static final String C = "java/lang/Thread";

    private JavaLangThread() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "registerNatives", "()V", (vm, a) -> 0);
        r.bind(C, "currentThread", "()Ljava/lang/Thread;", (vm, a) -> vm.currentThread().threadObject);
        r.bind(C, "yield", "()V", (vm, a) -> {
            VmThread t = vm.currentThread();
            if (vm.options().schedulingPoints()) {
                // Every interleaving is explored anyway: a yield is just a point where others may run.
                vm.schedulingPoint();
                return 0;
            }
            if (t.sleeping) {
                t.sleeping = false;
                t.timed = false;
                return 0;
            }
            // A yield lets every other runnable thread go first: the thread "sleeps" for no time.
            t.sleeping = true;
            t.timed = true;
            t.deadline = vm.clockNanos();
            t.status = VmThread.TIMED_WAITING;
            throw Block.INSTANCE;
        });
        r.bind(C, "sleep", "(J)V", (vm, a) -> {
            VmThread t = vm.currentThread();
            if (t.sleeping) {
                // Run again once no other thread's timeout is due before this one's deadline, or once interrupted.
                vm.schedulingPoint();
                t.sleeping = false;
                t.timed = false;
                if (!vm.threadTable().isInterrupted(t)) {
                    vm.advanceClockTo(t.deadline);
                }
                return interruptedCheck(vm, t, "sleep interrupted");
            }
            if (a.longAt(0) < 0) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "timeout value is negative");
            }
            // Starting a sleep reads the clock, which other threads' timeouts move: a visible operation.
            vm.schedulingPoint();
            interruptedCheck(vm, t, "sleep interrupted");
            t.sleeping = true;
            t.timed = true;
            t.deadline = vm.threadTable().deadlineIn(millisToNanos(a.longAt(0)));
            t.status = VmThread.TIMED_WAITING;
            throw Block.INSTANCE;
        });
        r.bind(C, "holdsLock", "(Ljava/lang/Object;)Z", (vm, a) -> {
            if (a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            Monitor m = vm.heap().get(a.refAt(0)).monitor;
            return bool(m != null && m.owner == vm.currentThread().id());
        });
        r.bind(C, "isAlive", "()Z", (vm, a) -> {
            vm.schedulingPoint();
            // The Thread's status, not the VM thread's: the main thread runs on after its Thread terminated (DestroyJavaVM).
            return bool(vm.threadTable().isAlive(a.receiver()));
        });
        r.bind(C, "setPriority0", "(I)V", (vm, a) -> 0);
        r.bind(C, "interrupt0", "()V", (vm, a) -> 0);
        r.bind(C, "clearInterruptEvent", "()V", (vm, a) -> 0);
        r.bind(C, "setNativeName", "(Ljava/lang/String;)V", (vm, a) -> 0);
        r.bind(C, "start0", "()V", (vm, a) -> {
            vm.schedulingPoint();
            vm.markEscaped(a.receiver());
            vm.threadTable().start(a.receiver());
            return 0;
        });

        String u = "jdk/internal/misc/Unsafe";
        r.bind(u, "park", "(ZJ)V", (vm, a) -> {
            VmThread t = vm.currentThread();
            if (t.parked) {
                boolean timedOut = t.timed && !t.permit && !vm.threadTable().isInterrupted(t) && vm.threadTable().timeoutDue(t);
                if (timedOut) {
                    // Moving the clock is visible (another thread may read it before this one goes on): its own step.
                    vm.schedulingPoint();
                }
                t.parked = false;
                t.timed = false;
                t.permit = false;
                if (timedOut) {
                    // A timed park that ends without an unpark has waited until its deadline (else it woke spuriously).
                    vm.advanceClockTo(t.deadline);
                }
                return 0;
            }
            vm.schedulingPoint();
            if (t.permit) {
                t.permit = false;
                return 0;
            }
            boolean absolute = a.booleanAt(0);
            long time = a.longAt(1);
            // HotSpot's Parker::park returns at once for a relative time below 0 or an absolute time of 0.
            if (vm.threadTable().isInterrupted(t) || time < 0 || (absolute && time == 0)) {
                return 0;
            }
            t.parked = true;
            t.timed = absolute || time > 0;
            if (absolute) {
                t.deadline = Math.max(0, millisToNanos(time - JavaLangSystem.EPOCH_MILLIS));
            } else if (t.timed) {
                t.deadline = vm.threadTable().deadlineIn(time);
            }
            t.status = t.timed ? VmThread.TIMED_WAITING : VmThread.WAITING;
            throw Block.INSTANCE;
        });
        r.bind(u, "unpark", "(Ljava/lang/Object;)V", (vm, a) -> {
            vm.schedulingPoint();
            VmThread t = a.refAt(0) == 0 ? null : vm.threadTable().of(a.refAt(0));
            if (t != null && t.status != VmThread.TERMINATED) {
                t.permit = true;
            }
            return 0;
        });
    }

    /** Milliseconds as nanoseconds, saturating at Long.MAX_VALUE. */
    static long millisToNanos(long millis) {
        return millis >= Long.MAX_VALUE / 1_000_000 ? Long.MAX_VALUE : millis * 1_000_000;
    }

    /** Throws InterruptedException (clearing the flag) if the thread was interrupted. */
    static long interruptedCheck(Vm vm, VmThread t) {
        return interruptedCheck(vm, t, null);
    }

    /** The same, with HotSpot's message (Thread.sleep says "sleep interrupted"; Object.wait says nothing). */
    static long interruptedCheck(Vm vm, VmThread t, String message) {
        if (vm.threadTable().isInterrupted(t)) {
            vm.threadTable().clearInterrupt(t);
            throw vm.exceptions().exception("java/lang/InterruptedException", message);
        }
        return 0;
    }
}
