package org.orbitmc.natives.guest;

import java.io.IOException;
import java.lang.instrument.Instrumentation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

import com.sun.tools.attach.AgentInitializationException;
import com.sun.tools.attach.AgentLoadException;

/**
 * Runs inside the Orbit VM: Java agents and the class changes they make, as the JDK's JPLIS agent does them. An
 * agent jar is read through the program's file system; its {@code Agent-Class} is loaded from the system class path
 * (the jar appended to it) and its {@code agentmain} runs on the attaching thread (on {@code java}, on the Attach
 * Listener thread while the attaching thread waits). Retransforming or redefining classes runs the transformers here,
 * as program code, and then changes the classes' code in one step (see {@code ClassVersions}).
 */
public final class Agents {
    private Agents() {
    }

    static void load(String jar, String options) throws AgentLoadException, AgentInitializationException, IOException {
        String agentClass;
        boolean redefine;
        boolean retransform;
        try (JarFile file = new JarFile(jar)) {
            Manifest manifest = file.getManifest();
            Attributes main = manifest == null ? null : manifest.getMainAttributes();
            agentClass = main == null ? null : main.getValue("Agent-Class");
            if (agentClass == null) {
                throw new AgentLoadException("Agent JAR not found or no Agent-Class attribute");
            }
            if (main.getValue("Boot-Class-Path") != null) {
                unsupported("an agent jar with a Boot-Class-Path attribute (" + jar + ")");
            }
            redefine = Boolean.parseBoolean(main.getValue("Can-Redefine-Classes"));
            retransform = Boolean.parseBoolean(main.getValue("Can-Retransform-Classes"));
        } catch (IOException e) {
            throw new AgentLoadException("Agent JAR not found or no Agent-Class attribute");
        }
        append(jar, false);
        Instrumentation instrumentation = newInstrumentation(redefine, retransform);
        try {
            startAgent(instrumentation, agentClass, options);
        } catch (Throwable t) {
            throw new AgentInitializationException("Agent JAR loaded but agent failed to initialize");
        }
    }

    /** Instrumentation.appendTo{Bootstrap,System}ClassLoaderSearch: the jar's classes as the program's file system has it now. */
    static void append(String jar, boolean boot) throws IOException {
        appendJar(Files.readAllBytes(Path.of(jar)), jar, boot);
    }

    /**
     * Instrumentation.retransformClasses ({@code definitions} null: each class's bytes as loaded) and redefineClasses
     * (the given bytes): every transformer sees each class, then all classes change together.
     */
    static void change(Instrumentation instrumentation, Class<?>[] classes, byte[][] definitions, boolean retransforming) {
        byte[][] changed = new byte[classes.length][];
        for (int i = 0; i < classes.length; i++) {
            Class<?> c = classes[i];
            byte[] bytes = definitions == null ? loadedBytes(c) : definitions[i];
            byte[] transformed = retransforming ? null : transform(instrumentation, c.getModule(), c.getClassLoader(),
                    c.getName().replace('.', '/'), c, bytes, false);
            bytes = transformed == null ? bytes : transformed;
            transformed = transform(instrumentation, c.getModule(), c.getClassLoader(), c.getName().replace('.', '/'), c, bytes, true);
            changed[i] = transformed == null ? bytes : transformed;
        }
        redefine(classes, changed);
    }

    private static native void appendJar(byte[] jar, String path, boolean boot);

    private static native Instrumentation newInstrumentation(boolean redefine, boolean retransform);

    /** Continues in the JDK's InstrumentationImpl.loadClassAndCallAgentmain. */
    private static native void startAgent(Instrumentation instrumentation, String agentClass, String options) throws Throwable;

    /** The class file a class was defined from (its retransformations start from it). */
    private static native byte[] loadedBytes(Class<?> c);

    /** Continues in the JDK's InstrumentationImpl.transform: what the transformers make of a class file, or null. */
    private static native byte[] transform(Instrumentation instrumentation, Module module, ClassLoader loader, String name,
            Class<?> classBeingRedefined, byte[] bytes, boolean retransformers);

    private static native void redefine(Class<?>[] classes, byte[][] bytes);

    private static native void unsupported(String what);
}
