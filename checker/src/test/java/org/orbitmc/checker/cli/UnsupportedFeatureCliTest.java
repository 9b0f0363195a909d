package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What Orbit does not model ends the run with exit code 3 and one line naming it, never a wrong result. */
class UnsupportedFeatureCliTest {
    @TempDir
    Path dir;

    @Test
    void nativeMethodOrbitDoesNotImplement() throws IOException {
        Path source = Files.writeString(dir.resolve("Native.java"), """
                public class Native {
                    static native int answer();

                    public static void main(String[] args) {
                        System.out.println("before");
                        System.out.println(answer());
                    }
                }
                """);
        OrbitCli.Result r = orbit("run", source.toString());
        assertEquals(3, r.status(), r.err());
        assertEquals("before\n", r.out());
        String line = r.singleErrorLine();
        assertTrue(line.contains("native method Native.answer()I"), line);
    }

    @Test
    void methodHandleCombinatorOrbitDoesNotModel() throws IOException {
        Path source = Files.writeString(dir.resolve("Handles.java"), """
                import java.lang.invoke.MethodHandles;
                import java.lang.invoke.MethodType;

                public class Handles {
                    public static void main(String[] args) throws Throwable {
                        var h = MethodHandles.lookup().findStatic(Handles.class, "twice", MethodType.methodType(int.class, int.class));
                        System.out.println((int) h.invokeExact(21));
                        System.out.println(MethodHandles.whileLoop(null, h, h));
                    }

                    static int twice(int x) {
                        return 2 * x;
                    }
                }
                """);
        OrbitCli.Result r = orbit("run", source.toString());
        assertEquals(3, r.status(), r.err());
        assertEquals("42\n", r.out());
        String line = r.singleErrorLine();
        assertTrue(line.contains("MethodHandles.whileLoop") && line.contains("at Handles.main(Handles.java:8)"), line);
    }

    @Test
    void moduleLayerIsNotModelledAndTheProgramLineIsNamed() throws IOException {
        Path source = Files.writeString(dir.resolve("Layer.java"), """
                public class Layer {
                    public static void main(String[] args) {
                        Module base = String.class.getModule();
                        System.out.println(base.getName());
                        System.out.println(base.getLayer() == ModuleLayer.boot());
                        System.out.println(base.getLayer().configuration());
                    }
                }
                """);
        OrbitCli.Result r = orbit("run", source.toString());
        assertEquals(3, r.status(), r.err());
        assertEquals("java.base\ntrue\n", r.out());
        String line = r.singleErrorLine();
        assertTrue(line.contains("ModuleLayer.configuration") && line.contains("at Layer.main(Layer.java:6)"), line);
    }

    /** Once a stop: a VarHandle java denies is now refused as java refuses it, by the JDK's own access check. */
    @Test
    void varHandleAccessJavaDeniesThrowsJavasException() throws IOException {
        Path source = Files.writeString(dir.resolve("Peek.java"), """
                import java.lang.invoke.MethodHandles;

                public class Peek {
                    public static void main(String[] args) throws Exception {
                        var value = MethodHandles.lookup().findVarHandle(String.class, "value", byte[].class);
                        System.out.println(((byte[]) value.get("hello")).length);
                    }
                }
                """);
        OrbitCli.Result r = orbit("run", source.toString());
        assertEquals(1, r.status(), r.err());
        assertEquals("", r.out());
        assertTrue(r.err().contains("Exception in thread \"main\" java.lang.IllegalAccessException: member is private: "
                + "java.lang.String.value/[B/getField, from class Peek (unnamed module @"), r.err());
        assertTrue(r.err().contains("at Peek.main(Peek.java:5)"), r.err());
    }
}
