package org.orbitmc.vm.natives;

import org.orbitmc.vm.Vm;

/**
 * A native's arguments, read by parameter position (0 is the first declared parameter; an instance method's receiver is
 * {@link #receiver()}) and type, from the slots {@link ParameterSlots} computed once when the native was bound. One
 * view per VM, pointed at each native call's slots in turn ({@link #call}) and back at the caller's when it returns, so
 * that a call allocates nothing and a native that calls guest code (which may call natives) reads its own arguments
 * after it. A native must not keep the view past its return. Types are checked by assertions (tests run with them): a
 * native reading an int parameter as a long fails there rather than reading a neighbour's slot.
 */
public final class NativeArgs {
    private long[] slots;
    private int base;
    private ParameterSlots parameters;

    /** Runs {@code implementation} on the arguments in {@code slots} from {@code base} on, laid out as {@code parameters}. */
    public long call(Vm vm, Native implementation, ParameterSlots parameters, long[] slots, int base) {
        long[] outerSlots = this.slots;
        int outerBase = this.base;
        ParameterSlots outerParameters = this.parameters;
        this.slots = slots;
        this.base = base;
        this.parameters = parameters;
        try {
            return implementation.invoke(vm, this);
        } finally {
            this.slots = outerSlots;
            this.base = outerBase;
            this.parameters = outerParameters;
        }
    }

    /** The receiver of an instance method. */
    public int receiver() {
        assert parameters.receiver : "a static method has no receiver";
        return (int) slots[base];
    }

    public int refAt(int i) {
        assert parameters.kinds[i] == 'L' || parameters.kinds[i] == '[' : mismatch(i, "a reference");
        return (int) slots[base + parameters.offsets[i]];
    }

    public int intAt(int i) {
        return (int) slots[at(i, 'I')];
    }

    public long longAt(int i) {
        return slots[at(i, 'J')];
    }

    public boolean booleanAt(int i) {
        return slots[at(i, 'Z')] != 0;
    }

    public byte byteAt(int i) {
        return (byte) slots[at(i, 'B')];
    }

    public char charAt(int i) {
        return (char) slots[at(i, 'C')];
    }

    public short shortAt(int i) {
        return (short) slots[at(i, 'S')];
    }

    public float floatAt(int i) {
        return Float.intBitsToFloat((int) slots[at(i, 'F')]);
    }

    public double doubleAt(int i) {
        return Double.longBitsToDouble(slots[at(i, 'D')]);
    }

    /**
     * Parameter {@code i} of any type as its slot value (an int, a float's raw bits, a ref, a long, a double's raw bits),
     * for natives that pass a value on whatever its type (a VarHandle's or Unsafe's stores).
     */
    public long valueAt(int i) {
        return slots[base + parameters.offsets[i]];
    }

    /** A copy of every argument slot, the receiver's first: the arguments as {@link Vm#invoke} and {@link Vm#tailCall} take them. */
    public long[] copyOfSlots() {
        return java.util.Arrays.copyOfRange(slots, base, base + parameters.slots);
    }

    /** Declared parameters, the receiver not counted. */
    public int count() {
        return parameters.offsets.length;
    }

    /** Parameter {@code i}'s type as its descriptor's first character. */
    public char kindAt(int i) {
        return parameters.kinds[i];
    }

    /**
     * The first argument slot in the current thread's operand stack: for {@link Vm#tailCall} and the natives that
     * continue in a guest method in place of their arguments.
     */
    public int base() {
        return base;
    }

    private int at(int i, char kind) {
        assert parameters.kinds[i] == kind : mismatch(i, "'" + kind + "'");
        return base + parameters.offsets[i];
    }

    private String mismatch(int i, String expected) {
        return "parameter " + i + " is '" + parameters.kinds[i] + "', read as " + expected;
    }
}
