package org.orbitmc.vm.natives;

import org.objectweb.asm.Type;

/**
 * Where each parameter of a method sits among its argument slots (JVMS §2.6.1: long and double take two), and its type:
 * computed once per bound native from the method's descriptor, so that {@link NativeArgs} reads parameter {@code i}
 * from the right slot without a native counting slots.
 */
public final class ParameterSlots {
    /** Slot of each declared parameter, counted from the first argument slot (the receiver's, if any). */
    final int[] offsets;
    /** The first character of each parameter's descriptor ('I', 'J', 'Z', 'L', '[', ...). */
    final char[] kinds;
    final boolean receiver;
    /** Argument slots in all, the receiver's included. */
    final int slots;

    private ParameterSlots(int[] offsets, char[] kinds, boolean receiver, int slots) {
        this.offsets = offsets;
        this.kinds = kinds;
        this.receiver = receiver;
        this.slots = slots;
    }

    /** The parameters of a method with this descriptor; an instance method's receiver is in the first slot. */
    public static ParameterSlots of(String descriptor, boolean isStatic) {
        Type[] types = Type.getArgumentTypes(descriptor);
        int[] offsets = new int[types.length];
        char[] kinds = new char[types.length];
        int slot = isStatic ? 0 : 1;
        for (int i = 0; i < types.length; i++) {
            offsets[i] = slot;
            kinds[i] = types[i].getDescriptor().charAt(0);
            slot += types[i].getSize();
        }
        return new ParameterSlots(offsets, kinds, !isStatic, slot);
    }

    /** Declared parameters, the receiver not counted. */
    public int count() {
        return offsets.length;
    }

    /** Parameter {@code i}'s type as its descriptor's first character. */
    public char kind(int i) {
        return kinds[i];
    }

    public boolean hasReceiver() {
        return receiver;
    }
}
