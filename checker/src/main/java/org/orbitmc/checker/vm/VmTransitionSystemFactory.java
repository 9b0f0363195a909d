package org.orbitmc.checker.vm;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.function.Function;
import java.util.function.Supplier;

import org.orbitmc.checker.run.ProgramEntry;
import org.orbitmc.checker.run.ProgramRunner;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.search.TransitionSystemFactory;
import org.orbitmc.checker.state.LocalNames;
import org.orbitmc.checker.state.NameTable;
import org.orbitmc.checker.state.StateNames;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.HostEnvironment;
import org.orbitmc.vm.VmOptions;

/** Makes the VM transition system of a program: boots the JDK in a VM that stops at scheduling points. */
public final class VmTransitionSystemFactory implements TransitionSystemFactory {
    @Override
    public TransitionSystem create(CheckTarget target, StateMatching matching) {
        return create(target, matching, vm -> new LocalNames());
    }

    /** Each system a VM of its own, naming what it encodes through one table: their encodings agree. */
    @Override
    public Supplier<TransitionSystem> family(CheckTarget target, StateMatching matching) {
        NameTable table = new NameTable();
        return () -> create(target, matching, table::namesFor);
    }

    private static TransitionSystem create(CheckTarget target, StateMatching matching, Function<Vm, StateNames> names) {
        ProgramEntry entry = ProgramEntry.of(target.classPath(), target.compiledClasses(), target.mainClass(), target.args(),
                target.sourceProgram());
        // The program's output is captured per transition and shown along counterexamples.
        ByteArrayOutputStream output = new ByteArrayOutputStream();
        VmOptions options = new VmOptions(entry.sources(), target.assertionsEnabled(), output, output, InputStream.nullInputStream(),
                target.systemProperties(), true, matching.atomicLibraries(), target.spuriousWakeups(),
                HostEnvironment.snapshot(ProgramRunner.classPathText(target.classPath())), matching.lockDiscipline(),
                matching.lockExpressions());
        Vm vm = new Vm(options, entry.jdkModel());
        // The main class initializes in the search, as the main thread's first step.
        vm.prepareMain(entry.mainClass(), entry.args());
        if (matching.gc()) {
            vm.collectGarbage();
        }
        if (matching.hidesIdentities()) {
            vm.watchThreadIdentities();
        }
        return new VmTransitionSystem(vm, output, matching, names.apply(vm));
    }
}
