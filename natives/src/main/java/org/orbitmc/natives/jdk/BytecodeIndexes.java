package org.orbitmc.natives.jdk;

import java.util.HashMap;
import java.util.Map;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ClassPath;
import org.orbitmc.vm.code.Code;

/**
 * The bytecode index (HotSpot's bci) of an instruction Orbit executes. Orbit's pc indexes its decoded code, whose
 * instructions are ASM's, which keeps no offsets; the offsets are read from the method's Code attribute in the class
 * file (each instruction's length as JVMS §6.5 gives it, switch padding included), the n-th real ASM instruction being
 * the n-th in the bytes. Methods whose class file Orbit does not have (classes it generated) stop as unsupported.
 */
final class BytecodeIndexes {
    private final Map<MethodInfo, int[]> offsets = new HashMap<>();

    /** The bci of the instruction at Orbit's {@code pc} in {@code m}. */
    int at(Vm vm, MethodInfo m, int pc) {
        Code code = m.code();
        int p = pc;
        while (p > 0 && code.insnIndex[p] < 0) {
            p--;
        }
        int insn = code.insnIndex[p];
        int[] byInsn = offsets.computeIfAbsent(m, k -> byInstruction(vm, k));
        return byInsn[Math.max(insn, 0)];
    }

    /** Per ASM instruction node: the bci of that instruction, or of the next real one for a label or line number. */
    private static int[] byInstruction(Vm vm, MethodInfo m) {
        int[] starts = instructionStarts(vm, m);
        AbstractInsnNode[] insns = m.node().instructions.toArray();
        int[] result = new int[insns.length];
        int real = 0;
        for (int i = 0; i < insns.length; i++) {
            boolean instruction = insns[i].getOpcode() >= 0;
            if (instruction && real >= starts.length) {
                throw mismatch(m, starts.length, insns);
            }
            result[i] = real < starts.length ? starts[real] : -1; // -1: a label after the last instruction
            if (instruction) {
                real++;
            }
        }
        if (real != starts.length) {
            throw mismatch(m, starts.length, insns);
        }
        return result;
    }

    private static int[] instructionStarts(Vm vm, MethodInfo m) {
        byte[] bytes = m.owner().programDefinedBytes();
        if (bytes == null) {
            ClassPath.Found found = vm.classes().classPath().find(m.owner().name());
            bytes = found == null ? null : found.bytes();
        }
        if (bytes == null || m.node() == null) {
            throw unavailable(m);
        }
        ClassReader reader = new ClassReader(bytes);
        int code = codeOf(reader, m.name(), m.descriptor());
        if (code < 0) {
            throw unavailable(m);
        }
        int length = reader.readInt(code + 4);
        int start = code + 8;
        int[] starts = new int[length];
        int n = 0;
        for (int bci = 0; bci < length; bci += instructionLength(reader, start, bci)) {
            starts[n++] = bci;
        }
        return java.util.Arrays.copyOf(starts, n);
    }

    /** The offset of the method's Code attribute body (max_stack first) in the class file, or -1. */
    private static int codeOf(ClassReader reader, String name, String descriptor) {
        char[] buffer = new char[reader.getMaxStringLength()];
        int u = reader.header + 6;
        u += 2 + 2 * reader.readUnsignedShort(u); // interfaces
        int fields = reader.readUnsignedShort(u);
        u += 2;
        for (int i = 0; i < fields; i++) {
            u = skipAttributes(reader, u + 6);
        }
        int methods = reader.readUnsignedShort(u);
        u += 2;
        for (int i = 0; i < methods; i++) {
            boolean match = reader.readUTF8(u + 2, buffer).equals(name) && reader.readUTF8(u + 4, buffer).equals(descriptor);
            int attributes = reader.readUnsignedShort(u + 6);
            u += 8;
            for (int a = 0; a < attributes; a++) {
                if (match && reader.readUTF8(u, buffer).equals("Code")) {
                    return u + 6;
                }
                u += 6 + reader.readInt(u + 2);
            }
        }
        return -1;
    }

    /** Skips the attributes_count and attributes at {@code u}; returns the offset after them. */
    private static int skipAttributes(ClassReader reader, int u) {
        int count = reader.readUnsignedShort(u);
        u += 2;
        for (int a = 0; a < count; a++) {
            u += 6 + reader.readInt(u + 2);
        }
        return u;
    }

    /** JVMS §6.5: the length of the instruction at {@code bci} of the code starting at {@code start}. */
    private static int instructionLength(ClassReader reader, int start, int bci) {
        int opcode = reader.readByte(start + bci);
        switch (opcode) {
            case 0x10, 0x12, 0x15, 0x16, 0x17, 0x18, 0x19, 0xa9, 0xbc: // bipush, ldc, xload, ret, newarray
            case 0x36, 0x37, 0x38, 0x39, 0x3a: // xstore
                return 2;
            case 0x11, 0x13, 0x14, 0x84, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xbb, 0xbd, 0xc0, 0xc1, 0xc6, 0xc7:
                return 3;
            case 0xc5: // multianewarray
                return 4;
            case 0xb9, 0xba, 0xc8, 0xc9: // invokeinterface, invokedynamic, goto_w, jsr_w
                return 5;
            case 0xc4: // wide
                return reader.readByte(start + bci + 1) == 0x84 ? 6 : 4;
            case 0xaa, 0xab: { // tableswitch, lookupswitch: padded to a multiple of four from the code's start
                int operands = bci + 1 + (3 - bci % 4);
                if (opcode == 0xaa) {
                    int low = reader.readInt(start + operands + 4);
                    int high = reader.readInt(start + operands + 8);
                    return operands + 12 + 4 * (high - low + 1) - bci;
                }
                return operands + 8 + 8 * reader.readInt(start + operands + 4) - bci;
            }
            default:
                return opcode >= 0x99 && opcode <= 0xa8 ? 3 : 1; // branches; the rest take no operands
        }
    }

    private static UnsupportedFeatureException mismatch(MethodInfo m, int inBytes, AbstractInsnNode[] insns) {
        long real = java.util.Arrays.stream(insns).filter(n -> n.getOpcode() >= 0).count();
        return new UnsupportedFeatureException("StackFrame.getByteCodeIndex in " + m.owner().javaName() + "." + m.name()
                + " (its class file has " + inBytes + " instructions, the code Orbit runs " + real + ")");
    }

    private static UnsupportedFeatureException unavailable(MethodInfo m) {
        return new UnsupportedFeatureException("StackFrame.getByteCodeIndex in " + m.owner().javaName() + "." + m.name()
                + " (no class file to read its bytecode offsets from)");
    }
}
