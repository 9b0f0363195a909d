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
 * {@code MethodHandles.Lookup}'s find*, unreflect* and bind: the member is resolved and the access checked on the host
 * as the JDK does for the lookup class (NoSuchMethodException, NoSuchFieldException and IllegalAccessException with
 * the JDK's messages), then a direct handle is made whose {@code call} method is the one instruction that uses the
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
        if (!isStatic && refc.name().equals("java/lang/invoke/VarHandle")) {
            throw new UnsupportedFeatureException("a method handle on VarHandle." + name + " (VarHandle invokers)");
        }
        MethodInfo m = name.startsWith("<") ? null : refc.findMethod(name, type.getDescriptor());
        if (m == null) {
            throw vm.exceptions().exception("java/lang/NoSuchMethodException", "no such method: " + member(vm, refc, name, type, kind));
        }
        if (m.isStatic() != isStatic) {
            throw vm.exceptions().exception("java/lang/IllegalAccessException", "no such method: " + member(vm, refc, name, type, kind));
        }
        boolean narrow = checkAccess(vm, a.receiver(), from, refc, m.owner(), m.access(), member(vm, refc, name, type, kind));
        return direct(vm, a.base(), refc, narrow ? from : refc, m, isStatic ? Opcodes.INVOKESTATIC : opcode(refc, m), false, 0);
    }

    private long findConstructor(Vm vm, NativeArgs a) {
        ClassInfo from = lookupClass(vm, a.receiver());
        ClassInfo refc = JavaLangClass.cls(vm, a.refAt(0));
        Type type = MethodTypes.of(vm, a.refAt(1));
        MethodInfo m = refc.isArray() || type.getReturnType().getSort() != Type.VOID ? null : declared(refc, "<init>", type.getDescriptor());
        if (m == null) {
            throw vm.exceptions().exception("java/lang/NoSuchMethodException",
                    "no such constructor: " + member(vm, refc, "<init>", type, "newInvokeSpecial"));
        }
        checkAccess(vm, a.receiver(), from, refc, refc, m.access(), member(vm, refc, "<init>", type, "newInvokeSpecial"));
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
        int modes = (int) Guest.get(vm, a.receiver(), JdkField.LOOKUP_ALLOWED_MODES);
        boolean publicOnly = modes != -1 && (modes & 32) != 0;
        if ((publicOnly || caller != from) && !refc.isInterface() && modes != -1) {
            // Lookup.checkSpecialCaller: only the lookup class itself, with private access, may be the special caller
            throw vm.exceptions().exception("java/lang/IllegalAccessException", "no private access for invokespecial: class "
                    + caller.javaName() + ", from " + (publicOnly ? "public Lookup" : describe(vm, from)));
        }
        if (caller == from && !refc.isInterface() && !caller.isSubtypeOf(refc)) {
            MethodInfo found = name.startsWith("<") ? null : refc.findMethod(name, type.getDescriptor());
            if (found != null && !found.isStatic()) {
                checkAccess(vm, a.receiver(), from, refc, found.owner(), found.access(), member(vm, refc, name, type, "invokeSpecial"));
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
        checkAccess(vm, a.receiver(), from, refc, m.owner(), m.access(), member(vm, refc, name, type, "invokeSpecial"));
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

    private long findField(Vm vm, NativeArgs a, int opcode) {
        ClassInfo from = lookupClass(vm, a.receiver());
        ClassInfo refc = JavaLangClass.cls(vm, a.refAt(0));
        String name = name(vm, a.refAt(1));
        Type type = MethodTypes.ofClass(vm, a.refAt(2));
        boolean isStatic = opcode == Opcodes.GETSTATIC || opcode == Opcodes.PUTSTATIC;
        FieldInfo f = refc.findField(name, type.getDescriptor());
        if (f == null) {
            throw vm.exceptions().exception("java/lang/NoSuchFieldException", "no such field: " + field(refc, name, type, kind(opcode)));
        }
        if (f.isStatic() != isStatic) {
            throw vm.exceptions().exception("java/lang/IllegalAccessException", "expected a " + (isStatic ? "static" : "non-static")
                    + " field: " + field(refc, name, type, f.isStatic() ? "getStatic" : "getField") + ", from " + describe(vm, from));
        }
        String description = field(refc, name, type, kind(opcode));
        boolean narrow = checkAccess(vm, a.receiver(), from, refc, f.owner(), f.access(), description);
        if ((opcode == Opcodes.PUTFIELD || opcode == Opcodes.PUTSTATIC) && (f.access() & Opcodes.ACC_FINAL) != 0) {
            throw vm.exceptions().exception("java/lang/IllegalAccessException", "member is final: " + description + ", from " + describe(vm, from));
        }
        return fieldHandle(vm, a.base(), refc, narrow ? from : refc, f, opcode);
    }

    private long bind(Vm vm, NativeArgs a) {
        ClassInfo from = lookupClass(vm, a.receiver());
        if (a.refAt(0) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        ClassInfo refc = vm.heap().get(a.refAt(0)).type;
        String name = name(vm, a.refAt(1));
        Type type = MethodTypes.of(vm, a.refAt(2));
        String kind = refc.isInterface() ? "invokeInterface" : "invokeVirtual";
        MethodInfo m = name.startsWith("<") ? null : refc.findMethod(name, type.getDescriptor());
        if (m == null || m.isStatic()) {
            throw vm.exceptions().exception(m == null ? "java/lang/NoSuchMethodException" : "java/lang/IllegalAccessException",
                    "no such method: " + member(vm, refc, name, type, kind));
        }
        checkAccess(vm, a.receiver(), from, refc, m.owner(), m.access(), member(vm, refc, name, type, kind));
        return direct(vm, a.base(), refc, refc, m, opcode(refc, m), true, a.refAt(0));
    }

    private long unreflect(Vm vm, NativeArgs a) {
        ClassInfo from = lookupClass(vm, a.receiver());
        if (a.refAt(0) == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        MethodInfo m = JavaLangReflectExecutable.member(vm, a.refAt(0));
        ClassInfo refc = m.owner();
        Type type = Type.getMethodType(m.descriptor());
        boolean constructor = m.name().equals("<init>");
        String kind = constructor ? "newInvokeSpecial" : m.isStatic() ? "invokeStatic" : refc.isInterface() ? "invokeInterface" : "invokeVirtual";
        boolean narrow = false;
        if (Guest.get(vm, a.refAt(0), JdkField.ACCESSIBLE_OBJECT_OVERRIDE) == 0) {
            narrow = checkAccess(vm, a.receiver(), from, refc, refc, m.access(), member(vm, refc, m.name(), type, kind));
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
        String description = field(refc, name, type, kind(opcode));
        boolean override = Guest.get(vm, reflected, JdkField.ACCESSIBLE_OBJECT_OVERRIDE) != 0;
        boolean narrow = !override && checkAccess(vm, a.receiver(), from, refc, f.owner(), f.access(), description);
        if (setter && (f.access() & Opcodes.ACC_FINAL) != 0 && (!override || f.isStatic() || f.owner().isHidden()
                || "java/lang/Record".equals(f.owner().node() == null ? null : f.owner().node().superName))) {
            throw vm.exceptions().exception("java/lang/IllegalAccessException", "member is final: " + description + ", from " + describe(vm, from));
        }
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

    /**
     * JVMS §5.4.4 as Lookup checks it for a full-power lookup (the class, then the member), or for publicLookup (public
     * members of public classes of exported packages). Returns whether the handle's receiver narrows to the lookup
     * class (a protected instance member of a superclass in another package, as the JDK restricts it).
     */
    static boolean checkAccess(Vm vm, long lookup, ClassInfo from, ClassInfo refc, ClassInfo owner, int access, String description) {
        int modes = (int) Guest.get(vm, (int) lookup, JdkField.LOOKUP_ALLOWED_MODES);
        boolean publicOnly = modes != -1 && (modes & 32) != 0; // UNCONDITIONAL: publicLookup()
        if (!publicOnly && modes != -1 && (modes & 15) != 15) {
            // Lookup.in and dropLookupMode (the JDK's code) make such lookups; only full access is checked here.
            throw new UnsupportedFeatureException("a method handle from a lookup without PUBLIC, PRIVATE, PROTECTED and PACKAGE access");
        }
        String where = publicOnly ? "public Lookup" : describe(vm, from);
        if (from.isJdk() && !publicOnly) {
            return false; // the JDK's own lookups
        }
        boolean refcPublic = (refc.access() & Opcodes.ACC_PUBLIC) != 0 && exported(vm, refc);
        if (!refcPublic && (publicOnly || !samePackage(from, refc))) {
            throw vm.exceptions().exception("java/lang/IllegalAccessException",
                    "symbolic reference class is not accessible: class " + refc.javaName() + ", from " + where);
        }
        String problem = null;
        boolean narrow = false;
        if ((access & Opcodes.ACC_PUBLIC) != 0) {
            return false;
        } else if (publicOnly) {
            // publicLookup resolves as Object would (Lookup.lookupClassOrNull): the JVM does not find a method it may
            // not access, and MemberName.makeAccessException names it so, as an IllegalAccessException; a field is
            // found, and Lookup's own check refuses it
            if (!description.matches(".*/(get|put)(Field|Static)$")) {
                throw vm.exceptions().exception("java/lang/IllegalAccessException", "no such "
                        + (description.contains("/newInvokeSpecial") ? "constructor" : "method") + ": " + description);
            }
            problem = (access & Opcodes.ACC_PRIVATE) != 0 ? "member is private"
                    : (access & Opcodes.ACC_PROTECTED) != 0 ? "member is protected" : "member is private to package";
        } else if ((access & Opcodes.ACC_PRIVATE) != 0) {
            if (!JavaLangClass.nestHost(from).equals(JavaLangClass.nestHost(owner))) {
                problem = "member is private";
            }
        } else if ((access & Opcodes.ACC_PROTECTED) != 0) {
            if (!samePackage(from, owner)) {
                // A subclass in another package reaches a protected member through its own instances only.
                narrow = from.isSubtypeOf(owner) && !description.contains("/newInvokeSpecial");
                if (!narrow) {
                    problem = "member is protected";
                }
            }
        } else if (!samePackage(from, owner)) {
            problem = "member is private to package";
        }
        if (problem != null) {
            throw vm.exceptions().exception("java/lang/IllegalAccessException", problem + ": " + description + ", from " + where);
        }
        return narrow && (access & Opcodes.ACC_STATIC) == 0;
    }

    private static boolean samePackage(ClassInfo x, ClassInfo y) {
        return packageName(x).equals(packageName(y)) && x.isJdk() == y.isJdk();
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
