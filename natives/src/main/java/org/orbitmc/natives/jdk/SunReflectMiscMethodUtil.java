package org.orbitmc.natives.jdk;

import org.objectweb.asm.Opcodes;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.JdkMethod;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.interp.GuestException;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * {@code sun.reflect.misc.MethodUtil.invoke}, through which java.beans (Statement, Expression, EventHandler, the XML
 * encoder) calls methods: the JDK bounces the call off {@code Trampoline}, a copy of a JDK class that a fresh
 * MethodUtil class loader defines so that the call comes from an unprivileged class of an unnamed module. Orbit keeps
 * one class per name, so no second Trampoline is defined ({@code getTrampoline} answers null, leaving MethodUtil's
 * {@code bounce} unused); invoke does what Trampoline.invoke does: a method of AccessController, Method or
 * java.lang.invoke is refused with the InvocationTargetException wrapping an UnsupportedOperationException, and
 * otherwise {@code m.invoke(obj, params)} runs, its exceptions passing unchanged. Where Trampoline's access (a public
 * member of a public class in a package exported to all, unless {@code setAccessible}) would decide differently from
 * MethodUtil's caller, or the method is caller-sensitive (its caller would be Trampoline), the run stops as unsupported.
 */
public final class SunReflectMiscMethodUtil {
    private static final String METHOD_UTIL = "sun/reflect/misc/MethodUtil";

    private SunReflectMiscMethodUtil() {
    }

    public static void register(NativeRegistry r) {
        r.bind(METHOD_UTIL, "getTrampoline", "()Ljava/lang/reflect/Method;", (vm, a) -> 0);
        r.bind(METHOD_UTIL, "invoke", "(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", (vm, a) -> {
            int method = a.refAt(0);
            if (method == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            MethodInfo m = JavaLangReflectExecutable.member(vm, method);
            ClassInfo declaring = m.owner();
            String name = declaring.name();
            if (name.equals("java/security/AccessController") || name.equals("java/lang/reflect/Method") || name.startsWith("java/lang/invoke/")) {
                int cause = vm.exceptions().create("java/lang/UnsupportedOperationException", "invocation not supported");
                throw new GuestException(vm.exceptions().createWithCause("java/lang/reflect/InvocationTargetException", cause));
            }
            if (MethodHandleLookups.isCallerSensitive(m) && !callerFreeNewInstance(vm, m, a.refAt(1))) {
                throw new UnsupportedFeatureException("java.beans (sun.reflect.misc.MethodUtil) calling the caller-sensitive method "
                        + declaring.javaName() + "." + m.name());
            }
            boolean override = Guest.get(vm, method, JdkField.ACCESSIBLE_OBJECT_OVERRIDE) != 0;
            boolean open = (m.access() & Opcodes.ACC_PUBLIC) != 0 && (declaring.access() & Opcodes.ACC_PUBLIC) != 0
                    && MethodHandleLookups.exported(vm, declaring);
            if (!override && !open) {
                throw new UnsupportedFeatureException("java.beans (sun.reflect.misc.MethodUtil) calling " + declaring.javaName() + "." + m.name()
                        + ", which is not public in a public class of an exported package (access from its Trampoline class)");
            }
            throw vm.continueIn(a.base(), Guest.method(vm, JdkMethod.METHOD_INVOKE));
        });
    }

    /**
     * Class.newInstance (XMLEncoder makes its default instances so) uses its caller for the access check of the class's
     * nullary constructor only: for a public constructor of a public class in an exported package any caller passes.
     */
    private static boolean callerFreeNewInstance(org.orbitmc.vm.Vm vm, MethodInfo m, int receiver) {
        if (!m.owner().name().equals("java/lang/Class") || !m.name().equals("newInstance") || receiver == 0) {
            return false;
        }
        ClassInfo target = JavaLangClass.cls(vm, receiver);
        if (target == null || target.isArray() || target.isInterface() || (target.access() & Opcodes.ACC_PUBLIC) == 0
                || !MethodHandleLookups.exported(vm, target)) {
            return false;
        }
        for (MethodInfo c : target.declaredMethods()) {
            if (c.name().equals("<init>") && c.descriptor().equals("()V")) {
                return (c.access() & Opcodes.ACC_PUBLIC) != 0;
            }
        }
        return false;
    }
}
