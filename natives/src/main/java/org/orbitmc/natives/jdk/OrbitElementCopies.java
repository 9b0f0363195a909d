package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.heap.ArrayPayloads;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.Native;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Copies of shared memory, one visible operation per element: the natives of the guest class
 * {@code ElementCopies}, which {@code System.arraycopy} and {@code Object.clone} continue in when a copy makes more
 * than one visible access (see docs/algorithms.md, "Bulk copies").
 */
public final class OrbitElementCopies {
    static final String C = "org/orbitmc/natives/guest/ElementCopies";

    private OrbitElementCopies() {
    }

    public static void register(NativeRegistry r) {
        Native load = (vm, a) -> {
            HeapObject array = vm.heap().get(a.refAt(0));
            vm.accessPoint(array);
            return ArrayPayloads.get(array.array, a.intAt(1));
        };
        r.bind(C, "load", "(Ljava/lang/Object;I)J", load);
        r.bind(C, "loadReference", "([Ljava/lang/Object;I)Ljava/lang/Object;", load);
        r.bind(C, "store", "(Ljava/lang/Object;IJ)V", (vm, a) -> {
            HeapObject array = vm.heap().get(a.refAt(0));
            vm.beforeStore(array);
            vm.accessPoint(array);
            ArrayPayloads.set(array.array, a.intAt(1), a.longAt(2));
            return 0;
        });
        r.bind(C, "storeReference", "(Ljava/lang/Object;ILjava/lang/Object;Ljava/lang/Object;)V", (vm, a) -> {
            HeapObject array = vm.heap().get(a.refAt(0));
            int value = a.refAt(2);
            ClassInfo component = array.type.componentType();
            if (value != 0 && !vm.heap().get(value).type.isSubtypeOf(component)) {
                // HotSpot's message; the elements before this one stay copied (System.arraycopy's contract).
                throw vm.exceptions().exception("java/lang/ArrayStoreException", "arraycopy: element type mismatch: can not cast one of the elements of "
                        + vm.heap().get(a.refAt(3)).type.componentType().javaName() + "[] to the type of the destination array, " + component.javaName());
            }
            vm.accessPoint(array);
            vm.storedInto(array, value);
            if (array.escaped) {
                vm.markEscaped(value);
            }
            ((int[]) array.array)[a.intAt(1)] = value;
            return 0;
        });
        r.bind(C, "unit", "(Ljava/lang/Object;Ljava/lang/Object;)I", (vm, a) -> Math.min(elementSize(vm, a.refAt(0)), elementSize(vm, a.refAt(1))));
        r.bind(C, "loadBytes", "(Ljava/lang/Object;JI)J", (vm, a) -> {
            HeapObject array = vm.heap().get(a.refAt(0));
            vm.accessPoint(array);
            long v = 0;
            for (int k = a.intAt(2) - 1; k >= 0; k--) {
                v = v << 8 | JdkInternalMiscUnsafe.byteAt(array, a.longAt(1) + k) & 0xFF;
            }
            return v;
        });
        r.bind(C, "storeBytes", "(Ljava/lang/Object;JIJ)V", (vm, a) -> {
            HeapObject array = vm.heap().get(a.refAt(0));
            vm.beforeStore(array);
            vm.accessPoint(array);
            for (int k = 0; k < a.intAt(2); k++) {
                JdkInternalMiscUnsafe.setByte(array, a.longAt(1) + k, (byte) (a.longAt(3) >>> 8 * k));
            }
            return 0;
        });
        r.bind(C, "blankCopy", "(Ljava/lang/Object;)Ljava/lang/Object;", (vm, a) -> {
            HeapObject original = vm.heap().get(a.refAt(0));
            HeapObject blank = original.isArray()
                    ? HeapObject.array(original.type, ArrayPayloads.create(original.type.componentType().descriptor().charAt(0), original.arrayLength()))
                    : HeapObject.instance(original.type);
            blank.constructed = original.constructed;
            blank.hidden = original.hidden;
            return vm.heap().allocate(blank);
        });
        r.bind(C, "slotCount", "(Ljava/lang/Object;)I", (vm, a) -> {
            HeapObject original = vm.heap().get(a.refAt(0));
            return original.isArray() ? original.arrayLength() : original.fields.length;
        });
        r.bind(C, "copySlot", "(Ljava/lang/Object;Ljava/lang/Object;I)V", (vm, a) -> {
            HeapObject original = vm.heap().get(a.refAt(0));
            HeapObject copy = vm.heap().get(a.refAt(1));
            int i = a.intAt(2);
            vm.accessPoint(original);
            if (original.isArray()) {
                ArrayPayloads.set(copy.array, i, ArrayPayloads.get(original.array, i));
            } else {
                copy.fields[i] = original.fields[i];
            }
            return 0;
        });
    }

    private static int elementSize(Vm vm, long array) {
        return JdkInternalMiscUnsafe.scale(vm.heap().get((int) array).type.componentType().descriptor().charAt(0));
    }

    /** Makes the running native, called with its arguments from {@code base}, continue in {@code ElementCopies.name}. */
    static RuntimeException continueIn(Vm vm, int base, String name, String descriptor) {
        return vm.continueIn(base, Guest.method(Guest.load(vm, C), name, descriptor));
    }
}
