package org.orbitmc.vm.interp;

import static org.objectweb.asm.Opcodes.*;

import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.LambdaClassNames;
import org.orbitmc.vm.classes.ClassRegistry;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.code.Op;
import org.orbitmc.vm.code.Refs;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.link.InvokeDynamicLinker;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.natives.PolymorphicNative;
import org.orbitmc.vm.link.LinkedCallSite;
import org.orbitmc.vm.thread.VmThread;

/**
 * Resolves symbolic references on first execution and rewrites the instruction into its quickened
 * form, so that later executions pay nothing for resolution (JVMS §5.4.3).
 */
public final class Resolver {
    /** Returned by {@link #staticAccess} when a class initializer frame was pushed. */
    static final int RETRY = -1;

    private final Vm vm;
    private final ClassRegistry classes;
    private final ClassInitializer initializer;
    private final InvokeDynamicLinker linker;
    private final NativeRegistry natives;
    private final java.util.Map<String, MethodInfo> polymorphicSites = new java.util.HashMap<>();
    private int generatedClasses;
    private final boolean checked;

    public Resolver(Vm vm, ClassInitializer initializer, InvokeDynamicLinker linker, NativeRegistry natives) {
        this.vm = vm;
        this.natives = natives;
        this.classes = vm.classes();
        this.initializer = initializer;
        this.linker = linker;
        this.checked = vm.options().schedulingPoints();
    }

    int stringConstant(Object[] k, int index) {
        Object c = k[index];
        if (c instanceof Integer ref) {
            return ref;
        }
        int ref = vm.strings().intern(((Refs.StringConstant) c).value());
        k[index] = ref;
        return ref;
    }

    ClassInfo classConstant(Object[] k, int index) {
        Object c = k[index];
        if (c instanceof ClassInfo resolved) {
            return resolved;
        }
        ClassInfo resolved = linked(((Refs.ClassRef) c).name());
        k[index] = resolved;
        return resolved;
    }

    UnsupportedFeatureException unsupportedConstant(Object[] k, int index) {
        return new UnsupportedFeatureException("ldc of a " + ((Refs.Unsupported) k[index]).what());
    }

    /**
     * Resolves a class named by the code of the current thread's top frame (JVMS §5.4.3.1), checking that the JDK's
     * module system lets the program's class reach it (§5.4.4): a public JDK class is accessible from the class path's
     * unnamed module only if its module exports its package. (Other access checks are not made.)
     */
    private ClassInfo linked(String name) {
        ClassInfo c = resolveClass(name);
        VmThread t = vm.currentThread();
        if (t == null || t.depth < 0) {
            return c;
        }
        ClassInfo from = t.methods[t.depth].owner();
        ClassInfo to = c;
        while (to.isArray()) {
            to = to.componentType();
        }
        // Orbit's generated classes (a JDK lambda's class) stand for hidden classes of their host's module: not checked.
        String module = to.isPrimitive() || from.isJdk() || from.isHidden() ? null : vm.moduleOf(to);
        if (module == null || vm.moduleOf(from) != null) {
            return c;
        }
        String pn = to.name().substring(0, Math.max(0, to.name().lastIndexOf('/'))).replace('/', '.');
        if (ModuleGraph.ofJdkImage().isExportedOrOpen(module, pn, null, false, false)) {
            return c;
        }
        String unnamed = "unnamed module @0x" + Integer.toHexString(vm.identityHash(unnamedModule(from)));
        throw new Trap("java/lang/IllegalAccessError", "class " + from.javaName() + " (in " + unnamed + ") cannot access class "
                + to.javaName() + " (in module " + module + ") because module " + module + " does not export " + pn + " to " + unnamed);
    }

    /** The program's Module object (Class.getModule, modelled by the natives), whose identity hash HotSpot's messages show. */
    private int unnamedModule(ClassInfo from) {
        MethodInfo getModule = classes.load("java/lang/Class").findMethod("getModule", "()Ljava/lang/Module;");
        return (int) vm.invoke(getModule, from.mirrorRef());
    }

    /** Loads a class for a symbolic reference, or raises NoClassDefFoundError in the program. */
    public ClassInfo resolveClass(String name) {
        ClassInfo c;
        try {
            c = classes.load(name);
        } catch (ClassRegistry.NoClassDefFound e) {
            throw new Trap("java/lang/NoClassDefFoundError", e.missing());
        }
        if (c == null) {
            throw new Trap("java/lang/NoClassDefFoundError", name.startsWith("[") ? name : name);
        }
        return c;
    }

    /** Executes a quickened getstatic/putstatic; returns the new sp, or {@link #RETRY}. */
    int staticAccess(VmThread t, int[] ops, Object[] k, int pc, long[] s, int sp) {
        Refs.StaticField f = (Refs.StaticField) k[ops[pc + 1]];
        ClassInfo c = f.holder();
        if (!initializer.isInitialized(c) && !initializer.initialize(t, c)) {
            return RETRY;
        }
        // Static fields are shared by every thread; reads of final statics of an initialized class are not visible
        // (unless Unsafe wrote one), and neither is any access while this thread initializes the class: other threads
        // wait for it (JVMS §5.5). (Asked after initializing: a class without <clinit> is initialized at once, and its
        // start was a point of its own.)
        if (checked && initializer.isInitialized(c) && !(f.isTrustedFinal() && (ops[pc] == Op.GETSTATIC_Q || ops[pc] == Op.GETSTATIC_W_Q))) {
            vm.staticAccess(f.field(), !(ops[pc] == Op.GETSTATIC_Q || ops[pc] == Op.GETSTATIC_W_Q));
        }
        HeapObject mirror = vm.heap().get(c.mirrorRef());
        int slot = f.slot();
        if (checked && f.isReference() && (ops[pc] == Op.PUTSTATIC_Q) && s[sp - 1] != 0) {
            vm.markEscaped((int) s[sp - 1]);
        }
        switch (ops[pc]) {
            case Op.GETSTATIC_Q -> s[sp++] = mirror.fields[slot];
            case Op.GETSTATIC_W_Q -> {
                s[sp] = mirror.fields[slot];
                sp += 2;
            }
            case Op.PUTSTATIC_Q -> mirror.fields[slot] = s[--sp];
            case Op.PUTSTATIC_W_Q -> {
                sp -= 2;
                mirror.fields[slot] = s[sp];
            }
            default -> mirror.fields[slot] = s[--sp] & 1;
        }
        return sp;
    }

    /** Resolves the reference of the instruction at {@code pc} and rewrites it into its quickened form. */
    void quicken(VmThread t, int[] ops, Object[] k, int pc) {
        int opcode = ops[pc];
        int index = ops[pc + 1];
        switch (opcode) {
            case GETFIELD, PUTFIELD -> {
                FieldInfo f = field((Refs.MemberRef) k[index], false);
                if (vm.options().schedulingPoints()) {
                    k[index] = new Refs.CheckedField(opcode == GETFIELD, f.slot(), f.isWide(), f.descriptor().equals("Z"),
                            f, f.isReference(), simpleName(f.owner()) + "." + f.name());
                    ops[pc] = Op.FIELD_C;
                    return;
                }
                ops[pc + 1] = f.slot();
                ops[pc] = opcode == GETFIELD ? (f.isWide() ? Op.GETFIELD_W_Q : Op.GETFIELD_Q)
                        : f.isWide() ? Op.PUTFIELD_W_Q : f.descriptor().equals("Z") ? Op.PUTFIELD_Z_Q : Op.PUTFIELD_Q;
            }
            case GETSTATIC, PUTSTATIC -> {
                FieldInfo f = field((Refs.MemberRef) k[index], true);
                k[index] = new Refs.StaticField(f.owner(), f.slot(), f, f.isReference(), simpleName(f.owner()) + "." + f.name());
                ops[pc] = opcode == GETSTATIC ? (f.isWide() ? Op.GETSTATIC_W_Q : Op.GETSTATIC_Q)
                        : f.isWide() ? Op.PUTSTATIC_W_Q : f.descriptor().equals("Z") ? Op.PUTSTATIC_Z_Q : Op.PUTSTATIC_Q;
            }
            case INVOKEVIRTUAL -> {
                MethodInfo m = method((Refs.MemberRef) k[index]);
                if (m.isStatic()) {
                    throw new Trap("java/lang/IncompatibleClassChangeError", "Expected non-static method " + m);
                }
                boolean direct = m.isPrivate() || (m.access() & ACC_FINAL) != 0 || (m.owner().access() & ACC_FINAL) != 0;
                if (m.owner().isInterface()) {
                    // An inherited default method: selected per receiver class like an interface method.
                    k[index] = direct && m.isPrivate() ? m : new InterfaceCallSite(m);
                    ops[pc] = direct && m.isPrivate() ? Op.INVOKESPECIAL_Q : Op.INVOKEINTERFACE_Q;
                } else {
                    k[index] = m;
                    ops[pc] = direct ? Op.INVOKESPECIAL_Q : Op.INVOKEVIRTUAL_Q;
                }
            }
            case INVOKEINTERFACE -> {
                MethodInfo m = method((Refs.MemberRef) k[index]);
                k[index] = m.isPrivate() ? m : new InterfaceCallSite(m);
                ops[pc] = m.isPrivate() ? Op.INVOKESPECIAL_Q : Op.INVOKEINTERFACE_Q;
            }
            case INVOKESPECIAL -> {
                k[index] = method((Refs.MemberRef) k[index]);
                ops[pc] = Op.INVOKESPECIAL_Q;
            }
            case INVOKESTATIC -> {
                MethodInfo m = method((Refs.MemberRef) k[index]);
                if (!m.isStatic()) {
                    throw new Trap("java/lang/IncompatibleClassChangeError", "Expected static method " + m);
                }
                k[index] = m;
                ops[pc] = Op.INVOKESTATIC_Q;
            }
            case INVOKEDYNAMIC -> {
                k[index] = linkDynamic(((Refs.DynamicSite) k[index]));
                ops[pc] = Op.INVOKESTATIC_Q;
            }
            case NEW -> {
                ClassInfo c = linked(((Refs.ClassRef) k[index]).name());
                if (c.isInterface() || c.isAbstract()) {
                    throw new Trap("java/lang/InstantiationError", c.javaName());
                }
                k[index] = c;
                ops[pc] = Op.NEW_Q;
            }
            case ANEWARRAY -> {
                k[index] = classes.arrayOf(linked(((Refs.ClassRef) k[index]).name()));
                ops[pc] = Op.ANEWARRAY_Q;
            }
            case CHECKCAST, INSTANCEOF -> {
                k[index] = linked(((Refs.ClassRef) k[index]).name());
                ops[pc] = opcode == CHECKCAST ? Op.CHECKCAST_Q : Op.INSTANCEOF_Q;
            }
            case MULTIANEWARRAY -> {
                k[index] = linked(((Refs.MultiArray) k[index]).descriptor());
                ops[pc] = Op.MULTIANEWARRAY_Q;
            }
            default -> throw new IllegalStateException("not a resolvable opcode: " + opcode);
        }
    }

    private static String simpleName(ClassInfo c) {
        String n = c.javaName();
        return n.substring(n.lastIndexOf('.') + 1);
    }

    private FieldInfo field(Refs.MemberRef ref, boolean isStatic) {
        ClassInfo owner = linked(ref.owner());
        FieldInfo f = owner.findField(ref.name(), ref.descriptor());
        if (f == null) {
            throw new Trap("java/lang/NoSuchFieldError", ref.name());
        }
        if (f.isStatic() != isStatic) {
            throw new Trap("java/lang/IncompatibleClassChangeError",
                    "Expected " + (isStatic ? "static" : "non-static") + " field " + ref.owner().replace('/', '.') + "." + ref.name());
        }
        return f;
    }

    private MethodInfo method(Refs.MemberRef ref) {
        ClassInfo owner = linked(ref.owner());
        if (owner.isArray()) {
            owner = owner.superClass();
        }
        MethodInfo m = owner.findMethod(ref.name(), ref.descriptor());
        if (m == null) {
            m = signaturePolymorphic(owner, ref.name());
        }
        if (m == null && owner.isInterface()) {
            // Interfaces inherit the public methods of Object (JVMS §5.4.3.4).
            m = classes.load("java/lang/Object").findMethod(ref.name(), ref.descriptor());
        }
        if (m == null) {
            throw new Trap("java/lang/NoSuchMethodError", "'" + descriptorText(ref) + "'");
        }
        if (m.isSignaturePolymorphic()) {
            return polymorphic(m, ref.descriptor());
        }
        return m;
    }

    /** JVMS §5.4.3.3: in MethodHandle and VarHandle, a signature-polymorphic method matches by name alone. */
    private static MethodInfo signaturePolymorphic(ClassInfo owner, String name) {
        for (MethodInfo m : owner.declaredMethods()) {
            if (m.name().equals(name) && m.isSignaturePolymorphic()) {
                return m;
            }
        }
        return null;
    }

    /** A signature-polymorphic method bound for one descriptor, shared by the call sites that use it. */
    private MethodInfo polymorphic(MethodInfo declared, String descriptor) {
        String key = declared.owner().name() + "." + declared.name() + descriptor;
        MethodInfo bound = polymorphicSites.get(key);
        if (bound == null) {
            PolymorphicNative p = natives.lookupPolymorphic(declared.owner().name(), declared.name());
            if (p == null) {
                throw new UnsupportedFeatureException("method handle invocation " + declared.owner().javaName() + "." + declared.name()
                        + " (java.lang.invoke is not modelled beyond VarHandle)");
            }
            bound = classes.syntheticMethod(declared.owner(), declared.name(), descriptor, ACC_PUBLIC | ACC_FINAL | ACC_NATIVE);
            bound.resolveNative(p.bind(descriptor));
            polymorphicSites.put(key, bound);
        }
        return bound;
    }

    private static String descriptorText(Refs.MemberRef ref) {
        org.objectweb.asm.Type t = org.objectweb.asm.Type.getMethodType(ref.descriptor());
        StringBuilder b = new StringBuilder(t.getReturnType().getClassName()).append(' ')
                .append(ref.owner().replace('/', '.')).append('.').append(ref.name()).append('(');
        org.objectweb.asm.Type[] args = t.getArgumentTypes();
        for (int i = 0; i < args.length; i++) {
            b.append(i == 0 ? "" : ", ").append(args[i].getClassName());
        }
        return b.append(')').toString();
    }

    private MethodInfo linkDynamic(Refs.DynamicSite site) {
        // A lambda's class is named as HotSpot names it, Caller$$Lambda$N in the caller's package (Class.getName adds
        // "/0x..." as for hidden classes); Orbit's other call-site classes are its own.
        String unique = site.request().bootstrap().getOwner().equals("java/lang/invoke/LambdaMetafactory")
                ? LambdaClassNames.of(site.request().callerClass(), ++generatedClasses)
                : "org/orbitmc/generated/" + site.request().callerClass().replace('/', '$') + "$$Indy$" + (++generatedClasses);
        LinkedCallSite linked = linker.link(site.request(), unique);
        if (linked == null) {
            throw new UnsupportedFeatureException("invokedynamic with bootstrap method " + site.request().bootstrap().getOwner().replace('/', '.')
                    + "." + site.request().bootstrap().getName() + " in " + site.request().callerClass().replace('/', '.'));
        }
        for (LinkedCallSite.GeneratedClass g : linked.classes()) {
            classes.defineHidden(g.internalName(), g.bytes());
        }
        ClassInfo owner = classes.load(linked.ownerClass());
        MethodInfo target = owner.declaredMethod(linked.methodName(), site.request().descriptor());
        if (target == null) {
            throw new IllegalStateException("linked call site has no method " + linked.methodName() + site.request().descriptor());
        }
        return target;
    }
}
