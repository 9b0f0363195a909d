package org.orbitmc.natives.jdk;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.Native;
import org.orbitmc.vm.natives.NativeArgs;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * VarHandles without java.lang.invoke: {@code MethodHandles.lookup()}, {@code findVarHandle},
 * {@code findStaticVarHandle} and {@code arrayElementVarHandle} make a VarHandle object whose host-side
 * payload names the field slot or array element kind; each access mode (get, set, compareAndSet,
 * getAndAdd, ...) is bound per call-site descriptor. Memory-ordering variants behave as their volatile
 * forms: Orbit checks sequential consistency.
 */
public final class JavaLangInvokeVarHandle {
    private static final String HANDLES = "java/lang/invoke/MethodHandles";
    private static final String LOOKUP = "java/lang/invoke/MethodHandles$Lookup";
    private static final String VAR_HANDLE = "java/lang/invoke/VarHandle";
    private static final Type BYTES = Type.getType("[B");

    /**
     * What a VarHandle accesses. kind is the descriptor character of the variable's type, {@code type} that type,
     * {@code receiver} the class its coordinate is typed with (the lookup's, or the array class), and a final field's
     * handle is read-only.
     */
    record Target(ClassInfo holder, int slot, boolean isStatic, boolean isArray, char kind, Type type, Type receiver, boolean readOnly) {
        /** VarHandle.AccessType's method type: the coordinates, then the mode's values. */
        Type accessModeType(Mode mode) {
            java.util.List<Type> params = new java.util.ArrayList<>();
            if (!isStatic) {
                params.add(receiver);
            }
            if (isArray) {
                params.add(Type.INT_TYPE);
            }
            Type result = switch (mode) {
                case GET -> type;
                case SET -> Type.VOID_TYPE;
                case COMPARE_AND_SET -> Type.BOOLEAN_TYPE;
                default -> type;
            };
            for (int i = 0; i < mode.valueCount(); i++) {
                params.add(type);
            }
            return Type.getMethodType(result, params.toArray(Type[]::new));
        }

        /** Whether java's VarForm for this variable has the mode (else UnsupportedOperationException). */
        boolean supports(Mode mode) {
            boolean reference = kind == 'L' || kind == '[';
            return switch (mode) {
                case GET -> true;
                case SET, COMPARE_AND_SET, COMPARE_AND_EXCHANGE, GET_AND_SET -> !readOnly;
                case GET_AND_ADD -> !readOnly && !reference && kind != 'Z';
                default -> !readOnly && !reference && kind != 'F' && kind != 'D';
            };
        }
    }

    /** What a byte-array view VarHandle accesses: an element of {@code kind} at any byte index, in a byte order. */
    record ByteView(char kind, boolean bigEndian) {
    }

    private JavaLangInvokeVarHandle() {
    }

    public static void register(NativeRegistry r) {
        // MethodHandles' own initialization sets up the method-handle machinery Orbit does not interpret.
        r.bind(HANDLES, "<clinit>", "()V", (vm, a) -> 0);
        // Lookup's own initializer reads MethodHandles' machinery (IMPL_NAMES) before making its two constant lookups.
        r.bind(LOOKUP, "<clinit>", "()V", (vm, a) -> {
            Guest.putStatic(vm, LOOKUP, "$assertionsDisabled", 1);
            Guest.callStatic(vm, "jdk/internal/reflect/Reflection", "registerFieldsToFilter", "(Ljava/lang/Class;Ljava/util/Set;)V",
                    Guest.load(vm, LOOKUP).mirrorRef(), Guest.callStatic(vm, "java/util/Set", "of",
                            "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/util/Set;", Guest.str(vm, "lookupClass"), Guest.str(vm, "allowedModes")));
            int object = Guest.load(vm, "java/lang/Object").mirrorRef();
            long trusted = lookup(vm, object);
            Guest.putField(vm, (int) trusted, "allowedModes", -1); // TRUSTED
            Guest.putStatic(vm, LOOKUP, "IMPL_LOOKUP", trusted);
            long unconditional = lookup(vm, object);
            Guest.putField(vm, (int) unconditional, "allowedModes", 32); // UNCONDITIONAL
            Guest.putStatic(vm, LOOKUP, "PUBLIC_LOOKUP", unconditional);
            Guest.putStatic(vm, LOOKUP, "LOOKASIDE_TABLE", Guest.construct(vm, "java/util/concurrent/ConcurrentHashMap", "()V"));
            return 0;
        });
        r.bind(HANDLES, "lookup", "()" + desc(LOOKUP), (vm, a) -> lookup(vm, vm.currentThread().topMethod().owner().mirrorRef()));
        // publicLookup: Lookup.PUBLIC_LOOKUP, the one UNCONDITIONAL lookup in Object (MemberName's messages test for it by identity).
        r.bind(HANDLES, "publicLookup", "()" + desc(LOOKUP), (vm, a) -> {
            vm.initializeForNative(Guest.load(vm, LOOKUP)); // the native initializer above
            return Guest.getStatic(vm, LOOKUP, "PUBLIC_LOOKUP");
        });
        r.bind(HANDLES, "privateLookupIn", "(Ljava/lang/Class;" + desc(LOOKUP) + ")" + desc(LOOKUP), JavaLangInvokeVarHandle::privateLookupIn);
        r.bind(HANDLES, "arrayElementVarHandle", "(Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", (vm, a) -> {
            ClassInfo array = JavaLangClass.cls(vm, a.refAt(0));
            if (!array.isArray()) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "not an array class: " + array.javaName());
            }
            Type component = Type.getType(array.componentType().descriptor());
            return varHandle(vm, new Target(array, 0, false, true, component.getDescriptor().charAt(0), component,
                    Type.getType(array.descriptor()), false));
        });
        r.bind(HANDLES, "byteArrayViewVarHandle", "(Ljava/lang/Class;Ljava/nio/ByteOrder;)Ljava/lang/invoke/VarHandle;",
                JavaLangInvokeVarHandle::byteArrayView);
        // A twin of the handle on the same variable whose (final) exact field says whether a call site must have the
        // access mode's type exactly (the JDK's VarHandle.exact, read by hasInvokeExactBehavior and the accesses).
        r.bind(VAR_HANDLE, "withInvokeExactBehavior", "()Ljava/lang/invoke/VarHandle;", (vm, a) -> withExact(vm, a.receiver(), true));
        r.bind(VAR_HANDLE, "withInvokeBehavior", "()Ljava/lang/invoke/VarHandle;", (vm, a) -> withExact(vm, a.receiver(), false));
        r.bind(LOOKUP, "findVarHandle", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;",
                (vm, a) -> field(vm, a, false));
        r.bind(LOOKUP, "findStaticVarHandle", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;",
                (vm, a) -> field(vm, a, true));
        r.bind(LOOKUP, "unreflectVarHandle", "(Ljava/lang/reflect/Field;)Ljava/lang/invoke/VarHandle;", JavaLangInvokeVarHandle::unreflect);
        r.bind(VAR_HANDLE, "<clinit>", "()V", (vm, a) -> 0);
        JavaLangInvokeMethodHandle.register(r);
        VarHandleAdapters adapters = new VarHandleAdapters();
        for (String mode : new String[] {"get", "getVolatile", "getOpaque", "getAcquire"}) {
            r.bindPolymorphic(VAR_HANDLE, mode, d -> access(d, mode, Mode.GET, adapters));
        }
        for (String mode : new String[] {"set", "setVolatile", "setOpaque", "setRelease"}) {
            r.bindPolymorphic(VAR_HANDLE, mode, d -> access(d, mode, Mode.SET, adapters));
        }
        for (String mode : new String[] {"compareAndSet", "weakCompareAndSet", "weakCompareAndSetPlain", "weakCompareAndSetAcquire",
            "weakCompareAndSetRelease"}) {
            r.bindPolymorphic(VAR_HANDLE, mode, d -> access(d, mode, Mode.COMPARE_AND_SET, adapters));
        }
        for (String mode : new String[] {"compareAndExchange", "compareAndExchangeAcquire", "compareAndExchangeRelease"}) {
            r.bindPolymorphic(VAR_HANDLE, mode, d -> access(d, mode, Mode.COMPARE_AND_EXCHANGE, adapters));
        }
        for (String suffix : new String[] {"", "Acquire", "Release"}) {
            r.bindPolymorphic(VAR_HANDLE, "getAndSet" + suffix, d -> access(d, "getAndSet" + suffix, Mode.GET_AND_SET, adapters));
            r.bindPolymorphic(VAR_HANDLE, "getAndAdd" + suffix, d -> access(d, "getAndAdd" + suffix, Mode.GET_AND_ADD, adapters));
            r.bindPolymorphic(VAR_HANDLE, "getAndBitwiseOr" + suffix, d -> access(d, "getAndBitwiseOr" + suffix, Mode.GET_AND_OR, adapters));
            r.bindPolymorphic(VAR_HANDLE, "getAndBitwiseAnd" + suffix, d -> access(d, "getAndBitwiseAnd" + suffix, Mode.GET_AND_AND, adapters));
            r.bindPolymorphic(VAR_HANDLE, "getAndBitwiseXor" + suffix, d -> access(d, "getAndBitwiseXor" + suffix, Mode.GET_AND_XOR, adapters));
        }
        // The queries the JDK answers from a VarHandle's VarForm and its subclass's accessModeTypeUncached.
        r.bind(VAR_HANDLE, "accessModeTypeUncached", "(Ljava/lang/invoke/VarHandle$AccessType;)Ljava/lang/invoke/MethodType;", (vm, a) -> {
            Target target = target(vm, a.receiver());
            Mode mode = switch (Guest.host(vm, Guest.getField(vm, a.refAt(0), "name"))) {
                case "GET" -> Mode.GET;
                case "SET" -> Mode.SET;
                case "COMPARE_AND_SET" -> Mode.COMPARE_AND_SET;
                case "COMPARE_AND_EXCHANGE" -> Mode.COMPARE_AND_EXCHANGE;
                default -> Mode.GET_AND_SET;
            };
            return methodType(vm, target.accessModeType(mode));
        });
        r.bind(VAR_HANDLE, "isAccessModeSupported", "(Ljava/lang/invoke/VarHandle$AccessMode;)Z", (vm, a) -> {
            Target target = target(vm, a.receiver());
            String name = Guest.host(vm, Guest.getField(vm, a.refAt(0), "methodName"));
            return target.supports(modeOf(name)) ? 1 : 0;
        });
    }

    /** VarHandle.accessModeType(mode) of a VarHandle Orbit made, for the access mode's method name. */
    static Type accessModeType(Vm vm, long handle, String methodName) {
        return target(vm, handle).accessModeType(modeOf(methodName));
    }

    /** The access mode a VarHandle method name stands for. */
    private static Mode modeOf(String methodName) {
        if (methodName.startsWith("getAndSet")) {
            return Mode.GET_AND_SET;
        } else if (methodName.startsWith("getAndAdd")) {
            return Mode.GET_AND_ADD;
        } else if (methodName.startsWith("getAndBitwiseOr")) {
            return Mode.GET_AND_OR;
        } else if (methodName.startsWith("getAndBitwiseAnd")) {
            return Mode.GET_AND_AND;
        } else if (methodName.startsWith("getAndBitwiseXor")) {
            return Mode.GET_AND_XOR;
        } else if (methodName.startsWith("get")) {
            return Mode.GET;
        } else if (methodName.startsWith("set")) {
            return Mode.SET;
        } else if (methodName.startsWith("compareAndExchange")) {
            return Mode.COMPARE_AND_EXCHANGE;
        }
        return Mode.COMPARE_AND_SET;
    }

    private static Target target(Vm vm, long handle) {
        Object payload = vm.heap().read((int) handle).hidden;
        if (!(payload instanceof Target target)) {
            throw new UnsupportedFeatureException("this query of a VarHandle Orbit did not create, or of a byte-array view");
        }
        return target;
    }

    /** The interned MethodType.methodType(return, parameters...) of an ASM method type. */
    private static long methodType(Vm vm, Type t) {
        Type[] params = t.getArgumentTypes();
        int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/Class")), params.length);
        for (int i = 0; i < params.length; i++) {
            ((int[]) vm.heap().get(array).array)[i] = vm.classes().forDescriptor(params[i].getDescriptor()).mirrorRef();
        }
        return Guest.callStatic(vm, "java/lang/invoke/MethodType", "methodType", "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;",
                vm.classes().forDescriptor(t.getReturnType().getDescriptor()).mirrorRef(), array);
    }

    private static String desc(String internalName) {
        return "L" + internalName + ";";
    }

    /** Lookup's FULL_POWER_MODES: PUBLIC, PRIVATE, PROTECTED, PACKAGE, MODULE and ORIGINAL, what lookup() has. */
    private static final int FULL_POWER_MODES = 95;
    private static final int PRIVATE_AND_MODULE = 2 | 16;

    private static long lookup(Vm vm, int lookupClassMirror) {
        int lookup = vm.newInstance(Guest.load(vm, LOOKUP));
        Guest.put(vm, lookup, JdkField.LOOKUP_LOOKUP_CLASS, lookupClassMirror);
        Guest.put(vm, lookup, JdkField.LOOKUP_ALLOWED_MODES, FULL_POWER_MODES);
        return lookup;
    }

    /**
     * MethodHandles.privateLookupIn: a full-power lookup in the target class, if the target's module opens its
     * package to the caller's (JDK 17's checks, modules from the JDK's descriptors). The unnamed module reads every
     * module; a JDK caller reaching into another module is not modelled.
     */
    private static long privateLookupIn(Vm vm, NativeArgs a) {
        ClassInfo target = JavaLangClass.cls(vm, a.refAt(0));
        if (target.isPrimitive() || target.isArray()) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException",
                    (target.isPrimitive() ? target.javaName() + " is a primitive class" : "class " + target.javaName() + " is an array class"));
        }
        int callerLookup = a.refAt(1);
        if (callerLookup == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        ClassInfo caller = JavaLangClass.cls(vm, Guest.get(vm, callerLookup, JdkField.LOOKUP_LOOKUP_CLASS));
        if ((Guest.get(vm, callerLookup, JdkField.LOOKUP_ALLOWED_MODES) & PRIVATE_AND_MODULE) != PRIVATE_AND_MODULE) {
            throw vm.exceptions().exception("java/lang/IllegalAccessException", "caller does not have PRIVATE and MODULE lookup mode");
        }
        String targetModule = vm.moduleOf(target);
        String callerModule = vm.moduleOf(caller);
        if (targetModule != null && !targetModule.equals(callerModule)) {
            if (callerModule != null) {
                throw new UnsupportedFeatureException("MethodHandles.privateLookupIn from " + caller.javaName() + " into " + target.javaName()
                        + " (reads between JDK modules are not modelled)");
            }
            String pn = packageName(target);
            if (!ModuleGraph.ofJdkImage().isExportedOrOpen(targetModule, pn, null, false, true)) {
                throw vm.exceptions().exception("java/lang/IllegalAccessException",
                        JavaLangModule.describe(vm, targetModule) + " does not open " + pn + " to " + JavaLangModule.describe(vm, null));
            }
            // Into another module: the caller becomes the previous lookup class and MODULE access is dropped.
            long lookup = lookup(vm, a.refAt(0));
            Guest.put(vm, (int) lookup, JdkField.LOOKUP_PREV_LOOKUP_CLASS, caller.mirrorRef());
            Guest.put(vm, (int) lookup, JdkField.LOOKUP_ALLOWED_MODES, FULL_POWER_MODES & ~16);
            return lookup;
        }
        return lookup(vm, a.refAt(0));
    }

    private static String packageName(ClassInfo c) {
        int slash = c.name().lastIndexOf('/');
        return slash < 0 ? "" : c.name().substring(0, slash).replace('/', '.');
    }

    /** Lookup.findVarHandle and findStaticVarHandle(Class recv, String name, Class type). */
    private static long field(Vm vm, NativeArgs a, boolean isStatic) {
        if (a.refAt(1) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        return field(vm, a.receiver(), a.refAt(0), Guest.host(vm, a.refAt(1)), a.refAt(2), isStatic, true);
    }

    /** Lookup.unreflectVarHandle: the field's handle, access checked for the lookup class whatever its accessible flag. */
    private static long unreflect(Vm vm, NativeArgs a) {
        int field = a.refAt(0);
        if (field == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        boolean isStatic = (Guest.get(vm, field, JdkField.FIELD_MODIFIERS) & Opcodes.ACC_STATIC) != 0;
        return field(vm, a.receiver(), Guest.get(vm, field, JdkField.FIELD_CLAZZ), Guest.host(vm, Guest.get(vm, field, JdkField.FIELD_NAME)),
                Guest.get(vm, field, JdkField.FIELD_TYPE), isStatic, false);
    }

    /**
     * Lookup.getFieldVarHandleCommon: the JDK's checkField of the getter's member, and of the setter's for a field that
     * is not final, over the resolved members; a protected instance field of a superclass in another package narrows
     * the receiver to the lookup class. findVarHandle checks the symbolic class first, unreflectVarHandle does not.
     */
    private static long field(Vm vm, long lookup, long holderMirror, String name, long typeMirror, boolean isStatic, boolean symbolic) {
        ClassInfo holder = JavaLangClass.cls(vm, holderMirror);
        ClassInfo type = JavaLangClass.cls(vm, typeMirror);
        if (symbolic) {
            LookupAccess.checkSymbolicClass(vm, lookup, holder);
        }
        FieldInfo f = holder.findField(name, type.descriptor());
        Type t = Type.getType(type.descriptor());
        if (f == null) {
            throw vm.exceptions().exception("java/lang/NoSuchFieldException", "no such field: "
                    + MethodHandleLookups.field(holder, name, t, isStatic ? "getStatic" : "getField"));
        }
        long getter = MethodHandleMembers.resolved(vm, f, f.isStatic() ? Opcodes.GETSTATIC : Opcodes.GETFIELD);
        boolean narrow = LookupAccess.checkField(vm, lookup, isStatic ? Opcodes.H_GETSTATIC : Opcodes.H_GETFIELD, holder, getter);
        if ((f.access() & Opcodes.ACC_FINAL) == 0) {
            long setter = MethodHandleMembers.resolved(vm, f, f.isStatic() ? Opcodes.PUTSTATIC : Opcodes.PUTFIELD);
            LookupAccess.checkField(vm, lookup, isStatic ? Opcodes.H_PUTSTATIC : Opcodes.H_PUTFIELD, holder, setter);
        }
        ClassInfo receiver = narrow ? LookupAccess.lookupClass(vm, lookup) : holder;
        if (f.watched()) {
            vm.identityRead(f); // a handle's reads bypass getfield: making one counts as reading a thread identity
        }
        boolean readOnly = (f.access() & Opcodes.ACC_FINAL) != 0;
        return varHandle(vm, new Target(f.owner(), f.slot(), isStatic, false, f.descriptor().charAt(0), Type.getType(f.descriptor()),
                Type.getType(receiver.descriptor()), readOnly));
    }

    private static long withExact(Vm vm, int handle, boolean exact) {
        if ((Guest.get(vm, handle, JdkField.VAR_HANDLE_EXACT) != 0) == exact) {
            return handle;
        }
        int twin = vm.newInstance(Guest.load(vm, VAR_HANDLE));
        vm.heap().get(twin).hidden = vm.heap().read(handle).hidden;
        Guest.put(vm, twin, JdkField.VAR_HANDLE_EXACT, Guest.bool(exact));
        return twin;
    }

    private static long varHandle(Vm vm, Target target) {
        int handle = vm.newInstance(Guest.load(vm, VAR_HANDLE));
        vm.heap().get(handle).hidden = target;
        return handle;
    }

    enum Mode {
        GET, SET, COMPARE_AND_SET, COMPARE_AND_EXCHANGE, GET_AND_SET, GET_AND_ADD, GET_AND_OR, GET_AND_AND, GET_AND_XOR;

        /** How many values the mode takes after the coordinates. */
        int valueCount() {
            return switch (this) {
                case GET -> 0;
                case COMPARE_AND_SET, COMPARE_AND_EXCHANGE -> 2;
                default -> 1;
            };
        }
    }

    /**
     * A VarHandle's type checked against one call site's: its exact access mode type (a byte-array view's only modelled
     * type for GET and SET) and whether the variable is accessed directly rather than through an
     * adapter. A bound access mode keeps the last one, as a call site mostly sees one handle: the types are built once,
     * not at every access.
     */
    private record Checked(Object payload, Type exact, boolean direct) {
    }

    /**
     * Binds one access mode for a call-site descriptor: the coordinates, then the mode's values. A descriptor other
     * than the variable's access mode type goes through an adapter that converts as asType does (VarHandleAdapters).
     */
    private static Native access(String descriptor, String methodName, Mode mode, VarHandleAdapters adapters) {
        Type callSite = Type.getMethodType(descriptor);
        int params = callSite.getArgumentTypes().length;
        int coordinates = params - mode.valueCount();
        Checked[] last = new Checked[1];
        return (vm, a) -> {
            Object payload = vm.heap().read(a.receiver()).hidden;
            Checked checked = last[0];
            if (checked == null || checked.payload() != payload) {
                checked = check(vm, payload, mode, callSite);
                last[0] = checked;
            }
            boolean typed = !(payload instanceof ByteView) || mode == Mode.GET || mode == Mode.SET;
            if (typed && Guest.get(vm, a.receiver(), JdkField.VAR_HANDLE_EXACT) != 0 && !checked.exact().equals(callSite)) {
                // VarHandle.checkExactAccessMode
                throw vm.exceptions().exception("java/lang/invoke/WrongMethodTypeException", "expected " + MethodTypes.text(vm, checked.exact())
                        + " but found " + MethodTypes.text(vm, callSite));
            }
            if (payload instanceof ByteView view) {
                return viewAccess(vm, view, mode, a);
            }
            Target target = (Target) payload;
            if (!checked.direct()) {
                long[] args = a.copyOfSlots();
                MethodInfo adapter = adapters.adapter(vm, vm.currentThread().topMethod().owner().name(), methodName, callSite,
                        checked.exact());
                vm.initializeForNative(adapter.owner());
                return vm.tailCall(a.base(), adapter, args);
            }
            if (target.isStatic()) {
                // First, before any effect: the native runs again once the initializer has run as the program's code.
                vm.initializeForNative(target.holder());
            }
            int holder = target.isStatic() ? target.holder().mirrorRef() : a.refAt(0);
            if (mode == Mode.GET) {
                JdkInternalMiscUnsafe.visible(vm, holder);
            } else {
                JdkInternalMiscUnsafe.visibleStore(vm, holder, target.kind(), a.valueAt(params - 1));
            }
            Location at = locate(vm, target, a);
            long current = at.read();
            switch (mode) {
                case GET:
                    return current;
                case SET:
                    at.write(a.valueAt(coordinates));
                    return 0;
                case COMPARE_AND_SET: {
                    boolean same = same(target.kind(), current, a.valueAt(coordinates));
                    if (same) {
                        at.write(a.valueAt(coordinates + 1));
                    }
                    return same ? 1 : 0;
                }
                case COMPARE_AND_EXCHANGE:
                    if (same(target.kind(), current, a.valueAt(coordinates))) {
                        at.write(a.valueAt(coordinates + 1));
                    }
                    return current;
                case GET_AND_SET:
                    at.write(a.valueAt(coordinates));
                    return current;
                default:
                    at.write(combine(mode, target.kind(), current, a.valueAt(coordinates)));
                    return current;
            }
        };
    }

    /**
     * Checks a VarHandle for a call site of type {@code callSite} in {@code mode}: UnsupportedFeatureException for a
     * handle Orbit did not make or a byte-array view called with another type, the JDK's UnsupportedOperationException
     * for a mode the variable does not have.
     */
    private static Checked check(Vm vm, Object payload, Mode mode, Type callSite) {
        if (payload instanceof ByteView view) {
            Type t = Type.getType(String.valueOf(view.kind()));
            Type exact = mode == Mode.GET ? Type.getMethodType(t, BYTES, Type.INT_TYPE)
                    : Type.getMethodType(Type.VOID_TYPE, BYTES, Type.INT_TYPE, t);
            boolean discarded = callSite.getReturnType().equals(Type.VOID_TYPE)
                    && java.util.Arrays.equals(callSite.getArgumentTypes(), exact.getArgumentTypes());
            if ((mode == Mode.GET || mode == Mode.SET) && !exact.equals(callSite) && !discarded) {
                throw new UnsupportedFeatureException("a byte-array view VarHandle called with type " + callSite
                        + " (only its exact type " + exact + " is modelled)");
            }
            return new Checked(payload, exact, true);
        }
        if (!(payload instanceof Target target)) {
            throw new UnsupportedFeatureException("a VarHandle Orbit did not create");
        }
        if (!target.supports(mode)) {
            throw vm.exceptions().exception("java/lang/UnsupportedOperationException", null);
        }
        Type exact = target.accessModeType(mode);
        return new Checked(payload, exact, exact.equals(callSite) || needsNoConversion(vm, callSite, exact));
    }

    /**
     * Whether a call site differs from the exact type only by what asType converts without doing anything: reference
     * arguments statically of a subtype (or Void, the type of a null literal), a reference result used as a supertype,
     * a result discarded. The verifier guarantees the values, so the variable is accessed directly.
     */
    private static boolean needsNoConversion(Vm vm, Type callSite, Type exact) {
        Type[] cp = callSite.getArgumentTypes();
        Type[] ep = exact.getArgumentTypes();
        if (cp.length != ep.length) {
            return false;
        }
        for (int i = 0; i < cp.length; i++) {
            if (!cp[i].equals(ep[i]) && !(isReference(ep[i]) && (cp[i].getDescriptor().equals("Ljava/lang/Void;") || widens(vm, cp[i], ep[i])))) {
                return false;
            }
        }
        Type cr = callSite.getReturnType();
        Type er = exact.getReturnType();
        return cr.equals(er) || cr.getSort() == Type.VOID || (isReference(cr) && widens(vm, er, cr));
    }

    private static boolean isReference(Type t) {
        return t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY;
    }

    /** Whether reference type {@code from} is a subtype of {@code to} (both loaded: the call site's values exist). */
    private static boolean widens(Vm vm, Type from, Type to) {
        if (!isReference(from) || !isReference(to)) {
            return false;
        }
        ClassInfo f = vm.classes().forDescriptor(from.getDescriptor());
        ClassInfo t = vm.classes().forDescriptor(to.getDescriptor());
        return f != null && t != null && f.isSubtypeOf(t);
    }

    /** MethodHandles.byteArrayViewVarHandle: ints, longs, shorts, chars, floats and doubles of a byte[], either byte order. */
    private static long byteArrayView(Vm vm, NativeArgs a) {
        if (a.refAt(0) == 0 || a.refAt(1) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        ClassInfo view = JavaLangClass.cls(vm, a.refAt(0));
        if (!view.isArray()) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "not an array: " + view.javaName());
        }
        char kind = view.componentType().descriptor().charAt(0);
        if ("IJSCFD".indexOf(kind) < 0) {
            throw vm.exceptions().exception("java/lang/UnsupportedOperationException", "Not a view type: " + view.javaName());
        }
        boolean big = a.refAt(1) == Guest.getStatic(vm, JdkField.BYTE_ORDER_BIG_ENDIAN);
        int handle = vm.newInstance(Guest.load(vm, VAR_HANDLE));
        vm.heap().get(handle).hidden = new ByteView(kind, big);
        return handle;
    }

    /** get and set of a byte-array view (what the JDK's users of it need); other modes stop as unsupported. */
    /** The coordinates (byte[] array, int index), then a SET's value. */
    private static long viewAccess(Vm vm, ByteView view, Mode mode, NativeArgs a) {
        if (mode != Mode.GET && mode != Mode.SET) {
            throw new UnsupportedFeatureException("atomic access modes of a byte-array view VarHandle");
        }
        int ref = a.refAt(0);
        if (ref == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        HeapObject o = vm.heap().get(ref);
        if (!(o.array instanceof byte[])) {
            throw vm.exceptions().exception("java/lang/ClassCastException", "Cannot cast " + o.type.javaName() + " to [B");
        }
        int index = a.intAt(1);
        int size = JdkInternalMiscUnsafe.scale(view.kind());
        int limit = o.arrayLength() - (size - 1);
        if (index < 0 || index >= limit) {
            throw vm.exceptions().exception("java/lang/ArrayIndexOutOfBoundsException", "Index " + index + " out of bounds for length " + limit);
        }
        long offset = JdkInternalMiscUnsafe.ARRAY_BASE + index;
        if (mode == Mode.GET) {
            JdkInternalMiscUnsafe.visible(vm, ref);
            long v = JdkInternalMiscUnsafe.get(vm, ref, offset, view.kind());
            return view.bigEndian() ? swap(view.kind(), v) : v;
        }
        long value = a.valueAt(2);
        JdkInternalMiscUnsafe.visibleStore(vm, ref, view.kind(), value);
        JdkInternalMiscUnsafe.put(vm, ref, offset, view.kind(), view.bigEndian() ? swap(view.kind(), value) : value);
        return 0;
    }

    private static long swap(char kind, long v) {
        return switch (kind) {
            case 'S' -> Short.reverseBytes((short) v);
            case 'C' -> Character.reverseBytes((char) v);
            case 'I', 'F' -> Integer.reverseBytes((int) v);
            default -> Long.reverseBytes(v);
        };
    }

    private static boolean same(char kind, long x, long y) {
        return kind == 'J' || kind == 'D' ? x == y : (int) x == (int) y;
    }

    private static long combine(Mode mode, char kind, long current, long operand) {
        switch (kind) {
            case 'F':
                return Float.floatToRawIntBits(Float.intBitsToFloat((int) current) + Float.intBitsToFloat((int) operand));
            case 'D':
                return Double.doubleToRawLongBits(Double.longBitsToDouble(current) + Double.longBitsToDouble(operand));
            default:
                long r = switch (mode) {
                    case GET_AND_ADD -> current + operand;
                    case GET_AND_OR -> current | operand;
                    case GET_AND_AND -> current & operand;
                    default -> current ^ operand;
                };
                return switch (kind) {
                    case 'J' -> r;
                    case 'Z' -> r & 1;
                    case 'B' -> (byte) r;
                    case 'S' -> (short) r;
                    case 'C' -> (char) r;
                    default -> (int) r;
                };
        }
    }

    /** A variable: a slot of an object or mirror, or an array element. */
    private interface Location {
        long read();

        void write(long value);
    }

    /** The variable a call's coordinates name: none (a static field), the object, or the array and an int index. */
    private static Location locate(Vm vm, Target target, NativeArgs a) {
        if (target.isStatic()) {
            HeapObject mirror = vm.heap().get(target.holder().mirrorRef());
            return slot(mirror, target.slot());
        }
        int ref = a.refAt(0);
        if (ref == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        HeapObject o = vm.heap().get(ref);
        if (!target.isArray()) {
            return slot(o, target.slot());
        }
        int index = a.intAt(1);
        int length = o.arrayLength();
        if (index < 0 || index >= length) {
            throw vm.exceptions().exception("java/lang/ArrayIndexOutOfBoundsException", "Index " + index + " out of bounds for length " + length);
        }
        long offset = JdkInternalMiscUnsafe.ARRAY_BASE + (long) index * JdkInternalMiscUnsafe.scale(target.kind());
        char kind = target.kind() == '[' ? 'L' : target.kind();
        return new Location() {
            @Override
            public long read() {
                return JdkInternalMiscUnsafe.get(vm, ref, offset, kind);
            }

            @Override
            public void write(long value) {
                if (kind == 'L' && value != 0 && !vm.heap().get((int) value).type.isSubtypeOf(o.type.componentType())) {
                    throw vm.exceptions().exception("java/lang/ArrayStoreException", vm.heap().get((int) value).type.javaName());
                }
                JdkInternalMiscUnsafe.put(vm, ref, offset, kind, value);
            }
        };
    }

    private static Location slot(HeapObject o, int slot) {
        return new Location() {
            @Override
            public long read() {
                return o.fields[slot];
            }

            @Override
            public void write(long value) {
                o.fields[slot] = value;
            }
        };
    }
}
