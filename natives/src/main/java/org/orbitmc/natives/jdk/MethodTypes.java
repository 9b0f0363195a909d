package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.Type;
import org.objectweb.asm.tree.InnerClassNode;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;

/** Guest MethodType objects and classes seen as ASM types on the host, and MethodType.toString's text. */
final class MethodTypes {
    private MethodTypes() {
    }

    /** The type a guest {@code java.lang.invoke.MethodType} stands for (NPE on null). */
    static Type of(Vm vm, long methodType) {
        if ((int) methodType == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        ClassInfo r = JavaLangClass.cls(vm, Guest.get(vm, (int) methodType, JdkField.METHOD_TYPE_RTYPE));
        int[] ptypes = (int[]) vm.heap().get((int) Guest.get(vm, (int) methodType, JdkField.METHOD_TYPE_PTYPES)).array;
        Type[] params = new Type[ptypes.length];
        for (int i = 0; i < params.length; i++) {
            params[i] = Type.getType(JavaLangClass.cls(vm, ptypes[i]).descriptor());
        }
        return Type.getMethodType(Type.getType(r.descriptor()), params);
    }

    /** The type of a guest Class (NPE on null). */
    static Type ofClass(Vm vm, long mirror) {
        return Type.getType(JavaLangClass.cls(vm, mirror).descriptor());
    }

    /** The classes of a guest Class[] (NPE on a null array or element). */
    static List<Type> ofClasses(Vm vm, long array) {
        if ((int) array == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        List<Type> types = new ArrayList<>();
        for (int mirror : ((int[]) vm.heap().get((int) array).array).clone()) {
            types.add(ofClass(vm, mirror));
        }
        return types;
    }

    /** MethodType.toString: {@code (String,long[])int}, with simple class names. */
    static String text(Vm vm, Type t) {
        StringBuilder b = new StringBuilder("(");
        Type[] params = t.getArgumentTypes();
        for (int i = 0; i < params.length; i++) {
            b.append(i == 0 ? "" : ",").append(simpleName(vm, params[i]));
        }
        return b.append(')').append(simpleName(vm, t.getReturnType())).toString();
    }

    /** Class.getSimpleName. */
    static String simpleName(Vm vm, Type t) {
        if (t.getSort() == Type.ARRAY) {
            return simpleName(vm, t.getElementType()) + "[]".repeat(t.getDimensions());
        }
        if (t.getSort() != Type.OBJECT) {
            return t.getClassName();
        }
        ClassInfo c = vm.classes().forDescriptor(t.getDescriptor());
        InnerClassNode n = c == null ? null : JavaLangClass.innerClassEntry(c);
        if (n != null) {
            return n.innerName == null ? "" : n.innerName;
        }
        String name = t.getClassName();
        return name.substring(name.lastIndexOf('.') + 1);
    }

    /** The binary name, as member descriptions print it ({@code java.lang.String}, {@code H$Inner}). */
    static String binaryName(Type t) {
        return t.getClassName();
    }
}
