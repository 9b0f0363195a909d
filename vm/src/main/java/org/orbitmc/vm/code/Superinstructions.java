package org.orbitmc.vm.code;

import static org.objectweb.asm.Opcodes.*;

import java.util.BitSet;

/**
 * Fuses frequent instruction sequences of decoded code into superinstructions, so that the interpreter
 * dispatches once where it would dispatch two or three times. Only the first opcode is rewritten; the
 * fused instructions stay encoded behind it, so branches into the middle remain valid. Sequences are not
 * fused across a source-line change or an exception-range boundary, so that a fused instruction throws
 * with the same line and the same handlers as the instruction it replaces. In checked code (a VM that stops threads
 * at scheduling points) no superinstruction holds a field or array access: those take their checked forms, and only
 * they may end a transition.
 */
final class Superinstructions {
    private Superinstructions() {
    }

    static void fuse(int[] ops, int[] lines, int[] insnIndex, int[] handlerStart, int[] handlerEnd, boolean checked) {
        BitSet boundaries = new BitSet(ops.length + 1);
        for (int i = 0; i < handlerStart.length; i++) {
            boundaries.set(handlerStart[i]);
            boundaries.set(handlerEnd[i]);
        }
        for (int pc = 0; pc < ops.length; pc++) {
            if (insnIndex[pc] < 0) {
                continue;
            }
            int fused = fusedAt(ops, lines, insnIndex, boundaries, pc, checked);
            if (fused != 0) {
                ops[pc] = fused;
            }
        }
    }

    private static int fusedAt(int[] ops, int[] lines, int[] insnIndex, BitSet boundaries, int pc, boolean checked) {
        int op = ops[pc];
        if (op == ILOAD && joinable(ops, lines, insnIndex, boundaries, pc, pc + 2) && ops[pc + 2] == ILOAD) {
            if (joinable(ops, lines, insnIndex, boundaries, pc, pc + 4) && ops[pc + 4] >= IF_ICMPEQ && ops[pc + 4] <= IF_ICMPLE) {
                return Op.ILOAD_ILOAD_IF_ICMPEQ + (ops[pc + 4] - IF_ICMPEQ);
            }
            return Op.ILOAD_ILOAD;
        }
        if (op == ALOAD && joinable(ops, lines, insnIndex, boundaries, pc, pc + 2)) {
            if (ops[pc + 2] == ILOAD) {
                if (!checked && joinable(ops, lines, insnIndex, boundaries, pc, pc + 4) && ops[pc + 4] == IALOAD) {
                    return Op.ALOAD_ILOAD_IALOAD;
                }
                return Op.ALOAD_ILOAD;
            }
            if (ops[pc + 2] == GETFIELD && !checked) {
                return Op.ALOAD_GETFIELD;
            }
        }
        if (op == IINC && joinable(ops, lines, insnIndex, boundaries, pc, pc + 3) && (ops[pc + 3] == GOTO || ops[pc + 3] == Op.GOTO_POLL)) {
            return ops[pc + 3] == GOTO ? Op.IINC_GOTO : Op.IINC_GOTO_POLL;
        }
        return 0;
    }

    /** Whether the instruction at {@code next} can join one starting at {@code start}. */
    private static boolean joinable(int[] ops, int[] lines, int[] insnIndex, BitSet boundaries, int start, int next) {
        if (next >= ops.length || insnIndex[next] < 0 || lines[next] != lines[start]) {
            return false;
        }
        int b = boundaries.nextSetBit(start + 1);
        return b < 0 || b > next;
    }
}
