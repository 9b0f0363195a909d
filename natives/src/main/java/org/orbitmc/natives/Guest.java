package org.orbitmc.natives;

import org.orbitmc.vm.InternalVmError;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.JdkMethod;
import org.orbitmc.vm.classes.MethodInfo;

/**
 * Small conveniences for natives: reading and writing guest fields (the well-known ones pre-resolved, {@link JdkField},
 * others by name), finding methods, making objects.
 * {@link #construct}, {@link #callStatic} and {@link #callVirtual} are upcalls ({@link Vm#invoke}), run atomically:
 * use them only on JDK classes whose code runs no program code (no program subclass, no program callback), so
 * that nothing the interleaving could change happens inside. A native that needs the program's code uses
 * {@link Vm#initializeForNative} or {@link Vm#tailCall}.
 */
public final class Guest {
    private Guest() {
    }

    public static ClassInfo load(Vm vm, String internalName) {
        ClassInfo c = vm.classes().load(internalName);
        if (c == null) {
            throw new InternalVmError("the JDK class " + internalName + " is missing", null);
        }
        return c;
    }

    public static FieldInfo field(ClassInfo c, String name) {
        FieldInfo f = c.findField(name, null);
        if (f == null) {
            throw new InternalVmError(c.javaName() + " has no field " + name, null);
        }
        return f;
    }

    public static long getField(Vm vm, int ref, String name) {
        return vm.heap().get(ref).fields[field(vm.heap().get(ref).type, name).slot()];
    }

    public static void putField(Vm vm, int ref, String name, long value) {
        vm.heap().get(ref).fields[field(vm.heap().get(ref).type, name).slot()] = value;
    }

    /** Field {@code f} of the object {@code ref} (an instance of f's class). */
    public static long get(Vm vm, int ref, JdkField f) {
        return vm.heap().get(ref).fields[vm.wellKnown().field(f).slot()];
    }

    public static void put(Vm vm, int ref, JdkField f, long value) {
        vm.heap().get(ref).fields[vm.wellKnown().field(f).slot()] = value;
    }

    /** The static field {@code f}. */
    public static long getStatic(Vm vm, JdkField f) {
        FieldInfo field = vm.wellKnown().field(f);
        return vm.heap().get(field.owner().mirrorRef()).fields[field.slot()];
    }

    public static void putStatic(Vm vm, JdkField f, long value) {
        FieldInfo field = vm.wellKnown().field(f);
        vm.heap().get(field.owner().mirrorRef()).fields[field.slot()] = value;
    }

    public static MethodInfo method(Vm vm, JdkMethod m) {
        return vm.wellKnown().method(m);
    }

    public static long getStatic(Vm vm, String className, String name) {
        ClassInfo c = load(vm, className);
        return vm.heap().get(c.mirrorRef()).fields[field(c, name).slot()];
    }

    public static void putStatic(Vm vm, String className, String name, long value) {
        ClassInfo c = load(vm, className);
        FieldInfo f = field(c, name);
        vm.heap().get(f.owner().mirrorRef()).fields[f.slot()] = value;
    }

    public static MethodInfo method(ClassInfo c, String name, String descriptor) {
        MethodInfo m = c.findMethod(name, descriptor);
        if (m == null) {
            throw new InternalVmError(c.javaName() + " has no method " + name + descriptor, null);
        }
        return m;
    }

    /** {@code new C(args)} with the constructor of the given descriptor, C initialized first. */
    public static int construct(Vm vm, String className, String descriptor, long... args) {
        ClassInfo c = load(vm, className);
        vm.initialize(c);
        int ref = vm.newInstance(c);
        long[] all = new long[args.length + 1];
        all[0] = ref;
        System.arraycopy(args, 0, all, 1, args.length);
        vm.invoke(method(c, "<init>", descriptor), all);
        return ref;
    }

    /** Calls a static method, initializing its class first. */
    public static long callStatic(Vm vm, String className, String name, String descriptor, long... args) {
        ClassInfo c = load(vm, className);
        vm.initialize(c);
        return vm.invoke(method(c, name, descriptor), args);
    }

    /** Calls a well-known instance method with virtual dispatch on the receiver {@code args[0]}. */
    public static long callVirtual(Vm vm, JdkMethod m, long... args) {
        return vm.invokeVirtual(vm.wellKnown().method(m), args);
    }

    /** Calls an instance method with virtual dispatch on the receiver {@code args[0]}. */
    public static long callVirtual(Vm vm, String className, String name, String descriptor, long... args) {
        return vm.invokeVirtual(method(load(vm, className), name, descriptor), args);
    }

    public static int str(Vm vm, String s) {
        return s == null ? 0 : vm.strings().newString(s);
    }

    public static String host(Vm vm, long ref) {
        return vm.strings().toHost((int) ref);
    }

    public static long bool(boolean b) {
        return b ? 1 : 0;
    }
}
