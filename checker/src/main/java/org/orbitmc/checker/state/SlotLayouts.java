package org.orbitmc.checker.state;

import java.util.Arrays;

import org.orbitmc.vm.ThreadIdentities;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassRegistry;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.heap.HeapObject;

/**
 * What each 64-bit field slot of an object holds, so that a state is encoded without padding: an int-sized
 * value takes one int, a long or double two, a reference is replaced by its object's canonical number and the
 * thread id a mirror keeps for class initialization by the thread's canonical position, and a thread identity no code
 * has read ({@link ThreadIdentities}) is left out. Computed once per class and kept until an identity is observed.
 */
final class SlotLayouts {
    static final byte NARROW = 0;
    static final byte WIDE = 1;
    static final byte REFERENCE = 2;
    static final byte THREAD_ID = 3;
    /** A thread identity no code has read: not written, not followed (docs/algorithms.md, "Thread identities"). */
    static final byte HIDDEN = 4;
    /**
     * A ThreadGroup's member array while no code observes its order: written as a reference, but followed only after
     * every root, and the array written as a set ({@link ReachabilityOrder#visitMembers}).
     */
    static final byte MEMBERS = 5;

    private final ClassRegistry classes;
    private final ThreadIdentities identities;
    private int identitiesVersion;
    private byte[][] instances = new byte[256][];
    private byte[][] mirrors = new byte[256][];
    /** Per class id, the reference slots that are followed: the class's own unless one is {@link #HIDDEN}. */
    private int[][] followed = new int[256][];

    SlotLayouts(ClassRegistry classes, ThreadIdentities identities) {
        this.classes = classes;
        this.identities = identities;
        this.identitiesVersion = identities.version();
    }

    /** Forgets the instance layouts when an identity was observed since they were computed: it is written from now on. */
    void refresh() {
        if (identities.version() != identitiesVersion) {
            identitiesVersion = identities.version();
            Arrays.fill(instances, null);
            Arrays.fill(followed, null);
            Arrays.fill(hiding, (byte) 0);
        }
    }

    /** Whether instances of {@code c} have a {@link #HIDDEN} slot. */
    boolean hides(ClassInfo c) {
        int id = c.id();
        if (id >= hiding.length) {
            hiding = Arrays.copyOf(hiding, Math.max(id + 1, hiding.length * 2));
        }
        if (hiding[id] == 0) {
            hiding[id] = identities.hidesIn(c) ? YES : NO;
        }
        return hiding[id] == YES;
    }

    /** Per class id, whether {@link #hides}: 0 not known yet. */
    private byte[] hiding = new byte[256];
    private static final byte NO = 1;
    private static final byte YES = 2;

    /** The reference slots of {@code o} that the encoding follows, in slot order: all but {@link #HIDDEN} and {@link #MEMBERS}. */
    int[] refSlots(HeapObject o) {
        return o.mirrored != null || o.array != null ? o.refSlots() : refSlots(o.type);
    }

    /** The slot of a ThreadGroup's member array written as a set ({@link #MEMBERS}) in instances of {@code c}, or -1. */
    int membersSlot(ClassInfo c) {
        FieldInfo members = identities.unorderedMembers(c);
        return members == null ? -1 : members.slot();
    }

    private int[] refSlots(ClassInfo c) {
        int id = c.id();
        if (id >= followed.length) {
            followed = Arrays.copyOf(followed, Math.max(id + 1, followed.length * 2));
        }
        int[] slots = followed[id];
        if (slots == null) {
            slots = c.instanceRefSlots();
            if (hides(c) || identities.unorderedMembers(c) != null) {
                byte[] kinds = instance(c);
                slots = Arrays.stream(slots).filter(slot -> kinds[slot] == REFERENCE).toArray();
            }
            followed[id] = slots;
        }
        return slots;
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
            FieldInfo members = identities.unorderedMembers(c);
            if (members != null) {
                kinds[members.slot()] = MEMBERS;
            }
            if (hides(c)) {
                for (ClassInfo k = c; k != null; k = k.superClass()) {
                    for (FieldInfo f : k.declaredFields()) {
                        if (identities.hides(f)) {
                            kinds[f.slot()] = HIDDEN;
                        }
                    }
                }
            }
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
