package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code orbit run File.java} against {@code java -ea File.java}: the JDK's source launcher runs in the VM, so what the
 * program sees of it (its frames under main, its class loader, the classes' code source, the launcher's property, the
 * trimmed trace of an uncaught exception) is java's. Identity hashes differ between any two runs and are masked.
 */
class SourceLauncherTest {
    @TempDir
    Path dir;

    @Test
    void whatTheProgramSeesOfTheLauncherIsJavas() throws Exception {
        Path source = OrbitCli.writeSource(dir, "Launched.java",
                "import java.util.Arrays;",
                "public class Launched {",
                "    static class Inner { }",
                "    static class Sub extends Base { }",
                "    public static void main(String[] args) throws Exception {",
                "        System.out.println(\"args \" + Arrays.toString(args));",
                "        for (StackTraceElement e : new Throwable().getStackTrace()) System.out.println(\"at \" + e);",
                "        StackWalker.getInstance().forEach(f -> System.out.println(\"walk \" + f));",
                "        ClassLoader l = Launched.class.getClassLoader();",
                "        System.out.println(\"loader \" + l);",
                "        System.out.println(\"parent \" + l.getParent());",
                "        System.out.println(\"resource \" + l.getResource(\"Launched$Inner.class\"));",
                "        System.out.println(\"missing \" + Launched.class.getResource(\"Missing.txt\"));",
                "        System.out.println(\"own class file \" + Launched.class.getResourceAsStream(\"Launched.class\").readAllBytes().length);",
                "        System.out.println(\"forName \" + Class.forName(\"Launched$Inner\", false, l).getClassLoader());",
                "        System.out.println(\"sub \" + new Sub().getClass().getClassLoader() + \" \" + Base.class.getClassLoader());",
                "        System.out.println(\"code source \" + Launched.class.getProtectionDomain().getCodeSource());",
                "        System.out.println(\"same domain \" + (Inner.class.getProtectionDomain() == Launched.class.getProtectionDomain()));",
                "        System.out.println(\"source file \" + System.getProperty(\"jdk.launcher.sourcefile\"));",
                "        System.out.println(\"context \" + Thread.currentThread().getContextClassLoader());",
                "        String s = args.length > 5 ? \"x\" : null;",
                "        try {",
                "            s.length();",
                "        } catch (NullPointerException e) {",
                "            System.out.println(e.getMessage());",
                "        }",
                "        throw new IllegalStateException(\"uncaught\");",
                "    }",
                "}",
                "class Base { }");
        OrbitCli.Result orbit = orbit("run", source.toString(), "a", "b");
        Host java = java(source, "a", "b");
        assertEquals(masked(java.out()), masked(orbit.out()), () -> "orbit's stderr:\n" + orbit.err());
        assertEquals(java.err(), orbit.err());
        assertEquals(java.exit(), orbit.status());
    }

    /**
     * Under orbit check the launcher's frames run before main within main's first step; that step is shown from main's
     * first line (where the step entered the program), not from the line it stopped at.
     */
    @Test
    void mainsFirstStepStartsAtItsFirstLine() {
        Path source = OrbitCli.writeSource(dir, "Lost.java",
                "public class Lost {",
                "    static int count;",
                "    public static void main(String[] args) throws InterruptedException {",
                "        Runnable increment = () -> count++;",
                "        Thread a = new Thread(increment, \"a\");",
                "        a.start();",
                "        count++;",
                "        a.join();",
                "        assert count == 2;",
                "    }",
                "}");
        OrbitCli.Result r = orbit("check", "--search", "bfs", source.toString());
        assertEquals(1, r.status(), r::toString);
        assertTrue(r.out().lines().anyMatch(l -> l.matches(" +1\\. \"main\"  Lost\\.java:4-\\d+  start of Lost\\.main\\(\\)")), r.out());
    }

    /**
     * A search that explores a path again from an earlier state (breadth-first, preemption-bounded) must have the
     * launcher's loader define the source's classes again there: a nested class loaded early on the first path kept
     * no loader on the second, so its package-private constructor was refused to its own nest host (a false
     * IllegalAccessException, session 15), where java and a depth-first search construct it.
     */
    @Test
    void aPathExploredAgainDefinesTheSourcesClassesAgain() {
        Path source = OrbitCli.writeSource(dir, "ReflectAfterJoin.java",
                "public class ReflectAfterJoin {",
                "    static final class Guard { }",
                "    public static void main(String[] args) throws Exception {",
                "        Thread a = new Thread(() -> { });",
                "        a.start();",
                "        a.join();",
                "        Guard g = Guard.class.getDeclaredConstructor().newInstance();",
                "        assert g.getClass().getClassLoader() == ReflectAfterJoin.class.getClassLoader();",
                "    }",
                "}");
        for (String search : new String[] {"bfs", "pb", "dfs"}) {
            OrbitCli.Result r = orbit("check", "--search", search, source.toString());
            assertEquals(0, r.status(), () -> search + ": " + r);
            assertTrue(r.out().contains("No errors found"), r.out());
        }
    }

    @Test
    void systemExitAndTheProgramsOutputAreJavas() throws Exception {
        Path source = OrbitCli.writeSource(dir, "Exits.java",
                "public class Exits {",
                "    public static void main(String[] args) {",
                "        System.out.println(\"bye \" + args.length);",
                "        System.exit(7);",
                "    }",
                "}");
        OrbitCli.Result orbit = orbit("run", source.toString());
        Host java = java(source);
        assertEquals(java.out(), orbit.out(), () -> "orbit's stderr:\n" + orbit.err());
        assertEquals(java.exit(), orbit.status());
    }

    /** Identity hashes ({@code @1b6d3586}) and the launcher's URL protocol, which names its loader's hash. */
    private static String masked(String s) {
        return s.replaceAll("@\\p{XDigit}+", "@#").replaceAll("memoryclassloader-?\\d+", "memoryclassloader#");
    }

    private record Host(String out, String err, int exit) {
    }

    private static Host java(Path source, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-ea", "-Xshare:auto", source.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.PIPE).start();
        p.getOutputStream().close();
        byte[] err = p.getErrorStream().readAllBytes();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(source + " did not finish under java");
        }
        return new Host(new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8), p.exitValue());
    }
}
