package org.orbitmc.natives.jdk;

import org.objectweb.asm.Type;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkMethod;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.interp.GuestException;
import org.orbitmc.vm.natives.Native;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Method.invoke and Constructor.newInstance, on the JDK's native accessor path (NativeMethodAccessorImpl.invoke0,
 * NativeConstructorAccessorImpl.newInstance0), following HotSpot's {@code Reflection::invoke}: the declaring class is
 * initialized, the receiver and arguments checked, unboxed and widened (IllegalArgumentException with HotSpot's
 * messages), the method selected by the receiver's class, and then the target runs as an interpreted frame of the
 * current thread from the guest class ReflectiveCalls, which wraps its exceptions and boxes its result. The JDK's
 * inflation to generated accessors after 15 calls is switched off (ReflectionFactory.inflationThreshold), so every
 * call takes this path.
 */
public final class JdkInternalReflectAccessors {
    static final String CALLS = "org/orbitmc/natives/guest/ReflectiveCalls";
    private static final String CALL = "(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)";

    private JdkInternalReflectAccessors() {
    }

    public static void register(NativeRegistry r) {
        r.bind("jdk/internal/reflect/ReflectionFactory", "inflationThreshold", "()I", (vm, a) -> Integer.MAX_VALUE);
        r.bind("jdk/internal/reflect/NativeMethodAccessorImpl", "invoke0", CALL + "Ljava/lang/Object;", (vm, a) -> {
            Call call = prepare(vm, a.refAt(0), a.refAt(1), a.refAt(2), true);
            if (call == null) {
                return 0; // unreachable: prepare throws or returns the call
            }
            throw vm.continueIn(a.base(), Guest.method(Guest.load(vm, CALLS), "invoke", CALL + "Ljava/lang/Object;"));
        });
        r.bind("jdk/internal/reflect/NativeConstructorAccessorImpl", "newInstance0",
                "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;", (vm, a) -> {
                    MethodInfo c = JavaLangReflectExecutable.member(vm, a.refAt(0));
                    vm.initializeForNative(c.owner());
                    check(vm, c, a.refAt(1));
                    throw vm.continueIn(a.base(), Guest.method(Guest.load(vm, CALLS), "newInstance",
                            "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;"));
                });
        r.bind(CALLS, "returnKind", "(Ljava/lang/reflect/Method;)C",
                (vm, a) -> JavaLangReflectExecutable.member(vm, a.refAt(0)).returnKind());
        r.bind(CALLS, "allocate", "(Ljava/lang/reflect/Constructor;)Ljava/lang/Object;",
                (vm, a) -> vm.newInstance(JavaLangReflectExecutable.member(vm, a.refAt(0)).owner()));
        r.bind(CALLS, "construct", "(Ljava/lang/Object;Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)V", (vm, a) -> {
            MethodInfo c = JavaLangReflectExecutable.member(vm, a.refAt(1));
            long[] slots = arguments(vm, c, a.refAt(0), a.refAt(2));
            return vm.tailCall(a.base(), c, slots);
        });
        // A native target (Object.hashCode) runs in place and its result is the call native's; otherwise a frame is pushed.
        Native call = (vm, a) -> {
            Call c = prepare(vm, a.refAt(0), a.refAt(1), a.refAt(2), false);
            return vm.tailCall(a.base(), c.target(), c.slots());
        };
        // A proxy's default method (InvocationHandler.invokeDefault), run non-virtually (the proxy class's own method
        // would call the handler again; Proxy.invokeDefault's native checked that no proxy interface overrides it); a mismatched argument is the
        // IllegalArgumentException the JDK turns its handle's ClassCastException and NullPointerException into.
        Native callDefault = (vm, a) -> {
            MethodInfo m = JavaLangReflectExecutable.member(vm, a.refAt(0));
            return vm.tailCall(a.base(), m, arguments(vm, m, a.refAt(1), a.refAt(2)));
        };
        for (String kind : new String[] {"Void:V", "Boolean:Z", "Byte:B", "Char:C", "Short:S", "Int:I", "Long:J", "Float:F", "Double:D",
            "Object:Ljava/lang/Object;"}) {
            int colon = kind.indexOf(':');
            r.bind(CALLS, "call" + kind.substring(0, colon), CALL + kind.substring(colon + 1), call);
            r.bind(CALLS, "callDefault" + kind.substring(0, colon), CALL + kind.substring(colon + 1), callDefault);
        }
    }

    /**
     * How a frame shows in a stack trace: ReflectiveCalls stands for the accessor native that called the target
     * (NativeMethodAccessorImpl.invoke0, NativeConstructorAccessorImpl.newInstance0), as HotSpot shows it.
     */
    static MethodInfo shownAs(Vm vm, MethodInfo m) {
        if (!m.owner().name().equals(CALLS)) {
            return m;
        }
        return Guest.method(vm, m.name().equals("newInstance") ? JdkMethod.NATIVE_CONSTRUCTOR_ACCESSOR_NEW_INSTANCE0
                : JdkMethod.NATIVE_METHOD_ACCESSOR_INVOKE0);
    }

    /** The selected method and its argument slots, receiver first. */
    private record Call(MethodInfo target, long[] slots) {
    }

    /**
     * HotSpot's Reflection::invoke up to the call: initializes the declaring class (its initializer runs as the
     * program's code, after which the native runs again), checks the receiver, selects the method and converts the
     * arguments. Nothing is changed before the checks pass, so that invoke0 can run again.
     */
    private static Call prepare(Vm vm, int method, int receiver, int args, boolean initialize) {
        MethodInfo m = JavaLangReflectExecutable.member(vm, method);
        ClassInfo k = m.owner();
        if (initialize) {
            vm.initializeForNative(k);
        }
        MethodInfo target = m;
        if (!m.isStatic()) {
            if (receiver == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            ClassInfo type = vm.heap().get(receiver).type;
            if (!type.isSubtypeOf(k)) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "object is not an instance of declaring class");
            }
            if (!m.isPrivate()) {
                target = type.selectMethod(m);
            }
            if (target == null || target.isAbstract()) {
                String name = "'" + Type.getReturnType(m.descriptor()).getClassName() + " " + type.javaName() + "." + m.name()
                        + parameterList(m.descriptor()) + "'";
                int error = vm.exceptions().create("java/lang/AbstractMethodError", name);
                throw new GuestException(vm.exceptions().createWithCause("java/lang/reflect/InvocationTargetException", error));
            }
        }
        if (initialize) {
            check(vm, m, args);
        }
        return new Call(target, arguments(vm, m, m.isStatic() ? 0 : receiver, args));
    }

    private static String parameterList(String descriptor) {
        StringBuilder s = new StringBuilder("(");
        Type[] types = Type.getArgumentTypes(descriptor);
        for (int i = 0; i < types.length; i++) {
            s.append(i == 0 ? "" : ", ").append(types[i].getClassName());
        }
        return s.append(')').toString();
    }

    /**
     * The argument count and types, as HotSpot checks them before the call. Reading the arguments array is the
     * native's one visible operation (a box's value is a trusted final field); the call natives that follow in the
     * same transition read it again without a point, as their one point is a synchronized target's monitor.
     */
    private static void check(Vm vm, MethodInfo m, int args) {
        if (args != 0) {
            vm.accessPoint(vm.heap().get(args));
        }
        arguments(vm, m, 0, args);
    }

    /**
     * The argument slots of a call of {@code m}: the receiver (for instance methods), then each argument unboxed and
     * widened to a primitive parameter's type, or checked against a reference parameter's class.
     */
    private static long[] arguments(Vm vm, MethodInfo m, long receiver, int args) {
        Type[] types = Type.getArgumentTypes(m.descriptor());
        int[] values = args == 0 ? new int[0] : (int[]) vm.heap().get(args).array;
        if (values.length != types.length) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "wrong number of arguments");
        }
        long[] slots = new long[m.argSlots()];
        int s = 0;
        if (!m.isStatic()) {
            slots[s++] = receiver;
        }
        for (int i = 0; i < types.length; i++) {
            Type t = types[i];
            int arg = values[i];
            if (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY) {
                if (arg != 0 && !vm.heap().get(arg).type.isSubtypeOf(vm.classes().forDescriptor(t.getDescriptor()))) {
                    throw mismatch(vm);
                }
                slots[s++] = arg;
            } else {
                slots[s] = PrimitiveValues.unboxAndWiden(vm, arg, t.getDescriptor().charAt(0));
                s += t.getSize();
            }
        }
        return slots;
    }

    private static GuestException mismatch(Vm vm) {
        return PrimitiveValues.mismatch(vm);
    }
}
