package org.orbitmc.vm.interp;

import java.util.List;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.thread.VmThread;

/**
 * The scheduler of {@code orbit run}: one deterministic interleaving. The running thread keeps running
 * until it blocks, waits, sleeps, yields or ends; then the next thread in id order that can proceed
 * runs, threads that could only proceed by a timeout (sleep, timed wait) last. The run ends when every
 * non-daemon thread has ended, or in a deadlock.
 */
public final class RunScheduler {
    private final Vm vm;
    private final Interpreter interpreter;
    private final Threads threads;

    public RunScheduler(Vm vm, Interpreter interpreter, Threads threads) {
        this.vm = vm;
        this.interpreter = interpreter;
        this.threads = threads;
    }

    /** What ended the run. */
    public record Outcome(boolean mainThrew, List<String> deadlock) {
    }

    /** Runs every thread until the program ends; {@code main} already has its frame. */
    public Outcome run(VmThread main) {
        boolean mainThrew = false;
        VmThread current = main;
        while (true) {
            vm.setCurrentThread(current);
            current.status = VmThread.RUNNABLE;
            current.initWait = null;
            try {
                if (current.depth >= 0) {
                    interpreter.run(current, 0);
                }
                threads.terminate(current);
            } catch (Block blocked) {
                // The thread stays where it is; its blocking operation runs again when it is next picked.
            } catch (GuestException uncaught) {
                mainThrew |= current == main;
                vm.reportUncaught(uncaught.throwable());
                threads.terminate(current);
            }
            VmThread next = pick(current);
            if (next == null) {
                return new Outcome(mainThrew, threads.nonDaemonsEnded() ? List.of() : threads.waits());
            }
            current = next;
        }
    }

    private VmThread pick(VmThread after) {
        if (threads.nonDaemonsEnded()) {
            return null;
        }
        VmThread next = next(after, true);
        return next != null ? next : next(after, false);
    }

    private VmThread next(VmThread after, boolean eagerOnly) {
        List<VmThread> table = threads.table();
        int n = table.size();
        for (int i = 1; i <= n; i++) {
            VmThread t = table.get((after.id() + i) % n);
            if (threads.isEnabled(t, eagerOnly)) {
                return t;
            }
        }
        return null;
    }
}
