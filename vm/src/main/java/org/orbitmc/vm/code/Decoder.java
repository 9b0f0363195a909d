package org.orbitmc.vm.code;

import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.orbitmc.vm.link.IndyRequest;

/** Turns an ASM method body into {@link Code}: positions assigned in one pass, instructions emitted in a second. */
public final class Decoder {
    private Decoder() {
    }

    public static Code decode(String owner, MethodNode method) {
        return decode(owner, method, false);
    }

    /**
     * @param checked whether array accesses get their checked forms (and no superinstruction fuses a field or
     *                array access), for a VM that stops threads at scheduling points
     */
    public static Code decode(String owner, MethodNode method, boolean checked) {
        AbstractInsnNode[] insns = method.instructions.toArray();
        Set<AbstractInsnNode> backGotos = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        Set<LabelNode> loopHeads = loopHeads(insns, backGotos);
        Map<LabelNode, Integer> labelPc = new IdentityHashMap<>();
        int[] pcOf = new int[insns.length];
        int pc = 0;
        for (int i = 0; i < insns.length; i++) {
            AbstractInsnNode n = insns[i];
            pcOf[i] = pc;
            if (n instanceof LabelNode label) {
                labelPc.put(label, pc);
                if (loopHeads.contains(label)) {
                    pc++; // a POLL, which every jump to the label and every fall-through into it runs
                }
            }
            pc += size(n);
        }
        int[] ops = new int[pc];
        int[] lines = new int[pc];
        int[] insnIndex = new int[pc];
        java.util.Arrays.fill(insnIndex, -1);
        List<Object> constants = new ArrayList<>();
        int line = 0;
        int pendingPollLine = -1;
        for (int i = 0; i < insns.length; i++) {
            AbstractInsnNode n = insns[i];
            if (n instanceof LineNumberNode ln) {
                line = ln.line;
                continue;
            }
            if (n instanceof LabelNode label && loopHeads.contains(label)) {
                ops[pcOf[i]] = Op.POLL;
                insnIndex[pcOf[i]] = i;
                pendingPollLine = pcOf[i];
                continue;
            }
            int size = size(n);
            if (size == 0) {
                continue;
            }
            int at = pcOf[i];
            if (pendingPollLine >= 0) {
                lines[pendingPollLine] = line; // a loop's poll belongs to the loop's first line
                pendingPollLine = -1;
            }
            insnIndex[at] = i;
            for (int k = 0; k < size; k++) {
                lines[at + k] = line;
            }
            emit(owner, n, ops, at, labelPc, constants);
            if (backGotos.contains(n)) {
                ops[at] = Op.GOTO_POLL;
            }
        }
        List<TryCatchBlockNode> tcbs = method.tryCatchBlocks;
        int h = tcbs.size();
        int[] start = new int[h];
        int[] end = new int[h];
        int[] handler = new int[h];
        Object[] type = new Object[h];
        for (int i = 0; i < h; i++) {
            TryCatchBlockNode t = tcbs.get(i);
            start[i] = labelPc.get(t.start);
            end[i] = labelPc.get(t.end);
            handler[i] = labelPc.get(t.handler);
            type[i] = t.type == null ? null : new Refs.ClassRef(t.type);
        }
        Superinstructions.fuse(ops, lines, insnIndex, start, end, checked);
        if (checked) {
            for (int at = 0; at < ops.length; at++) {
                int op = ops[at];
                if (insnIndex[at] >= 0 && (op >= IALOAD && op <= SALOAD || op >= IASTORE && op <= SASTORE)) {
                    ops[at] = op + Op.CHECKED_ARRAY;
                }
            }
        }
        return new Code(ops, constants.toArray(), method.maxLocals, method.maxStack, lines, insnIndex, start, end, handler, type);
    }

    /**
     * The labels a conditional jump, or a switch, goes back to: loop heads that get a POLL. A {@code goto} that goes
     * back (how javac closes {@code for} and {@code while} loops) is added to {@code backGotos} instead, to poll itself:
     * one dispatch per iteration fewer. Every cycle of the code has a jump back, so every loop iteration polls.
     */
    private static Set<LabelNode> loopHeads(AbstractInsnNode[] insns, Set<AbstractInsnNode> backGotos) {
        Map<LabelNode, Integer> index = new IdentityHashMap<>();
        Set<LabelNode> heads = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
        for (int i = 0; i < insns.length; i++) {
            if (insns[i] instanceof LabelNode label) {
                index.put(label, i);
            }
            if (insns[i] instanceof JumpInsnNode j && j.getOpcode() == GOTO) {
                if (index.containsKey(j.label)) {
                    backGotos.add(j);
                }
                continue;
            }
            List<LabelNode> targets = insns[i] instanceof JumpInsnNode j ? List.of(j.label)
                    : insns[i] instanceof TableSwitchInsnNode t ? withDefault(t.labels, t.dflt)
                    : insns[i] instanceof LookupSwitchInsnNode l ? withDefault(l.labels, l.dflt) : List.of();
            for (LabelNode target : targets) {
                if (index.containsKey(target)) { // seen already: the jump goes back
                    heads.add(target);
                }
            }
        }
        return heads;
    }

    private static List<LabelNode> withDefault(List<LabelNode> labels, LabelNode dflt) {
        List<LabelNode> all = new ArrayList<>(labels);
        all.add(dflt);
        return all;
    }

    private static int size(AbstractInsnNode n) {
        switch (n.getType()) {
            case AbstractInsnNode.LABEL:
            case AbstractInsnNode.LINE:
            case AbstractInsnNode.FRAME:
                return 0;
            case AbstractInsnNode.INSN:
                return 1;
            case AbstractInsnNode.LDC_INSN:
                Object c = ((LdcInsnNode) n).cst;
                return c instanceof Long || c instanceof Double ? 3 : 2;
            case AbstractInsnNode.IINC_INSN:
            case AbstractInsnNode.MULTIANEWARRAY_INSN:
                return 3;
            case AbstractInsnNode.TABLESWITCH_INSN:
                return 4 + ((TableSwitchInsnNode) n).labels.size();
            case AbstractInsnNode.LOOKUPSWITCH_INSN:
                return 3 + 2 * ((LookupSwitchInsnNode) n).keys.size();
            default:
                return 2;
        }
    }

    private static int constant(List<Object> constants, Object value) {
        constants.add(value);
        return constants.size() - 1;
    }

    private static void emit(String owner, AbstractInsnNode n, int[] ops, int at, Map<LabelNode, Integer> labelPc, List<Object> constants) {
        int opcode = n.getOpcode();
        switch (n.getType()) {
            case AbstractInsnNode.INSN -> ops[at] = opcode;
            case AbstractInsnNode.INT_INSN -> {
                ops[at] = opcode;
                ops[at + 1] = ((IntInsnNode) n).operand;
            }
            case AbstractInsnNode.VAR_INSN -> {
                if (opcode == RET) {
                    throw new UnsupportedOperationException("jsr/ret subroutines");
                }
                ops[at] = opcode;
                ops[at + 1] = ((VarInsnNode) n).var;
            }
            case AbstractInsnNode.TYPE_INSN -> {
                ops[at] = opcode;
                ops[at + 1] = constant(constants, new Refs.ClassRef(((TypeInsnNode) n).desc));
            }
            case AbstractInsnNode.FIELD_INSN -> {
                FieldInsnNode f = (FieldInsnNode) n;
                ops[at] = opcode;
                ops[at + 1] = constant(constants, new Refs.MemberRef(f.owner, f.name, f.desc, false));
            }
            case AbstractInsnNode.METHOD_INSN -> {
                MethodInsnNode m = (MethodInsnNode) n;
                ops[at] = opcode;
                ops[at + 1] = constant(constants, new Refs.MemberRef(m.owner, m.name, m.desc, m.itf));
            }
            case AbstractInsnNode.INVOKE_DYNAMIC_INSN -> {
                InvokeDynamicInsnNode d = (InvokeDynamicInsnNode) n;
                ops[at] = opcode;
                ops[at + 1] = constant(constants, new Refs.DynamicSite(new IndyRequest(owner, d.name, d.desc, d.bsm, d.bsmArgs)));
            }
            case AbstractInsnNode.JUMP_INSN -> {
                if (opcode == JSR) {
                    throw new UnsupportedOperationException("jsr/ret subroutines");
                }
                ops[at] = opcode;
                ops[at + 1] = labelPc.get(((JumpInsnNode) n).label);
            }
            case AbstractInsnNode.LDC_INSN -> emitLdc(((LdcInsnNode) n).cst, ops, at, constants);
            case AbstractInsnNode.IINC_INSN -> {
                IincInsnNode inc = (IincInsnNode) n;
                ops[at] = IINC;
                ops[at + 1] = inc.var;
                ops[at + 2] = inc.incr;
            }
            case AbstractInsnNode.TABLESWITCH_INSN -> {
                TableSwitchInsnNode t = (TableSwitchInsnNode) n;
                ops[at] = TABLESWITCH;
                ops[at + 1] = t.min;
                ops[at + 2] = t.max;
                ops[at + 3] = labelPc.get(t.dflt);
                for (int i = 0; i < t.labels.size(); i++) {
                    ops[at + 4 + i] = labelPc.get(t.labels.get(i));
                }
            }
            case AbstractInsnNode.LOOKUPSWITCH_INSN -> {
                LookupSwitchInsnNode l = (LookupSwitchInsnNode) n;
                ops[at] = LOOKUPSWITCH;
                ops[at + 1] = l.keys.size();
                ops[at + 2] = labelPc.get(l.dflt);
                for (int i = 0; i < l.keys.size(); i++) {
                    ops[at + 3 + 2 * i] = l.keys.get(i);
                    ops[at + 4 + 2 * i] = labelPc.get(l.labels.get(i));
                }
            }
            case AbstractInsnNode.MULTIANEWARRAY_INSN -> {
                MultiANewArrayInsnNode m = (MultiANewArrayInsnNode) n;
                ops[at] = MULTIANEWARRAY;
                ops[at + 1] = constant(constants, new Refs.MultiArray(m.desc, m.dims));
                ops[at + 2] = m.dims;
            }
            default -> throw new IllegalStateException("unexpected instruction type " + n.getType());
        }
    }

    private static void emitLdc(Object cst, int[] ops, int at, List<Object> constants) {
        if (cst instanceof Integer i) {
            ops[at] = Op.LDC_INT;
            ops[at + 1] = i;
        } else if (cst instanceof Float f) {
            ops[at] = Op.LDC_INT;
            ops[at + 1] = Float.floatToRawIntBits(f);
        } else if (cst instanceof Long l) {
            ops[at] = Op.LDC_WIDE;
            ops[at + 1] = (int) (l >>> 32);
            ops[at + 2] = (int) (long) l;
        } else if (cst instanceof Double d) {
            long bits = Double.doubleToRawLongBits(d);
            ops[at] = Op.LDC_WIDE;
            ops[at + 1] = (int) (bits >>> 32);
            ops[at + 2] = (int) bits;
        } else if (cst instanceof String s) {
            ops[at] = Op.LDC_STRING;
            ops[at + 1] = constant(constants, new Refs.StringConstant(s));
        } else if (cst instanceof Type t && t.getSort() != Type.METHOD) {
            ops[at] = Op.LDC_CLASS;
            ops[at + 1] = constant(constants, new Refs.ClassRef(t.getSort() == Type.OBJECT ? t.getInternalName() : t.getDescriptor()));
        } else {
            String what = cst instanceof Handle ? "method handle constant" : cst instanceof ConstantDynamic ? "dynamic constant" : "method type constant";
            ops[at] = Op.LDC_UNSUPPORTED;
            ops[at + 1] = constant(constants, new Refs.Unsupported(what + " " + cst));
        }
    }
}
