package org.orbitmc.vm.gc;

import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;
import org.orbitmc.vm.InternalVmError;

/**
 * Which slots of a frame hold references before each instruction of one method, as ASM's analyzer infers
 * them: a row of bits per instruction over locals then operand stack, in the VM's slot numbering (long and
 * double take two stack slots, the value in the first). Slots whose type differs between merging paths
 * are not references: the verifier guarantees no instruction reads them as such before a store.
 *
 * <p>It also knows which slots are <em>defined</em>: those with a type at all. A slot that was never written on
 * some path to an instruction, whose types conflict where paths merge, or that is the second half of a long or
 * double, cannot be read before it is written again, so its contents are not part of the program state.
 */
public final class RefMap {
    private final int maxLocals;
    private final int words;
    private final long[] bits;
    private final long[] defined;
    /** Operand-stack height in slots before each instruction; -1 for unreachable instructions. */
    private final int[] stackHeights;

    private RefMap(int maxLocals, int words, long[] bits, long[] defined, int[] stackHeights) {
        this.maxLocals = maxLocals;
        this.words = words;
        this.bits = bits;
        this.defined = defined;
        this.stackHeights = stackHeights;
    }

    /** Analyzes a method; {@code owner} is the internal name of its class. */
    public static RefMap analyze(String owner, MethodNode method) {
        Frame<BasicValue>[] frames;
        try {
            frames = new Analyzer<>(new BasicInterpreter()).analyze(owner, method);
        } catch (AnalyzerException e) {
            throw new InternalVmError("cannot compute the reference map of " + owner.replace('/', '.') + "." + method.name
                    + method.desc + ": " + e.getMessage(), e);
        }
        int maxLocals = method.maxLocals;
        int words = Math.max(1, (maxLocals + method.maxStack + 63) >>> 6);
        long[] bits = new long[frames.length * words];
        long[] defined = new long[frames.length * words];
        int[] heights = new int[frames.length];
        for (int i = 0; i < frames.length; i++) {
            Frame<BasicValue> f = frames[i];
            if (f == null) {
                heights[i] = -1;
                continue;
            }
            int row = i * words;
            for (int l = 0; l < f.getLocals(); l++) {
                BasicValue v = f.getLocal(l);
                if (v.isReference()) {
                    bits[row + (l >>> 6)] |= 1L << l;
                }
                if (v != BasicValue.UNINITIALIZED_VALUE) {
                    defined[row + (l >>> 6)] |= 1L << l;
                }
            }
            int slot = maxLocals;
            for (int j = 0; j < f.getStackSize(); j++) {
                BasicValue v = f.getStack(j);
                if (v.isReference()) {
                    bits[row + (slot >>> 6)] |= 1L << slot;
                }
                defined[row + (slot >>> 6)] |= 1L << slot;
                slot += v.getSize();
            }
            heights[i] = slot - maxLocals;
        }
        return new RefMap(maxLocals, words, bits, defined, heights);
    }

    public int maxLocals() {
        return maxLocals;
    }

    /** Operand-stack height in slots before instruction {@code insn} (an index into the ASM instruction list), -1 if unreachable. */
    public int stackHeight(int insn) {
        return stackHeights[insn];
    }

    /** Whether frame slot {@code slot} (locals first, then the operand stack) holds a reference before {@code insn}. */
    public boolean isRef(int insn, int slot) {
        int w = slot >>> 6;
        return w < words && (bits[insn * words + w] & 1L << slot) != 0;
    }

    /** Whether frame slot {@code slot} has a type before {@code insn}: whether the code there may read it. */
    public boolean isDefined(int insn, int slot) {
        int w = slot >>> 6;
        return w < words && (defined[insn * words + w] & 1L << slot) != 0;
    }

    /** The first reference slot at or after {@code from} and below {@code limit} before {@code insn}, or -1. */
    public int nextRef(int insn, int from, int limit) {
        int row = insn * words;
        int end = Math.min(limit, words << 6);
        for (int slot = from; slot < end; ) {
            long word = bits[row + (slot >>> 6)] >>> slot;
            if (word != 0) {
                int found = slot + Long.numberOfTrailingZeros(word);
                return found < end ? found : -1;
            }
            slot = (slot | 63) + 1;
        }
        return -1;
    }
}
