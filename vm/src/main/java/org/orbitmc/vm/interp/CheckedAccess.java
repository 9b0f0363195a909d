package org.orbitmc.vm.interp;

import static org.objectweb.asm.Opcodes.*;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.code.Refs;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;

/**
 * Field and array accesses of a VM that stops threads at scheduling points. An access to an escaped
 * object (one other threads can reach) is a visible operation: it ends the running transition unless it
 * is the operation the transition started with. A reference stored into an escaped object escapes too.
 * A read of a final field is not visible once the object is constructed ({@link HeapObject#constructed}) and the field
 * was never written outside construction ({@link Vm#finalFieldWritten}): no other thread can then change it. Inside an
 * atomic library, accesses to the JDK's own objects are not visible ({@link Vm#accessPoint}).
 */
final class CheckedAccess {
    private final Vm vm;
    private final Heap heap;

    CheckedAccess(Vm vm) {
        this.vm = vm;
        this.heap = vm.heap();
    }

    /** Executes a checked getfield/putfield; returns the new sp. Throws Block (with nothing done) to end the transition first. */
    int field(Refs.CheckedField f, long[] s, int sp) {
        if (f.isGet()) {
            HeapObject o = readObject(s[sp - 1]);
            if (f.field().watched()) {
                vm.identityRead(f.field());
            }
            if (o.escaped && !(o.constructed && f.isTrustedFinal())) {
                vm.fieldAccess((int) s[sp - 1], o, f.field(), false);
            }
            s[sp - 1] = o.fields[f.slot()];
            return f.isWide() ? sp + 1 : sp;
        }
        int width = f.isWide() ? 2 : 1;
        int at = sp - width - 1;
        HeapObject o = object(s[at]);
        long value = s[at + 1];
        if (o.escaped) {
            vm.fieldAccess((int) s[at], o, f.field(), true);
            if (f.isReference() && value != 0) {
                vm.markEscaped((int) value);
            }
        }
        if (f.isReference()) {
            vm.storedInto(o, (int) value);
            vm.fieldWritten(o, (int) s[at], f.field(), value);
        }
        o.fields[f.slot()] = f.isBoolean() ? value & 1 : value;
        return at;
    }

    private static Trap outOfBounds(int index, int length) {
        return new Trap("java/lang/ArrayIndexOutOfBoundsException", "Index " + index + " out of bounds for length " + length);
    }

    /** Executes a checked array load or store (the JVM opcode); returns the new sp. */
    int array(int opcode, long[] s, int sp) {
        boolean load = opcode <= SALOAD;
        boolean wide = opcode == LALOAD || opcode == DALOAD || opcode == LASTORE || opcode == DASTORE;
        int arrayAt = load ? sp - 2 : sp - (wide ? 4 : 3);
        HeapObject o = load ? readObject(s[arrayAt]) : object(s[arrayAt]);
        int index = (int) s[arrayAt + 1];
        int length = o.arrayLength();
        if (index < 0 || index >= length) {
            throw outOfBounds(index, length);
        }
        if (!load && opcode == AASTORE && s[arrayAt + 2] != 0) {
            ClassInfo valueType = heap.read((int) s[arrayAt + 2]).type;
            if (!valueType.isSubtypeOf(o.type.componentType())) {
                throw new Trap("java/lang/ArrayStoreException", valueType.javaName());
            }
        }
        if (o.escaped) {
            vm.elementAccess((int) s[arrayAt], o, index, !load);
            if (opcode == AASTORE && s[arrayAt + 2] != 0) {
                vm.markEscaped((int) s[arrayAt + 2]);
            }
        }
        if (!load) {
            vm.beforeStore(o);
            if (opcode == AASTORE) {
                vm.storedInto(o, (int) s[arrayAt + 2]);
            }
        }
        Object p = o.array;
        switch (opcode) {
            case IALOAD, AALOAD -> s[arrayAt] = ((int[]) p)[index];
            case LALOAD -> s[arrayAt] = ((long[]) p)[index];
            case FALOAD -> s[arrayAt] = Float.floatToRawIntBits(((float[]) p)[index]);
            case DALOAD -> s[arrayAt] = Double.doubleToRawLongBits(((double[]) p)[index]);
            case BALOAD -> s[arrayAt] = ((byte[]) p)[index];
            case CALOAD -> s[arrayAt] = ((char[]) p)[index];
            case SALOAD -> s[arrayAt] = ((short[]) p)[index];
            case IASTORE, AASTORE -> ((int[]) p)[index] = (int) s[arrayAt + 2];
            case LASTORE -> ((long[]) p)[index] = s[arrayAt + 2];
            case FASTORE -> ((float[]) p)[index] = Float.intBitsToFloat((int) s[arrayAt + 2]);
            case DASTORE -> ((double[]) p)[index] = Double.longBitsToDouble(s[arrayAt + 2]);
            case BASTORE -> ((byte[]) p)[index] = o.type.componentType().primitiveKind() == 'Z' ? (byte) (s[arrayAt + 2] & 1) : (byte) s[arrayAt + 2];
            case CASTORE -> ((char[]) p)[index] = (char) s[arrayAt + 2];
            default -> ((short[]) p)[index] = (short) s[arrayAt + 2];
        }
        if (load) {
            return wide ? arrayAt + 2 : arrayAt + 1;
        }
        return arrayAt;
    }

    /** The object at {@code ref}, to write into (through the heap's write barrier). */
    private HeapObject object(long ref) {
        if ((int) ref == 0) {
            throw Trap.npe();
        }
        return heap.get((int) ref);
    }

    /** The object at {@code ref}, only to read (see {@link Heap#read}). */
    private HeapObject readObject(long ref) {
        if ((int) ref == 0) {
            throw Trap.npe();
        }
        return heap.read((int) ref);
    }

}
