package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.interp.GuestException;

/**
 * Primitive values as core reflection converts them (HotSpot's {@code Reflection::box}, {@code unbox_for_primitive}
 * and {@code widen}). A value is a slot: int-like kinds sign- or zero-extended, float and double as raw bits.
 */
final class PrimitiveValues {
    private PrimitiveValues() {
    }

    /** The primitive kind a box holds ('Z', 'C', 'B', 'S', 'I', 'J', 'F', 'D'), or 0 if it is no box. */
    static char kindOfBox(HeapObject o) {
        return switch (o.type.name()) {
            case "java/lang/Boolean" -> 'Z';
            case "java/lang/Character" -> 'C';
            case "java/lang/Byte" -> 'B';
            case "java/lang/Short" -> 'S';
            case "java/lang/Integer" -> 'I';
            case "java/lang/Long" -> 'J';
            case "java/lang/Float" -> 'F';
            case "java/lang/Double" -> 'D';
            default -> 0;
        };
    }

    /** Reflection::unbox_for_primitive then Reflection::widen: a box's value converted to kind {@code to}. */
    static long unboxAndWiden(Vm vm, int box, char to) {
        if (box == 0) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", null);
        }
        HeapObject o = vm.heap().get(box);
        char from = kindOfBox(o);
        if (from == 0) {
            throw mismatch(vm);
        }
        return widen(vm, o.fields[vm.wellKnown().field(JdkField.boxValue(from)).slot()], from, to);
    }

    /** A value of kind {@code from} by a widening primitive conversion (JLS §5.1.2) to {@code to}, or "argument type mismatch". */
    static long widen(Vm vm, long v, char from, char to) {
        if (from == to) {
            return v;
        }
        boolean integral = from == 'B' || from == 'C' || from == 'S' || from == 'I';
        switch (to) {
            case 'S':
                if (from == 'B') {
                    return v;
                }
                break;
            case 'I':
                if (from == 'B' || from == 'C' || from == 'S') {
                    return v;
                }
                break;
            case 'J':
                if (integral) {
                    return (int) v;
                }
                break;
            case 'F':
                if (integral) {
                    return Float.floatToRawIntBits((int) v);
                }
                if (from == 'J') {
                    return Float.floatToRawIntBits(v);
                }
                break;
            case 'D':
                if (integral) {
                    return Double.doubleToRawLongBits((int) v);
                }
                if (from == 'J') {
                    return Double.doubleToRawLongBits(v);
                }
                if (from == 'F') {
                    return Double.doubleToRawLongBits(Float.intBitsToFloat((int) v));
                }
                break;
            default:
                break;
        }
        throw mismatch(vm);
    }

    /** Reflection::box: a new box (never a cached one, as HotSpot allocates it) holding a value of kind {@code kind}. */
    static int box(Vm vm, char kind, long v) {
        JdkField value = JdkField.boxValue(kind);
        ClassInfo c = vm.wellKnown().owner(value);
        vm.initialize(c); // JDK code only (the wrapper's caches)
        int box = vm.newInstance(c);
        Guest.put(vm, box, value, v);
        return box;
    }

    static GuestException mismatch(Vm vm) {
        return vm.exceptions().exception("java/lang/IllegalArgumentException", "argument type mismatch");
    }
}
