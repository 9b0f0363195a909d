package org.orbitmc.natives.jdk;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassVersions;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ClassPath;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.natives.Native;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/**
 * Java agents in the program's own VM (docs/algorithms.md, "Agents and class redefinition"): attaching to itself
 * ({@code VirtualMachine.attach} of its own process id), loading an agent jar, and the JDK's
 * {@code sun.instrument.InstrumentationImpl} with its natives: retransforming and redefining classes (method bodies,
 * as program state in {@link ClassVersions}), appending jars to the boot or the system loader's search. The Java side
 * lives in the guest classes {@code Agents} and {@code SelfAttachment}.
 */
public final class JavaLangInstrument {
    private static final String AGENTS = "org/orbitmc/natives/guest/Agents";
    private static final String IMPL = "sun/instrument/InstrumentationImpl";
    /** The agent handle ({@code mNativeAgent}): its capabilities, never 0. */
    private static final long AGENT = 4;
    private static final long CAN_RETRANSFORM = 1;
    private static final long CAN_REDEFINE = 2;

    /** The id of the assumption a program that adds a class file transformer runs under (see the checker's ModelAssumptions). */
    public static final String LOAD_TIME_TRANSFORMERS = "no-load-time-transformers";

    private final NativeRegistry registry;
    /** Appended jars by content: the same jar appended on two paths of the search is one source (one class version). */
    private final Map<ByteBuffer, ClassSource> jars = new HashMap<>();

    private JavaLangInstrument(NativeRegistry registry) {
        this.registry = registry;
    }

    public static void register(NativeRegistry r) {
        JavaLangInstrument instrument = new JavaLangInstrument(r);
        long pid = ProcessHandle.current().pid();
        r.bind("sun/tools/attach/AttachProviderImpl", "attachVirtualMachine", "(Ljava/lang/String;)Lcom/sun/tools/attach/VirtualMachine;",
                (vm, a) -> {
                    String id = Guest.host(vm, a.refAt(0));
                    if (id == null) {
                        throw vm.exceptions().exception("java/lang/NullPointerException", null);
                    }
                    if (!id.equals(Long.toString(pid))) {
                        throw new UnsupportedFeatureException("attaching to another process (VirtualMachine.attach(\"" + id + "\"))");
                    }
                    return Guest.construct(vm, "org/orbitmc/natives/guest/SelfAttachment",
                            "(Lcom/sun/tools/attach/spi/AttachProvider;Ljava/lang/String;)V", a.receiver(), a.refAt(0));
                });
        for (String owner : new String[] {AGENTS, "org/orbitmc/natives/guest/SelfAttachment"}) {
            r.bind(owner, "unsupported", "(Ljava/lang/String;)V", (vm, a) -> {
                throw new UnsupportedFeatureException(Guest.host(vm, a.refAt(0)));
            });
        }
        r.bind(AGENTS, "appendJar", "([BLjava/lang/String;Z)V", (vm, a) -> {
            byte[] bytes = ((byte[]) vm.heap().get(a.refAt(0)).array).clone();
            ClassSource source = instrument.jars.computeIfAbsent(ByteBuffer.wrap(bytes), k -> jar(bytes, Guest.host(vm, a.refAt(1))));
            vm.classes().versions().append(source, a.booleanAt(2));
            return 0;
        });
        r.bind(AGENTS, "newInstrumentation", "(ZZ)Ljava/lang/instrument/Instrumentation;", (vm, a) -> {
            long agent = AGENT | (a.booleanAt(0) ? CAN_REDEFINE : 0) | (a.booleanAt(1) ? CAN_RETRANSFORM : 0);
            return Guest.construct(vm, IMPL, "(JZZ)V", agent, 0, a.booleanAt(0) ? 1 : 0, 0);
        });
        r.bind(AGENTS, "startAgent", "(Ljava/lang/instrument/Instrumentation;Ljava/lang/String;Ljava/lang/String;)V",
                (vm, a) -> vm.tailCall(a.base(), Guest.method(Guest.load(vm, IMPL), "loadClassAndCallAgentmain",
                        "(Ljava/lang/String;Ljava/lang/String;)V"), a.refAt(0), a.refAt(1), a.refAt(2)));
        r.bind(AGENTS, "loadedBytes", "(Ljava/lang/Class;)[B", (vm, a) -> {
            ClassInfo c = JavaLangClass.cls(vm, a.refAt(0));
            byte[] bytes = c.programDefinedBytes();
            if (bytes == null) {
                ClassPath.Found found = vm.classes().classPath().find(c.name());
                if (found == null) {
                    throw new UnsupportedFeatureException("retransforming " + c.javaName() + ", a class Orbit generated");
                }
                bytes = found.bytes();
            }
            return OrbitFileOverlay.bytes(vm, bytes);
        });
        r.bind(AGENTS, "transform", "(Ljava/lang/instrument/Instrumentation;Ljava/lang/Module;Ljava/lang/ClassLoader;Ljava/lang/String;"
                + "Ljava/lang/Class;[BZ)[B", (vm, a) -> vm.tailCall(a.base(), Guest.method(Guest.load(vm, IMPL), "transform",
                        "(Ljava/lang/Module;Ljava/lang/ClassLoader;Ljava/lang/String;Ljava/lang/Class;Ljava/security/ProtectionDomain;[BZ)[B"),
                        a.refAt(0), a.refAt(1), a.refAt(2), a.refAt(3), a.refAt(4), 0, a.refAt(5), (a.booleanAt(6) ? 1L : 0L)));
        r.bind(AGENTS, "redefine", "([Ljava/lang/Class;[[B)V", (vm, a) -> {
            int[] classes = ((int[]) vm.heap().get(a.refAt(0)).array).clone();
            int[] files = ((int[]) vm.heap().get(a.refAt(1)).array).clone();
            for (int i = 0; i < classes.length; i++) {
                ClassInfo c = JavaLangClass.cls(vm, classes[i]);
                byte[] bytes = ((byte[]) vm.heap().get(files[i]).array).clone();
                instrument.checkRedefinable(vm, c, bytes);
                try {
                    vm.classes().versions().redefine(c, bytes);
                } catch (ClassVersions.SchemaChange e) {
                    throw vm.exceptions().exception("java/lang/UnsupportedOperationException", e.getMessage());
                } catch (RuntimeException e) {
                    throw vm.exceptions().exception("java/lang/ClassFormatError", "Truncated class file or bad constant pool");
                }
            }
            return 0;
        });
        r.bind(IMPL, "<clinit>", "()V", (vm, a) -> 0); // loads libinstrument, whose natives are these
        r.bind(IMPL, "isModifiableClass0", "(JLjava/lang/Class;)Z", (vm, a) -> Guest.bool(modifiable(JavaLangClass.cls(vm, a.refAt(1)))));
        r.bind(IMPL, "isRetransformClassesSupported0", "(J)Z", (vm, a) -> Guest.bool((a.longAt(0) & CAN_RETRANSFORM) != 0));
        // Transformers see the classes retransformed or redefined, not classes loaded after they were added (JVMTI's
        // ClassFileLoadHook at class load is not modelled): a verdict names that assumption once a program adds one.
        Native transformers = (vm, a) -> {
            if (a.booleanAt(1)) {
                vm.assume(LOAD_TIME_TRANSFORMERS);
            }
            return 0;
        };
        r.bind(IMPL, "setHasTransformers", "(JZ)V", transformers);
        r.bind(IMPL, "setHasRetransformableTransformers", "(JZ)V", transformers);
        r.bind(IMPL, "retransformClasses0", "(J[Ljava/lang/Class;)V", (vm, a) -> {
            checkModifiable(vm, a.refAt(1));
            return vm.tailCall(a.base(), change(vm), a.receiver(), a.refAt(1), 0, 1);
        });
        r.bind(IMPL, "redefineClasses0", "(J[Ljava/lang/instrument/ClassDefinition;)V", (vm, a) -> {
            int[] definitions = ((int[]) vm.heap().get(a.refAt(1)).array).clone();
            int classes = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/Class")), definitions.length);
            int files = vm.newArray(vm.classes().forDescriptor("[[B"), definitions.length);
            for (int i = 0; i < definitions.length; i++) {
                ((int[]) vm.heap().get(classes).array)[i] = (int) Guest.getField(vm, definitions[i], "mClass");
                ((int[]) vm.heap().get(files).array)[i] = (int) Guest.getField(vm, definitions[i], "mClassFile");
            }
            checkModifiable(vm, classes);
            return vm.tailCall(a.base(), change(vm), a.receiver(), classes, files, 0);
        });
        r.bind(IMPL, "getAllLoadedClasses0", "(J)[Ljava/lang/Class;", (vm, a) -> {
            java.util.List<ClassInfo> loaded = new java.util.ArrayList<>();
            for (ClassInfo c : vm.classes().loaded()) {
                if (!c.isPrimitive() && !c.isHidden() && vm.classes().load(c.name()) == c) {
                    loaded.add(c);
                }
            }
            int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/Class")), loaded.size());
            for (int i = 0; i < loaded.size(); i++) {
                ((int[]) vm.heap().get(array).array)[i] = loaded.get(i).mirrorRef();
            }
            return array;
        });
        r.bind(IMPL, "appendToClassLoaderSearch0", "(JLjava/lang/String;Z)V", (vm, a) -> vm.tailCall(a.base(),
                Guest.method(Guest.load(vm, AGENTS), "append", "(Ljava/lang/String;Z)V"), a.refAt(1), (a.booleanAt(2) ? 1L : 0L)));
        // The process itself (ProcessHandle.current()), for an agent to attach to: other processes are outside the program.
        r.bind("java/lang/ProcessHandleImpl", "initNative", "()V", (vm, a) -> 0);
        r.bind("java/lang/ProcessHandleImpl", "getCurrentPid0", "()J", (vm, a) -> pid);
        long started = ProcessHandle.current().info().startInstant().map(java.time.Instant::toEpochMilli).orElse(0L);
        r.bind("java/lang/ProcessHandleImpl", "isAlive0", "(J)J", (vm, a) -> {
            if (a.longAt(0) != pid) {
                throw new UnsupportedFeatureException("another process (ProcessHandle of process " + a.longAt(0) + ")");
            }
            return started;
        });
    }

    private static MethodInfo change(Vm vm) {
        return Guest.method(Guest.load(vm, AGENTS), "change", "(Ljava/lang/instrument/Instrumentation;[Ljava/lang/Class;[[BZ)V");
    }

    /** JVMTI's rule: primitive types, arrays and hidden classes cannot be modified. */
    private static boolean modifiable(ClassInfo c) {
        return !c.isPrimitive() && !c.isArray() && !c.isHidden();
    }

    private static void checkModifiable(Vm vm, int classArray) {
        for (int mirror : ((int[]) vm.heap().get(classArray).array).clone()) {
            if (mirror == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            ClassInfo c = JavaLangClass.cls(vm, mirror);
            if (!modifiable(c)) {
                throw vm.exceptions().exception("java/lang/instrument/UnmodifiableClassException", null);
            }
        }
    }

    /**
     * What the VM cannot redefine soundly stops the run: a class one of whose (non-native) methods a thread is running
     * (on a JVM that frame would go on in the old code), and a JDK method Orbit replaces with its own implementation.
     */
    private void checkRedefinable(Vm vm, ClassInfo c, byte[] bytes) {
        for (VmThread t : vm.threads()) {
            for (int d = 0; d <= t.depth; d++) {
                if (t.methods[d].owner() == c && !t.methods[d].isNative()) {
                    throw new UnsupportedFeatureException("redefining " + c.javaName() + " while a thread runs its method "
                            + t.methods[d].name() + " (java would go on in the old code)");
                }
            }
        }
        for (MethodInfo m : c.declaredMethods()) {
            if (!m.isNative() && registry.lookup(c.name(), m.name(), m.descriptor()) != null) {
                throw new UnsupportedFeatureException("redefining " + c.javaName() + ", whose method " + m.name()
                        + " Orbit implements itself");
            }
        }
    }

    /** A jar's class files, by internal name. */
    private static ClassSource jar(byte[] bytes, String path) {
        Map<String, byte[]> classes = new HashMap<>();
        try (ZipInputStream in = new ZipInputStream(new ByteArrayInputStream(bytes))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (!e.isDirectory() && e.getName().endsWith(".class")) {
                    classes.put(e.getName().substring(0, e.getName().length() - ".class".length()), in.readAllBytes());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return ClassSource.inMemory(classes, "jar " + path + " (appended by the program)");
    }
}
