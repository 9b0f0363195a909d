package org.orbitmc.natives.jdk;

import java.util.HashMap;
import java.util.Map;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;

/**
 * A VarHandle called with a descriptor other than its access mode's type (the "invoke" behaviour, e.g.
 * {@code System.out.println(vh.get(o))} returns Object for an int variable): as on java, the call converts as
 * {@code toMethodHandle(mode).asType(callSiteType)} does. Orbit generates, per call-site type and access mode type, a
 * static {@code adapt(VarHandle, parameters...)} that converts each argument with asType's conversions
 * ({@link MethodHandleConversions}: casts, boxing, unboxing, widening, with the JDK's exceptions), calls the mode with
 * its exact type, and converts the result back. The classes are host state cached per VM, as method handle classes.
 */
final class VarHandleAdapters {
    private static final String VAR_HANDLE = "java/lang/invoke/VarHandle";
    private static final Type VAR_HANDLE_TYPE = Type.getObjectType(VAR_HANDLE);

    private final Map<String, MethodInfo> adapters = new HashMap<>();
    private int next;

    /**
     * The adapter from {@code callSite} to {@code exact} for {@code mode}, called from a method of {@code caller};
     * WrongMethodTypeException if asType refuses. The adapter is named as the caller's call-site classes are
     * ({@code org/orbitmc/generated/java$util$concurrent$FutureTask$$Indy$...}), so that it is its caller's code for
     * atomicity (LibraryAtomicity): an adapter between atomic library code and its VarHandle adds no scheduling point.
     */
    MethodInfo adapter(Vm vm, String caller, String mode, Type callSite, Type exact) {
        String key = caller + " " + mode + callSite.getDescriptor() + exact.getDescriptor();
        MethodInfo m = adapters.get(key);
        if (m == null) {
            if (!convertible(vm, callSite, exact)) {
                throw vm.exceptions().exception("java/lang/invoke/WrongMethodTypeException", "cannot convert MethodHandle"
                        + MethodTypes.text(vm, withHandle(exact)) + " to " + MethodTypes.text(vm, withHandle(callSite)));
            }
            String name = "org/orbitmc/generated/" + caller.replace('/', '$') + "$$Indy$VarHandle" + (++next);
            ClassInfo c = vm.classes().defineHidden(name, generate(vm, name, mode, callSite, exact));
            m = c.findMethod("adapt", withHandle(callSite).getDescriptor());
            adapters.put(key, m);
        }
        return m;
    }

    private static Type withHandle(Type t) {
        Type[] params = t.getArgumentTypes();
        Type[] all = new Type[params.length + 1];
        all[0] = VAR_HANDLE_TYPE;
        System.arraycopy(params, 0, all, 1, params.length);
        return Type.getMethodType(t.getReturnType(), all);
    }

    /** MethodType.canConvert from the exact type (the handle's) to the call site's. */
    private static boolean convertible(Vm vm, Type callSite, Type exact) {
        Type[] cp = callSite.getArgumentTypes();
        Type[] ep = exact.getArgumentTypes();
        if (cp.length != ep.length) {
            return false;
        }
        for (int i = 0; i < cp.length; i++) {
            if (!MethodHandleConversions.canConvertValue(vm, cp[i], ep[i])) {
                return false;
            }
        }
        return MethodHandleConversions.canConvertValue(vm, exact.getReturnType(), callSite.getReturnType());
    }

    private static byte[] generate(Vm vm, String name, String mode, Type callSite, Type exact) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String type1, String type2) {
                return "java/lang/Object";
            }
        };
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, name, null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "adapt", withHandle(callSite).getDescriptor(), null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        Type[] cp = callSite.getArgumentTypes();
        Type[] ep = exact.getArgumentTypes();
        int slot = 1;
        for (int i = 0; i < cp.length; i++) {
            mv.visitVarInsn(cp[i].getOpcode(Opcodes.ILOAD), slot);
            slot += cp[i].getSize();
            MethodHandleConversions.convert(vm, mv, cp[i], ep[i]);
        }
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, VAR_HANDLE, mode, exact.getDescriptor(), false);
        MethodHandleConversions.convert(vm, mv, exact.getReturnType(), callSite.getReturnType());
        mv.visitInsn(callSite.getReturnType().getOpcode(Opcodes.IRETURN));
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }
}
