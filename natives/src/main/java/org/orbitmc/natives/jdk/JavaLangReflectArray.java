package org.orbitmc.natives.jdk;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.NativeRegistry;

/** java.lang.reflect.Array: creating arrays of a runtime type, and their length. */
public final class JavaLangReflectArray {
    private static final String C = "java/lang/reflect/Array";

    private JavaLangReflectArray() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", (vm, a, b) -> {
            ClassInfo component = JavaLangClass.cls(vm, a[b]);
            int length = (int) a[b + 1];
            if (component.primitiveKind() == 'V') {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", null);
            }
            if (length < 0) {
                throw vm.exceptions().exception("java/lang/NegativeArraySizeException", Integer.toString(length));
            }
            return vm.newArray(vm.classes().arrayOf(component), length);
        });
        r.bind(C, "multiNewArray", "(Ljava/lang/Class;[I)Ljava/lang/Object;", (vm, a, b) -> {
            ClassInfo type = JavaLangClass.cls(vm, a[b]);
            int[] dims = ((int[]) vm.heap().get((int) a[b + 1]).array).clone();
            for (int d : dims) {
                if (d < 0) {
                    throw vm.exceptions().exception("java/lang/NegativeArraySizeException", Integer.toString(d));
                }
            }
            for (int i = 0; i < dims.length; i++) {
                type = vm.classes().arrayOf(type);
            }
            return vm.newMultiArray(type, dims, 0);
        });
        r.bind(C, "getLength", "(Ljava/lang/Object;)I", (vm, a, b) -> array(vm, a[b]).arrayLength());
    }

    private static HeapObject array(Vm vm, long ref) {
        if (ref == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        HeapObject o = vm.heap().get((int) ref);
        if (!o.isArray()) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "Argument is not an array");
        }
        return o;
    }

}
