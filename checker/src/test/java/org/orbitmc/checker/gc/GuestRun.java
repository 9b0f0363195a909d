package org.orbitmc.checker.gc;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.orbitmc.natives.JdkModel;
import org.orbitmc.programs.gc.GcChurn;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.VmOptions;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.gc.GcSchedule;

/**
 * One run of a test program in a fresh VM set up as ProgramRunner sets it up, kept so that a test can
 * inspect the heap afterwards; and the same program on the host JVM, the oracle for its output.
 */
record GuestRun(Vm vm, int exit, String stdout, String stderr) {
    static GuestRun run(String mainClass, GcSchedule schedule, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        VmOptions options = new VmOptions(List.of(ClassSource.of(programClasses())), true, out, err,
                new ByteArrayInputStream(new byte[0]), Map.of());
        Vm vm = new Vm(options, new JdkModel());
        vm.garbageCollector().setSchedule(schedule);
        int exit = vm.runMain(mainClass, List.of(args));
        return new GuestRun(vm, exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The standard output of the program under {@code java -ea}, which must exit with 0. */
    static String onHost(String mainClass, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-ea", "-Xshare:auto", "-cp", programClasses().toString(), mainClass));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        p.getOutputStream().close();
        byte[] stdout = p.getInputStream().readAllBytes();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(mainClass + " did not finish under java");
        }
        if (p.exitValue() != 0) {
            throw new AssertionError(mainClass + " exited with " + p.exitValue() + " under java");
        }
        return new String(stdout, StandardCharsets.UTF_8);
    }

    /** The compiled test programs: a directory or jar on this test's class path. */
    static Path programClasses() {
        try {
            return Path.of(GcChurn.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
