package org.orbitmc.vm.interp;

import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.code.Code;
import org.orbitmc.vm.code.Decoder;
import org.orbitmc.vm.natives.Native;
import org.orbitmc.vm.natives.NativeArgs;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/** Method entry and exit: binding natives, decoding code, pushing and popping frames, synchronized methods. */
public final class Invoker {
    /** Frames a thread may have before StackOverflowError. */
    public static final int MAX_DEPTH = 10_000;
    /** Frames allowed beyond {@link #MAX_DEPTH} to construct the StackOverflowError itself. */
    private static final int HARD_LIMIT = MAX_DEPTH + 400;

    private final Vm vm;
    private final NativeRegistry natives;
    private final Monitors monitors;
    private final NativeArgs nativeArgs = new NativeArgs();
    private ClassInitializer initializer;
    private Throwables throwables;

    public Invoker(Vm vm, NativeRegistry natives, Monitors monitors) {
        this.vm = vm;
        this.natives = natives;
        this.monitors = monitors;
    }

    void wire(ClassInitializer initializer, Throwables throwables) {
        this.initializer = initializer;
        this.throwables = throwables;
    }

    /**
     * Invokes {@code m} with its arguments on top of the caller's operand stack (the caller's state
     * saved). Returns true when an interpreted frame was pushed; false when a native ran, its result
     * pushed and the caller's saved sp updated.
     */
    public boolean call(VmThread t, MethodInfo m) {
        Native nm = prepare(m);
        if (nm == null && m.owner().isAtomicLibrary() && vm.options().atomicLibraries() && t.depth >= 0
                && !t.methods[t.depth].owner().isAtomicLibrary()) {
            vm.schedulingPoint(); // entering an atomic library is one visible operation (natives have their own points)
        }
        int argBase = t.sps[t.depth] - m.argSlots();
        if (nm != null) {
            long result;
            int natives = t.natives;
            if (m.isNative()) {
                t.enterNative(m, t.depth);
            }
            MethodInfo outerHost = t.hostMethod;
            boolean outerTookPoint = t.hostTookPoint;
            t.hostMethod = m;
            t.hostTookPoint = false;
            try {
                result = callNative(nm, m, t.stack, argBase);
            } catch (FramePushed pushed) {
                return true;
            } catch (Trap trap) {
                if (m.isNative()) {
                    trap.raisedIn(m);
                }
                throw trap;
            } finally {
                t.hostMethod = outerHost;
                t.hostTookPoint = outerTookPoint;
                while (t.natives > natives) {
                    t.exitNative();
                }
            }
            int slots = m.returnSlots();
            if (slots > 0) {
                t.stack[argBase] = result;
            }
            t.sps[t.depth] = argBase + slots;
            return false;
        }
        pushFrame(t, m, argBase);
        return true;
    }

    /** Pushes an interpreted frame for {@code m} whose arguments start at {@code argBase}. */
    public void pushFrame(VmThread t, MethodInfo m, int argBase) {
        pushFrame(t, m, argBase, 0);
    }

    /**
     * Pushes an interpreted frame for {@code m}; a synchronized {@code m}'s monitor {@code entered} was already entered
     * by the caller (0: enter it here). An error before the frame exists leaves that monitor, as the frame would.
     */
    public void pushFrame(VmThread t, MethodInfo m, int argBase, int entered) {
        String error = m.isAbstract() ? "java/lang/AbstractMethodError"
                : t.depth + 1 >= MAX_DEPTH && !throwables.constructingOverflowError(t) ? "java/lang/StackOverflowError" : null;
        if (error != null) {
            if (entered != 0) {
                monitors.release(t, entered);
            }
            throw new Trap(error, m.isAbstract() ? m.toString() : null);
        }
        if (t.depth + 1 >= HARD_LIMIT) {
            throw new UnsupportedFeatureException("stack overflow while constructing StackOverflowError in " + m);
        }
        Code code = m.code();
        int lock = entered;
        if (m.isSynchronized() && entered == 0) {
            // Entered before the frame exists, so that a thread blocking here retries the invoke.
            lock = m.isStatic() ? m.owner().mirrorRef() : (int) t.stack[argBase];
            monitors.enter(t, lock, !(m.owner().isAtomicLibrary() && vm.options().atomicLibraries()));
        }
        t.pushFrame(m, argBase, code.maxLocals, code.maxStack);
        t.locks[t.depth] = lock;
    }

    /**
     * Binds a method before its first invocation: its native implementation or replacement if the
     * registry has one, else its decoded code. Returns the native, or null for interpreted methods.
     */
    public Native prepare(MethodInfo m) {
        if (m.nativeResolved()) {
            return m.nativeMethod();
        }
        Native nm = natives.lookup(m.owner().name(), m.name(), m.descriptor());
        if (nm == null && m.isNative()) {
            throw new UnsupportedFeatureException("native method " + m.owner().javaName() + "." + m.name() + m.descriptor()
                    + " is not implemented by Orbit");
        }
        if (nm == null && !m.isAbstract()) {
            try {
                m.setCode(Decoder.decode(m.owner().name(), m.node(), vm.options().schedulingPoints()));
            } catch (UnsupportedOperationException e) {
                throw new UnsupportedFeatureException(e.getMessage() + " in " + m);
            }
        }
        m.resolveNative(nm);
        return nm;
    }

    /** Runs {@code m}'s native {@code nm} (from {@link #prepare}) on its arguments in {@code slots} from {@code base} on. */
    public long callNative(Native nm, MethodInfo m, long[] slots, int base) {
        return nativeArgs.call(vm, nm, m.parameterSlots(), slots, base);
    }

    /**
     * Pops the top frame after a normal return and, when {@code toCaller}, hands the value to the
     * interpreted caller and advances its pc. (An upcall's frame returns to host code instead, which
     * must find the caller's saved state untouched.)
     */
    public void returnFrom(VmThread t, long value, boolean toCaller) {
        int d = t.depth;
        MethodInfo m = t.methods[d];
        if (t.locks[d] != 0) {
            monitors.exit(t, t.locks[d]);
        }
        boolean clinit = m.isClassInitializer();
        if (clinit) {
            initializer.finished(m.owner());
        }
        int base = t.bases[d];
        if (m.isConstructor()) {
            vm.constructed((int) t.stack[base], m.owner());
        }
        if (t.atomic[d] && d > 0 && !t.atomic[d - 1] && (m.returnKind() == 'L' || m.returnKind() == '[')) {
            vm.handedToProgram((int) value); // what atomic code returns to the program is the program's
        }
        calledBack(t, d);
        t.depth = d - 1;
        if (toCaller) {
            int slots = m.returnSlots();
            if (slots > 0) {
                t.stack[base] = value;
            }
            t.sps[d - 1] = base + slots;
            if (!clinit) {
                t.pcs[d - 1] += 2;
            }
        }
    }

    /**
     * Program code called back by an atomic library returns into it (VmThread.callbackReturned): when the callback made a
     * visible operation, the library's next access to its own state is a point again; a callback that made none (a pure
     * function) leaves the library call one step, as if the library had computed the value itself.
     */
    private static void calledBack(VmThread t, int d) {
        if (!t.atomic[d] && d > 0 && t.atomic[d - 1]) {
            if (t.visibleSinceCallback) {
                t.callbackReturned = true;
            }
            t.visibleSinceCallback |= t.visibleBeforeCallback[d];
        }
    }

    /** Pops the top frame as an exception leaves it; returns the exception to propagate. */
    public int popForException(VmThread t, int ex) {
        int d = t.depth;
        MethodInfo m = t.methods[d];
        if (t.locks[d] != 0) {
            monitors.release(t, t.locks[d]);
        }
        calledBack(t, d);
        t.depth = d - 1;
        if (m.isClassInitializer()) {
            return initializer.failed(t, m.owner(), ex);
        }
        return ex;
    }
}
