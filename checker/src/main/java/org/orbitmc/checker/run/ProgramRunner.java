package org.orbitmc.checker.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

import org.orbitmc.natives.JdkModel;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.HostEnvironment;
import org.orbitmc.vm.VmOptions;

/** Runs one program to completion in a fresh VM, as {@code java} does (one path, no search). */
public final class ProgramRunner {
    private ProgramRunner() {
    }

    /**
     * Returns the program's exit status: the {@code System.exit} status, 1 after an uncaught exception, else 0.
     *
     * @throws org.orbitmc.vm.VmFailure when the program cannot be loaded or uses what the VM does not support
     */
    public static int run(RunRequest request) {
        return run(request, vm -> { });
    }

    /** Like {@link #run(RunRequest)}, and hands the VM to {@code afterRun} once the program has ended (for measurements). */
    public static int run(RunRequest request, Consumer<Vm> afterRun) {
        ProgramEntry entry = request.entry();
        VmOptions options = new VmOptions(entry.sources(), request.assertionsEnabled(), request.stdout(), request.stderr(),
                request.stdin(), request.systemProperties(), false, false, false, HostEnvironment.snapshot(classPathText(request.classPath())).withHostWrites(request.hostWrites()));
        try {
            JdkModel jdk = entry.jdkModel();
            Vm vm = new Vm(options, jdk);
            int status = vm.runMain(entry.mainClass(), entry.args());
            String problems = jdk.writeToHost(vm);
            if (!problems.isEmpty()) {
                try {
                    request.stderr().write(problems.getBytes(java.nio.charset.StandardCharsets.UTF_8));
                } catch (IOException e) {
                    // As for the program's own output: a closed stderr is no reason to fail the run.
                }
            }
            afterRun.accept(vm);
            return status;
        } finally {
            flush(request.stdout());
            flush(request.stderr());
        }
    }

    /** The class path as {@code java.class.path} shows it: the entries, separated by the platform's separator. */
    public static String classPathText(List<Path> classPath) {
        return String.join(java.io.File.pathSeparator, classPath.stream().map(Path::toString).toList());
    }

    private static void flush(OutputStream out) {
        try {
            out.flush();
        } catch (IOException e) {
            // As java's System.out: output that cannot be written (a closed pipe) is not the program's failure.
        }
    }
}
