package org.orbitmc.vm;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.Opcodes;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassRegistry;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ClassPath;
import org.orbitmc.vm.classpath.JrtSource;
import org.orbitmc.vm.gc.GarbageCollector;
import org.orbitmc.vm.heap.ArrayPayloads;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Strings;
import org.orbitmc.vm.interp.ClassInitializer;
import org.orbitmc.vm.interp.GuestException;
import org.orbitmc.vm.interp.Interpreter;
import org.orbitmc.vm.interp.Invoker;
import org.orbitmc.vm.interp.Monitors;
import org.orbitmc.vm.interp.ProgramExit;
import org.orbitmc.vm.interp.Resolver;
import org.orbitmc.vm.interp.RunScheduler;
import org.orbitmc.vm.interp.Threads;
import org.orbitmc.vm.interp.Throwables;
import org.orbitmc.vm.interp.Wiring;
import org.orbitmc.vm.natives.JdkSupport;
import org.orbitmc.vm.natives.NativeMethod;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/**
 * The Orbit virtual machine: classes, heap, threads and interpreter of one checked program. This is
 * the facade natives and the checker use; the parts behind it each do one job.
 */
public final class Vm {
    private final VmOptions options;
    private final JdkSupport jdk;
    private final ClassRegistry classes;
    private final Heap heap = new Heap();
    private final GarbageCollector gc = new GarbageCollector(this);
    private final Strings strings;
    private final Monitors monitors;
    private final Invoker invoker;
    private final ClassInitializer initializer;
    private final Throwables throwables;
    private final Resolver resolver;
    private final Interpreter interpreter;
    private final Threads threadTable;
    private final List<VmThread> threads = new ArrayList<>();
    private final ClassInfo[] primitiveArrays = new ClassInfo[12];
    private VmThread current;
    private ClassInfo javaLangClass;
    private int componentTypeSlot = -1;
    private int nextIdentityHash = 0x2545F491;

    public Vm(VmOptions options, JdkSupport jdk) {
        this.options = options;
        this.jdk = jdk;
        JrtSource jrt = new JrtSource();
        this.classes = new ClassRegistry(new ClassPath(jrt, jdk.bootClassSources(), options.classPath()));
        this.classes.onLoad(this::allocateMirror);
        this.strings = new Strings(heap, classes);
        NativeRegistry natives = new NativeRegistry();
        jdk.register(natives, options);
        this.monitors = new Monitors(heap);
        this.invoker = new Invoker(this, natives, monitors);
        this.initializer = new ClassInitializer(this, invoker);
        this.throwables = new Throwables(this);
        Wiring.wire(invoker, initializer, throwables);
        this.resolver = new Resolver(this, initializer, jdk.invokeDynamicLinker(), natives);
        this.threadTable = new Threads(this, monitors, initializer, invoker, threads);
        this.interpreter = new Interpreter(this, resolver, initializer, throwables, monitors, invoker);
        this.current = new VmThread(0);
        current.status = VmThread.RUNNABLE;
        threads.add(current);
        javaLangClass = classes.load("java/lang/Class");
        if (javaLangClass == null) {
            throw new InternalVmError("the JDK image has no java.lang.Class", null);
        }
    }

    private void allocateMirror(ClassInfo c) {
        if (javaLangClass == null) {
            javaLangClass = classes.loadedClass("java/lang/Class");
            FieldInfo component = javaLangClass.findField("componentType", "Ljava/lang/Class;");
            componentTypeSlot = component.slot();
        }
        HeapObject mirror = HeapObject.mirror(javaLangClass, c);
        if (c.isArray()) {
            mirror.fields[componentTypeSlot] = c.componentType().mirrorRef();
        }
        c.setMirrorRef(heap.allocate(mirror));
    }

    /** Instructions executed so far, by opcode; counted only when the host runs with -Dorbit.countInstructions=true. */
    public long[] executedInstructions() {
        return interpreter.executedInstructions();
    }

    public VmOptions options() {
        return options;
    }

    public ClassRegistry classes() {
        return classes;
    }

    public Heap heap() {
        return heap;
    }

    public GarbageCollector garbageCollector() {
        return gc;
    }

    /**
     * Frees every object the program can no longer reach; returns how many. Only where no host code holds
     * heap references in Java locals and every thread's frames are saved: between transitions, not from a native.
     */
    public int collectGarbage() {
        return gc.collect();
    }

    public Strings strings() {
        return strings;
    }

    public Throwables exceptions() {
        return throwables;
    }

    public Monitors monitors() {
        return monitors;
    }

    public VmThread currentThread() {
        return current;
    }

    /** Makes {@code t} the thread that runs (and that natives see as current). */
    public void setCurrentThread(VmThread t) {
        current = t;
    }

    /** The thread table and its life cycle (start, end, blocking rules). */
    public Threads threadTable() {
        return threadTable;
    }

    /** Reports an exception that ended the current thread, as the JVM does (Thread.dispatchUncaughtException). */
    public void reportUncaught(int throwable) {
        jdk.reportUncaught(this, throwable);
    }

    public List<VmThread> threads() {
        return threads;
    }

    /**
     * Runs {@code public static void main(String[])} of a class to completion on the main thread and
     * gives the exit status as {@code java} would: the System.exit status, 1 after an uncaught
     * exception, else 0.
     *
     * @throws BadInputException when the class or its main method is missing or broken
     */
    public int runMain(String mainClassName, List<String> args) {
        String internal = mainClassName.replace('.', '/');
        ClassInfo main;
        try {
            main = classes.load(internal);
        } catch (ClassRegistry.NoClassDefFound e) {
            throw new BadInputException("class " + mainClassName + " cannot be loaded: missing " + e.missing().replace('/', '.'));
        }
        if (main == null) {
            throw new BadInputException("class " + mainClassName + " not found on the class path");
        }
        MethodInfo entry = main.declaredMethod("main", "([Ljava/lang/String;)V");
        if (entry == null || !entry.isStatic() || (entry.access() & Opcodes.ACC_PUBLIC) == 0) {
            throw new BadInputException("class " + mainClassName + " has no method public static void main(String[])");
        }
        try {
            try {
                jdk.boot(this);
                // From here on host code holds no heap refs across guest code (argv is built after the main
                // class is initialized and lives in main's frame), so the interpreter may collect on its own.
                gc.setAutomatic(true);
                RunScheduler.Outcome outcome;
                try {
                    initialize(main);
                    int argv = newArray(classes.arrayOf(classes.load("java/lang/String")), args.size());
                    int[] elements = (int[]) heap.get(argv).array;
                    for (int i = 0; i < elements.length; i++) {
                        elements[i] = strings.newString(args.get(i));
                    }
                    VmThread t = current;
                    t.stack[0] = argv;
                    invoker.prepare(entry);
                    invoker.pushFrame(t, entry, 0);
                    outcome = new RunScheduler(this, interpreter, threadTable).run(t);
                } finally {
                    gc.setAutomatic(false);
                }
                if (!outcome.deadlock().isEmpty()) {
                    throw new ProgramDeadlock(outcome.deadlock());
                }
                return outcome.mainThrew() ? 1 : 0;
            } catch (GuestException e) {
                jdk.reportUncaught(this, e.throwable());
                return 1;
            }
        } catch (ProgramExit exit) {
            return exit.status();
        } finally {
            jdk.exit(this);
        }
    }

    /**
     * Calls a method from host code on the current thread and runs it to completion (an upcall, as
     * JNI's Call*Method). {@code args} holds one value per argument slot, receiver first.
     *
     * @throws GuestException when the method throws
     */
    public long invoke(MethodInfo m, long... args) {
        VmThread t = current;
        int at = t.depth < 0 ? 0 : t.sps[t.depth];
        t.ensureCapacity(at + args.length + 2);
        System.arraycopy(args, 0, t.stack, at, args.length);
        NativeMethod nm = invoker.prepare(m);
        if (nm != null) {
            return nm.invoke(this, t.stack, at);
        }
        invoker.pushFrame(t, m, at);
        return interpreter.run(t, t.depth);
    }

    /** Calls an instance method selected by the receiver's class (virtual dispatch), as invokevirtual does. */
    public long invokeVirtual(MethodInfo resolved, long... args) {
        return invoke(heap.get((int) args[0]).type.selectMethod(resolved), args);
    }

    /** Initializes a class now (JVMS §5.5), running its initializer and its superclasses' on the current thread. */
    public void initialize(ClassInfo c) {
        VmThread t = current;
        while (!initializer.initialize(t, c)) {
            interpreter.run(t, t.depth);
        }
    }

    public boolean isInitialized(ClassInfo c) {
        return initializer.isInitialized(c);
    }

    public int newInstance(ClassInfo c) {
        return heap.allocate(HeapObject.instance(c));
    }

    public int newArray(ClassInfo arrayClass, int length) {
        return heap.allocate(HeapObject.array(arrayClass, ArrayPayloads.create(arrayClass.componentType().descriptor().charAt(0), length)));
    }

    /** A multi-dimensional array with the given lengths from dimension {@code from} on. */
    public int newMultiArray(ClassInfo arrayClass, int[] lengths, int from) {
        int ref = newArray(arrayClass, lengths[from]);
        if (from + 1 < lengths.length) {
            int[] elements = (int[]) heap.get(ref).array;
            for (int i = 0; i < elements.length; i++) {
                elements[i] = newMultiArray(arrayClass.componentType(), lengths, from + 1);
            }
        }
        return ref;
    }

    /** The array class for a {@code newarray} type code (JVMS T_BOOLEAN = 4 ... T_LONG = 11). */
    public ClassInfo primitiveArrayClass(int atype) {
        ClassInfo c = primitiveArrays[atype];
        if (c == null) {
            c = classes.arrayOf(classes.primitive("ZCFDBSIJ".charAt(atype - Opcodes.T_BOOLEAN)));
            primitiveArrays[atype] = c;
        }
        return c;
    }

    /** The class a {@code java.lang.Class} object stands for. */
    public ClassInfo classOfMirror(int mirrorRef) {
        return heap.get(mirrorRef).mirrored;
    }

    /** The JDK module of a class, or null for classes of the application (the unnamed module). */
    public String moduleOf(ClassInfo c) {
        return classes.classPath().jdk().moduleOf(c.name());
    }

    /** The identity hash code of an object, assigned on first request from a deterministic sequence. */
    public int identityHash(int ref) {
        HeapObject o = heap.get(ref);
        if (o.identityHash == 0) {
            int x = nextIdentityHash;
            x ^= x << 13;
            x ^= x >>> 17;
            x ^= x << 5;
            nextIdentityHash = x;
            o.identityHash = (x & 0x7FFFFFFF) == 0 ? 1 : x & 0x7FFFFFFF;
        }
        return o.identityHash;
    }
}
