package org.orbitmc.natives.jdk;

import static org.objectweb.asm.Opcodes.*;

import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * The "helpful" NullPointerException message of JEP 358, built as HotSpot's bytecodeUtils builds it, so
 * that the text is the same: the failed action of the faulting instruction, and a description of the
 * instruction that pushed the null, found by {@link OperandSources}.
 */
final class NullPointerMessages {
    /** The null slot of an NPE constructed by {@code new}: no message. */
    static final int EXPLICIT = -2;
    /** An instruction that cannot throw an NPE. */
    static final int INVALID = -1;
    private static final int MAX_DETAIL = 5;

    private final MethodNode method;
    private final boolean isStatic;
    private final boolean localNames;
    private final OperandSources sources;

    private NullPointerMessages(MethodNode method, boolean isStatic, boolean localNames, int target) {
        this.method = method;
        this.isStatic = isStatic;
        this.localNames = localNames;
        this.sources = new OperandSources(method, target);
    }

    /**
     * The message for an NPE raised by instruction {@code realIndex}, or null where HotSpot gives none.
     *
     * @param localNames whether locals are named from the method's LocalVariableTable (false: as if it had none)
     */
    static String message(MethodNode method, boolean isStatic, boolean localNames, int realIndex) {
        AbstractInsnNode insn = OperandSources.instruction(method, realIndex);
        int slot = nullSlot(insn);
        if (slot < 0) {
            return null;
        }
        NullPointerMessages m = new NullPointerMessages(method, isStatic, localNames, realIndex);
        StringBuilder b = new StringBuilder(failedAction(insn));
        StringBuilder cause = new StringBuilder();
        if (m.describe(cause, realIndex, slot, MAX_DETAIL, false, " because \"")) {
            b.append(cause).append("\" is null");
        } else {
            b.append(cause);
        }
        return b.toString();
    }

    /** The operand-stack slot (0 = top) an instruction dereferences, {@link #EXPLICIT} or {@link #INVALID}. */
    static int nullSlot(AbstractInsnNode insn) {
        return switch (insn.getOpcode()) {
            case GETFIELD, ARRAYLENGTH, ATHROW, MONITORENTER, MONITOREXIT -> 0;
            case IALOAD, FALOAD, AALOAD, BALOAD, CALOAD, SALOAD, LALOAD, DALOAD -> 1;
            case IASTORE, FASTORE, AASTORE, BASTORE, CASTORE, SASTORE -> 2;
            case LASTORE, DASTORE -> 3;
            case PUTFIELD -> Type.getType(((FieldInsnNode) insn).desc).getSize();
            case INVOKEVIRTUAL, INVOKESPECIAL, INVOKEINTERFACE -> {
                MethodInsnNode m = (MethodInsnNode) insn;
                yield m.name.equals("<init>") ? EXPLICIT : (Type.getArgumentsAndReturnSizes(m.desc) >> 2) - 1;
            }
            default -> INVALID;
        };
    }

    private static String failedAction(AbstractInsnNode insn) {
        return switch (insn.getOpcode()) {
            case IALOAD -> "Cannot load from int array";
            case FALOAD -> "Cannot load from float array";
            case AALOAD -> "Cannot load from object array";
            case BALOAD -> "Cannot load from byte/boolean array";
            case CALOAD -> "Cannot load from char array";
            case SALOAD -> "Cannot load from short array";
            case LALOAD -> "Cannot load from long array";
            case DALOAD -> "Cannot load from double array";
            case IASTORE -> "Cannot store to int array";
            case FASTORE -> "Cannot store to float array";
            case AASTORE -> "Cannot store to object array";
            case BASTORE -> "Cannot store to byte/boolean array";
            case CASTORE -> "Cannot store to char array";
            case SASTORE -> "Cannot store to short array";
            case LASTORE -> "Cannot store to long array";
            case DASTORE -> "Cannot store to double array";
            case ARRAYLENGTH -> "Cannot read the array length";
            case ATHROW -> "Cannot throw exception";
            case MONITORENTER -> "Cannot enter synchronized block";
            case MONITOREXIT -> "Cannot exit synchronized block";
            case GETFIELD -> "Cannot read field \"" + ((FieldInsnNode) insn).name + "\"";
            case PUTFIELD -> "Cannot assign field \"" + ((FieldInsnNode) insn).name + "\"";
            default -> "Cannot invoke \"" + methodName((MethodInsnNode) insn) + "\"";
        };
    }

    /**
     * Describes the instruction that pushed {@code slot} of the stack before instruction {@code at},
     * recursing into array and field expressions at most {@code detail} deep; false if nothing useful
     * was printed. The prefix is printed, as by HotSpot, once the source is known and is not a call.
     */
    private boolean describe(StringBuilder out, int at, int slot, int detail, boolean inner, String prefix) {
        OperandSources.Stack stack = sources.stackAt(at);
        if (detail <= 0 || stack == null) {
            return false;
        }
        int source = stack.source(slot);
        if (source == OperandSources.NO_SOURCE) {
            return false;
        }
        AbstractInsnNode insn = sources.instruction(source);
        int op = insn.getOpcode();
        boolean call = op == INVOKEVIRTUAL || op == INVOKESPECIAL || op == INVOKESTATIC || op == INVOKEINTERFACE;
        if (detail == MAX_DETAIL && prefix != null && !call) {
            out.append(prefix);
        }
        switch (op) {
            case ILOAD, ALOAD -> {
                int local = ((VarInsnNode) insn).var;
                out.append(localName(source, local, !stack.written(local)));
                return true;
            }
            case ACONST_NULL -> {
                out.append("null");
                return true;
            }
            case ICONST_M1, ICONST_0, ICONST_1, ICONST_2, ICONST_3, ICONST_4, ICONST_5 -> {
                out.append(op - ICONST_0);
                return true;
            }
            case BIPUSH -> {
                out.append(((IntInsnNode) insn).operand);
                return true;
            }
            case SIPUSH -> {
                // HotSpot reads the operand unsigned.
                out.append(((IntInsnNode) insn).operand & 0xFFFF);
                return true;
            }
            case IALOAD, AALOAD -> {
                if (!describe(out, source, 1, detail - 1, inner, null)) {
                    out.append("<array>");
                }
                out.append('[');
                if (!describe(out, source, 0, detail, true, null)) {
                    out.append("...");
                }
                out.append(']');
                return true;
            }
            case GETSTATIC -> {
                FieldInsnNode f = (FieldInsnNode) insn;
                out.append(className(f.owner)).append('.').append(f.name);
                return true;
            }
            case GETFIELD -> {
                if (describe(out, source, 0, detail - 1, inner, null)) {
                    out.append('.');
                }
                out.append(((FieldInsnNode) insn).name);
                return true;
            }
            case INVOKEVIRTUAL, INVOKESPECIAL, INVOKESTATIC, INVOKEINTERFACE -> {
                if (detail == MAX_DETAIL && !inner) {
                    out.append(" because the return value of \"");
                }
                out.append(methodName((MethodInsnNode) insn));
                return true;
            }
            default -> {
                return false;
            }
        }
    }

    /** A local's name from the LocalVariableTable, else "this", "&lt;parameterN&gt;" or "&lt;localN&gt;". */
    private String localName(int at, int local, boolean isParameter) {
        if (localNames && method.localVariables != null) {
            for (LocalVariableNode v : method.localVariables) {
                if (v.index == local && at >= sources.index(v.start) && at < sources.index(v.end)) {
                    return v.name;
                }
            }
        }
        if (!isStatic && local == 0 && isParameter) {
            return "this";
        }
        int slot = isStatic ? 0 : 1;
        int parameter = 1;
        for (Type t : Type.getArgumentTypes(method.desc)) {
            if (local >= slot && local < slot + t.getSize()) {
                return isParameter ? "<parameter" + parameter + ">" : "<local" + local + ">";
            }
            parameter++;
            slot += t.getSize();
        }
        return "<local" + local + ">";
    }

    /** HotSpot's external class name, with java.lang.Object and java.lang.String shortened. */
    private static String className(String internalName) {
        String name = internalName.replace('/', '.');
        return name.equals("java.lang.Object") || name.equals("java.lang.String") ? name.substring(10) : name;
    }

    /** Owner.name(parameter types), parameters starting with java.lang.Object or java.lang.String losing their package. */
    private static String methodName(MethodInsnNode m) {
        StringBuilder b = new StringBuilder(className(m.owner)).append('.').append(m.name).append('(');
        Type[] parameters = Type.getArgumentTypes(m.desc);
        for (int i = 0; i < parameters.length; i++) {
            String p = parameters[i].getClassName();
            if (p.startsWith("java.lang.Object") || p.startsWith("java.lang.String")) {
                p = p.substring(10);
            }
            b.append(i == 0 ? "" : ", ").append(p);
        }
        return b.append(')').toString();
    }
}
