package org.orbitmc.vm.code;

/**
 * Pre-decoded code of one method: JVM instructions flattened into an int array (opcode followed by its
 * operands; branch operands are indexes into the same array) and a constant table whose entries are
 * replaced by resolved ones on first execution.
 */
public final class Code {
    public final int[] ops;
    public final Object[] constants;
    public final int maxLocals;
    public final int maxStack;
    /** Source line of the instruction starting at each pc (0 where unknown). */
    public final int[] lines;
    /** Index in the ASM instruction list of the instruction at each pc, -1 between instructions. */
    public final int[] insnIndex;
    public final int[] handlerStart;
    public final int[] handlerEnd;
    public final int[] handlerPc;
    /** Per handler: a {@link Refs.ClassRef}, a resolved {@code ClassInfo}, or null for any throwable. */
    public final Object[] handlerType;

    Code(int[] ops, Object[] constants, int maxLocals, int maxStack, int[] lines, int[] insnIndex,
            int[] handlerStart, int[] handlerEnd, int[] handlerPc, Object[] handlerType) {
        this.ops = ops;
        this.constants = constants;
        this.maxLocals = maxLocals;
        this.maxStack = maxStack;
        this.lines = lines;
        this.insnIndex = insnIndex;
        this.handlerStart = handlerStart;
        this.handlerEnd = handlerEnd;
        this.handlerPc = handlerPc;
        this.handlerType = handlerType;
    }

    public int lineAt(int pc) {
        for (int p = pc; p >= 0; p--) {
            if (insnIndex[p] >= 0) {
                return lines[p];
            }
        }
        return -1;
    }
}
