package org.orbitmc.vm.interp;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.orbitmc.vm.InternalVmError;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.code.Code;
import org.orbitmc.vm.code.Refs;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.thread.VmThread;

/** Creates the program's throwables for exceptions the VM raises, finds handlers, records backtraces. */
public final class Throwables {
    private final Vm vm;
    private final Heap heap;
    private int overflowThread = -1;

    public Throwables(Vm vm) {
        this.vm = vm;
        this.heap = vm.heap();
    }

    /**
     * Constructs {@code new C(message)} (or {@code new C()} when message is null) on the current thread. C is one of
     * the JDK's exception classes (the VM raises no other), whose initializer and constructors run JDK code only,
     * so constructing it as an atomic upcall hides no interleaving.
     */
    public int create(String className, String message) {
        ClassInfo c = load(className);
        boolean overflow = className.equals("java/lang/StackOverflowError");
        VmThread t = vm.currentThread();
        if (overflow) {
            overflowThread = t.id();
        }
        try {
            vm.initialize(c);
            int ref = vm.newInstance(c);
            if (message == null) {
                vm.invoke(constructor(c, "()V"), ref);
            } else {
                vm.invoke(constructor(c, "(Ljava/lang/String;)V"), ref, vm.strings().newString(message));
            }
            return ref;
        } finally {
            if (overflow) {
                overflowThread = -1;
            }
        }
    }

    /** The throwable of a trap, its stack trace headed by the native that raised it, if one did. */
    int create(Trap trap) {
        VmThread t = vm.currentThread();
        int natives = t.natives;
        if (trap.nativeMethod() != null) {
            t.enterNative(trap.nativeMethod(), t.depth);
        }
        try {
            return create(trap.className(), trap.getMessage());
        } finally {
            while (t.natives > natives) {
                t.exitNative();
            }
        }
    }

    /**
     * Constructs {@code new C(cause)}, for JDK exception classes as {@link #create} (ExceptionInInitializerError's
     * constructor does not call the cause's {@code toString}, which may be the program's).
     */
    public int createWithCause(String className, int cause) {
        ClassInfo c = load(className);
        vm.initialize(c);
        int ref = vm.newInstance(c);
        vm.invoke(constructor(c, "(Ljava/lang/Throwable;)V"), ref, cause);
        return ref;
    }

    /** Like {@link #create} but wrapped for throwing from host code (natives). */
    public GuestException exception(String className, String message) {
        return new GuestException(create(className, message));
    }

    boolean constructingOverflowError(VmThread t) {
        return overflowThread == t.id();
    }

    public boolean isError(int throwable) {
        return heap.get(throwable).type.isSubtypeOf(load("java/lang/Error"));
    }

    private ClassInfo load(String className) {
        ClassInfo c = vm.classes().load(className);
        if (c == null) {
            throw new InternalVmError("the JDK class " + className + " is missing", null);
        }
        return c;
    }

    private static MethodInfo constructor(ClassInfo c, String descriptor) {
        MethodInfo m = c.declaredMethod("<init>", descriptor);
        if (m == null) {
            throw new InternalVmError(c.javaName() + " has no constructor " + descriptor, null);
        }
        return m;
    }

    /** The handler in the top frame of {@code t} that catches {@code ex} at the frame's pc, or -1. */
    int findHandler(VmThread t, int ex) {
        MethodInfo m = t.methods[t.depth];
        Code code = m.code();
        int pc = t.pcs[t.depth];
        ClassInfo type = heap.get(ex).type;
        for (int i = 0; i < code.handlerPc.length; i++) {
            if (pc < code.handlerStart[i] || pc >= code.handlerEnd[i]) {
                continue;
            }
            Object catchType = code.handlerType[i];
            if (catchType == null) {
                return code.handlerPc[i];
            }
            if (catchType instanceof Refs.ClassRef ref) {
                ClassInfo resolved = vm.classes().load(ref.name());
                if (resolved == null) {
                    continue;
                }
                code.handlerType[i] = resolved;
                catchType = resolved;
            }
            if (type.isSubtypeOf((ClassInfo) catchType)) {
                return code.handlerPc[i];
            }
        }
        return -1;
    }

    /**
     * The frames of the current thread as a backtrace for a throwable being constructed: the frames of
     * fillInStackTrace and of the throwable's constructors are left out, as HotSpot does. A JDK native running on the
     * thread shows as a frame of its own above its caller, and a guest frame that continues a native's work
     * ({@code Vm.continueIn}) shows as that native, its own callees left out: as on HotSpot, where they are one
     * native frame.
     */
    public Backtrace backtrace(int throwable) {
        VmThread t = vm.currentThread();
        ClassInfo throwableClass = heap.get(throwable).type;
        int top = t.depth;
        while (top >= 0 && t.methods[top].name().equals("fillInStackTrace")) {
            top--;
        }
        while (top >= 0 && t.methods[top].name().equals("<init>") && throwableClass.isSubtypeOf(t.methods[top].owner())
                && (int) t.stack[t.bases[top]] == throwable) {
            top--;
        }
        // A guest class continuing a native (Vm.continueIn) stands for that native: the frames of that class above the
        // continuation, and the natives they call, are part of it. Classes it calls (a reflective call's target) show.
        List<ClassInfo> continuations = new ArrayList<>(2);
        boolean[] partOfNative = new boolean[top + 1];
        for (int d = 0; d <= top; d++) {
            ClassInfo owner = t.methods[d].owner();
            partOfNative[d] = t.methods[d].continues() == null && continuations.contains(owner);
            if (t.methods[d].continues() != null) {
                continuations.add(owner);
            }
        }
        List<MethodInfo> methods = new ArrayList<>(top + 2);
        IntArrayList lines = new IntArrayList(top + 2);
        for (int d = top; d >= 0; d--) {
            MethodInfo m = t.methods[d];
            for (int i = t.natives - 1; i >= 0; i--) {
                MethodInfo running = t.nativeMethods[i];
                if (t.nativeDepths[i] == d && !running.owner().isHidden() && !continuations.contains(running.owner())) {
                    methods.add(running);
                    lines.add(-1);
                }
            }
            if (m.continues() != null) {
                methods.add(m.continues());
                lines.add(-1);
            } else if (!m.owner().isHidden() && !partOfNative[d]) {
                methods.add(m);
                Code code = m.code();
                lines.add(code == null ? -1 : code.lines[t.pcs[d]]);
            }
        }
        return new Backtrace(methods.toArray(new MethodInfo[0]), lines.toArray());
    }

    /** Where a throwable was created: methods from the innermost frame out, with their current lines. */
    public record Backtrace(MethodInfo[] methods, int[] lines) {
    }
}
