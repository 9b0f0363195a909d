package org.orbitmc.natives.jdk;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.objectweb.asm.Type;
import org.orbitmc.natives.Guest;
import org.orbitmc.natives.indy.Primitives;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.natives.Native;
import org.orbitmc.vm.natives.NativeArgs;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Method handles the Orbit way: every handle is an object of a class Orbit generates ({@link MethodHandleClasses}),
 * never the JDK's LambdaForm machinery. {@code invokeExact} checks the call site's descriptor against the handle's type
 * and tail-calls the handle's {@code call} method, so the target runs as ordinary frames of the current thread;
 * {@code invoke} first converts as {@code asType} would, through a generated converter. The MethodHandle methods and
 * MethodHandles combinators that are modelled are bound here; every other one that makes or takes a handle stops as
 * unsupported rather than run the JDK's code half-way.
 */
public final class JavaLangInvokeMethodHandle {
    private static final String MH = MethodHandleClasses.MH;
    private static final String HANDLES = "java/lang/invoke/MethodHandles";
    private static final String MH_DESC = "Ljava/lang/invoke/MethodHandle;";
    private static final Type OBJECT = Type.getObjectType("java/lang/Object");

    private final MethodHandleClasses classes = new MethodHandleClasses();

    private JavaLangInvokeMethodHandle() {
    }

    public static void register(NativeRegistry r) {
        JavaLangInvokeMethodHandle handles = new JavaLangInvokeMethodHandle();
        MethodHandleMembers members = new MethodHandleMembers(handles.classes);
        members.register(r);
        new MethodHandleLookups(handles.classes, members).register(r);
        new LambdaMetafactories(members).register(r);
        handles.registerInvocation(r);
        handles.registerHandleMethods(r);
        handles.registerCombinators(r);
    }

    // ---- invocation

    private void registerInvocation(NativeRegistry r) {
        r.bindPolymorphic(MH, "invokeExact", this::invokeExact);
        r.bindPolymorphic(MH, "invoke", this::invoke);
        r.bind(MH, "invokeWithArguments", "([Ljava/lang/Object;)Ljava/lang/Object;", this::invokeWithArguments);
    }

    private Native invokeExact(String descriptor) {
        return (vm, a) -> {
            MethodHandleClasses.Shape s = shape(vm, a.receiver());
            if (!s.descriptor().equals(descriptor)) {
                throw vm.exceptions().exception("java/lang/invoke/WrongMethodTypeException",
                        "expected " + MethodTypes.text(vm, s.type()) + " but found " + MethodTypes.text(vm, Type.getMethodType(descriptor)));
            }
            return vm.tailCall(a.base(), s.call(), a.copyOfSlots());
        };
    }

    private Native invoke(String descriptor) {
        Type type = Type.getMethodType(descriptor);
        return (vm, a) -> {
            MethodHandleClasses.Shape s = shape(vm, a.receiver());
            long[] args = a.copyOfSlots();
            if (s.descriptor().equals(descriptor)) {
                return vm.tailCall(a.base(), s.call(), args);
            }
            MethodHandleClasses.Shape converter = asTypeShape(vm, s, type);
            vm.initializeForNative(converter.cls());
            return vm.tailCall(a.base(), converter.convert(), args);
        };
    }

    /** invokeWithArguments: invoke with the generic type of as many Objects as there are arguments, spread. */
    private long invokeWithArguments(Vm vm, NativeArgs a) {
        MethodHandleClasses.Shape s = shape(vm, a.receiver());
        int[] elements = a.refAt(0) == 0 ? new int[0] : ((int[]) vm.heap().get(a.refAt(0)).array).clone();
        Type[] params = new Type[elements.length];
        Arrays.fill(params, OBJECT);
        Type generic = Type.getMethodType(OBJECT, params);
        long[] args = new long[1 + elements.length];
        args[0] = a.receiver();
        for (int i = 0; i < elements.length; i++) {
            args[1 + i] = elements[i];
        }
        if (s.descriptor().equals(generic.getDescriptor())) {
            return vm.tailCall(a.base(), s.call(), args);
        }
        MethodHandleClasses.Shape converter = asTypeShape(vm, s, generic);
        vm.initializeForNative(converter.cls());
        return vm.tailCall(a.base(), converter.convert(), args);
    }

    private MethodHandleClasses.Shape shape(Vm vm, long handle) {
        if ((int) handle == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        MethodHandleClasses.Shape s = classes.shapeOf(vm, (int) handle);
        if (s == null) {
            throw new UnsupportedFeatureException("a method handle Orbit did not make (" + vm.heap().get((int) handle).type.javaName() + ")");
        }
        return s;
    }

    /** The adapter asType makes from a handle of shape s to {@code to} (collecting, for a varargs collector); WrongMethodTypeException if none. */
    private MethodHandleClasses.Shape asTypeShape(Vm vm, MethodHandleClasses.Shape s, Type to) {
        boolean collect = s.varargs() && collects(vm, s.type(), to);
        if (!MethodHandleAdapters.canConvert(vm, s.type(), to, collect)) {
            throw vm.exceptions().exception("java/lang/invoke/WrongMethodTypeException",
                    "cannot convert " + handleText(vm, s) + " to " + MethodTypes.text(vm, to));
        }
        return classes.shape(vm, MethodHandleAdapters.asType(vm, s.type(), to, collect), false);
    }

    /** AsVarargsCollector.asTypeUncached: the arity differs, or the trailing parameter is not assignable to the array. */
    private static boolean collects(Vm vm, Type type, Type to) {
        Type[] tp = type.getArgumentTypes();
        Type[] dp = to.getArgumentTypes();
        if (dp.length != tp.length) {
            return true;
        }
        Type last = dp[dp.length - 1];
        return Primitives.isPrimitive(last) || !MethodHandleConversions.isSubtype(vm, last, tp[tp.length - 1]);
    }

    private static String handleText(Vm vm, MethodHandleClasses.Shape s) {
        return "MethodHandle" + MethodTypes.text(vm, s.type());
    }

    // ---- MethodHandle's methods

    private void registerHandleMethods(NativeRegistry r) {
        String mt = "Ljava/lang/invoke/MethodType;";
        r.bind(MH, "asType", "(" + mt + ")" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape s = shape(vm, a.receiver());
            Type to = MethodTypes.of(vm, a.refAt(0));
            if (s.descriptor().equals(to.getDescriptor())) {
                return a.receiver();
            }
            return classes.make(vm, a.base(), asTypeShape(vm, s, to), a.receiver());
        });
        r.bind(MH, "bindTo", "(Ljava/lang/Object;)" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape s = shape(vm, a.receiver());
            Type[] params = s.type().getArgumentTypes();
            if (params.length == 0 || Primitives.isPrimitive(params[0])) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "no leading reference parameter");
            }
            checkCast(vm, a.refAt(0), params[0]);
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.insert(s.type(), 0, 1), false), a.receiver(), a.refAt(0));
        });
        r.bind(MH, "isVarargsCollector", "()Z", (vm, a) -> shape(vm, a.receiver()).varargs() ? 1 : 0);
        r.bind(MH, "asFixedArity", "()" + MH_DESC, (vm, a) -> withVarargs(vm, a, false));
        r.bind(MH, "withVarargs", "(Z)" + MH_DESC, (vm, a) -> {
            if (a.booleanAt(0)) {
                MethodHandleClasses.Shape s = shape(vm, a.receiver());
                Type[] params = s.type().getArgumentTypes();
                if (params.length == 0 || params[params.length - 1].getSort() != Type.ARRAY) {
                    throw new UnsupportedFeatureException("MethodHandle.withVarargs(true) of a handle without a trailing array parameter");
                }
            }
            return withVarargs(vm, a, a.booleanAt(0));
        });
        r.bind(MH, "asVarargsCollector", "(Ljava/lang/Class;)" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape s = shape(vm, a.receiver());
            Type array = MethodTypes.ofClass(vm, a.refAt(0));
            Type[] params = s.type().getArgumentTypes();
            if (params.length == 0 || !params[params.length - 1].equals(array)) {
                throw new UnsupportedFeatureException("MethodHandle.asVarargsCollector with an array type other than the trailing parameter's");
            }
            return withVarargs(vm, a, true);
        });
        r.bind(MH, "asSpreader", "(Ljava/lang/Class;I)" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape s = shape(vm, a.receiver());
            int count = a.intAt(1);
            return spreader(vm, a.base(), s, a.receiver(), s.type().getArgumentTypes().length - count, a.refAt(0), count);
        });
        r.bind(MH, "asSpreader", "(ILjava/lang/Class;I)" + MH_DESC,
                (vm, a) -> spreader(vm, a.base(), shape(vm, a.receiver()), a.receiver(), a.intAt(0), a.refAt(1), a.intAt(2)));
        r.bind(MH, "asCollector", "(Ljava/lang/Class;I)" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape s = shape(vm, a.receiver());
            Type array = MethodTypes.ofClass(vm, a.refAt(0));
            int count = a.intAt(1);
            Type[] params = s.type().getArgumentTypes();
            if (params.length == 0 || !params[params.length - 1].equals(array) || count < 0 || count > 250) {
                throw new UnsupportedFeatureException("MethodHandle.asCollector other than into the trailing parameter's array type");
            }
            List<Type> to = new ArrayList<>(Arrays.asList(params).subList(0, params.length - 1));
            for (int i = 0; i < count; i++) {
                to.add(MethodHandleAdapters.component(array));
            }
            Type type = MethodHandleClasses.methodType(s.type().getReturnType(), to);
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.asType(vm, s.type(), type, true), false), a.receiver());
        });
        unsupported(r, MH, "asCollector", "(ILjava/lang/Class;I)" + MH_DESC);
        unsupported(r, MH, "describeConstable", "()Ljava/util/Optional;");
    }

    /**
     * countedLoop (start 0 for countedLoop(iterations, init, body)) of handles whose types need no adaptation; others
     * (java adapts or rejects them, with messages Orbit does not reproduce) stop as unsupported.
     */
    private long countedLoop(Vm vm, int b, int start, int end, int init, int body) {
        if (end == 0 || body == 0) {
            throw new UnsupportedFeatureException("MethodHandles.countedLoop without an end or body handle");
        }
        Type endType = shape(vm, end).type();
        Type bodyType = shape(vm, body).type();
        Type startType = start == 0 ? null : shape(vm, start).type();
        Type initType = init == 0 ? null : shape(vm, init).type();
        Type v = bodyType.getReturnType();
        boolean value = v.getSort() != Type.VOID;
        Type[] bp = bodyType.getArgumentTypes();
        int lead = value ? 2 : 1;
        boolean fits = bp.length >= lead && (!value || bp[0].equals(v)) && bp[lead - 1].getSort() == Type.INT;
        Type[] outer = fits ? Arrays.copyOfRange(bp, lead, bp.length) : new Type[0];
        fits = fits && prefixOf(endType, outer, Type.INT_TYPE) && (startType == null || prefixOf(startType, outer, Type.INT_TYPE))
                && (initType == null || value && prefixOf(initType, outer, v));
        if (!fits) {
            throw new UnsupportedFeatureException("MethodHandles.countedLoop with handles whose types java adapts or rejects");
        }
        Type type = Type.getMethodType(v, outer);
        List<Long> fields = new ArrayList<>(List.of((long) end, (long) body));
        if (start != 0) {
            fields.add((long) start);
        }
        if (init != 0) {
            fields.add((long) init);
        }
        return classes.make(vm, b, classes.shape(vm, MethodHandleAdapters.countedLoop(type, startType, endType, initType, bodyType), false),
                fields.stream().mapToLong(Long::longValue).toArray());
    }

    /** Whether a handle returns {@code result} and takes a prefix of {@code outer}. */
    private static boolean prefixOf(Type t, Type[] outer, Type result) {
        Type[] p = t.getArgumentTypes();
        return t.getReturnType().equals(result) && p.length <= outer.length && Arrays.equals(p, Arrays.copyOf(outer, p.length));
    }

    /** tableSwitch(fallback, targets...) after the JDK's checks (MethodHandles.tableSwitchChecks, its messages). */
    private long tableSwitch(Vm vm, NativeArgs a) {
        if (a.refAt(0) == 0 || a.refAt(1) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        MethodHandleClasses.Shape fallback = shape(vm, a.refAt(0));
        int[] targets = ((int[]) vm.heap().get(a.refAt(1)).array).clone();
        List<String> cases = new ArrayList<>();
        for (int t : targets) {
            cases.add(t == 0 ? "null" : "MethodHandle" + MethodTypes.text(vm, shape(vm, t).type()));
        }
        Type[] params = fallback.type().getArgumentTypes();
        String problem = targets.length == 0 ? "Not enough cases: "
                : params.length == 0 || params[0].getSort() != Type.INT ? "Case actions must have int as leading parameter: " : null;
        for (int i = 0; problem == null && i < targets.length; i++) {
            if (targets[i] == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            if (!shape(vm, targets[i]).descriptor().equals(fallback.descriptor())) {
                problem = "Case actions must have the same type: ";
            }
        }
        if (problem != null) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", problem + cases);
        }
        long[] fields = new long[targets.length + 1];
        fields[0] = a.refAt(0);
        for (int i = 0; i < targets.length; i++) {
            fields[i + 1] = targets[i];
        }
        return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.tableSwitch(fallback.type(), targets.length), false), fields);
    }

    /** The same handle as a varargs collector or not: a twin class with the same fields. */
    private long withVarargs(Vm vm, NativeArgs a, boolean varargs) {
        MethodHandleClasses.Shape s = shape(vm, a.receiver());
        if (s.varargs() == varargs) {
            return a.receiver();
        }
        return classes.make(vm, a.base(), classes.shape(vm, s.spec(), varargs), classes.fields(vm, a.receiver(), s));
    }

    private long spreader(Vm vm, int b, MethodHandleClasses.Shape s, long handle, int pos, long arrayClass, int count) {
        Type array = MethodTypes.ofClass(vm, arrayClass);
        Type[] params = s.type().getArgumentTypes();
        if (array.getSort() != Type.ARRAY || count < 0 || pos < 0 || pos + count > params.length) {
            throw new UnsupportedFeatureException("MethodHandle.asSpreader with arguments java rejects");
        }
        Type component = MethodHandleAdapters.component(array);
        for (int i = pos; i < pos + count; i++) {
            if (!MethodHandleConversions.canConvertValue(vm, component, params[i])) {
                throw new UnsupportedFeatureException("MethodHandle.asSpreader of an array whose elements do not convert to the parameters");
            }
        }
        return classes.make(vm, b, classes.shape(vm, MethodHandleAdapters.spreader(vm, s.type(), pos, array, count), false), handle);
    }

    // ---- MethodHandles' combinators

    private void registerCombinators(NativeRegistry r) {
        Set<String> modelled = Set.of("constant", "identity", "zero", "empty", "insertArguments", "dropArguments", "filterReturnValue",
                "filterArguments", "guardWithTest", "catchException", "foldArguments", "permuteArguments", "arrayElementGetter", "arrayElementSetter",
                "dropReturn", "throwException", "invoker", "exactInvoker", "arrayConstructor", "arrayLength", "collectArguments",
                "tryFinally", "explicitCastArguments", "varHandleInvoker", "spreadInvoker", "tableSwitch", "countedLoop",
                "reflectAs"); // reflectAs: the JDK's code, revealDirect with the trusted lookup (MethodHandleMembers)
        r.bind(HANDLES, "constant", "(Ljava/lang/Class;Ljava/lang/Object;)" + MH_DESC, this::constant);
        r.bind(HANDLES, "identity", "(Ljava/lang/Class;)" + MH_DESC, (vm, a) -> {
            Type t = nonVoid(vm, a.refAt(0));
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.identity(t), false));
        });
        r.bind(HANDLES, "zero", "(Ljava/lang/Class;)" + MH_DESC, (vm, a) -> {
            Type t = MethodTypes.ofClass(vm, a.refAt(0));
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.empty(Type.getMethodType(t)), false));
        });
        r.bind(HANDLES, "empty", "(Ljava/lang/invoke/MethodType;)" + MH_DESC,
                (vm, a) -> classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.empty(MethodTypes.of(vm, a.refAt(0))), false)));
        r.bind(HANDLES, "insertArguments", "(" + MH_DESC + "I[Ljava/lang/Object;)" + MH_DESC, this::insertArguments);
        // Both public dropArguments run the JDK's code, which copies the types into Arrays.asList and calls dropArguments0.
        r.bind(HANDLES, "dropArguments0", "(" + MH_DESC + "ILjava/util/List;)" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape s = shape(vm, a.refAt(0));
            List<Type> dropped = MethodTypes.ofClasses(vm, Guest.getField(vm, a.refAt(2), "a"));
            int pos = a.intAt(1);
            if (pos < 0 || pos > s.type().getArgumentTypes().length || dropped.contains(Type.VOID_TYPE)) {
                throw new UnsupportedFeatureException("MethodHandles.dropArguments with arguments java rejects");
            }
            if (dropped.isEmpty()) {
                return a.refAt(0);
            }
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.drop(s.type(), pos, dropped), false), a.refAt(0));
        });
        r.bind(HANDLES, "dropReturn", "(" + MH_DESC + ")" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape s = shape(vm, a.refAt(0));
            Type to = Type.getMethodType(Type.VOID_TYPE, s.type().getArgumentTypes());
            return s.descriptor().equals(to.getDescriptor()) ? a.refAt(0) : classes.make(vm, a.base(), asTypeShape(vm, s, to), a.refAt(0));
        });
        r.bind(HANDLES, "throwException", "(Ljava/lang/Class;Ljava/lang/Class;)" + MH_DESC, (vm, a) -> {
            Type ret = MethodTypes.ofClass(vm, a.refAt(0));
            ClassInfo exception = JavaLangClass.cls(vm, a.refAt(1));
            if (!exception.isSubtypeOf(Guest.load(vm, "java/lang/Throwable"))) {
                throw vm.exceptions().exception("java/lang/ClassCastException", exception.javaName());
            }
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.throwing(ret, Type.getType(exception.descriptor())), false));
        });
        for (boolean exact : new boolean[] {false, true}) {
            r.bind(HANDLES, exact ? "exactInvoker" : "invoker", "(Ljava/lang/invoke/MethodType;)" + MH_DESC,
                    (vm, a) -> classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.invoker(MethodTypes.of(vm, a.refAt(0)), exact), false)));
        }
        r.bind(HANDLES, "spreadInvoker", "(Ljava/lang/invoke/MethodType;I)" + MH_DESC, (vm, a) -> {
            Type type = MethodTypes.of(vm, a.refAt(0));
            int leading = a.intAt(1);
            if (leading < 0 || leading > type.getArgumentTypes().length) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "bad argument count: " + leading);
            }
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.spreadInvoker(vm, type, leading), false));
        });
        // The invoker calls the access mode's method with the given type; the VarHandle converts (or throws
        // UnsupportedOperationException for a mode it lacks) as it does at a call site. toMethodHandle is java's
        // invoker of the handle's own access mode type, bound to it.
        r.bind(HANDLES, "varHandleInvoker", "(Ljava/lang/invoke/VarHandle$AccessMode;Ljava/lang/invoke/MethodType;)" + MH_DESC, (vm, a) -> {
            if (a.refAt(0) == 0 || a.refAt(1) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            String method = Guest.host(vm, Guest.get(vm, a.refAt(0), JdkField.VAR_HANDLE_ACCESS_MODE_METHOD_NAME));
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.varHandleInvoker(MethodTypes.of(vm, a.refAt(1)), method, false), false));
        });
        r.bind("java/lang/invoke/VarHandle", "toMethodHandle", "(Ljava/lang/invoke/VarHandle$AccessMode;)" + MH_DESC, (vm, a) -> {
            if (a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            String method = Guest.host(vm, Guest.get(vm, a.refAt(0), JdkField.VAR_HANDLE_ACCESS_MODE_METHOD_NAME));
            Type type = JavaLangInvokeVarHandle.accessModeType(vm, a.receiver(), method);
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.varHandleInvoker(type, method, true), false), a.receiver());
        });
        for (boolean length : new boolean[] {false, true}) {
            r.bind(HANDLES, length ? "arrayLength" : "arrayConstructor", "(Ljava/lang/Class;)" + MH_DESC, (vm, a) -> {
                ClassInfo c = JavaLangClass.cls(vm, a.refAt(0));
                if (!c.isArray()) {
                    throw new UnsupportedFeatureException("MethodHandles." + (length ? "arrayLength" : "arrayConstructor") + " of a class that is not an array");
                }
                return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.array(Type.getType(c.descriptor()), length, classes.arrayAccess(vm)), false));
            });
        }
        r.bind(HANDLES, "explicitCastArguments", "(" + MH_DESC + "Ljava/lang/invoke/MethodType;)" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape s = shape(vm, a.refAt(0));
            Type to = MethodTypes.of(vm, a.refAt(1));
            if (s.descriptor().equals(to.getDescriptor())) {
                return a.refAt(0);
            }
            if (to.getArgumentTypes().length != s.type().getArgumentTypes().length) {
                throw vm.exceptions().exception("java/lang/invoke/WrongMethodTypeException",
                        "cannot explicitly cast " + handleText(vm, s) + " to " + MethodTypes.text(vm, to));
            }
            if (s.varargs()) {
                throw new UnsupportedFeatureException("MethodHandles.explicitCastArguments of a varargs collector");
            }
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.explicitCast(vm, s.type(), to), false), a.refAt(0));
        });
        r.bind(HANDLES, "tryFinally", "(" + MH_DESC + MH_DESC + ")" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape target = shape(vm, a.refAt(0));
            MethodHandleClasses.Shape cleanup = shape(vm, a.refAt(1));
            Type ret = target.type().getReturnType();
            Type[] tp = target.type().getArgumentTypes();
            Type[] cp = cleanup.type().getArgumentTypes();
            int fixed = ret.getSort() == Type.VOID ? 1 : 2;
            boolean fits = cleanup.type().getReturnType().equals(ret) && cp.length >= fixed && cp.length - fixed <= tp.length
                    && cp[0].equals(Type.getObjectType("java/lang/Throwable")) && (fixed == 1 || cp[1].equals(ret))
                    && Arrays.equals(Arrays.copyOfRange(cp, fixed, cp.length), Arrays.copyOf(tp, cp.length - fixed));
            if (!fits) {
                throw new UnsupportedFeatureException("MethodHandles.tryFinally with a cleanup whose type java adapts or rejects");
            }
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.tryFinally(target.type(), cleanup.type()), false), a.refAt(0), a.refAt(1));
        });
        r.bind(HANDLES, "collectArguments", "(" + MH_DESC + "I" + MH_DESC + ")" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape target = shape(vm, a.refAt(0));
            int pos = a.intAt(1);
            MethodHandleClasses.Shape filter = shape(vm, a.refAt(2));
            Type[] tp = target.type().getArgumentTypes();
            Type ret = filter.type().getReturnType();
            boolean fits = pos >= 0 && (ret.getSort() == Type.VOID ? pos <= tp.length : pos < tp.length && tp[pos].equals(ret));
            if (!fits) {
                throw new UnsupportedFeatureException("MethodHandles.collectArguments with a filter whose type java rejects");
            }
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.collect(target.type(), pos, filter.type()), false), a.refAt(0), a.refAt(2));
        });
        r.bind(HANDLES, "filterReturnValue", "(" + MH_DESC + MH_DESC + ")" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape target = shape(vm, a.refAt(0));
            MethodHandleClasses.Shape filter = shape(vm, a.refAt(1));
            Type ret = target.type().getReturnType();
            Type[] fp = filter.type().getArgumentTypes();
            boolean fits = ret.getSort() == Type.VOID ? fp.length == 0 : fp.length == 1 && fp[0].equals(ret);
            if (!fits) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "target and filter types do not match: "
                        + MethodTypes.text(vm, target.type()) + ", " + MethodTypes.text(vm, filter.type()));
            }
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.filterReturn(target.type(), filter.type()), false), a.refAt(0), a.refAt(1));
        });
        r.bind(HANDLES, "filterArguments", "(" + MH_DESC + "I[" + MH_DESC + ")" + MH_DESC, this::filterArguments);
        r.bind(HANDLES, "guardWithTest", "(" + MH_DESC + MH_DESC + MH_DESC + ")" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape test = shape(vm, a.refAt(0));
            MethodHandleClasses.Shape target = shape(vm, a.refAt(1));
            MethodHandleClasses.Shape fallback = shape(vm, a.refAt(2));
            Type[] tp = test.type().getArgumentTypes();
            Type[] gp = target.type().getArgumentTypes();
            boolean prefix = tp.length <= gp.length && Arrays.equals(tp, Arrays.copyOf(gp, tp.length));
            // MethodHandles.guardWithTest's checks and messages
            String problem = !target.descriptor().equals(fallback.descriptor())
                    ? "target and fallback types must match: " + MethodTypes.text(vm, target.type()) + " != " + MethodTypes.text(vm, fallback.type())
                    : test.type().getReturnType().getSort() != Type.BOOLEAN || tp.length > gp.length
                            ? "guard type is not a predicate " + MethodTypes.text(vm, test.type())
                            : !prefix ? "target and test types must match: " + MethodTypes.text(vm, target.type()) + " != " + MethodTypes.text(vm, test.type())
                            : null;
            if (problem != null) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", problem);
            }
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.guardWithTest(test.type(), target.type()), false),
                    a.refAt(1), a.refAt(0), a.refAt(2));
        });
        r.bind(HANDLES, "tableSwitch", "(" + MH_DESC + "[" + MH_DESC + ")" + MH_DESC, this::tableSwitch);
        r.bind(HANDLES, "countedLoop", "(" + MH_DESC + MH_DESC + MH_DESC + ")" + MH_DESC,
                (vm, a) -> countedLoop(vm, a.base(), 0, a.refAt(0), a.refAt(1), a.refAt(2)));
        r.bind(HANDLES, "countedLoop", "(" + MH_DESC + MH_DESC + MH_DESC + MH_DESC + ")" + MH_DESC,
                (vm, a) -> countedLoop(vm, a.base(), a.refAt(0), a.refAt(1), a.refAt(2), a.refAt(3)));
        r.bind(HANDLES, "catchException", "(" + MH_DESC + "Ljava/lang/Class;" + MH_DESC + ")" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape target = shape(vm, a.refAt(0));
            Type exception = MethodTypes.ofClass(vm, a.refAt(1));
            MethodHandleClasses.Shape handler = shape(vm, a.refAt(2));
            Type[] tp = target.type().getArgumentTypes();
            Type[] hp = handler.type().getArgumentTypes();
            boolean fits = hp.length >= 1 && hp.length - 1 <= tp.length && hp[0].equals(exception)
                    && Arrays.equals(Arrays.copyOfRange(hp, 1, hp.length), Arrays.copyOf(tp, hp.length - 1))
                    && handler.type().getReturnType().equals(target.type().getReturnType());
            if (!fits) {
                throw new UnsupportedFeatureException("MethodHandles.catchException with a handler whose type java adapts or rejects");
            }
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.catchException(target.type(), exception, handler.type()), false),
                    a.refAt(0), a.refAt(2));
        });
        r.bind(HANDLES, "foldArguments", "(" + MH_DESC + MH_DESC + ")" + MH_DESC, (vm, a) -> fold(vm, a.base(), a.refAt(0), 0, a.refAt(1)));
        r.bind(HANDLES, "foldArguments", "(" + MH_DESC + "I" + MH_DESC + ")" + MH_DESC, (vm, a) -> fold(vm, a.base(), a.refAt(0), a.intAt(1), a.refAt(2)));
        r.bind(HANDLES, "permuteArguments", "(" + MH_DESC + "Ljava/lang/invoke/MethodType;[I)" + MH_DESC, (vm, a) -> {
            MethodHandleClasses.Shape target = shape(vm, a.refAt(0));
            Type type = MethodTypes.of(vm, a.refAt(1));
            if (a.refAt(2) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            int[] reorder = ((int[]) vm.heap().get(a.refAt(2)).array).clone();
            Type[] tp = target.type().getArgumentTypes();
            Type[] np = type.getArgumentTypes();
            boolean fits = reorder.length == tp.length && type.getReturnType().equals(target.type().getReturnType());
            for (int i = 0; fits && i < reorder.length; i++) {
                fits = reorder[i] >= 0 && reorder[i] < np.length && np[reorder[i]].equals(tp[i]);
            }
            if (!fits) {
                throw new UnsupportedFeatureException("MethodHandles.permuteArguments with a reordering java rejects");
            }
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.permute(target.type(), type, reorder), false), a.refAt(0));
        });
        r.bind(HANDLES, "arrayElementGetter", "(Ljava/lang/Class;)" + MH_DESC, (vm, a) -> arrayElement(vm, a, false));
        r.bind(HANDLES, "arrayElementSetter", "(Ljava/lang/Class;)" + MH_DESC, (vm, a) -> arrayElement(vm, a, true));
        for (Method m : java.lang.invoke.MethodHandles.class.getDeclaredMethods()) {
            String descriptor = Type.getMethodDescriptor(m);
            boolean handles = m.getReturnType() == java.lang.invoke.MethodHandle.class
                    || descriptor.substring(0, descriptor.indexOf(')')).contains(MH_DESC) || m.getName().equals("reflectAs");
            boolean isModelled = modelled.contains(m.getName());
            if (Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers()) && handles && !isModelled) {
                unsupported(r, HANDLES, m.getName(), descriptor);
            }
        }
        // MethodHandleProxies runs the JDK's code (a Proxy whose handler invokes spreaders of the handle); binding a
        // caller is needed only by handles on caller-sensitive methods, which Orbit does not make.
        // A proxy's default method (InvocationHandler.invokeDefault) is JavaLangReflectProxy's.
        r.bind("java/lang/invoke/MethodHandleImpl", "bindCaller", "(" + MH_DESC + "Ljava/lang/Class;)" + MH_DESC, (vm, a) -> {
            shape(vm, a.refAt(0));
            return a.refAt(0);
        });
    }

    private long fold(Vm vm, int b, long targetHandle, int pos, long combinerHandle) {
        MethodHandleClasses.Shape target = shape(vm, targetHandle);
        MethodHandleClasses.Shape combiner = shape(vm, combinerHandle);
        Type[] tp = target.type().getArgumentTypes();
        Type[] cp = combiner.type().getArgumentTypes();
        Type ret = combiner.type().getReturnType();
        int skip = ret.getSort() == Type.VOID ? 0 : 1;
        boolean fits = pos >= 0 && tp.length >= pos + skip + cp.length && (skip == 0 || tp[pos].equals(ret))
                && Arrays.equals(cp, Arrays.copyOfRange(tp, pos + skip, pos + skip + cp.length));
        if (!fits) {
            throw new UnsupportedFeatureException("MethodHandles.foldArguments with a combiner whose type java rejects");
        }
        return classes.make(vm, b, classes.shape(vm, MethodHandleAdapters.fold(target.type(), pos, combiner.type()), false), targetHandle, combinerHandle);
    }

    private long constant(Vm vm, NativeArgs a) {
        Type t = nonVoid(vm, a.refAt(0));
        long value = a.refAt(1);
        if (Primitives.isPrimitive(t)) {
            if ((int) value == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            Type given = Type.getType(vm.heap().get((int) value).type.descriptor());
            if (!Primitives.wrapper(t).equals(given)) {
                throw new UnsupportedFeatureException("MethodHandles.constant of a " + given.getClassName() + " for " + t.getClassName());
            }
        } else {
            checkCast(vm, value, t);
        }
        return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.constant(t), false), value);
    }

    private long insertArguments(Vm vm, NativeArgs a) {
        MethodHandleClasses.Shape s = shape(vm, a.refAt(0));
        int pos = a.intAt(1);
        if (a.refAt(2) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        int[] values = ((int[]) vm.heap().get(a.refAt(2)).array).clone();
        Type[] params = s.type().getArgumentTypes();
        if (pos < 0 || pos + values.length > params.length) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "too many values to insert");
        }
        for (int i = 0; i < values.length; i++) {
            Type p = params[pos + i];
            if (Primitives.isPrimitive(p)) {
                if (values[i] == 0) {
                    throw vm.exceptions().exception("java/lang/NullPointerException", null);
                }
                Type given = Type.getType(vm.heap().get(values[i]).type.descriptor());
                if (!Primitives.wrapper(p).equals(given)) {
                    throw new UnsupportedFeatureException("MethodHandles.insertArguments of a " + given.getClassName() + " for " + p.getClassName());
                }
            } else {
                checkCast(vm, values[i], p);
            }
        }
        long[] fields = new long[1 + values.length];
        fields[0] = a.refAt(0);
        for (int i = 0; i < values.length; i++) {
            fields[1 + i] = values[i];
        }
        return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.insert(s.type(), pos, values.length), false), fields);
    }

    private long filterArguments(Vm vm, NativeArgs a) {
        MethodHandleClasses.Shape target = shape(vm, a.refAt(0));
        int pos = a.intAt(1);
        if (a.refAt(2) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        int[] filters = ((int[]) vm.heap().get(a.refAt(2)).array).clone();
        Type[] params = target.type().getArgumentTypes();
        if (pos < 0 || pos + filters.length > params.length) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "too many filters");
        }
        Type[] types = new Type[filters.length];
        for (int i = 0; i < filters.length; i++) {
            if (filters[i] != 0) {
                types[i] = shape(vm, filters[i]).type();
                Type[] fp = types[i].getArgumentTypes();
                if (fp.length != 1 || !types[i].getReturnType().equals(params[pos + i])) {
                    throw vm.exceptions().exception("java/lang/IllegalArgumentException", "target and filter types do not match: "
                            + MethodTypes.text(vm, target.type()) + ", " + MethodTypes.text(vm, types[i]));
                }
            }
        }
        long[] fields = new long[1 + filters.length];
        fields[0] = a.refAt(0);
        for (int i = 0; i < filters.length; i++) {
            fields[1 + i] = filters[i];
        }
        return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.filterArguments(target.type(), pos, types), false), fields);
    }

    private long arrayElement(Vm vm, NativeArgs a, boolean setter) {
        ClassInfo c = JavaLangClass.cls(vm, a.refAt(0));
        if (!c.isArray()) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "not an array class: " + c.javaName());
        }
        return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.arrayElement(Type.getType(c.descriptor()), setter, classes.arrayAccess(vm)), false));
    }

    private static Type nonVoid(Vm vm, long mirror) {
        Type t = MethodTypes.ofClass(vm, mirror);
        if (t.getSort() == Type.VOID) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "void type");
        }
        return t;
    }

    /** Class.cast: a non-null value must be an instance of t. */
    private static void checkCast(Vm vm, long value, Type t) {
        if ((int) value == 0) {
            return;
        }
        ClassInfo actual = vm.heap().get((int) value).type;
        ClassInfo target = vm.classes().forDescriptor(t.getDescriptor());
        if (!actual.isSubtypeOf(target)) {
            throw vm.exceptions().exception("java/lang/ClassCastException", "Cannot cast " + actual.javaName() + " to " + target.javaName());
        }
    }

    private static void unsupported(NativeRegistry r, String owner, String name, String descriptor) {
        String what = owner.substring(owner.lastIndexOf('/') + 1).replace('$', '.') + "." + name;
        r.bind(owner, name, descriptor, (vm, a) -> {
            throw new UnsupportedFeatureException("method handles (" + what + "); Orbit models direct handles, invoke/invokeExact and the "
                    + "common combinators");
        });
    }
}
