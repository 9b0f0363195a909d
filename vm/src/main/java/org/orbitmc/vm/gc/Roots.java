package org.orbitmc.vm.gc;

import java.util.function.IntConsumer;

import org.orbitmc.vm.InternalVmError;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.code.Code;
import org.orbitmc.vm.thread.VmThread;

/**
 * The roots of the heap, enumerated in a deterministic order that heap canonicalization can rely on:
 * the mirrors of all classes in load order (they hold the statics), the interned strings, then each
 * thread in table order: its {@code java.lang.Thread} object, then its frames bottom-up, each frame's
 * reference slots in slot order (locals, then operand stack).
 *
 * <p>Frames must be saved (pc and sp written back), as they are between transitions and at the
 * interpreter's allocation safepoints.
 */
public final class Roots {
    private final Vm vm;
    private final RefMaps refMaps;

    public Roots(Vm vm, RefMaps refMaps) {
        this.vm = vm;
        this.refMaps = refMaps;
    }

    /** Visits every non-null root; a reference held by several roots is visited once per root. */
    public void forEachRoot(IntConsumer visitor) {
        for (ClassInfo c : vm.classes().loaded()) {
            visitIfNotNull(c.mirrorRef(), visitor);
        }
        for (int ref : vm.strings().internedRefs()) {
            visitIfNotNull(ref, visitor);
        }
        for (VmThread t : vm.threads()) {
            visitIfNotNull(t.threadObject, visitor);
            long[] stack = t.stack;
            forEachFrameRefSlot(t, slot -> visitIfNotNull((int) stack[slot], visitor));
            // The monitor a synchronized method's frame holds: javac keeps it in local 0 (or it is a class's mirror),
            // but code that overwrites local 0 still holds it until the frame returns.
            for (int d = 0; d <= t.depth; d++) {
                visitIfNotNull(t.locks[d], visitor);
            }
        }
    }

    /**
     * Visits the index in {@code t.stack} of every slot of {@code t}'s frames that holds a reference (null
     * or not), frames bottom-up, in slot order, so that a caller can read or rewrite the references.
     */
    public void forEachFrameRefSlot(VmThread t, IntConsumer visitor) {
        for (int d = 0; d <= t.depth; d++) {
            MethodInfo m = t.methods[d];
            Code code = m.code();
            if (code == null) {
                // A native method's frame: none is ever pushed, and there would be no bytecode to analyze.
                continue;
            }
            int base = t.bases[d];
            RefMap map = refMaps.of(m);
            int insn = insn(t, d, code, map);
            int limit = limit(t, d, code, map, insn);
            for (int slot = map.nextRef(insn, 0, limit); slot >= 0; slot = map.nextRef(insn, slot + 1, limit)) {
                visitor.accept(base + slot);
            }
        }
    }

    /** What a frame slot holds, for {@link #forEachFrameSlot}. */
    public enum SlotKind {
        /** A reference (null or not). */
        REFERENCE,
        /** A primitive value (or the first half of a long or double) the code may read. */
        VALUE,
        /** Nothing the code can read before writing it: its contents are not part of the state. */
        DEAD
    }

    /** Receives each slot of a thread's frames: its index in the thread's stack and what it holds. */
    @FunctionalInterface
    public interface FrameSlotVisitor {
        void slot(int index, SlotKind kind);
    }

    /**
     * Visits every slot of {@code t}'s frames, frames bottom-up, each frame's locals then its operand stack up to
     * the stack height the code has at the frame's pc, with what the slot holds there. Slots a callee's locals
     * overlay (its arguments) are visited as the callee's.
     */
    public void forEachFrameSlot(VmThread t, FrameSlotVisitor visitor) {
        for (int d = 0; d <= t.depth; d++) {
            MethodInfo m = t.methods[d];
            Code code = m.code();
            if (code == null) {
                continue;
            }
            int base = t.bases[d];
            RefMap map = refMaps.of(m);
            int insn = insn(t, d, code, map);
            int limit = limit(t, d, code, map, insn);
            for (int slot = 0; slot < limit; slot++) {
                SlotKind kind = map.isRef(insn, slot) ? SlotKind.REFERENCE
                        : map.isDefined(insn, slot) ? SlotKind.VALUE : SlotKind.DEAD;
                visitor.slot(base + slot, kind);
            }
        }
    }

    /** The instruction frame {@code d} stands at, which must have a reference map. */
    private static int insn(VmThread t, int d, Code code, RefMap map) {
        int insn = code.insnIndex[t.pcs[d]];
        if (insn < 0 || map.stackHeight(insn) < 0) {
            throw new InternalVmError("no reference map for " + t.methods[d] + " at pc " + t.pcs[d], null);
        }
        return insn;
    }

    /**
     * How many slots of frame {@code d} are its own: its locals and operand stack. A callee's locals overlay the
     * arguments its caller pushed: they belong to the callee's map, which knows whether the callee has since
     * stored something else there.
     */
    private static int limit(VmThread t, int d, Code code, RefMap map, int insn) {
        int end = d < t.depth ? Math.min(t.sps[d], t.bases[d + 1]) : t.sps[d];
        return code.maxLocals + Math.min(map.stackHeight(insn), end - t.bases[d] - code.maxLocals);
    }

    private static void visitIfNotNull(int ref, IntConsumer visitor) {
        if (ref != 0) {
            visitor.accept(ref);
        }
    }
}
