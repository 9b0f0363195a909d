package org.orbitmc.checker.state;

import java.util.Arrays;

import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassRegistry;
import org.orbitmc.vm.classes.FieldInfo;

/**
 * What each 64-bit field slot of an object holds, so that a state is encoded without padding: an int-sized
 * value takes one int, a long or double two, a reference is replaced by its object's canonical number and the
 * thread id a mirror keeps for class initialization by the thread's canonical position. Computed once per
 * class and kept for the search (classes never change once loaded).
 */
final class SlotLayouts {
    static final byte NARROW = 0;
    static final byte WIDE = 1;
    static final byte REFERENCE = 2;
    static final byte THREAD_ID = 3;

    private final ClassRegistry classes;
    private byte[][] instances = new byte[256][];
    private byte[][] mirrors = new byte[256][];

    SlotLayouts(ClassRegistry classes) {
        this.classes = classes;
    }

    /** The slot kinds of an instance of {@code c} (not an array). */
    byte[] instance(ClassInfo c) {
        int id = c.id();
        if (id >= instances.length) {
            instances = Arrays.copyOf(instances, Math.max(id + 1, instances.length * 2));
        }
        byte[] kinds = instances[id];
        if (kinds == null) {
            kinds = new byte[c.instanceSlots()];
            fill(kinds, c, false);
            instances[id] = kinds;
        }
        return kinds;
    }

    /** The slot kinds of the mirror of {@code c}: java.lang.Class's fields, init state, thread, depth and error, then c's statics. */
    byte[] mirror(ClassInfo c) {
        int id = c.id();
        if (id >= mirrors.length) {
            mirrors = Arrays.copyOf(mirrors, Math.max(id + 1, mirrors.length * 2));
        }
        byte[] kinds = mirrors[id];
        if (kinds == null) {
            kinds = new byte[c.mirrorSlots()];
            fill(kinds, classes.load("java/lang/Class"), false);
            kinds[c.initStateSlot()] = NARROW;
            kinds[c.initThreadSlot()] = THREAD_ID;
            kinds[c.initErrorSlot()] = REFERENCE;
            for (FieldInfo f : c.declaredFields()) {
                if (f.isStatic()) {
                    kinds[f.slot()] = kind(f);
                }
            }
            mirrors[id] = kinds;
        }
        return kinds;
    }

    /** Kinds of the instance fields of {@code c} and its superclasses (each at its own slot). */
    private static void fill(byte[] kinds, ClassInfo c, boolean statics) {
        for (ClassInfo k = c; k != null; k = k.superClass()) {
            for (FieldInfo f : k.declaredFields()) {
                if (f.isStatic() == statics) {
                    kinds[f.slot()] = kind(f);
                }
            }
        }
    }

    private static byte kind(FieldInfo f) {
        return f.isReference() ? REFERENCE : f.isWide() ? WIDE : NARROW;
    }
}
