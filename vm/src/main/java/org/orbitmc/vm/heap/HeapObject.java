package org.orbitmc.vm.heap;

import org.orbitmc.vm.classes.ClassInfo;

/**
 * One object of the checked program. Instances keep every field in one 64-bit slot of {@link #fields};
 * arrays keep their elements in a host array of the element type ({@code int[]} of heap refs for
 * reference arrays, {@code byte[]} for booleans). Mirrors ({@code java.lang.Class} objects) also hold
 * the statics of the class they mirror.
 */
public final class HeapObject {
    public final ClassInfo type;
    public final long[] fields;
    public final Object array;
    /** The class this object is the {@code java.lang.Class} of, or null. */
    public final ClassInfo mirrored;
    /** The identity hash code, 0 until the program asks for it. */
    public int identityHash;
    /** The monitor, created on first use. */
    public Monitor monitor;
    /**
     * Whether another thread may reach this object (it was stored where shared data lives, or existed
     * before threads were started). Accesses to escaped objects are scheduling points; to others not.
     */
    public boolean escaped;
    /**
     * Whether the object's construction has completed: false from {@code new} (or {@code Unsafe.allocateInstance})
     * until the {@code <init>} of its own class returns; true for objects the VM makes itself. Until then its
     * final fields may still change, so reads of them are visible (see {@code CheckedAccess}).
     */
    public boolean constructed = true;
    /**
     * Whether the object is the JDK's own state, which an atomic library may touch without scheduling points: an
     * instance of an atomic library class (or of a subclass), an object allocated while its thread ran atomic code,
     * an object that existed when {@code main} started, or a string and its characters (immutable but for benign
     * hash caches). Inside atomic code, an access to any other escaped object is a scheduling point.
     */
    public boolean libraryOwned;
    /**
     * Whether no code writes this object any more: the characters of a constructed string. Reads of it commute with
     * every operation, so they are never visible (while no write into such an object was ever seen, see
     * {@code Vm.beforeStore}).
     */
    public boolean immutable;
    /**
     * The object's guard for scheduling points by lock discipline ({@code LockDiscipline}, which gives its layout): null
     * until the first access after it escaped, then the candidate locks and the accessors. Part of the state; never
     * changed in place (a new array replaces it), so snapshots may share it.
     */
    public int[] guard;
    /**
     * Per-location guards: for an array, entry {@code i} is element {@code i}'s guard; for a mirror, entry {@code s} is
     * the guard of the static field in slot {@code s}. A null table or entry means the location has no guard of its own:
     * its guard is {@link #guard}, which also records accesses to the whole object (natives'). Used only for the arrays
     * of allocation sites, and the mirrors of classes, whose one guard lost protection ({@code LockDiscipline}); allocated
     * on the first access to one location, so that an array nobody shares costs nothing. Part of the state; entries are never
     * changed in place, the table only in a copy the heap lets the running transition write ({@link #copy} copies it).
     */
    public int[][] slotGuards;
    /**
     * The guard of the object's monitor, as {@link #guard} is of its fields: the candidate locks held at every acquisition
     * and release of the monitor since it escaped, and the threads that made them. Part of the state; never changed in
     * place.
     */
    public int[] monitorGuard;
    /**
     * Where the object was made: its {@code new}, {@code newarray}, {@code anewarray} or {@code multianewarray} instruction
     * ({@link #site(MethodInfo, int)}), or -1 (made by the VM or a native). Lock discipline's refinements of monitors and
     * of array elements are per allocation site, a name that holds on every path.
     * Host state: not part of the state encoding (objects of equal content from different sites behave alike).
     */
    public long site = -1;

    /** The allocation site of the {@code new} at {@code pc} of {@code m}. */
    public static long site(org.orbitmc.vm.classes.MethodInfo m, int pc) {
        return (long) m.id() << 32 | pc;
    }
    /**
     * The heap epoch this object was made or copied in ({@link Heap}): only an object of the current epoch may be
     * written in place; an older one may be shared with snapshots. Set by the heap; not part of the state.
     */
    long epoch;
    /** A host-side payload for VM-internal objects (such as a throwable's backtrace), never a program value. */
    public Object hidden;
    /**
     * What a state encoder remembers of this version of the object (the number of its encoding), or null. The heap drops
     * it whenever it hands the object out for writing ({@link Heap#get}), and a copy starts without one, so a memo always
     * describes the contents it was made from. Host state: not part of the program's state.
     */
    public Object memo;

    private HeapObject(ClassInfo type, long[] fields, Object array, ClassInfo mirrored) {
        this.type = type;
        this.fields = fields;
        this.array = array;
        this.mirrored = mirrored;
        this.libraryOwned = mirrored != null || type.isLibraryState();
    }

    public static HeapObject instance(ClassInfo type) {
        return new HeapObject(type, new long[type.instanceSlots()], null, null);
    }

    public static HeapObject mirror(ClassInfo javaLangClass, ClassInfo mirrored) {
        return new HeapObject(javaLangClass, new long[mirrored.mirrorSlots()], null, mirrored);
    }

    public static HeapObject array(ClassInfo arrayType, Object payload) {
        return new HeapObject(arrayType, null, payload, null);
    }

    /** A field-by-field copy (arrays and fields copied, monitor copied), for clone and for snapshots. */
    public HeapObject copy() {
        Object a = array == null ? null : ArrayPayloads.copy(array);
        HeapObject c = new HeapObject(type, fields == null ? null : fields.clone(), a, mirrored);
        c.identityHash = identityHash;
        c.monitor = monitor == null ? null : monitor.copy();
        c.hidden = hidden;
        c.escaped = escaped;
        c.constructed = constructed;
        c.libraryOwned = libraryOwned;
        c.immutable = immutable;
        c.guard = guard;
        c.slotGuards = slotGuards == null ? null : slotGuards.clone();
        c.monitorGuard = monitorGuard;
        c.site = site;
        return c;
    }

    public boolean isArray() {
        return array != null;
    }

    /** The slots of {@link #fields} that hold references. */
    public int[] refSlots() {
        return mirrored != null ? mirrored.mirrorRefSlots() : type.instanceRefSlots();
    }

    public int arrayLength() {
        return ArrayPayloads.length(array);
    }
}
