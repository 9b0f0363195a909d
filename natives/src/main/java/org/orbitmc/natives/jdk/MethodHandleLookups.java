package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.natives.NativeArgs;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * {@code MethodHandles.Lookup}'s find*, unreflect* and bind: the member is resolved on the host as HotSpot resolves it
 * (NoSuchMethodException and NoSuchFieldException with the JDK's messages), its access checked by the JDK's own code
 * for the lookup's class and modes ({@link LookupAccess}), then a direct handle is made whose {@code call} method is the one instruction that uses the
 * member (invokestatic, invokevirtual, invokeinterface, invokespecial, new and {@code <init>}, getfield, putfield,
 * getstatic, putstatic), after an explicit null check of the receiver as the JDK's handles make it (an NPE without
 * message). Static members initialize their class when the handle is first invoked, as in the JDK.
 */
final class MethodHandleLookups {
    private static final String LOOKUP = "java/lang/invoke/MethodHandles$Lookup";
    private static final String MH_DESC = "Ljava/lang/invoke/MethodHandle;";
    private static final String MT = "Ljava/lang/invoke/MethodType;";
    private static final int NEW = Opcodes.NEW;

    private final MethodHandleClasses classes;
    private final MethodHandleMembers members;

    MethodHandleLookups(MethodHandleClasses classes, MethodHandleMembers members) {
        this.classes = classes;
        this.members = members;
    }

    void register(NativeRegistry r) {
        r.bind(LOOKUP, "findVirtual", "(Ljava/lang/Class;Ljava/lang/String;" + MT + ")" + MH_DESC,
                (vm, a) -> findMethod(vm, a, false));
        r.bind(LOOKUP, "findStatic", "(Ljava/lang/Class;Ljava/lang/String;" + MT + ")" + MH_DESC,
                (vm, a) -> findMethod(vm, a, true));
        r.bind(LOOKUP, "findConstructor", "(Ljava/lang/Class;" + MT + ")" + MH_DESC, this::findConstructor);
        r.bind(LOOKUP, "findSpecial", "(Ljava/lang/Class;Ljava/lang/String;" + MT + "Ljava/lang/Class;)" + MH_DESC, this::findSpecial);
        r.bind(LOOKUP, "findGetter", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)" + MH_DESC,
                (vm, a) -> findField(vm, a, Opcodes.GETFIELD));
        r.bind(LOOKUP, "findSetter", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)" + MH_DESC,
                (vm, a) -> findField(vm, a, Opcodes.PUTFIELD));
        r.bind(LOOKUP, "findStaticGetter", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)" + MH_DESC,
                (vm, a) -> findField(vm, a, Opcodes.GETSTATIC));
        r.bind(LOOKUP, "findStaticSetter", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)" + MH_DESC,
                (vm, a) -> findField(vm, a, Opcodes.PUTSTATIC));
        r.bind(LOOKUP, "bind", "(Ljava/lang/Object;Ljava/lang/String;" + MT + ")" + MH_DESC, this::bind);
        r.bind(LOOKUP, "unreflect", "(Ljava/lang/reflect/Method;)" + MH_DESC, this::unreflect);
        r.bind(LOOKUP, "unreflectConstructor", "(Ljava/lang/reflect/Constructor;)" + MH_DESC, this::unreflect);
        r.bind(LOOKUP, "unreflectGetter", "(Ljava/lang/reflect/Field;)" + MH_DESC, (vm, a) -> unreflectField(vm, a, false));
        r.bind(LOOKUP, "unreflectSetter", "(Ljava/lang/reflect/Field;)" + MH_DESC, (vm, a) -> unreflectField(vm, a, true));
        r.bind(LOOKUP, "unreflectSpecial", "(Ljava/lang/reflect/Method;Ljava/lang/Class;)" + MH_DESC, this::unreflectSpecial);
    }

    // ---- finders

    private long findMethod(Vm vm, NativeArgs a, boolean isStatic) {
        ClassInfo from = lookupClass(vm, a.receiver());
        ClassInfo refc = JavaLangClass.cls(vm, a.refAt(0));
        String name = name(vm, a.refAt(1));
        Type type = MethodTypes.of(vm, a.refAt(2));
        String kind = isStatic ? "invokeStatic" : refc.isInterface() ? "invokeInterface" : "invokeVirtual";
        if (!isStatic && refc.name().equals(MethodHandleClasses.MH) && (name.equals("invokeExact") || name.equals("invoke"))) {
            // The JDK answers with an invoker: invokevirtual of the signature-polymorphic method with this descriptor.
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.invoker(type, name.equals("invokeExact")), false));
        }
        if (!isStatic && refc.name().equals("java/lang/invoke/VarHandle") && isAccessModeMethod(name)) {
            // Lookup.findVirtualForVH: MethodHandles.varHandleInvoker of the access mode with this type
            return classes.make(vm, a.base(), classes.shape(vm, MethodHandleAdapters.varHandleInvoker(type, name, false), false));
        }
        LookupAccess.checkSymbolicClass(vm, a.receiver(), refc);
        MethodInfo m = name.startsWith("<") ? null : refc.findMethod(name, type.getDescriptor());
        String unresolved = "no such method: " + member(vm, refc, name, type, kind);
        if (m == null) {
            throw vm.exceptions().exception("java/lang/NoSuchMethodException", unresolved);
        }
        if (m.isStatic() != isStatic) {
            throw vm.exceptions().exception("java/lang/IllegalAccessException", unresolved);
        }
        LookupAccess.checkResolution(vm, a.receiver(), refc, m, unresolved);
        int refKind = isStatic ? Opcodes.H_INVOKESTATIC : refc.isInterface() ? Opcodes.H_INVOKEINTERFACE : Opcodes.H_INVOKEVIRTUAL;
        boolean narrow = LookupAccess.checkMethod(vm, a.receiver(), refKind, refc, MethodHandleMembers.resolved(vm, refc, m, false));
        return direct(vm, a.base(), refc, narrow ? from : refc, m, isStatic ? Opcodes.INVOKESTATIC : opcode(refc, m), false, 0);
    }

    private long findConstructor(Vm vm, NativeArgs a) {
        ClassInfo refc = JavaLangClass.cls(vm, a.refAt(0));
        Type type = MethodTypes.of(vm, a.refAt(1));
        if (refc.isArray()) {
            throw vm.exceptions().exception("java/lang/NoSuchMethodException", "no constructor for array class: " + refc.javaName());
        }
        LookupAccess.checkSymbolicClass(vm, a.receiver(), refc);
        MethodInfo m = type.getReturnType().getSort() != Type.VOID ? null : declared(refc, "<init>", type.getDescriptor());
        String unresolved = "no such constructor: " + member(vm, refc, "<init>", type, "newInvokeSpecial");
        if (m == null) {
            throw vm.exceptions().exception("java/lang/NoSuchMethodException", unresolved);
        }
        LookupAccess.checkResolution(vm, a.receiver(), refc, m, unresolved);
        LookupAccess.checkMethod(vm, a.receiver(), Opcodes.H_NEWINVOKESPECIAL, refc, MethodHandleMembers.resolved(vm, refc, m, false));
        return direct(vm, a.base(), refc, refc, m, NEW, false, 0);
    }

    private long findSpecial(Vm vm, NativeArgs a) {
        ClassInfo from = lookupClass(vm, a.receiver());
        ClassInfo refc = JavaLangClass.cls(vm, a.refAt(0));
        String name = name(vm, a.refAt(1));
        Type type = MethodTypes.of(vm, a.refAt(2));
        ClassInfo caller = JavaLangClass.cls(vm, a.refAt(3));
        return special(vm, a, from, refc, name, type, caller);
    }

    /**
     * unreflectSpecial: as findSpecial of the method's declaring class, name and type (the JDK ignores the Method's
     * accessible flag here, "a new kind of access", and checks access from the special caller).
     */
    private long unreflectSpecial(Vm vm, NativeArgs a) {
        ClassInfo from = lookupClass(vm, a.receiver());
        if (a.refAt(0) == 0 || a.refAt(1) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        MethodInfo m = JavaLangReflectExecutable.member(vm, a.refAt(0));
        if (m.isStatic() || m.name().startsWith("<")) {
            throw new UnsupportedFeatureException("MethodHandles.Lookup.unreflectSpecial of a static method or constructor");
        }
        return special(vm, a, from, m.owner(), m.name(), Type.getMethodType(m.descriptor()), JavaLangClass.cls(vm, a.refAt(1)));
    }

    private long special(Vm vm, NativeArgs a, ClassInfo from, ClassInfo refc, String name, Type type, ClassInfo caller) {
        LookupAccess.checkSpecialCaller(vm, a.receiver(), caller, refc);
        LookupAccess.checkSymbolicClass(vm, a.receiver(), refc);
        String unresolved = "no such method: " + member(vm, refc, name, type, "invokeSpecial");
        if (caller == from && !refc.isInterface() && !caller.isSubtypeOf(refc)) {
            MethodInfo found = name.startsWith("<") ? null : refc.findMethod(name, type.getDescriptor());
            if (found != null && !found.isStatic()) {
                checkSpecial(vm, a.receiver(), refc, found, unresolved);
                throw vm.exceptions().exception("java/lang/IllegalAccessException", "caller class must be a subclass below the method: "
                        + member(vm, refc, name, type, "invokeSpecial") + ", from " + describe(vm, from));
            }
        }
        if (caller != from || !caller.isSubtypeOf(refc)) {
            throw new UnsupportedFeatureException("MethodHandles.Lookup.findSpecial other than of a superclass or superinterface method for the lookup class");
        }
        MethodInfo m = name.startsWith("<") ? null : refc.findMethod(name, type.getDescriptor());
        if (m == null || m.isStatic()) {
            throw vm.exceptions().exception(m == null ? "java/lang/NoSuchMethodException" : "java/lang/IllegalAccessException",
                    "no such method: " + member(vm, refc, name, type, "invokeSpecial"));
        }
        if (refc.isInterface() && !java.util.Arrays.asList(caller.interfaces()).contains(refc)) {
            // LinkResolver: an invokespecial interface method reference must be in a direct superinterface
            throw vm.exceptions().exception("java/lang/IllegalAccessException", "no such method: " + member(vm, refc, name, type, "invokeSpecial"));
        }
        if (refc.isInterface() && (m.isAbstract() || !m.owner().isInterface())) {
            throw new UnsupportedFeatureException("MethodHandles.Lookup.findSpecial of an interface's abstract or Object method");
        }
        checkSpecial(vm, a.receiver(), refc, m, unresolved);
        if (refc != caller && refc != caller.superClass()) {
            // JVMS invokespecial (and Lookup.getDirectMethodCommon): a method of a class above the caller's superclass
            // is searched again from the caller's superclass up, so an override in between is the one invoked
            for (ClassInfo up = caller.superClass(); up != null; up = up == refc ? null : up.superClass()) {
                MethodInfo found = up.findMethod(name, type.getDescriptor());
                if (found != null && !found.isStatic()) {
                    refc = up;
                    m = found;
                    break;
                }
            }
        }
        Type handleType = MethodHandleClasses.methodType(type.getReturnType(), prepend(Type.getType(caller.descriptor()), type));
        MethodHandleClasses.Spec direct = directSpec(Opcodes.INVOKESPECIAL, refc, m, handleType, false);
        // The same code as findVirtual's handle on a private method, but it reveals itself as invokeSpecial.
        MethodHandleClasses.Spec spec = new MethodHandleClasses.Spec(direct.key() + "|special", handleType, 0, direct.body());
        members.method(spec, refc, m, true);
        return classes.make(vm, a.base(), classes.shape(vm, spec, isVarargs(m)));
    }

    private static void checkSpecial(Vm vm, long lookup, ClassInfo refc, MethodInfo m, String unresolved) {
        LookupAccess.checkResolution(vm, lookup, refc, m, unresolved);
        LookupAccess.checkMethod(vm, lookup, Opcodes.H_INVOKESPECIAL, refc, MethodHandleMembers.resolved(vm, refc, m, true));
    }

    private long findField(Vm vm, NativeArgs a, int opcode) {
        ClassInfo from = lookupClass(vm, a.receiver());
        ClassInfo refc = JavaLangClass.cls(vm, a.refAt(0));
        String name = name(vm, a.refAt(1));
        Type type = MethodTypes.ofClass(vm, a.refAt(2));
        LookupAccess.checkSymbolicClass(vm, a.receiver(), refc);
        FieldInfo f = refc.findField(name, type.getDescriptor());
        if (f == null) {
            throw vm.exceptions().exception("java/lang/NoSuchFieldException", "no such field: " + field(refc, name, type, kind(opcode)));
        }
        boolean setter = opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC;
        int resolvedAs = f.isStatic() ? (setter ? Opcodes.PUTSTATIC : Opcodes.GETSTATIC) : (setter ? Opcodes.PUTFIELD : Opcodes.GETFIELD);
        boolean narrow = LookupAccess.checkField(vm, a.receiver(), refKind(opcode), refc, MethodHandleMembers.resolved(vm, f, resolvedAs));
        return fieldHandle(vm, a.base(), refc, narrow ? from : refc, f, opcode);
    }

    private long bind(Vm vm, NativeArgs a) {
        if (a.refAt(0) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        ClassInfo refc = vm.heap().get(a.refAt(0)).type;
        String name = name(vm, a.refAt(1));
        Type type = MethodTypes.of(vm, a.refAt(2));
        LookupAccess.checkSymbolicClass(vm, a.receiver(), refc);
        MethodInfo m = name.startsWith("<") ? null : refc.findMethod(name, type.getDescriptor());
        // Lookup.bind resolves an invokeSpecial reference and does not restrict the (bound) receiver
        String unresolved = "no such method: " + member(vm, refc, name, type, "invokeSpecial");
        if (m == null || m.isStatic()) {
            throw vm.exceptions().exception(m == null ? "java/lang/NoSuchMethodException" : "java/lang/IllegalAccessException", unresolved);
        }
        checkSpecial(vm, a.receiver(), refc, m, unresolved);
        return direct(vm, a.base(), refc, refc, m, opcode(refc, m), true, a.refAt(0));
    }

    private long unreflect(Vm vm, NativeArgs a) {
        ClassInfo from = lookupClass(vm, a.receiver());
        if (a.refAt(0) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        MethodInfo m = JavaLangReflectExecutable.member(vm, a.refAt(0));
        ClassInfo refc = m.owner();
        boolean constructor = m.name().equals("<init>");
        boolean narrow = false;
        if (Guest.get(vm, a.refAt(0), JdkField.ACCESSIBLE_OBJECT_OVERRIDE) == 0) {
            // Lookup.unreflect: new MemberName(method), its invokeSpecial seen as invokeVirtual; no symbolic class check
            long mn = Guest.construct(vm, "java/lang/invoke/MemberName",
                    constructor ? "(Ljava/lang/reflect/Constructor;)V" : "(Ljava/lang/reflect/Method;)V", a.refAt(0));
            int refKind = constructor ? Opcodes.H_NEWINVOKESPECIAL : (int) (Guest.getField(vm, (int) mn, "flags") >>> 24 & 0xF);
            narrow = LookupAccess.checkMethod(vm, a.receiver(), refKind == Opcodes.H_INVOKESPECIAL ? Opcodes.H_INVOKEVIRTUAL : refKind, refc, mn);
        }
        int opcode = constructor ? NEW : m.isStatic() ? Opcodes.INVOKESTATIC : opcode(refc, m);
        return direct(vm, a.base(), refc, narrow ? from : refc, m, opcode, false, 0);
    }

    private long unreflectField(Vm vm, NativeArgs a, boolean setter) {
        ClassInfo from = lookupClass(vm, a.receiver());
        int reflected = a.refAt(0);
        if (reflected == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        ClassInfo refc = JavaLangClass.cls(vm, Guest.get(vm, reflected, JdkField.FIELD_CLAZZ));
        String name = Guest.host(vm, Guest.get(vm, reflected, JdkField.FIELD_NAME));
        Type type = MethodTypes.ofClass(vm, Guest.get(vm, reflected, JdkField.FIELD_TYPE));
        FieldInfo f = refc.findField(name, type.getDescriptor());
        int opcode = f.isStatic() ? (setter ? Opcodes.PUTSTATIC : Opcodes.GETSTATIC) : (setter ? Opcodes.PUTFIELD : Opcodes.GETFIELD);
        boolean override = Guest.get(vm, reflected, JdkField.ACCESSIBLE_OBJECT_OVERRIDE) != 0;
        long mn = Guest.construct(vm, "java/lang/invoke/MemberName", "(Ljava/lang/reflect/Field;Z)V", reflected, Guest.bool(setter));
        if (setter && (f.access() & Opcodes.ACC_FINAL) != 0 && (f.isStatic() || f.owner().isHidden()
                || "java/lang/Record".equals(f.owner().node() == null ? null : f.owner().node().superName))) {
            // MemberName.isTrustedFinalField: not even an accessible Field's setter may write it
            throw LookupAccess.accessException(vm, mn, f.isStatic() ? "static final field has no write access" : "final field has no write access",
                    a.receiver());
        }
        boolean narrow = !override && LookupAccess.checkField(vm, a.receiver(), refKind(opcode), refc, mn);
        return fieldHandle(vm, a.base(), refc, narrow ? from : refc, f, opcode);
    }

    // ---- handles

    /** A direct handle on m named through refc; {@code receiverType} is its receiver parameter's type (refc, or narrowed). */
    private long direct(Vm vm, int b, ClassInfo refc, ClassInfo receiverType, MethodInfo m, int opcode, boolean bound, long receiver) {
        if (isCallerSensitive(m)) {
            // The JDK binds the lookup class as the caller; a generated class would be seen as the caller instead.
            throw new UnsupportedFeatureException("a method handle on the caller-sensitive method " + m.owner().javaName() + "." + m.name());
        }
        Type type = Type.getMethodType(m.descriptor());
        Type handleType;
        if (opcode == NEW) {
            handleType = Type.getMethodType(Type.getType(refc.descriptor()), type.getArgumentTypes());
        } else if (opcode == Opcodes.INVOKESTATIC || bound) {
            handleType = type;
        } else {
            handleType = MethodHandleClasses.methodType(type.getReturnType(), prepend(Type.getType(receiverType.descriptor()), type));
        }
        MethodHandleClasses.Spec spec = directSpec(opcode, refc, m, handleType, bound);
        if (!bound) {
            members.method(spec, refc, m, false);
        }
        return bound ? classes.make(vm, b, classes.shape(vm, spec, isVarargs(m)), receiver)
                : classes.make(vm, b, classes.shape(vm, spec, isVarargs(m)));
    }

    private static boolean isAccessModeMethod(String name) {
        for (java.lang.invoke.VarHandle.AccessMode mode : java.lang.invoke.VarHandle.AccessMode.values()) {
            if (mode.methodName().equals(name)) {
                return true;
            }
        }
        return false;
    }

    static boolean isCallerSensitive(MethodInfo m) {
        var annotations = m.node() == null ? null : m.node().visibleAnnotations;
        return annotations != null && annotations.stream().anyMatch(a -> a.desc.equals("Ljdk/internal/reflect/CallerSensitive;"));
    }

    private static boolean isVarargs(MethodInfo m) {
        return (m.access() & Opcodes.ACC_VARARGS) != 0;
    }

    private static int opcode(ClassInfo refc, MethodInfo m) {
        if (m.isPrivate()) {
            return Opcodes.INVOKESPECIAL;
        }
        return refc.isInterface() ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL;
    }

    private static MethodHandleClasses.Spec directSpec(int opcode, ClassInfo refc, MethodInfo m, Type handleType, boolean bound) {
        String owner = refc.name();
        String key = "direct|" + opcode + "|" + owner + "|" + m.name() + m.descriptor() + "|" + handleType.getDescriptor() + "|" + bound;
        boolean itf = refc.isInterface();
        return new MethodHandleClasses.Spec(key, handleType, bound ? 1 : 0, (mv, className) -> {
            int params = handleType.getArgumentTypes().length;
            if (opcode == NEW) {
                mv.visitTypeInsn(Opcodes.NEW, owner);
                mv.visitInsn(Opcodes.DUP);
                MethodHandleClasses.loadParameters(mv, handleType, 0, params);
                mv.visitMethodInsn(Opcodes.INVOKESPECIAL, owner, "<init>", m.descriptor(), false);
            } else if (opcode == Opcodes.INVOKESTATIC) {
                MethodHandleClasses.loadParameters(mv, handleType, 0, params);
                mv.visitMethodInsn(opcode, owner, m.name(), m.descriptor(), itf);
            } else {
                if (bound) {
                    MethodHandleClasses.loadField(mv, className, 0, Type.getObjectType(owner));
                } else {
                    MethodHandleClasses.loadParameters(mv, handleType, 0, 1);
                    nullCheck(mv);
                }
                MethodHandleClasses.loadParameters(mv, handleType, bound ? 0 : 1, params);
                mv.visitMethodInsn(opcode, owner, m.name(), m.descriptor(), itf);
            }
            MethodHandleClasses.returnValue(mv, handleType);
        });
    }

    private long fieldHandle(Vm vm, int b, ClassInfo refc, ClassInfo receiverType, FieldInfo f, int opcode) {
        Type value = Type.getType(f.descriptor());
        Type receiver = Type.getType(receiverType.descriptor());
        Type handleType = switch (opcode) {
            case Opcodes.GETFIELD -> Type.getMethodType(value, receiver);
            case Opcodes.PUTFIELD -> Type.getMethodType(Type.VOID_TYPE, receiver, value);
            case Opcodes.GETSTATIC -> Type.getMethodType(value);
            default -> Type.getMethodType(Type.VOID_TYPE, value);
        };
        String owner = refc.name();
        String key = "field|" + opcode + "|" + owner + "|" + f.name() + "|" + f.descriptor() + "|" + receiver.getDescriptor();
        MethodHandleClasses.Spec spec = new MethodHandleClasses.Spec(key, handleType, 0, (mv, className) -> {
            int params = handleType.getArgumentTypes().length;
            MethodHandleClasses.loadParameters(mv, handleType, 0, params == 0 ? 0 : 1);
            if (opcode == Opcodes.GETFIELD || opcode == Opcodes.PUTFIELD) {
                nullCheck(mv);
            }
            MethodHandleClasses.loadParameters(mv, handleType, 1, params);
            mv.visitFieldInsn(opcode, owner, f.name(), f.descriptor());
            MethodHandleClasses.returnValue(mv, handleType);
        });
        members.field(spec, f, opcode);
        return classes.make(vm, b, classes.shape(vm, spec, false));
    }

    /** The JDK's direct handles reject a null receiver with a message-less NullPointerException. */
    private static void nullCheck(MethodVisitor mv) {
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/util/Objects", "requireNonNull", "(Ljava/lang/Object;)Ljava/lang/Object;", false);
        mv.visitInsn(Opcodes.POP);
    }

    // ---- access

    /** The reference kind of a field instruction. */
    static int refKind(int fieldOpcode) {
        return switch (fieldOpcode) {
            case Opcodes.GETFIELD -> Opcodes.H_GETFIELD;
            case Opcodes.PUTFIELD -> Opcodes.H_PUTFIELD;
            case Opcodes.GETSTATIC -> Opcodes.H_GETSTATIC;
            default -> Opcodes.H_PUTSTATIC;
        };
    }

    private static String packageName(ClassInfo c) {
        int slash = c.name().lastIndexOf('/');
        return slash < 0 ? "" : c.name().substring(0, slash);
    }

    static boolean exported(Vm vm, ClassInfo c) {
        String module = vm.moduleOf(c);
        return module == null || org.orbitmc.vm.classpath.ModuleGraph.ofJdkImage()
                .isExportedOrOpen(module, packageName(c).replace('/', '.'), null, false, false);
    }

    static String describe(Vm vm, ClassInfo from) {
        return "class " + from.javaName() + " (" + JavaLangModule.describe(vm, vm.moduleOf(from)) + ")";
    }

    // ---- helpers

    private static ClassInfo lookupClass(Vm vm, long lookup) {
        return JavaLangClass.cls(vm, Guest.get(vm, (int) lookup, JdkField.LOOKUP_LOOKUP_CLASS));
    }

    private static String name(Vm vm, long name) {
        if ((int) name == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        return Guest.host(vm, name);
    }

    private static MethodInfo declared(ClassInfo c, String name, String descriptor) {
        for (MethodInfo m : c.declaredMethods()) {
            if (m.name().equals(name) && m.descriptor().equals(descriptor)) {
                return m;
            }
        }
        return null;
    }

    private static List<Type> prepend(Type first, Type type) {
        List<Type> params = new ArrayList<>();
        params.add(first);
        params.addAll(List.of(type.getArgumentTypes()));
        return params;
    }

    /** MemberName.toString of a method: {@code java.lang.String.length()int/invokeVirtual}. */
    private static String member(Vm vm, ClassInfo refc, String name, Type type, String kind) {
        return refc.javaName() + "." + name + MethodTypes.text(vm, type) + "/" + kind;
    }

    /** MemberName.toString of a field: {@code H$Other.y/int/getField}. */
    static String field(ClassInfo refc, String name, Type type, String kind) {
        String typeName = type.getSort() == Type.ARRAY ? type.getDescriptor().replace('/', '.') : type.getClassName();
        return refc.javaName() + "." + name + "/" + typeName + "/" + kind;
    }

    private static String kind(int opcode) {
        return switch (opcode) {
            case Opcodes.GETFIELD -> "getField";
            case Opcodes.PUTFIELD -> "putField";
            case Opcodes.GETSTATIC -> "getStatic";
            default -> "putStatic";
        };
    }
}
