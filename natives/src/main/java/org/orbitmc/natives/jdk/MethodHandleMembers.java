package org.orbitmc.natives.jdk;

import java.util.HashMap;
import java.util.Map;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.InternalVmError;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The member behind a direct method handle, as HotSpot's resolved {@code MemberName} describes it, so that the JDK's own
 * {@code Lookup.revealDirect}, {@code InfoFromMemberName} and {@code MethodHandleInfo.reflectAs} run unchanged, with
 * their access checks and messages. The finders record the member of each direct handle class they make (by its
 * {@link MethodHandleClasses.Spec} key: a varargs twin and a same-type {@code asType} keep it, adapters do not, as in
 * the JDK); {@code MethodHandle.isCrackable}, {@code internalMemberName} and {@code isInvokeSpecial} answer from it.
 * Handles the JDK can crack but Orbit makes otherwise (invokers, array accessors, VarHandle invokers) are described by
 * their key. {@code MethodHandleNatives.init} fills a MemberName from a Method, Constructor or Field as HotSpot does.
 */
final class MethodHandleMembers {
    private static final String MN = "java/lang/invoke/MemberName";
    private static final int IS_METHOD = 0x10000;
    private static final int IS_CONSTRUCTOR = 0x20000;
    private static final int IS_FIELD = 0x40000;
    private static final int REFERENCE_KIND_SHIFT = 24;
    /** JVM_RECOGNIZED_METHOD_MODIFIERS and JVM_RECOGNIZED_FIELD_MODIFIERS: what a MemberName keeps of the access flags. */
    private static final int METHOD_MODIFIERS = 0x1DFF;
    private static final int FIELD_MODIFIERS = 0x50DF;
    /** HotSpot's signature-polymorphic intrinsic methods: public final native synthetic. */
    private static final int INTRINSIC_MODIFIERS = 0x1111;

    /** A resolved member: its declaring class, name, method or field descriptor, MemberName flags. */
    private record Member(ClassInfo declaring, String name, String descriptor, int flags, boolean invokeSpecial) {
    }

    private final MethodHandleClasses classes;
    private final Map<String, Member> bySpec = new HashMap<>();

    MethodHandleMembers(MethodHandleClasses classes) {
        this.classes = classes;
    }

    void register(NativeRegistry r) {
        String mh = MethodHandleClasses.MH;
        r.bind(mh, "isCrackable", "()Z", (vm, a) -> Guest.bool(member(vm, a.receiver()) != null));
        r.bind(mh, "isInvokeSpecial", "()Z", (vm, a) -> {
            Member m = member(vm, a.receiver());
            return Guest.bool(m != null && m.invokeSpecial());
        });
        r.bind(mh, "internalMemberName", "()L" + MN + ";", (vm, a) -> {
            Member m = member(vm, a.receiver());
            return m == null ? 0 : memberName(vm, m);
        });
        r.bind("java/lang/invoke/MethodHandleNatives", "registerNatives", "()V", (vm, a) -> 0);
        r.bind("java/lang/invoke/MethodHandleNatives", "init", "(L" + MN + ";Ljava/lang/Object;)V", (vm, a) -> {
            init(vm, a.refAt(0), a.refAt(1));
            return 0;
        });
    }

    /** A method's direct handle (findVirtual, findStatic, findSpecial, unreflect, findConstructor): refc names it. */
    void method(MethodHandleClasses.Spec spec, ClassInfo refc, MethodInfo m, boolean special) {
        bySpec.put(spec.key(), methodMember(refc, m, special, Opcodes.H_NEWINVOKESPECIAL));
    }

    private static Member methodMember(ClassInfo refc, MethodInfo m, boolean special, int constructorKind) {
        int refKind;
        ClassInfo declaring = m.owner();
        if (m.name().equals("<init>")) {
            refKind = constructorKind;
            declaring = refc;
        } else {
            refKind = special ? Opcodes.H_INVOKESPECIAL : refKind(m);
            if (refKind == Opcodes.H_INVOKEINTERFACE && !refc.isInterface()) {
                // an interface's method through a class: HotSpot's vtable call names the class
                refKind = Opcodes.H_INVOKEVIRTUAL;
                declaring = refc;
            }
        }
        return new Member(declaring, m.name(), m.descriptor(), methodFlags(m, refKind), special);
    }

    /**
     * The MemberName that HotSpot's resolution ({@code MethodHandleNatives.resolve}) gives for m named through refc,
     * which Lookup's checks read: a constructor resolves to invokeSpecial (a handle on it reveals newInvokeSpecial).
     */
    static long resolved(Vm vm, ClassInfo refc, MethodInfo m, boolean special) {
        return memberName(vm, methodMember(refc, m, special, Opcodes.H_INVOKESPECIAL));
    }

    /** The resolved MemberName of a field for the given field instruction. */
    static long resolved(Vm vm, FieldInfo f, int opcode) {
        return memberName(vm, fieldMember(f, opcode));
    }

    /** A field's direct handle (find*Getter/Setter, unreflectGetter/Setter), by the field instruction it makes. */
    void field(MethodHandleClasses.Spec spec, FieldInfo f, int opcode) {
        bySpec.put(spec.key(), fieldMember(f, opcode));
    }

    private static Member fieldMember(FieldInfo f, int opcode) {
        int refKind = switch (opcode) {
            case Opcodes.GETFIELD -> Opcodes.H_GETFIELD;
            case Opcodes.PUTFIELD -> Opcodes.H_PUTFIELD;
            case Opcodes.GETSTATIC -> Opcodes.H_GETSTATIC;
            default -> Opcodes.H_PUTSTATIC;
        };
        return new Member(f.owner(), f.name(), f.descriptor(), (f.access() & FIELD_MODIFIERS) | IS_FIELD | refKind << REFERENCE_KIND_SHIFT, false);
    }

    /**
     * HotSpot's call kind for a method resolved without a special caller: static; an interface's own (abstract or default)
     * method through itable; private, final or of a final class bound directly (invokeSpecial); else virtual.
     */
    private static int refKind(MethodInfo m) {
        ClassInfo holder = m.owner();
        if (m.isStatic()) {
            return Opcodes.H_INVOKESTATIC;
        }
        if (m.isPrivate() || (m.access() & Opcodes.ACC_FINAL) != 0 || !holder.isInterface() && (holder.access() & Opcodes.ACC_FINAL) != 0) {
            return Opcodes.H_INVOKESPECIAL;
        }
        return holder.isInterface() ? Opcodes.H_INVOKEINTERFACE : Opcodes.H_INVOKEVIRTUAL;
    }

    private static int methodFlags(MethodInfo m, int refKind) {
        int kind = m.name().equals("<init>") ? IS_CONSTRUCTOR : IS_METHOD;
        return (m.access() & METHOD_MODIFIERS) | kind | refKind << REFERENCE_KIND_SHIFT;
    }

    /**
     * The member behind a direct handle as a constant-pool method handle (what an invokedynamic's bootstrap argument
     * would be): its reference kind, a virtual call for a devirtualized one; null for a handle that is not direct.
     */
    org.objectweb.asm.Handle asConstant(Vm vm, long handle) {
        Member m = member(vm, handle);
        if (m == null || (m.flags() & IS_FIELD) != 0) {
            return null;
        }
        int refKind = m.flags() >>> REFERENCE_KIND_SHIFT & 0xF;
        if (refKind == Opcodes.H_INVOKESPECIAL && !m.invokeSpecial() && (m.flags() & Opcodes.ACC_PRIVATE) == 0) {
            refKind = m.declaring().isInterface() ? Opcodes.H_INVOKEINTERFACE : Opcodes.H_INVOKEVIRTUAL;
        }
        return new org.objectweb.asm.Handle(refKind, m.declaring().name(), m.name(), m.descriptor(), m.declaring().isInterface());
    }

    private Member member(Vm vm, long handle) {
        MethodHandleClasses.Shape s = classes.shapeOf(vm, (int) handle);
        if (s == null) {
            return null;
        }
        String key = s.spec().key();
        Member m = bySpec.get(key);
        return m != null ? m : intrinsic(vm, key.split("\\|"));
    }

    /**
     * The JDK's direct handles that Orbit makes as adapters: invokers are HotSpot's signature-polymorphic intrinsics
     * ({@code MethodHandle.invokeExact} or {@code invoke}, a VarHandle's access mode method) with the invoker's type, and
     * array accessors are {@code MethodHandleImpl$ArrayAccessor}'s static methods (which no program lookup may crack).
     * A VarHandle invoker bound to its VarHandle, or an array constructor, is not direct.
     */
    private static Member intrinsic(Vm vm, String[] key) {
        switch (key[0]) {
            case "invoker":
                return polymorphic(Guest.load(vm, MethodHandleClasses.MH), key[2].equals("true") ? "invokeExact" : "invoke", key[1]);
            case "varHandleInvoker":
                return key[3].equals("true") ? null : polymorphic(Guest.load(vm, "java/lang/invoke/VarHandle"), key[2], key[1]);
            case "arrayElement":
                return arrayAccessor(vm, key[2].equals("true") ? "setElement" : "getElement", key[1]);
            case "array":
                return key[2].equals("true") ? arrayAccessor(vm, "length", key[1]) : null;
            default:
                return null;
        }
    }

    private static Member polymorphic(ClassInfo holder, String name, String descriptor) {
        return new Member(holder, name, descriptor, INTRINSIC_MODIFIERS | IS_METHOD | Opcodes.H_INVOKEVIRTUAL << REFERENCE_KIND_SHIFT, false);
    }

    private static Member arrayAccessor(Vm vm, String prefix, String arrayDescriptor) {
        char element = arrayDescriptor.charAt(1);
        String name = prefix + (element == 'L' || element == '[' ? 'L' : element);
        ClassInfo accessors = Guest.load(vm, "java/lang/invoke/MethodHandleImpl$ArrayAccessor");
        for (MethodInfo m : accessors.declaredMethods()) {
            if (m.name().equals(name)) {
                return new Member(accessors, name, m.descriptor(), methodFlags(m, Opcodes.H_INVOKESTATIC), false);
            }
        }
        throw new InternalVmError("no " + name + " in MethodHandleImpl$ArrayAccessor", null);
    }

    /** A resolved MemberName (no resolution pending) with the member's class, name, type and flags. */
    private static long memberName(Vm vm, Member m) {
        int mn = vm.newInstance(Guest.load(vm, MN));
        Guest.putField(vm, mn, "clazz", m.declaring().mirrorRef());
        Guest.putField(vm, mn, "name", vm.strings().intern(m.name()));
        Type type = Type.getType(m.descriptor());
        Guest.putField(vm, mn, "type", type.getSort() == Type.METHOD ? methodType(vm, type) : mirror(vm, type));
        Guest.putField(vm, mn, "flags", m.flags());
        return mn;
    }

    /**
     * MethodHandleNatives.init(MemberName, Method|Constructor|Field): the class and flags of the reflected member, as
     * HotSpot's resolution gives them; the MemberName constructors then add its name and type.
     */
    private static void init(Vm vm, int mn, int reflected) {
        if (mn == 0 || reflected == 0) {
            throw vm.exceptions().exception("java/lang/InternalError", "mname not resolved");
        }
        String type = vm.heap().get(reflected).type.name();
        ClassInfo declaring = JavaLangClass.cls(vm, Guest.getField(vm, reflected, "clazz"));
        int flags;
        if (type.equals("java/lang/reflect/Field")) {
            String name = Guest.host(vm, Guest.getField(vm, reflected, "name"));
            String descriptor = JavaLangClass.cls(vm, Guest.getField(vm, reflected, "type")).descriptor();
            FieldInfo f = declaring.findField(name, descriptor);
            boolean isStatic = (f.access() & Opcodes.ACC_STATIC) != 0;
            declaring = f.owner();
            flags = (f.access() & FIELD_MODIFIERS) | IS_FIELD | (isStatic ? Opcodes.H_GETSTATIC : Opcodes.H_GETFIELD) << REFERENCE_KIND_SHIFT;
        } else if (type.equals("java/lang/reflect/Method") || type.equals("java/lang/reflect/Constructor")) {
            MethodInfo m = JavaLangReflectExecutable.member(vm, reflected);
            flags = methodFlags(m, m.name().equals("<init>") ? Opcodes.H_INVOKESPECIAL : refKind(m));
        } else {
            throw new UnsupportedFeatureException("MethodHandleNatives.init of a " + type.replace('/', '.'));
        }
        Guest.putField(vm, mn, "clazz", declaring.mirrorRef());
        Guest.putField(vm, mn, "flags", flags);
    }

    private static long mirror(Vm vm, Type t) {
        return vm.classes().forDescriptor(t.getDescriptor()).mirrorRef();
    }

    /** The interned MethodType.methodType(return, parameters...) of an ASM method type. */
    private static long methodType(Vm vm, Type t) {
        Type[] params = t.getArgumentTypes();
        int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/Class")), params.length);
        for (int i = 0; i < params.length; i++) {
            ((int[]) vm.heap().get(array).array)[i] = (int) mirror(vm, params[i]);
        }
        return Guest.callStatic(vm, "java/lang/invoke/MethodType", "methodType", "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;",
                mirror(vm, t.getReturnType()), array);
    }
}
