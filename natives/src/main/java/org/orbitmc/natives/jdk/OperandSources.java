package org.orbitmc.natives.jdk;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * HotSpot's data-flow pass for NullPointerException messages (bytecodeUtils' simulated operand stacks):
 * for every instruction, which instruction pushed each operand-stack slot, forgotten where control flow
 * merges different sources, and which locals may have been written. Instructions are numbered by their
 * position among the method's real instructions (labels, line numbers and frames left out), which
 * orders them as bytecode offsets do. As in HotSpot, the pass stops once the target instruction has a stack.
 */
final class OperandSources {
    static final int NO_SOURCE = -1;

    // HotSpot's BasicTypes, as far as the analysis tells them apart.
    private static final int T_VOID = 0;
    private static final int T_BOOLEAN = 1;
    private static final int T_CHAR = 2;
    private static final int T_FLOAT = 3;
    private static final int T_DOUBLE = 4;
    private static final int T_BYTE = 5;
    private static final int T_SHORT = 6;
    private static final int T_INT = 7;
    private static final int T_LONG = 8;
    private static final int T_OBJECT = 9;
    private static final int T_ARRAY = 10;
    private static final int T_ADDRESS = 11;
    private static final int T_CONFLICT = 12;

    private final AbstractInsnNode[] code;
    private final Map<LabelNode, Integer> labels = new HashMap<>();
    private final Stack[] stacks;
    private boolean addedOne = true;
    private boolean allProcessed;

    /** The simulated operand stack before one instruction: per slot (bottom first) the pushing instruction and the type. */
    static final class Stack {
        private int[] sources = new int[8];
        private int[] types = new int[8];
        private int size;
        private long writtenLocals;

        Stack copy() {
            Stack s = new Stack();
            s.sources = sources.clone();
            s.types = types.clone();
            s.size = size;
            s.writtenLocals = writtenLocals;
            return s;
        }

        void pushRaw(int source, int type) {
            if (type == T_VOID) {
                return;
            }
            if (size == sources.length) {
                sources = Arrays.copyOf(sources, size * 2);
                types = Arrays.copyOf(types, size * 2);
            }
            sources[size] = source;
            types[size++] = type;
        }

        void push(int source, int type) {
            pushRaw(source, type);
            if (type == T_LONG || type == T_DOUBLE) {
                pushRaw(source, type);
            }
        }

        void pop(int slots) {
            size -= slots;
        }

        /** Slot 0 is the top of the stack. */
        int source(int slot) {
            return sources[size - slot - 1];
        }

        int type(int slot) {
            return types[size - slot - 1];
        }

        void merge(Stack other) {
            for (int i = size - 1; i >= 0; i--) {
                int t = types[i];
                int ot = other.types[i];
                boolean sameSource = sources[i] == other.sources[i];
                if (t != ot) {
                    boolean references = (t == T_OBJECT || t == T_ARRAY) && (ot == T_OBJECT || ot == T_ARRAY);
                    types[i] = references ? T_OBJECT : T_CONFLICT;
                    sources[i] = references && sameSource ? sources[i] : NO_SOURCE;
                } else if (!sameSource) {
                    sources[i] = NO_SOURCE;
                }
            }
            writtenLocals |= other.writtenLocals;
        }

        void setWritten(int local) {
            if (local <= 63) {
                writtenLocals |= 1L << local;
            }
        }

        boolean written(int local) {
            return local > 63 || (writtenLocals & (1L << local)) != 0;
        }
    }

    OperandSources(MethodNode method, int target) {
        List<AbstractInsnNode> real = new ArrayList<>();
        List<LabelNode> pending = new ArrayList<>();
        for (AbstractInsnNode n : method.instructions) {
            if (n instanceof LabelNode l) {
                pending.add(l);
            } else if (n.getOpcode() >= 0) {
                for (LabelNode l : pending) {
                    labels.put(l, real.size());
                }
                pending.clear();
                real.add(n);
            }
        }
        for (LabelNode l : pending) {
            labels.put(l, real.size());
        }
        code = real.toArray(new AbstractInsnNode[0]);
        stacks = new Stack[code.length + 1];
        stacks[0] = new Stack();
        for (TryCatchBlockNode h : method.tryCatchBlocks) {
            int handler = labels.get(h.handler);
            if (stacks[handler] == null) {
                stacks[handler] = new Stack();
                stacks[handler].push(handler, T_OBJECT);
            }
        }
        while (!allProcessed && addedOne) {
            allProcessed = true;
            addedOne = false;
            for (int i = 0; i < code.length; i++) {
                analyze(i);
                if (target == i + 1 && stacks[i + 1] != null) {
                    allProcessed = true;
                    break;
                }
            }
        }
    }

    AbstractInsnNode instruction(int index) {
        return code[index];
    }

    /** The index of the first real instruction at or after a label. */
    int index(LabelNode label) {
        return labels.get(label);
    }

    /** The stack before instruction {@code index}; null if the pass did not reach it. */
    Stack stackAt(int index) {
        return stacks[index];
    }

    /** Index of the instruction at position {@code insnListIndex} of the method's instruction list among its real instructions. */
    static int realIndex(MethodNode method, int insnListIndex) {
        int real = 0;
        for (int i = 0; i < insnListIndex; i++) {
            if (method.instructions.get(i).getOpcode() >= 0) {
                real++;
            }
        }
        return real;
    }

    static AbstractInsnNode instruction(MethodNode method, int realIndex) {
        int real = 0;
        for (AbstractInsnNode n : method.instructions) {
            if (n.getOpcode() >= 0 && real++ == realIndex) {
                return n;
            }
        }
        return null;
    }

    private void analyze(int i) {
        if (stacks[i] == null) {
            allProcessed = false;
            return;
        }
        Stack stack = stacks[i].copy();
        AbstractInsnNode insn = code[i];
        int op = insn.getOpcode();
        int dest = -1;
        List<LabelNode> dests = List.of();
        boolean flowEnded = false;
        switch (op) {
            case NOP, IINC -> {
            }
            case ACONST_NULL, NEW -> stack.push(i, T_OBJECT);
            case ICONST_M1, ICONST_0, ICONST_1, ICONST_2, ICONST_3, ICONST_4, ICONST_5, BIPUSH, SIPUSH, ILOAD -> stack.push(i, T_INT);
            case LCONST_0, LCONST_1, LLOAD -> stack.push(i, T_LONG);
            case FCONST_0, FCONST_1, FCONST_2, FLOAD -> stack.push(i, T_FLOAT);
            case DCONST_0, DCONST_1, DLOAD -> stack.push(i, T_DOUBLE);
            case ALOAD -> stack.push(i, T_OBJECT);
            case LDC -> {
                Object c = ((LdcInsnNode) insn).cst;
                stack.push(i, c instanceof Integer ? T_INT : c instanceof Long ? T_LONG : c instanceof Float ? T_FLOAT : c instanceof Double ? T_DOUBLE : T_OBJECT);
            }
            case IALOAD, BALOAD, CALOAD, SALOAD -> {
                stack.pop(2);
                stack.push(i, T_INT);
            }
            case FALOAD -> {
                stack.pop(2);
                stack.push(i, T_FLOAT);
            }
            case AALOAD -> {
                stack.pop(2);
                stack.push(i, T_OBJECT);
            }
            case LALOAD -> {
                stack.pop(2);
                stack.push(i, T_LONG);
            }
            case DALOAD -> {
                stack.pop(2);
                stack.push(i, T_DOUBLE);
            }
            case ISTORE, FSTORE, ASTORE -> {
                stack.setWritten(((VarInsnNode) insn).var);
                stack.pop(1);
            }
            case LSTORE, DSTORE -> {
                stack.setWritten(((VarInsnNode) insn).var);
                stack.pop(2);
            }
            case IASTORE, FASTORE, AASTORE, BASTORE, CASTORE, SASTORE -> stack.pop(3);
            case LASTORE, DASTORE -> stack.pop(4);
            case POP, MONITORENTER, MONITOREXIT -> stack.pop(1);
            case POP2 -> stack.pop(2);
            case DUP -> stack.pushRaw(stack.source(0), stack.type(0));
            case DUP_X1 -> permute(stack, 2, 0, 1, 0);
            case DUP_X2 -> permute(stack, 3, 0, 2, 1, 0);
            case DUP2 -> {
                stack.pushRaw(stack.source(1), stack.type(1));
                stack.pushRaw(stack.source(1), stack.type(1));
            }
            case DUP2_X1 -> permute(stack, 3, 1, 0, 2, 1, 0);
            case DUP2_X2 -> permute(stack, 4, 1, 0, 3, 2, 1, 0);
            case SWAP -> {
                int s0 = stack.source(0);
                int t0 = stack.type(0);
                int s1 = stack.source(1);
                int t1 = stack.type(1);
                stack.pop(2);
                stack.push(s0, t0);
                stack.push(s1, t1);
            }
            case IADD, ISUB, IMUL, IDIV, IREM, IAND, IOR, IXOR -> binary(stack, i, T_INT, 2);
            case LADD, LSUB, LMUL, LDIV, LREM, LAND, LOR, LXOR -> binary(stack, i, T_LONG, 4);
            case FADD, FSUB, FMUL, FDIV, FREM -> binary(stack, i, T_FLOAT, 2);
            case DADD, DSUB, DMUL, DDIV, DREM -> binary(stack, i, T_DOUBLE, 4);
            case INEG -> binary(stack, i, T_INT, 1);
            case LNEG -> binary(stack, i, T_LONG, 2);
            case FNEG -> binary(stack, i, T_FLOAT, 1);
            case DNEG -> binary(stack, i, T_DOUBLE, 2);
            case ISHL, ISHR, IUSHR -> binary(stack, i, T_INT, 2);
            case LSHL, LSHR, LUSHR -> binary(stack, i, T_LONG, 3);
            case I2L, F2L -> binary(stack, i, T_LONG, 1);
            case I2F -> binary(stack, i, T_FLOAT, 1);
            case I2D, F2D -> binary(stack, i, T_DOUBLE, 1);
            case F2I -> binary(stack, i, T_INT, 1);
            case I2B -> binary(stack, i, T_BYTE, 1);
            case I2C -> binary(stack, i, T_CHAR, 1);
            case I2S -> binary(stack, i, T_SHORT, 1);
            case L2I, D2I -> binary(stack, i, T_INT, 2);
            case L2F, D2F -> binary(stack, i, T_FLOAT, 2);
            case L2D -> binary(stack, i, T_DOUBLE, 2);
            case D2L -> binary(stack, i, T_LONG, 2);
            case LCMP, DCMPL, DCMPG -> binary(stack, i, T_INT, 4);
            case FCMPL, FCMPG -> binary(stack, i, T_INT, 2);
            case IFEQ, IFNE, IFLT, IFGE, IFGT, IFLE, IFNULL, IFNONNULL -> {
                stack.pop(1);
                dest = labels.get(((JumpInsnNode) insn).label);
            }
            case IF_ICMPEQ, IF_ICMPNE, IF_ICMPLT, IF_ICMPGE, IF_ICMPGT, IF_ICMPLE, IF_ACMPEQ, IF_ACMPNE -> {
                stack.pop(2);
                dest = labels.get(((JumpInsnNode) insn).label);
            }
            case GOTO -> {
                dest = labels.get(((JumpInsnNode) insn).label);
                flowEnded = true;
            }
            case JSR -> {
                stack.push(i, T_ADDRESS);
                dest = labels.get(((JumpInsnNode) insn).label);
                flowEnded = true;
            }
            case RET, IRETURN, LRETURN, FRETURN, DRETURN, ARETURN, RETURN, ATHROW -> flowEnded = true;
            case TABLESWITCH -> {
                stack.pop(1);
                dest = labels.get(((TableSwitchInsnNode) insn).dflt);
                dests = ((TableSwitchInsnNode) insn).labels;
            }
            case LOOKUPSWITCH -> {
                stack.pop(1);
                dest = labels.get(((LookupSwitchInsnNode) insn).dflt);
                dests = ((LookupSwitchInsnNode) insn).labels;
            }
            case GETSTATIC -> stack.push(i, type(((FieldInsnNode) insn).desc));
            case GETFIELD -> {
                stack.pop(1);
                stack.push(i, type(((FieldInsnNode) insn).desc));
            }
            case PUTSTATIC -> stack.pop(size(type(((FieldInsnNode) insn).desc)));
            case PUTFIELD -> stack.pop(size(type(((FieldInsnNode) insn).desc)) + 1);
            case INVOKEVIRTUAL, INVOKESPECIAL, INVOKESTATIC, INVOKEINTERFACE -> {
                MethodInsnNode m = (MethodInsnNode) insn;
                stack.pop((Type.getArgumentsAndReturnSizes(m.desc) >> 2) - 1 + (op == INVOKESTATIC ? 0 : 1));
                stack.push(i, type(Type.getReturnType(m.desc).getDescriptor()));
            }
            case INVOKEDYNAMIC -> {
                String desc = ((InvokeDynamicInsnNode) insn).desc;
                stack.pop((Type.getArgumentsAndReturnSizes(desc) >> 2) - 1);
                stack.push(i, type(Type.getReturnType(desc).getDescriptor()));
            }
            case NEWARRAY, ANEWARRAY -> {
                stack.pop(1);
                stack.push(i, T_OBJECT);
            }
            case INSTANCEOF, ARRAYLENGTH -> {
                stack.pop(1);
                stack.push(i, T_INT);
            }
            case CHECKCAST -> {
            }
            case MULTIANEWARRAY -> {
                stack.pop(((MultiANewArrayInsnNode) insn).dims);
                stack.push(i, T_OBJECT);
            }
            default -> {
                allProcessed = false;
                addedOne = false;
                return;
            }
        }
        if (!flowEnded) {
            merge(i + 1, stack);
        }
        if (dest >= 0) {
            merge(dest, stack);
        }
        for (LabelNode l : dests) {
            merge(labels.get(l), stack);
        }
    }

    /** Pops {@code count} slots and pushes the ones named by their former depth (0 = former top), bottom first. */
    private static void permute(Stack stack, int count, int... order) {
        int[] sources = new int[count];
        int[] types = new int[count];
        for (int d = 0; d < count; d++) {
            sources[d] = stack.source(d);
            types[d] = stack.type(d);
        }
        stack.pop(count);
        for (int d : order) {
            stack.pushRaw(sources[d], types[d]);
        }
    }

    private static void binary(Stack stack, int i, int result, int popped) {
        stack.pop(popped);
        stack.push(i, result);
    }

    /** HotSpot merges into the working stack first, so the merged state also flows to the branch targets. */
    private void merge(int target, Stack stack) {
        if (stacks[target] != null) {
            stack.merge(stacks[target]);
        } else {
            addedOne = true;
        }
        stacks[target] = stack.copy();
    }

    private static int type(String descriptor) {
        return switch (descriptor.charAt(0)) {
            case 'Z' -> T_BOOLEAN;
            case 'C' -> T_CHAR;
            case 'F' -> T_FLOAT;
            case 'D' -> T_DOUBLE;
            case 'B' -> T_BYTE;
            case 'S' -> T_SHORT;
            case 'I' -> T_INT;
            case 'J' -> T_LONG;
            case '[' -> T_ARRAY;
            case 'V' -> T_VOID;
            default -> T_OBJECT;
        };
    }

    private static int size(int type) {
        return type == T_LONG || type == T_DOUBLE ? 2 : type == T_VOID ? 0 : 1;
    }
}
