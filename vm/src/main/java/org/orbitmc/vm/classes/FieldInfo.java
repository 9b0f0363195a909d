package org.orbitmc.vm.classes;

import org.objectweb.asm.Opcodes;

/**
 * A field after linking: its slot in the object (instance fields) or in the class's mirror (static
 * fields). Every field takes one 64-bit slot, whatever its type; references are stored as heap refs.
 */
public final class FieldInfo {
    private final ClassInfo owner;
    private final String name;
    private final String descriptor;
    private final int access;
    private final Object constantValue;
    int slot = -1;
    /** Host state, only ever set: a write outside construction was seen (see {@code Vm.finalFieldWritten}). */
    private boolean writtenOutsideInit;
    /** Host state, only ever set: an access without a common lock was seen (see {@code LockDiscipline}). */
    private boolean unguarded;
    /** Host state: a thread identity whose reads the VM reports (see {@code ThreadIdentities}). */
    private boolean watched;
    /**
     * Host state ({@code LockExpressions}): the lock expressions every access to this field held, as sorted ids; null
     * while none was recorded. Only narrows.
     */
    private int[] lockExpressions;
    /** Host state, only ever set: this field's accesses are judged by its object's guard, not by lock expressions. */
    private boolean guardedInState;
    /** Host state, only ever set: a thread accessed this field by lock expressions while it was the only live one. */
    private boolean accessedAlone;
    /** {@code LockExpressions}' ids of this field as a path to a monitor and to a synchronizer; -1 until first named. */
    private int monitorPath = -1;
    private int synchronizerPath = -1;

    /** See {@link #isHashCache}. */
    private final boolean hashCache;

    FieldInfo(ClassInfo owner, String name, String descriptor, int access, Object constantValue) {
        this.owner = owner;
        this.name = name;
        this.descriptor = descriptor;
        this.access = access;
        this.constantValue = constantValue;
        this.hashCache = owner.name().equals("java/lang/String") && (name.equals("hash") || name.equals("hashIsZero"));
    }

    /**
     * Whether this is one of {@code String}'s hash caches ({@code hash}, {@code hashIsZero}): written only by
     * {@code String.hashCode}, with the value computed from the string's immutable characters, within one transition (it
     * has no other visible operation). Two threads' racy hashCode calls leave the same state and return the same
     * value in either order, so accesses to these fields are never scheduling points (docs/algorithms.md).
     */
    public boolean isHashCache() {
        return hashCache;
    }

    public boolean isFinal() {
        return (access & org.objectweb.asm.Opcodes.ACC_FINAL) != 0;
    }

    /** Whether this final field was ever written outside construction; its reads are then visible. */
    public boolean writtenOutsideInit() {
        return writtenOutsideInit;
    }

    public void markWrittenOutsideInit() {
        writtenOutsideInit = true;
    }

    public boolean isVolatile() {
        return (access & Opcodes.ACC_VOLATILE) != 0;
    }

    /**
     * Whether some access to this field, on some path of the search, held no lock in common with the earlier accesses
     * to its object: its accesses are then always visible, whatever locks they hold.
     */
    public boolean unguarded() {
        return unguarded;
    }

    public void markUnguarded() {
        unguarded = true;
    }

    public int[] lockExpressions() {
        return lockExpressions;
    }

    public void lockExpressions(int[] ids) {
        lockExpressions = ids;
    }

    /** Whether this field's accesses are judged by its object's guard ({@code LockDiscipline}), not by lock expressions. */
    public boolean guardedInState() {
        return guardedInState;
    }

    public void markGuardedInState() {
        guardedInState = true;
    }

    /**
     * Whether a thread accessed this field while it was the only live one, judged by lock expressions: such an access is
     * in no history, so the field can go to its object's guard only by starting the search again.
     */
    public boolean accessedAlone() {
        return accessedAlone;
    }

    public void markAccessedAlone() {
        accessedAlone = true;
    }

    /** The id {@code LockExpressions} gave this field as a path to a lock of the kind given, or -1. */
    public int pathId(boolean synchronizer) {
        return synchronizer ? synchronizerPath : monitorPath;
    }

    public void pathId(boolean synchronizer, int id) {
        if (synchronizer) {
            synchronizerPath = id;
        } else {
            monitorPath = id;
        }
    }

    /** Whether a read of this field is reported to the VM: a thread identity not yet observed ({@code ThreadIdentities}). */
    public boolean watched() {
        return watched;
    }

    public void watch(boolean on) {
        watched = on;
    }

    public ClassInfo owner() {
        return owner;
    }

    public String name() {
        return name;
    }

    public String descriptor() {
        return descriptor;
    }

    public int access() {
        return access;
    }

    public boolean isStatic() {
        return (access & Opcodes.ACC_STATIC) != 0;
    }

    /** The slot index: in the object's field array, or for statics in the mirror's field array. */
    public int slot() {
        return slot;
    }

    public boolean isReference() {
        char c = descriptor.charAt(0);
        return c == 'L' || c == '[';
    }

    /** Long and double values take two operand-stack slots. */
    public boolean isWide() {
        char c = descriptor.charAt(0);
        return c == 'J' || c == 'D';
    }

    /** The ConstantValue attribute of a static final field, or null. */
    public Object constantValue() {
        return constantValue;
    }

    @Override
    public String toString() {
        return owner.name() + "." + name;
    }
}
