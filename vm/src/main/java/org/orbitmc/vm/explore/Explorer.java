package org.orbitmc.vm.explore;

import java.util.ArrayList;
import java.util.List;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.heap.Footprint;
import org.orbitmc.vm.interp.Block;
import org.orbitmc.vm.interp.EntryFrames;
import org.orbitmc.vm.interp.GuestException;
import org.orbitmc.vm.interp.ProgramExit;
import org.orbitmc.vm.interp.Threads;
import org.orbitmc.vm.thread.VmThread;

/**
 * Runs a program one transition at a time, for a search: a transition of thread t runs t from the
 * visible operation it stands at up to (not including) its next visible operation, or until it blocks
 * or ends. The VM must have been created with scheduling points on and prepared with
 * {@link Vm#prepareMain}.
 */
public final class Explorer {
    private final Vm vm;
    private final Threads threads;
    /** Never collect garbage (for {@link #Explorer(Vm, long)}). */
    public static final long NEVER = Long.MAX_VALUE;

    private final long collectAfterAllocations;
    /** Names objects in the steps' operations while a trace is re-executed to be shown; null during a search. */
    private ObjectNames names;

    /** An explorer that collects garbage after each step. */
    public Explorer(Vm vm) {
        this(vm, 0);
    }

    /**
     * @param collectAfterAllocations collect garbage after a step once more objects than this were allocated since
     *                                the last collection: 0 after every step (states without garbage, references
     *                                reused lowest first), {@link #NEVER} never (to measure what collection saves)
     */
    public Explorer(Vm vm, long collectAfterAllocations) {
        this.collectAfterAllocations = collectAfterAllocations;
        if (!vm.options().schedulingPoints()) {
            throw new IllegalArgumentException("the VM does not stop at scheduling points");
        }
        this.vm = vm;
        this.threads = vm.threadTable();
    }

    /**
     * What one transition did. {@code errorKind} is null, "uncaught-exception" or "assertion". When its operation is
     * in JDK code, {@code caller} is where the program's own code called into the JDK; else null.
     */
    public record Transition(int thread, String threadName, String file, int firstLine, int lastLine, String operation,
            String errorKind, String errorMessage, ProgramCall caller) {
    }

    /** The innermost program frame below JDK code: its source file and line, and the method it called ({@code Thread.join}). */
    public record ProgramCall(String file, int line, String called) {
    }

    /**
     * Whether steps name objects as people do ({@code alice (Bank$Account)}, {@code Integer 1}) rather than by
     * reference ({@code Bank$Account#12}). Naming walks the heap at each step: turn it on only to show a trace.
     */
    public void nameObjects(boolean on) {
        names = on ? new ObjectNames(vm) : null;
    }

    /** Threads that can take a step now, in id order. */
    public List<VmThread> enabled() {
        List<VmThread> out = new ArrayList<>();
        for (VmThread t : threads.table()) {
            if (threads.isEnabled(t, false)) {
                out.add(t);
            }
        }
        return out;
    }

    /**
     * An enabled thread, other than the main thread, that has not run any of its code yet (the lowest id), or -1. Its first transition
     * runs invisible operations only, up to its first visible one.
     */
    public int startingThread() {
        for (VmThread t : threads.table()) {
            if (t.id() != 0 && EntryFrames.atStart(t) && threads.isEnabled(t, false)) {
                return t.id();
            }
        }
        return -1;
    }

    /**
     * Whether the program is over: the VM halted (after main returned, the other non-daemon threads ended and the
     * shutdown hooks ran, daemon threads running until then) or the program called System.exit.
     */
    public boolean finished() {
        return threads.allEnded();
    }

    /**
     * What each live thread waits for; while {@link #nameObjects} is on, with objects named as people name them and
     * the program line the thread waits at ({@code at Main.java:12 in CountDownLatch.await}).
     */
    public List<String> deadlock() {
        List<String> waits = threads.waits();
        if (names == null) {
            return waits;
        }
        try {
            List<VmThread> live = threads.table().stream().filter(t -> t.status != VmThread.TERMINATED).toList();
            List<String> named = new ArrayList<>();
            for (int i = 0; i < waits.size(); i++) {
                // Threads.waits has one line per thread not ended, in table order.
                ProgramCall at = live.size() == waits.size() ? programLine(live.get(i)) : null;
                named.add(names.rename(waits.get(i)) + (at == null ? "" : " at " + at.file() + ":" + at.line()
                        + (library(live.get(i).methods[shownDepth(live.get(i))].owner()) ? " in " + at.called() : "")));
            }
            return named;
        } catch (RuntimeException e) {
            return waits; // naming is for show
        }
    }

    /**
     * The visible operation thread {@code id} stands at, which its next step begins with, described as that step's
     * {@link Transition#operation} will be ({@code lock java.lang.Object#12}); null for a thread not in the table or
     * without frames. Reads the state only.
     */
    public String pendingOperation(int id) {
        VmThread t = threads.byId(id);
        return t == null || t.depth < 0 ? null : Operations.describe(vm, t, null);
    }

    /**
     * How many different transitions thread {@code t} can take from here: more than one when it stands
     * at a {@code notify} with several waiters (any of them may be woken) or at a {@code Verify} choice.
     */
    public int choices(VmThread t) {
        int verify = Operations.verifyChoices(t);
        if (verify > 0) {
            return verify;
        }
        int receiver = Operations.notifyReceiver(t);
        return receiver == 0 ? 1 : Math.max(1, vm.monitors().waiters(receiver));
    }

    /** Runs one transition of thread {@code id}, then collects garbage (unless told not to). */
    public Transition step(int id) {
        return step(id, 0);
    }

    /**
     * Runs one transition of thread {@code id} with data choice {@code choice} (see {@link #choices}),
     * then collects garbage (unless told not to). While the thread then is the only one that can proceed, with a single
     * choice, its next transitions follow in the same step: there is nothing to interleave (bounded, so
     * that a thread spinning alone still returns to the search, which then matches the repeated state).
     */
    public Transition step(int id, int choice) {
        VmThread t = threads.byId(id);
        Transition first = transition(id, choice);
        Transition last = first;
        for (int merged = 0; mergeAlone && merged < MAX_MERGED && last.errorKind() == null && alone(id); merged++) {
            last = transition(id, 0);
            if (first.file() == null) {
                first = placed(first, t, false);
            }
        }
        if (first.file() == null) {
            first = placed(first, t, true);
        }
        int lastLine = first.file().equals(last.file()) ? last.lastLine() : first.lastLine();
        if (dropEnded) {
            threads.dropEnded(); // before the collection: an ended thread's Thread object is no root any more
        }
        if (collectAfterAllocations != NEVER && vm.heap().allocationsSinceGc() >= collectAfterAllocations) {
            vm.collectGarbage();
        }
        return new Transition(id, first.threadName(), first.file(), first.firstLine(), lastLine, first.operation(),
                last.errorKind(), last.errorMessage(), first.caller());
    }

    private static final int MAX_MERGED = 10_000;
    /** Whether a thread left alone runs on in the same step ({@link #mergeAlone}). */
    private boolean mergeAlone = true;

    /**
     * Whether a step goes on with the thread's next transitions while it is the only one that can proceed (on by
     * default). Off, every transition is a step: for tests that compare two orders of two transitions.
     */
    public void mergeAlone(boolean on) {
        mergeAlone = on;
    }

    /**
     * A thread's first transition that ended in JDK code (file null): at the program line the thread has reached now,
     * if it has, else, once the step is over, at the JDK method it started ({@code t.startFile}).
     */
    private static Transition placed(Transition first, VmThread t, boolean stepOver) {
        ProgramCall reached = programLine(t);
        if (reached == null && !stepOver) {
            return first;
        }
        String file = reached == null ? t.startFile : reached.file();
        int line = reached == null ? t.startLine : reached.line();
        t.startFile = file;
        t.startLine = line;
        String operation = first.operation();
        int from = line;
        MethodInfo entered = null; // the program's code the JDK's called first: the step ran it from its first line
        MethodInfo named = null; // what the step is named after: the method the launcher called, not the initializer it ran
        for (int d = 0; reached != null && d <= t.depth; d++) {
            MethodInfo m = t.methods[d];
            if (!library(m.owner()) && !m.owner().isHidden()) {
                entered = entered == null ? m : entered;
                if (!m.isClassInitializer()) {
                    named = m;
                    break;
                }
            }
        }
        if (entered != null) {
            named = named == null ? entered : named;
            String owner = named.owner().javaName();
            operation = "start of " + owner.substring(owner.lastIndexOf('.') + 1) + "." + named.name() + "()";
            int entry = entered.code() == null ? 0 : entered.code().lineAt(0);
            if (entry > 0 && entry <= line && file.equals(entered.owner().sourceFile())) {
                from = entry;
            }
        }
        return new Transition(first.thread(), first.threadName(), file, from, line, operation, first.errorKind(),
                first.errorMessage(), null);
    }

    /** Whether ended threads leave the table after each step ({@link Threads#dropEnded}). */
    private boolean dropEnded = true;

    /** Keeps ended threads in the table, as before they left it: the oracle that leaving changes no verdict. */
    public void keepEndedThreads() {
        dropEnded = false;
    }

    /**
     * Runs the end of thread {@code id}, which has just failed (ThreadExit.end: Thread.dispatchUncaughtException), so
     * that the exception is printed as the JVM prints it. This moves the state on by several transitions of that
     * thread with no other thread in between; a search calls it only on a copy of the state it explores from (to
     * show the printout under the error's step), never on the state itself.
     */
    public void showUncaught(int id) {
        VmThread t = threads.byId(id);
        if (t == null) {
            return; // it ended in the step and left the table: there is no end left to run
        }
        for (int n = 0; n < MAX_MERGED && threads.isEnabled(t, false) && (n == 0 || inThreadEnd(t)); n++) {
            transition(id, 0);
        }
    }

    private static boolean inThreadEnd(VmThread t) {
        for (int d = t.depth; d >= 0; d--) {
            if (t.methods[d].name().equals("end") && t.methods[d].owner().name().equals(EntryFrames.THREAD_EXIT)) {
                return true;
            }
        }
        return false;
    }

    private boolean alone(int id) {
        if (finished()) {
            return false;
        }
        List<VmThread> enabled = enabled();
        return enabled.size() == 1 && enabled.get(0).id() == id && choices(enabled.get(0)) == 1;
    }

    private Transition transition(int id, int choice) {
        VmThread t = threads.byId(id);
        t.choice = choice;
        vm.setCurrentThread(t);
        t.status = VmThread.RUNNABLE;
        t.initWait = null;
        t.atSchedulingPoint = true;
        t.pointMonitor = 0;
        t.atChoice = Operations.verifyChoices(t) > 0 || Operations.notifyReceiver(t) != 0;
        String name = threads.name(t);
        String operation = describe(t);
        ClassInfo firstCode = vm.entryFrames().firstCodeClass(t);
        ClassInfo entryCode = vm.entryFrames().codeClass(t);
        MethodInfo startMethod = t.depth >= 0 ? t.methods[shownDepth(t)] : null;
        int firstLine = firstCode != null ? -1 : line(t);
        ProgramCall caller = firstCode != null ? null : programCall(t);
        String kind = null;
        String message = null;
        threads.takeUncaught();
        ThreadEffects before = footprint == null ? null : new ThreadEffects(t);
        if (before != null) {
            vm.heap().recordFootprint(footprint);
        }
        threads.publishState(t);
        try {
            if (t.depth >= 0) {
                if (vm.options().lockDiscipline()) {
                    vm.interpreter().runBounded(t);
                } else {
                    vm.interpreter().run(t, 0);
                }
            }
            threads.ended(t);
        } catch (Block blocked) {
            // The thread stands before its next visible operation, or waits.
        } catch (GuestException escaped) {
            // Entry frames catch every throwable; one escaping them ends the thread all the same.
            threads.recordUncaught(escaped.throwable());
            threads.ended(t);
        } catch (ProgramExit exit) {
            for (VmThread other : threads.table()) {
                threads.ended(other);
            }
        }
        threads.publishState(t);
        if (before != null) {
            vm.heap().recordFootprint(null);
            before.compare(t);
        }
        // Set for this transition only, and set again when the thread next runs: dead between transitions, so
        // cleared, lest a transition that blocked before its point or its choice leave states apart.
        t.atSchedulingPoint = false;
        t.atChoice = false;
        t.choice = 0;
        int ex = threads.takeUncaught();
        if (ex != 0) {
            ClassInfo assertion = vm.classes().load("java/lang/AssertionError");
            kind = vm.heap().read(ex).type.isSubtypeOf(assertion) ? "assertion" : "uncaught-exception";
            message = describe(ex);
        }
        if (firstCode != null) {
            // The thread's first step: name the source of the code it starts (main or run), not the entry frame.
            MethodInfo started = t.depth >= 1 && t.methods[1].owner() == firstCode ? t.methods[1] : null;
            firstLine = started == null || started.code() == null ? -1 : started.code().lines[0];
            int lastLine = started != null && t.depth == 1 ? line(t) : firstLine;
            String file = firstCode.sourceFile() == null ? "?" : firstCode.sourceFile();
            ProgramCall reached = library(firstCode) ? programLine(t) : null;
            if (reached != null) {
                // A thread started in JDK code (Thread.run calling a lambda): show the program line it reached.
                t.startFile = reached.file();
                t.startLine = reached.line();
                return new Transition(id, name, reached.file(), reached.line(), reached.line(), operation, kind, message, null);
            }
            if (library(firstCode) && t.depth >= 0) {
                // Still in JDK code (the source launcher, before it calls main): placed by step() where the step first
                // stands in the program's code, or at the JDK method it started.
                t.startFile = file;
                t.startLine = firstLine;
                return new Transition(id, name, null, firstLine, lastLine, operation, kind, message, null);
            }
            t.startFile = file;
            t.startLine = firstLine;
            return new Transition(id, name, file, firstLine, lastLine, operation, kind, message, null);
        }
        if (t.startFile != null && operation.equals(Operations.END_OF_THREAD)) {
            // The thread's end runs in its entry frame (Thread.java): show it where the thread's own code starts.
            return new Transition(id, name, t.startFile, t.startLine, t.startLine, operation, kind, message, null);
        }
        boolean sameMethod = t.depth >= 0 && t.methods[shownDepth(t)] == startMethod;
        int lastLine = sameMethod ? line(t) : firstLine;
        ClassInfo source = entryCode != null ? entryCode : startMethod == null ? null : startMethod.owner();
        String file = source == null || source.sourceFile() == null ? "?" : source.sourceFile();
        return new Transition(id, name, file, firstLine, lastLine, operation, kind, message, caller);
    }

    /** Where the transitions' footprints are recorded ({@link #recordFootprints}), or null. */
    private Footprint.Recorder footprint;

    /**
     * Whether transitions record what they touch of the state other threads share ({@link Footprint}), for a search with
     * sleep sets: {@link #takeFootprint} then gives what the transitions since the last call touched together.
     */
    public void recordFootprints(boolean on) {
        footprint = on ? new Footprint.Recorder() : null;
    }

    /** The footprint of the transitions run since the last call (or since recording began); null when not recording. */
    public Footprint takeFootprint() {
        return footprint == null ? null : footprint.take();
    }

    /** Forgets what transitions recorded since the last {@link #takeFootprint} (a preview that is no step). */
    public void clearFootprint() {
        if (footprint != null) {
            footprint.clear();
        }
    }

    /**
     * The program state outside the heap that one thread's transition may change for others (the snapshot's other
     * components: the thread table, the clock, the identity-hash sequence, the classes' code, the next thread id), taken
     * before the transition and compared after it. Waking, notifying or unparking another thread writes its entry (a
     * pseudo-object its own steps read); a thread's end writes its liveness; a drawn identity hash writes the sequence.
     * Anything else makes the footprint global: starting a thread, changing a timed thread's entry, a timed operation (deadlines decide which other thread may time out: {@link Threads#timeoutDue}),
     * moving the clock, redefining a class.
     */
    private final class ThreadEffects {
        private final int count;
        private final VmThread[] entries;
        private final long[] words;
        private final Object[] initWaits;
        private final long clock;
        private final int hashSeed;
        private final Object code;
        private final int nextId;
        private final boolean timed;
        private final boolean destroying;

        ThreadEffects(VmThread running) {
            List<VmThread> table = threads.table();
            count = table.size();
            entries = table.toArray(new VmThread[0]);
            words = new long[count * WORDS];
            initWaits = new Object[count];
            for (int i = 0; i < count; i++) {
                describe(entries[i], words, i * WORDS);
                initWaits[i] = entries[i].initWait;
            }
            clock = vm.clockNanos();
            hashSeed = vm.identityHashSeed();
            code = vm.classes().versions().current();
            nextId = threads.nextId();
            timed = running.timed;
            destroying = running.destroyingVm;
        }

        private static final int WORDS = 5;

        private static void describe(VmThread u, long[] into, int at) {
            into[at] = u.status;
            into[at + 1] = (long) u.waitState << 32 | u.monitor & 0xFFFFFFFFL;
            into[at + 2] = u.deadline;
            into[at + 3] = (u.permit ? 1 : 0) | (u.parked ? 2 : 0) | (u.sleeping ? 4 : 0) | (u.timed ? 8 : 0)
                    | (u.destroyingVm ? 16 : 0);
            into[at + 4] = u.depth < 0 ? -1 : 0;
        }

        void compare(VmThread running) {
            footprint.readPseudo(Footprint.entry(running.id()));
            if (vm.identityHashSeed() != hashSeed) {
                footprint.writePseudo(Footprint.IDENTITY_HASHES);
            }
            List<VmThread> table = threads.table();
            if (table.size() != count || threads.nextId() != nextId) {
                footprint.global("thread started");
                return;
            }
            if (running.status == VmThread.TERMINATED) {
                // Others see an end through the Thread object (status, notifyAll to joiners: heap writes), through a
                // guard's accessors (the liveness read above), and the DestroyJavaVM thread through the whole table.
                footprint.writePseudo(Footprint.liveness(running.id()));
                for (VmThread u : table) {
                    if (u.destroyingVm) {
                        footprint.global("thread ended while the VM waits for the last one");
                        return;
                    }
                }
            }
            if (running.destroyingVm || destroying) {
                footprint.global("waiting for the last non-daemon thread");
                return;
            }
            if (timed || running.timed || vm.clockNanos() != clock) {
                footprint.global("timed operation");
                return;
            }
            if (vm.classes().versions().current() != code) {
                footprint.global("classes redefined");
                return;
            }
            long[] now = new long[WORDS];
            for (int i = 0; i < count; i++) {
                VmThread u = table.get(i);
                if (u != entries[i]) {
                    footprint.global("thread table changed");
                    return;
                }
                if (u == running) {
                    continue;
                }
                describe(u, now, 0);
                int at = i * WORDS;
                if (!java.util.Arrays.equals(now, 0, WORDS, words, at, at + WORDS) || u.initWait != initWaits[i]) {
                    if (u.timed || now[2] != words[at + 2] || ((now[3] ^ words[at + 3]) & (8 | 16)) != 0 || u.destroyingVm) {
                        // Deadlines decide which other thread may time out, and DestroyJavaVM reads the whole table.
                        footprint.global("thread " + u.id() + " changed");
                        return;
                    }
                    // Woken, notified or unparked: only its own steps (which read its entry) and whether it is enabled
                    // depend on that.
                    footprint.writePseudo(Footprint.entry(u.id()));
                }
            }
        }
    }

    /** The operation the thread stands at, its objects named when asked for (plainly if naming fails: it is for show). */
    private String describe(VmThread t) {
        if (names != null) {
            try {
                return Operations.describe(vm, t, names);
            } catch (RuntimeException e) {
                return Operations.describe(vm, t, null);
            }
        }
        return Operations.describe(vm, t, null);
    }

    /**
     * The error's message, as {@code toString()} gives it. The program's own code never runs for it (it could block,
     * or change the state the search goes on from): when the throwable's class overrides {@code toString},
     * {@code getLocalizedMessage} or {@code getMessage}, the message is Throwable.toString's format of the
     * detail message.
     */
    private String describe(int throwable) {
        ClassInfo type = vm.heap().read(throwable).type;
        ClassInfo throwableClass = vm.classes().load("java/lang/Throwable");
        boolean jdkOnly = true;
        for (String name : new String[] {"toString", "getLocalizedMessage", "getMessage"}) {
            jdkOnly &= type.selectMethod(throwableClass.declaredMethod(name, "()Ljava/lang/String;")).owner().isJdk();
        }
        if (jdkOnly) {
            try {
                long text = vm.invokeVirtual(throwableClass.declaredMethod("toString", "()Ljava/lang/String;"), throwable);
                return vm.strings().toHost((int) text);
            } catch (GuestException e) {
                return type.javaName();
            }
        }
        int message = (int) vm.heap().read(throwable).fields[throwableClass.findField("detailMessage", "Ljava/lang/String;").slot()];
        return message == 0 ? type.javaName() : type.javaName() + ": " + vm.strings().toHost(message);
    }

    /**
     * Where the program's own code called the library code the thread stands in (the JDK's, or an atomic library's such
     * as Mockito): the innermost frame below the shown one of a class with a source file that is neither a library's nor
     * generated; null when the shown frame is program code or no program frame is below it (a thread's start).
     */
    private static ProgramCall programCall(VmThread t) {
        if (t.depth < 0) {
            return null;
        }
        int shown = shownDepth(t);
        if (!library(t.methods[shown].owner())) {
            return null;
        }
        for (int d = shown - 1; d >= 0; d--) {
            MethodInfo m = t.methods[d];
            if (!library(m.owner()) && !m.owner().isHidden() && m.owner().sourceFile() != null && m.code() != null) {
                int above = d + 1;
                while (above < shown && (t.methods[above].owner().isHidden() || t.methods[above].continues() != null)) {
                    above++;
                }
                MethodInfo called = t.methods[above];
                String owner = called.owner().javaName();
                return new ProgramCall(m.owner().sourceFile(), m.code().lines[t.pcs[d]],
                        owner.substring(owner.lastIndexOf('.') + 1) + "." + called.name());
            }
        }
        return null;
    }

    /** The program line the thread stands at, or below library code, the one that called it; null if none. */
    private static ProgramCall programLine(VmThread t) {
        if (t.depth < 0) {
            return null;
        }
        MethodInfo shown = t.methods[shownDepth(t)];
        if (!library(shown.owner()) && shown.owner().sourceFile() != null && shown.code() != null) {
            return new ProgramCall(shown.owner().sourceFile(), line(t), shown.name());
        }
        return programCall(t);
    }

    /** Code a trace folds into the program line that called it: the JDK's, and the atomic (test) libraries'. */
    private static boolean library(ClassInfo c) {
        return c.isJdk() || c.isAtomicLibrary();
    }

    private static int line(VmThread t) {
        if (t.depth < 0) {
            return -1;
        }
        int d = shownDepth(t);
        var code = t.methods[d].code();
        return code == null ? -1 : code.lines[t.pcs[d]];
    }

    /**
     * The top frame a trace shows: a frame continuing a native (Vm.continueIn) shows as its caller, the native's site,
     * and so does a frame of a class Orbit generated (a method handle's or lambda's), which has no source.
     */
    private static int shownDepth(VmThread t) {
        int d = t.depth;
        while (d > 0 && (t.methods[d].continues() != null || t.methods[d].owner().isHidden())) {
            d--;
        }
        return d;
    }
}
