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
        return (int) heap.get(c.mirrorRef()).fields[c.initStateSlot()];
    }

    /** The id of the thread running the class's initializer (meaningful while BEING_INITIALIZED). */
    public int initializingThread(ClassInfo c) {
        return (int) heap.get(c.mirrorRef()).fields[c.initThreadSlot()];
    }

    private void setState(ClassInfo c, int state, int thread) {
        HeapObject mirror = heap.get(c.mirrorRef());
        mirror.fields[c.initStateSlot()] = state;
        mirror.fields[c.initThreadSlot()] = thread;
    }

    /**
     * Makes progress initializing {@code c} on thread {@code t} (whose top frame's state is saved).
     * Returns true when the caller may proceed: the class is initialized, or being initialized by this
     * very thread. Returns false after pushing a class initializer frame, which must run first.
     */
    public boolean initialize(VmThread t, ClassInfo c) {
        if (needsLock(t, c) && waitsOrRunsProgramCode(t, c)) {
            // JVMS §5.5 step 1: taking C's initialization lock is a visible operation, since which thread initializes
            // a program class first, and who waits for whom, is up to the interleaving. Once for the whole chain of
            // superclasses: the steps below (up to pushing one initializer's frame) run atomically after this point.
            // A JDK class's initialization start stays invisible (docs/algorithms.md, "Class initialization").
            vm.schedulingPoint();
        }
        return start(t, c);
    }

    /**
     * Whether initializing {@code c} (which {@link #needsLock}) waits for another thread or runs a program class's
     * initializer, for it or a superclass. If not, it only flips state flags and assigns constants, the same whichever
     * thread does it and whenever, and no thread can see it half done: it commutes with everything, as a JDK class's.
     */
    private boolean waitsOrRunsProgramCode(VmThread t, ClassInfo c) {
        if (!needsLock(t, c)) {
            return false;
        }
        if (state(c) == ClassInfo.BEING_INITIALIZED || (!c.isJdk() && c.declaredMethod("<clinit>", "()V") != null)) {
            return true;
        }
        if (c.isInterface()) {
            return false;
        }
        if (c.superClass() != null && waitsOrRunsProgramCode(t, c.superClass())) {
            return true;
        }
        for (ClassInfo i : c.interfaces()) {
            if (declaresDefaults(i) && waitsOrRunsProgramCode(t, i)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether initializing {@code c} must look at (and may change) state other threads share: the class is neither
     * initialized, nor erroneous, nor being initialized by {@code t} itself. Those three never change under {@code t}'s
     * feet, so deciding on them is invisible.
     */
    private boolean needsLock(VmThread t, ClassInfo c) {
        int s = state(c);
        return !(s == ClassInfo.INITIALIZED || s == ClassInfo.ERRONEOUS
                || (s == ClassInfo.BEING_INITIALIZED && initializingThread(c) == t.id()) || c.isArray() || c.isPrimitive());
    }

    private boolean start(VmThread t, ClassInfo c) {
        switch (state(c)) {
            case ClassInfo.INITIALIZED:
                return true;
            case ClassInfo.BEING_INITIALIZED:
                if (initializingThread(c) == t.id()) {
                    return true;
                }
                // JVMS §5.5 step 2: wait until the other thread has finished initializing the class.
                t.initWait = c;
                t.status = VmThread.BLOCKED;
                throw Block.INSTANCE;
            case ClassInfo.ERRONEOUS:
                throw new Trap("java/lang/NoClassDefFoundError", "Could not initialize class " + c.javaName());
            default:
                break;
        }
        if (c.isArray() || c.isPrimitive()) {
            setState(c, ClassInfo.INITIALIZED, -1);
            return true;
        }
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
        setState(c, ClassInfo.BEING_INITIALIZED, t.id());
        assignConstants(c);
        MethodInfo clinit = c.declaredMethod("<clinit>", "()V");
        if (clinit == null) {
            setState(c, ClassInfo.INITIALIZED, -1);
            return true;
        }
        int base = t.depth < 0 ? 0 : t.sps[t.depth];
        org.orbitmc.vm.natives.NativeMethod replacement = invoker.prepare(clinit);
        if (replacement != null) {
            // Orbit replaces a few JDK class initializers (those that start threads or read VM constants).
            replacement.invoke(vm, t.stack, base);
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

    /** The initializer of {@code c} threw {@code ex}: the class becomes erroneous (JVMS §5.5 steps 10–12). */
    int failed(VmThread t, ClassInfo c, int ex) {
        setState(c, ClassInfo.ERRONEOUS, -1);
        if (throwables.isError(ex)) {
            return ex;
        }
        return throwables.createWithCause("java/lang/ExceptionInInitializerError", ex);
    }
}
