package org.orbitmc.vm.interp;

import org.objectweb.asm.Type;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.thread.VmThread;

/**
 * Class initialization per JVMS §5.5. The state lives in the class's mirror, so it is program state.
 * A class initializer runs as an ordinary frame pushed on the initializing thread; the instruction that
 * needed it runs again when it returns.
 */
public final class ClassInitializer {
    private final Vm vm;
    private final Heap heap;
    private final Invoker invoker;
    private Throwables throwables;

    public ClassInitializer(Vm vm, Invoker invoker) {
        this.vm = vm;
        this.heap = vm.heap();
        this.invoker = invoker;
    }

    void wire(Throwables throwables) {
        this.throwables = throwables;
    }

    public boolean isInitialized(ClassInfo c) {
        return state(c) == ClassInfo.INITIALIZED;
    }

    public int state(ClassInfo c) {
        return (int) heap.read(c.mirrorRef()).fields[c.initStateSlot()];
    }

    /** The id of the thread running the class's initializer (meaningful while BEING_INITIALIZED). */
    public int initializingThread(ClassInfo c) {
        return (int) heap.read(c.mirrorRef()).fields[c.initThreadSlot()];
    }

    /** In the depth slot while the class's own initializer runs (or has nothing left to wait for). */
    private static final int RUNNING = Integer.MIN_VALUE;

    private void setState(ClassInfo c, int state, int thread) {
        setState(c, state, thread, 0);
    }

    private void setState(ClassInfo c, int state, int thread, int depth) {
        HeapObject mirror = heap.get(c.mirrorRef());
        mirror.fields[c.initStateSlot()] = state;
        mirror.fields[c.initThreadSlot()] = thread;
        mirror.fields[c.initDepthSlot()] = depth;
        if (state == ClassInfo.INITIALIZED) {
            BoxCaches.initialized(heap, c, mirror);
        }
    }

    /**
     * While {@code c} is being initialized: {@link #RUNNING}, or the depth of the frame whose instruction started its
     * initialization, which its initializing thread then continues (superclasses first) each time that instruction
     * runs again.
     */
    private int depth(ClassInfo c) {
        return (int) heap.get(c.mirrorRef()).fields[c.initDepthSlot()];
    }

    /**
     * Makes progress initializing {@code c} on thread {@code t} (whose top frame's state is saved), in the order of
     * JVMS §5.5: mark {@code c} as being initialized by {@code t} (step 6), initialize its superclass and its
     * superinterfaces that declare default methods (step 7), run its initializer (step 9). Returns true when the caller
     * may proceed: the class is initialized, or being initialized by this very thread (a recursive request, step 3).
     * Returns false after pushing a class initializer's frame (of {@code c} or of a supertype), which must run first;
     * the caller's instruction then runs again and so continues the initialization where it stopped.
     */
    public boolean initialize(VmThread t, ClassInfo c) {
        if (visibleStep(t, c)) {
            // JVMS §5.5 step 1: taking a class's initialization lock is a visible operation, since which thread
            // initializes a program class first, and who waits for whom, is up to the interleaving. Once per step:
            // what follows, up to pushing one initializer's frame or waiting, runs atomically after this point.
            // A JDK class's initialization start stays invisible (docs/algorithms.md, "Class initialization").
            vm.schedulingPoint();
        }
        return start(t, c);
    }

    /**
     * Whether the next step of initializing {@code c} on {@code t} waits for another thread, or takes the lock of a
     * program class that another thread could hold for more than one step: one with a {@code <clinit>}, or with a
     * supertype not yet initialized (its initializing thread waits for that first). Otherwise the step only reads
     * states that other threads cannot change (initialized, erroneous, or this thread's own) and flips flags and
     * assigns constants the same whichever thread does it and whenever, no thread seeing it half done: it commutes
     * with everything, as a JDK class's initialization does.
     */
    private boolean visibleStep(VmThread t, ClassInfo c) {
        switch (state(c)) {
            case ClassInfo.INITIALIZED, ClassInfo.ERRONEOUS:
                return false;
            case ClassInfo.BEING_INITIALIZED:
                if (initializingThread(c) != t.id()) {
                    return true;
                }
                return depth(c) == t.depth && supertypesVisible(t, c);
            default:
                if (c.isArray() || c.isPrimitive()) {
                    return false;
                }
                if (c.isJdk()) {
                    return supertypesVisible(t, c);
                }
                return c.declaredMethod("<clinit>", "()V") != null || unsettledSupertype(t, c);
        }
    }

    /** Whether a supertype that {@code c}'s initialization needs is a program class not yet initialized, or waits. */
    private boolean unsettledSupertype(VmThread t, ClassInfo c) {
        if (c.isInterface()) {
            return false;
        }
        for (ClassInfo s : supertypesToInitialize(c)) {
            int state = state(s);
            if (state == ClassInfo.INITIALIZED || state == ClassInfo.ERRONEOUS) {
                continue;
            }
            if (!s.isJdk() || visibleStep(t, s) || unsettledSupertype(t, s)) {
                return true;
            }
        }
        return false;
    }

    /** The superclass and the superinterfaces that declare default methods (JVMS §5.5 step 7). */
    private static java.util.List<ClassInfo> supertypesToInitialize(ClassInfo c) {
        java.util.List<ClassInfo> list = new java.util.ArrayList<>();
        if (c.superClass() != null) {
            list.add(c.superClass());
        }
        for (ClassInfo i : c.interfaces()) {
            if (declaresDefaults(i)) {
                list.add(i);
            }
        }
        return list;
    }

    private boolean supertypesVisible(VmThread t, ClassInfo c) {
        if (c.isInterface()) {
            return false;
        }
        if (c.superClass() != null && visibleStep(t, c.superClass())) {
            return true;
        }
        for (ClassInfo i : c.interfaces()) {
            if (declaresDefaults(i) && visibleStep(t, i)) {
                return true;
            }
        }
        return false;
    }

    private boolean start(VmThread t, ClassInfo c) {
        switch (state(c)) {
            case ClassInfo.INITIALIZED:
                return true;
            case ClassInfo.BEING_INITIALIZED:
                if (initializingThread(c) != t.id()) {
                    // JVMS §5.5 step 2: wait until the other thread has finished initializing the class.
                    t.initWait = c;
                    t.status = VmThread.BLOCKED;
                    throw Block.INSTANCE;
                }
                if (depth(c) != t.depth) {
                    return true; // step 3: a recursive request (its initializer, or a supertype's, is running)
                }
                break; // this thread's own initialization, from this very instruction: go on with step 7
            case ClassInfo.ERRONEOUS:
                throw noClassDefFound(c);
            default:
                if (c.isArray() || c.isPrimitive()) {
                    setState(c, ClassInfo.INITIALIZED, -1);
                    return true;
                }
                setState(c, ClassInfo.BEING_INITIALIZED, t.id(), t.depth); // step 6
                assignConstants(c);
                break;
        }
        try {
            if (!c.isInterface() && c.superClass() != null && !isInitialized(c.superClass()) && !start(t, c.superClass())) {
                return false;
            }
            if (!c.isInterface()) {
                for (ClassInfo i : c.interfaces()) {
                    if (declaresDefaults(i) && !isInitialized(i) && !start(t, i)) {
                        return false;
                    }
                }
            }
        } catch (Trap | GuestException e) {
            setState(c, ClassInfo.ERRONEOUS, -1); // step 7: a supertype's initialization failed
            if (e instanceof GuestException g) {
                recordError(t, c, g.throwable());
            }
            throw e;
        }
        MethodInfo clinit = c.declaredMethod("<clinit>", "()V");
        if (clinit == null) {
            setState(c, ClassInfo.INITIALIZED, -1);
            return true;
        }
        setState(c, ClassInfo.BEING_INITIALIZED, t.id(), RUNNING);
        int base = t.depth < 0 ? 0 : t.sps[t.depth];
        org.orbitmc.vm.natives.Native replacement = invoker.prepare(clinit);
        if (replacement != null) {
            // Orbit replaces a few JDK class initializers (those that start threads or read VM constants).
            invoker.callNative(replacement, clinit, t.stack, base);
            setState(c, ClassInfo.INITIALIZED, -1);
            return true;
        }
        invoker.pushFrame(t, clinit, base);
        return false;
    }

    private static boolean declaresDefaults(ClassInfo i) {
        for (MethodInfo m : i.declaredMethods()) {
            if (!m.isAbstract() && !m.isStatic()) {
                return true;
            }
        }
        for (ClassInfo s : i.interfaces()) {
            if (declaresDefaults(s)) {
                return true;
            }
        }
        return false;
    }

    /** Static final fields with a ConstantValue attribute are set before the initializer runs. */
    private void assignConstants(ClassInfo c) {
        HeapObject mirror = heap.get(c.mirrorRef());
        for (FieldInfo f : c.declaredFields()) {
            Object v = f.constantValue();
            if (!f.isStatic() || v == null) {
                continue;
            }
            long slot;
            if (v instanceof Integer i) {
                slot = i;
            } else if (v instanceof Long l) {
                slot = l;
            } else if (v instanceof Float fl) {
                slot = Float.floatToRawIntBits(fl);
            } else if (v instanceof Double d) {
                slot = Double.doubleToRawLongBits(d);
            } else if (v instanceof String s) {
                slot = vm.strings().intern(s);
            } else if (v instanceof Type) {
                continue;
            } else {
                continue;
            }
            mirror.fields[f.slot()] = slot;
        }
    }

    void finished(ClassInfo c) {
        setState(c, ClassInfo.INITIALIZED, -1);
    }

    /**
     * The initializer of {@code c} threw {@code ex}: the class becomes erroneous (JVMS §5.5 steps 10–12), and so do
     * the classes whose initialization by {@code t} waited for it, started by the frame the exception now reaches
     * (step 7: they complete abruptly with the same exception).
     */
    int failed(VmThread t, ClassInfo c, int ex) {
        setState(c, ClassInfo.ERRONEOUS, -1);
        recordError(t, c, ex);
        int thrown = throwables.isError(ex) ? ex : throwables.createWithCause("java/lang/ExceptionInInitializerError", ex);
        for (ClassInfo waiting : vm.classes().loaded()) {
            if (waiting.mirrorRef() != 0 && state(waiting) == ClassInfo.BEING_INITIALIZED && initializingThread(waiting) == t.id()
                    && depth(waiting) == t.depth) {
                setState(waiting, ClassInfo.ERRONEOUS, -1);
                recordError(t, waiting, thrown); // step 7: it completes abruptly with what the supertype threw
            }
        }
        return thrown;
    }

    /**
     * Records why {@code c} became erroneous as HotSpot does (JDK 17): an ExceptionInInitializerError whose message
     * names the exception, its detail message and the thread, with the exception's stack trace.
     */
    private void recordError(VmThread t, ClassInfo c, int ex) {
        HeapObject cause = heap.get(ex);
        ClassInfo throwable = vm.classes().load("java/lang/Throwable");
        int detail = (int) cause.fields[throwable.findField("detailMessage", "Ljava/lang/String;").slot()];
        String message = "Exception " + cause.type.javaName() + (detail == 0 ? "" : ": " + vm.strings().toHost(detail))
                + " [in thread \"" + vm.threadTable().name(t) + "\"]";
        int record = throwables.create("java/lang/ExceptionInInitializerError", message);
        HeapObject r = heap.get(record);
        r.hidden = cause.hidden;
        for (String field : new String[] {"depth", "stackTrace"}) {
            int slot = throwable.findField(field, field.equals("depth") ? "I" : "[Ljava/lang/StackTraceElement;").slot();
            r.fields[slot] = cause.fields[slot];
        }
        heap.get(c.mirrorRef()).fields[c.initErrorSlot()] = record;
    }

    /** JVMS §5.5 step 5, with HotSpot's cause: the error recorded when the class's initialization failed. */
    private GuestException noClassDefFound(ClassInfo c) {
        int error = throwables.create("java/lang/NoClassDefFoundError", "Could not initialize class " + c.javaName());
        int record = (int) heap.get(c.mirrorRef()).fields[c.initErrorSlot()];
        if (record != 0) {
            ClassInfo throwable = vm.classes().load("java/lang/Throwable");
            heap.get(error).fields[throwable.findField("cause", "Ljava/lang/Throwable;").slot()] = record;
        }
        return new GuestException(error);
    }
}
