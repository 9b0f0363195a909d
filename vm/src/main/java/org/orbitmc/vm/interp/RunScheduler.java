package org.orbitmc.vm.interp;

import java.util.List;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.thread.VmThread;

/**
 * The scheduler of {@code orbit run}: one deterministic interleaving. The running thread keeps running
 * until it blocks, waits, sleeps, yields or ends, or has looped for millions of iterations (a time slice, so that a
 * thread spinning forever does not starve the others); then the next thread in id order that can proceed
 * runs, threads that could only proceed by a timeout (sleep, timed wait) last. Once main has returned and
 * the VM shuts down, non-daemon threads (the shutdown itself, its hooks) go before daemon threads, so that a
 * daemon that never blocks does not keep the VM from halting. The run ends when the VM halts (a
 * {@link ProgramExit} from the shutdown or System.exit), or in a deadlock.
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

    /**
     * Runs every thread until the VM halts; {@code main} already has its entry frame. Returns what each live
     * thread waits for when no thread can proceed (empty when every thread ended).
     *
     * @throws ProgramExit when the VM halts
     */
    public List<String> run(VmThread main) {
        VmThread current = main;
        while (true) {
            vm.setCurrentThread(current);
            current.status = VmThread.RUNNABLE;
            current.initWait = null;
            threads.publishState(current);
            try {
                if (current.depth >= 0) {
                    interpreter.runPreemptible(current);
                }
                threads.ended(current);
            } catch (Block blocked) {
                // The thread stays where it is; its blocking operation runs again when it is next picked.
            } catch (GuestException escaped) {
                // Entry frames catch every throwable; one escaping them ends the thread all the same.
                threads.ended(current);
            }
            threads.publishState(current);
            // A used-up time slice took real time: a sleeper or timed waiter may wake now, before the spinner goes on.
            VmThread next = interpreter.takePreempted() ? next(current, false, false, false) : pick(current);
            if (next == null) {
                return threads.allEnded() ? List.of() : threads.waits();
            }
            current = next;
        }
    }

    private VmThread pick(VmThread after) {
        boolean shutdown = threads.shuttingDown();
        for (boolean daemons : shutdown ? new boolean[] {false, true} : new boolean[] {true}) {
            for (boolean eagerOnly : new boolean[] {true, false}) {
                VmThread next = next(after, eagerOnly, shutdown, daemons);
                if (next != null) {
                    return next;
                }
            }
        }
        return null;
    }

    /** The next enabled thread after {@code after} in id order; when {@code byKind}, only daemons or only non-daemons. */
    private VmThread next(VmThread after, boolean eagerOnly, boolean byKind, boolean daemons) {
        List<VmThread> table = threads.table();
        int n = table.size();
        int from = table.indexOf(after); // orbit run keeps ended threads in the table, and after is one of them
        for (int i = 1; i <= n; i++) {
            VmThread t = table.get((from + i) % n);
            if (threads.isEnabled(t, eagerOnly) && (!byKind || threads.isDaemon(t) == daemons)) {
                return t;
            }
        }
        return null;
    }
}
