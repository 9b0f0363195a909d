package org.orbitmc.checker.vm;

import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.orbitmc.checker.search.Assumption;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.ObjectFootprint;
import org.orbitmc.checker.search.ObjectNaming;
import org.orbitmc.checker.search.ProgramError;
import org.orbitmc.checker.search.SearchInterrupted;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.Step;
import org.orbitmc.checker.search.StepFootprint;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.state.LocalNames;
import org.orbitmc.checker.state.StateEncoder;
import org.orbitmc.checker.state.StateNames;
import org.orbitmc.checker.store.StateVector;
import org.orbitmc.vm.StopRequested;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.explore.Explorer;
import org.orbitmc.vm.heap.Footprint;
import org.orbitmc.vm.thread.VmThread;

/**
 * The Orbit VM as a transition system: a state is the whole VM state between transitions, a choice is
 * which enabled thread runs its next transition, and the encoding is canonical as the state matching asks.
 */
final class VmTransitionSystem implements TransitionSystem {
    private final Vm vm;
    private final Explorer explorer;
    private final StateEncoder encoder;
    private final ByteArrayOutputStream output;
    /** Whether a started thread's first transition is taken with the step that started it ({@link #startThreads}). */
    private final boolean eagerStarts;

    VmTransitionSystem(Vm vm, ByteArrayOutputStream output, StateMatching matching) {
        this(vm, output, matching, new LocalNames());
    }

    /** A system whose encodings name classes, methods and permanent objects as {@code names} does. */
    VmTransitionSystem(Vm vm, ByteArrayOutputStream output, StateMatching matching, StateNames names) {
        this.eagerStarts = matching.eagerStarts();
        this.vm = vm;
        this.explorer = new Explorer(vm, collectAfter(matching));
        this.encoder = new StateEncoder(vm, matching, names);
        this.output = output;
    }

    /**
     * When garbage is collected: after every step when states are encoded by address (so that garbage and
     * addresses do not tell equal states apart); with heap symmetry garbage is never encoded, so collecting
     * only once some objects were allocated saves the collector's time and keeps snapshots small.
     */
    private static long collectAfter(StateMatching matching) {
        if (!matching.gc()) {
            return Explorer.NEVER;
        }
        return matching.symmetry() == Symmetry.NONE ? 0 : ALLOCATIONS_BETWEEN_COLLECTIONS;
    }

    private static final long ALLOCATIONS_BETWEEN_COLLECTIONS = 256;

    /** The VM, for tests that inspect the state. */
    Vm vm() {
        return vm;
    }

    @Override
    public int refinements() {
        return vm.visibilityRefinements();
    }

    @Override
    public int refinementsRecorded() {
        return vm.recordedRefinements();
    }

    @Override
    public List<String> refinementKeys() {
        return vm.refinementKeys();
    }

    @Override
    public List<String> allRefinementKeys() {
        List<String> all = new ArrayList<>(vm.refinementKeys());
        all.addAll(vm.matchingRefinementKeys());
        return all;
    }

    @Override
    public void refine(List<String> keys) {
        vm.refine(keys);
    }

    @Override
    public Object snapshot() {
        return vm.snapshot();
    }

    /** Makes every transition a step of its own (a thread left alone does not run on): for tests that reorder two steps. */
    void mergeAlone(boolean on) {
        explorer.mergeAlone(on);
    }

    /** Keeps ended threads in the thread table (for the test that their leaving changes no verdict). */
    public void keepEndedThreads() {
        explorer.keepEndedThreads();
    }

    @Override
    public void restore(Object state) {
        vm.restore((Vm.Snapshot) state);
    }

    @Override
    public void encode(StateVector out) {
        encoder.encode(out);
    }

    @Override
    public int encodedPosition(int thread) {
        return encoder.position(thread);
    }

    @Override
    public List<Choice> enabled() {
        if (explorer.finished()) {
            return List.of();
        }
        List<Choice> choices = new ArrayList<>();
        for (VmThread t : explorer.enabled()) {
            int n = explorer.choices(t);
            for (int v = 0; v < n; v++) {
                choices.add(new Choice(t.id(), v));
            }
        }
        return choices;
    }

    @Override
    public String pendingOperation(int thread) {
        return explorer.pendingOperation(thread);
    }

    /** Whether steps record their footprints ({@link #recordFootprints}), and the last step's. */
    private boolean footprints;
    private StepFootprint lastFootprint;

    @Override
    public boolean recordFootprints() {
        footprints = true;
        explorer.recordFootprints(true);
        return true;
    }

    @Override
    public StepFootprint footprint() {
        return lastFootprint;
    }

    @Override
    public ObjectNaming naming() {
        return encoder.naming();
    }

    /** A step's {@link Footprint}, as the search compares them. */
    private record VmFootprint(Footprint footprint) implements StepFootprint {
        /** Made when asked (dynamic partial-order reduction asks once per step; sleep sets never). */
        @Override
        public ObjectFootprint objects() {
            return new ObjectFootprint(footprint.reads(), footprint.writes(), footprint.global());
        }

        @Override
        public boolean conflictsWith(StepFootprint other) {
            return !(other instanceof VmFootprint o) || footprint.conflictsWith(o.footprint);
        }

        @Override
        public boolean global() {
            return footprint.global();
        }

        @Override
        public String toString() {
            return footprint.toString();
        }
    }

    @Override
    public Step step(Choice choice) {
        output.reset();
        Explorer.Transition t;
        lastFootprint = null;
        explorer.clearFootprint();
        try {
            t = explorer.step(choice.thread(), choice.value());
            if (eagerStarts && t.errorKind() == null) {
                startThreads();
            }
        } catch (StopRequested e) {
            throw new SearchInterrupted(e.getMessage());
        }
        if (footprints) {
            // Taken before the failed thread's printout is previewed below: that runs transitions that are no step.
            lastFootprint = new VmFootprint(explorer.takeFootprint());
        }
        vm.flushOutput();
        String printed = output.size() == 0 ? null : output.toString(Charset.defaultCharset());
        ProgramError error = t.errorKind() == null ? null
                : new ProgramError(t.errorKind(), t.threadName(), t.errorMessage(), printout(choice.thread()));
        Step.Caller caller = t.caller() == null ? null : new Step.Caller(t.caller().file(), t.caller().line(), t.caller().called());
        return new Step(t.threadName(), t.file(), Math.max(0, t.firstLine()), Math.max(0, t.lastLine()), t.operation(), printed, error,
                caller);
    }

    /**
     * Eager starts: each thread the step started (or that otherwise stands at its start) takes its first transition now,
     * as part of the step. That transition runs only invisible operations, up to the thread's first visible one, so it is
     * independent of every other thread's transitions and cannot be disabled by them: taking it at once instead of
     * offering it as a choice of its own keeps every reachable deadlock and error (docs/algorithms.md, "Eager starts").
     * If one of them fails (an uncaught exception or assertion in its first steps) or ends the program, none is taken:
     * the system goes back to where the step left it, and the threads' first transitions stay choices, so that the
     * failure is a step of its own in a counterexample.
     */
    private void startThreads() {
        int id = explorer.startingThread();
        if (id < 0) {
            return;
        }
        vm.flushOutput();
        byte[] printed = output.toByteArray();
        Vm.Snapshot stepped = vm.snapshot();
        for (; id >= 0; id = explorer.startingThread()) {
            Explorer.Transition first = explorer.step(id, 0);
            if (first.errorKind() != null || explorer.finished()) {
                vm.restore(stepped);
                output.reset();
                output.writeBytes(printed);
                return;
            }
        }
    }

    /**
     * What the failed thread prints as it ends (the exception and its stack trace), found by running its end and then
     * returning to the state the step reached: the search goes on from there (an uncaught exception ends only its
     * thread), and the end's transitions interleave with the other threads'.
     */
    private String printout(int thread) {
        Vm.Snapshot reached = vm.snapshot();
        output.reset();
        vm.unobserved(() -> explorer.showUncaught(thread)); // a preview: its reads of thread names reach no state
        vm.flushOutput();
        String printed = output.size() == 0 ? null : output.toString(Charset.defaultCharset());
        vm.restore(reached);
        return printed;
    }

    @Override
    public void interruptWhen(Supplier<String> reason) {
        vm.setPoll(t -> {
            String stop = reason.get();
            if (stop != null) {
                throw new StopRequested(stop + " while thread \"" + vm.threadTable().name(t) + "\" looped at " + where(t)
                        + " without reaching a scheduling point");
            }
        });
    }

    private static String where(VmThread t) {
        MethodInfo m = t.methods[t.depth];
        String file = m.owner().sourceFile() == null ? m.owner().javaName() : m.owner().sourceFile();
        return file + ":" + m.code().lineAt(t.pcs[t.depth]);
    }

    @Override
    public void nameObjects(boolean on) {
        explorer.nameObjects(on);
    }

    @Override
    public boolean namesObjects() {
        return true;
    }

    @Override
    public boolean isFinished() {
        return explorer.finished();
    }

    @Override
    public List<String> deadlockDescription() {
        return explorer.deadlock();
    }

    @Override
    public List<Assumption> assumptions() {
        return ModelAssumptions.of(vm.options(), vm.assumed());
    }
}
