package org.orbitmc.natives.jdk;

import org.objectweb.asm.Opcodes;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.interp.GuestException;

/**
 * A {@code MethodHandles.Lookup}'s access checks as the JDK makes them, for any lookup mode (full power, after
 * {@code in} or {@code dropLookupMode}, {@code publicLookup}): the JDK's own {@code checkSymbolicClass},
 * {@code checkMethod}, {@code checkField}, {@code checkAccess}, {@code checkSpecialCaller} and
 * {@code restrictProtectedReceiver} run over the MemberName HotSpot's resolution gives. Only the VM's part is done here:
 * resolution does not find a method the resolving class may not access ({@code LinkResolver} with
 * {@code Reflection::verify_member_access}), which the JDK reports as an IllegalAccessException "no such method".
 */
final class LookupAccess {
    private static final String LOOKUP = "java/lang/invoke/MethodHandles$Lookup";
    private static final String MN = "Ljava/lang/invoke/MemberName;";
    private static final int TRUSTED = -1;

    private LookupAccess() {
    }

    static boolean trusted(Vm vm, long lookup) {
        return modes(vm, lookup) == TRUSTED;
    }

    private static int modes(Vm vm, long lookup) {
        return (int) Guest.get(vm, (int) lookup, JdkField.LOOKUP_ALLOWED_MODES);
    }

    /** Lookup.resolveOrFail's first check: the symbolic reference class must be accessible to the lookup. */
    static void checkSymbolicClass(Vm vm, long lookup, ClassInfo refc) {
        if (!trusted(vm, lookup)) {
            Guest.callVirtual(vm, LOOKUP, "checkSymbolicClass", "(Ljava/lang/Class;)V", lookup, refc.mirrorRef());
        }
    }

    /** Lookup.checkSpecialCaller: findSpecial and unreflectSpecial need private access from the special caller. */
    static void checkSpecialCaller(Vm vm, long lookup, ClassInfo specialCaller, ClassInfo refc) {
        Guest.callVirtual(vm, LOOKUP, "checkSpecialCaller", "(Ljava/lang/Class;Ljava/lang/Class;)V", lookup, specialCaller.mirrorRef(),
                refc.mirrorRef());
    }

    /**
     * HotSpot resolves a method reference for the lookup class (publicLookup's is Object) with access checked; a method
     * it may not access is not found, and MemberName.makeAccessException names it so ({@code unresolved}: "no such
     * method: ..." or "no such constructor: ...").
     */
    static void checkResolution(Vm vm, long lookup, ClassInfo refc, MethodInfo m, String unresolved) {
        if (trusted(vm, lookup)) {
            return;
        }
        if (!memberAccessible(vm, lookupClass(vm, lookup), refc, m)) {
            throw vm.exceptions().exception("java/lang/IllegalAccessException", unresolved);
        }
    }

    /**
     * Lookup.checkMethod (or checkAccess for a constructor) over the resolved member, then restrictProtectedReceiver:
     * returns whether a virtual handle's receiver narrows to the lookup class. The trusted lookup passes (resolution
     * has checked the static or instance kind).
     */
    static boolean checkMethod(Vm vm, long lookup, int refKind, ClassInfo refc, long memberName) {
        if (trusted(vm, lookup)) {
            return false;
        }
        String check = refKind == Opcodes.H_NEWINVOKESPECIAL ? "checkAccess" : "checkMethod";
        Guest.callVirtual(vm, LOOKUP, check, "(BLjava/lang/Class;" + MN + ")V", lookup, refKind, refc.mirrorRef(), memberName);
        // a special or bound handle's receiver is the caller's already (getDirectMethodCommon restricts it so)
        return (refKind == Opcodes.H_INVOKEVIRTUAL || refKind == Opcodes.H_INVOKEINTERFACE) && restricted(vm, lookup, memberName);
    }

    /**
     * Lookup.checkField over the resolved field (for the trusted lookup too: its static or instance kind), then
     * restrictProtectedReceiver for an instance field.
     */
    static boolean checkField(Vm vm, long lookup, int refKind, ClassInfo refc, long memberName) {
        Guest.callVirtual(vm, LOOKUP, "checkField", "(BLjava/lang/Class;" + MN + ")V", lookup, refKind, refc.mirrorRef(), memberName);
        return (refKind == Opcodes.H_GETFIELD || refKind == Opcodes.H_PUTFIELD) && restricted(vm, lookup, memberName);
    }

    /**
     * restrictProtectedReceiver, and restrictReceiver's refusal when the lookup class is not below the member's class
     * (a protected member reached through a same-package symbolic class).
     */
    static boolean restricted(Vm vm, long lookup, long memberName) {
        boolean restrict = Guest.callVirtual(vm, LOOKUP, "restrictProtectedReceiver", "(" + MN + ")Z", lookup, memberName) != 0;
        ClassInfo from = lookupClass(vm, lookup);
        ClassInfo declaring = JavaLangClass.cls(vm, Guest.getField(vm, (int) memberName, "clazz"));
        if (restrict && !from.isSubtypeOf(declaring)) {
            throw accessException(vm, memberName, "caller class must be a subclass below the method", from.mirrorRef());
        }
        return restrict;
    }

    /** MemberName.makeAccessException(message, from): the JDK's message naming the member and the lookup. */
    static GuestException accessException(Vm vm, long memberName, String message, long from) {
        long e = Guest.callVirtual(vm, "java/lang/invoke/MemberName", "makeAccessException",
                "(Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/IllegalAccessException;", memberName, Guest.str(vm, message), from);
        return new GuestException((int) e);
    }

    static ClassInfo lookupClass(Vm vm, long lookup) {
        return JavaLangClass.cls(vm, Guest.get(vm, (int) lookup, JdkField.LOOKUP_LOOKUP_CLASS));
    }

    /** Reflection::verify_member_access for a method, as LinkResolver checks it for the resolving class. */
    private static boolean memberAccessible(Vm vm, ClassInfo current, ClassInfo resolved, MethodInfo m) {
        ClassInfo member = m.owner();
        int access = m.access();
        if (resolved.isArray() && member.name().equals("java/lang/Object") && m.name().equals("clone")) {
            access = access & ~Opcodes.ACC_PROTECTED | Opcodes.ACC_PUBLIC; // JVMS: arrays' clone is public
        }
        if (current == member || (access & Opcodes.ACC_PUBLIC) != 0) {
            return true;
        }
        if ((access & Opcodes.ACC_PROTECTED) != 0 && !current.isInterface() && subclass(current, member)
                && ((access & Opcodes.ACC_STATIC) != 0 || current == resolved || member == resolved
                        || subclass(resolved, current) || subclass(current, resolved))) {
            return true;
        }
        if ((access & Opcodes.ACC_PRIVATE) == 0) {
            return sameRuntimePackage(vm, current, member);
        }
        return JavaLangClass.nestHost(current).equals(JavaLangClass.nestHost(member)) && sameLoader(vm, current, member);
    }

    /** HotSpot's is_subclass_of: the superclass chain only. */
    private static boolean subclass(ClassInfo c, ClassInfo of) {
        for (ClassInfo up = c; up != null; up = up.superClass()) {
            if (up == of) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameRuntimePackage(Vm vm, ClassInfo x, ClassInfo y) {
        return packageName(x).equals(packageName(y)) && sameLoader(vm, x, y);
    }

    private static boolean sameLoader(Vm vm, ClassInfo x, ClassInfo y) {
        ModuleGraph graph = ModuleGraph.ofJdkImage();
        return JavaLangClassLoader.loaderOf(vm, graph, x) == JavaLangClassLoader.loaderOf(vm, graph, y);
    }

    private static String packageName(ClassInfo c) {
        int slash = c.name().lastIndexOf('/');
        return slash < 0 ? "" : c.name().substring(0, slash);
    }
}
