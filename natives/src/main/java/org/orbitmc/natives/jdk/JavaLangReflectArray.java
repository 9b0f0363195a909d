package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.heap.ArrayPayloads;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * java.lang.reflect.Array: creating arrays of a runtime type, their length, and reading and writing their elements
 * with HotSpot's checks, boxing and widening ({@code JVM_GetArrayElement} and its siblings).
 */
public final class JavaLangReflectArray {
    private static final String C = "java/lang/reflect/Array";
    /** The JVM's limit on array dimensions (JVMS 4.4.1). */
    private static final int MAX_DIMENSIONS = 255;

    private JavaLangReflectArray() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", (vm, a) -> {
            ClassInfo component = JavaLangClass.cls(vm, a.refAt(0));
            int length = a.intAt(1);
            // HotSpot's order: the length first, then the element type (void, or too many dimensions).
            if (length < 0) {
                throw vm.exceptions().exception("java/lang/NegativeArraySizeException", Integer.toString(length));
            }
            if (component.primitiveKind() == 'V' || component.dimensions() >= MAX_DIMENSIONS) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", null);
            }
            return vm.newArray(vm.classes().arrayOf(component), length);
        });
        r.bind(C, "multiNewArray", "(Ljava/lang/Class;[I)Ljava/lang/Object;", (vm, a) -> {
            ClassInfo type = JavaLangClass.cls(vm, a.refAt(0));
            if (a.refAt(1) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            int[] dims = ((int[]) vm.heap().get(a.refAt(1)).array).clone();
            if (dims.length == 0 || dims.length > MAX_DIMENSIONS) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", null);
            }
            for (int d : dims) {
                if (d < 0) {
                    throw vm.exceptions().exception("java/lang/NegativeArraySizeException", Integer.toString(d));
                }
            }
            if (type.primitiveKind() == 'V' || type.dimensions() + dims.length > MAX_DIMENSIONS) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", null);
            }
            for (int i = 0; i < dims.length; i++) {
                type = vm.classes().arrayOf(type);
            }
            return vm.newMultiArray(type, dims, 0);
        });
        r.bind(C, "getLength", "(Ljava/lang/Object;)I", (vm, a) -> array(vm, a.refAt(0)).arrayLength());
        // Each element access is one visible operation, as the array instruction it stands for.
        r.bind(C, "get", "(Ljava/lang/Object;I)Ljava/lang/Object;", (vm, a) -> {
            HeapObject array = element(vm, array(vm, a.refAt(0)), a.intAt(1));
            vm.accessPoint(array);
            long v = ArrayPayloads.get(array.array, a.intAt(1));
            char kind = kindOf(array);
            return kind == 'L' ? v : PrimitiveValues.box(vm, kind, v);
        });
        r.bind(C, "set", "(Ljava/lang/Object;ILjava/lang/Object;)V", (vm, a) -> {
            HeapObject array = array(vm, a.refAt(0));
            int index = a.intAt(1);
            int value = a.refAt(2);
            char kind = kindOf(array);
            if (kind == 'L') {
                element(vm, array, index);
                if (value != 0 && !vm.heap().get(value).type.isSubtypeOf(array.type.componentType())) {
                    throw vm.exceptions().exception("java/lang/IllegalArgumentException", "array element type mismatch");
                }
                vm.accessPoint(array);
                vm.storedInto(array, value);
                if (array.escaped) {
                    vm.markEscaped(value);
                }
                ((int[]) array.array)[index] = value;
                return 0;
            }
            if (value == 0) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", null);
            }
            char from = PrimitiveValues.kindOfBox(vm.heap().get(value));
            if (from == 0) {
                element(vm, array, index);
                throw PrimitiveValues.mismatch(vm);
            }
            long v = Guest.get(vm, value, JdkField.boxValue(from));
            store(vm, element(vm, array, index), index, PrimitiveValues.widen(vm, v, from, kind));
            return 0;
        });
        for (String kind : new String[] {"Boolean:Z", "Byte:B", "Char:C", "Short:S", "Int:I", "Long:J", "Float:F", "Double:D"}) {
            String name = kind.substring(0, kind.indexOf(':'));
            char k = kind.charAt(kind.length() - 1);
            r.bind(C, "get" + name, "(Ljava/lang/Object;I)" + k, (vm, a) -> {
                HeapObject array = element(vm, primitiveArray(vm, a.refAt(0)), a.intAt(1));
                vm.accessPoint(array);
                return PrimitiveValues.widen(vm, ArrayPayloads.get(array.array, a.intAt(1)), kindOf(array), k);
            });
            r.bind(C, "set" + name, "(Ljava/lang/Object;I" + k + ")V", (vm, a) -> {
                HeapObject array = element(vm, primitiveArray(vm, a.refAt(0)), a.intAt(1));
                store(vm, array, a.intAt(1), PrimitiveValues.widen(vm, a.valueAt(2), k, kindOf(array)));
                return 0;
            });
        }
    }

    private static void store(Vm vm, HeapObject array, int index, long value) {
        vm.beforeStore(array);
        vm.accessPoint(array);
        ArrayPayloads.set(array.array, index, value);
    }

    /** The element kind: a primitive descriptor, or 'L' for references (arrays of arrays too). */
    private static char kindOf(HeapObject array) {
        char c = array.type.componentType().descriptor().charAt(0);
        return c == '[' ? 'L' : c;
    }

    /** The array, once {@code index} is known to lie within it (HotSpot's exception has no message). */
    private static HeapObject element(Vm vm, HeapObject array, int index) {
        if (index < 0 || index >= array.arrayLength()) {
            throw vm.exceptions().exception("java/lang/ArrayIndexOutOfBoundsException", null);
        }
        return array;
    }

    private static HeapObject primitiveArray(Vm vm, long ref) {
        HeapObject o = array(vm, ref);
        if (kindOf(o) == 'L') {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "Argument is not an array of primitive type");
        }
        return o;
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
