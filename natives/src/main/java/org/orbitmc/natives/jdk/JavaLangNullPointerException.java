package org.orbitmc.natives.jdk;

import static org.objectweb.asm.Opcodes.ALOAD;
import static org.objectweb.asm.Opcodes.ILOAD;

import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.code.Code;
import org.orbitmc.vm.interp.Throwables.Backtrace;
import org.orbitmc.vm.natives.NativeRegistry;
import org.orbitmc.vm.thread.VmThread;

/**
 * NullPointerException.getExtendedNPEMessage, HotSpot's "helpful" message. HotSpot takes the method and
 * bytecode of the exception's top frame; Orbit notes them when the stack trace is filled in (the frame is
 * gone later) and builds the message on demand, as HotSpot does, with {@link NullPointerMessages}.
 */
public final class JavaLangNullPointerException {
    private JavaLangNullPointerException() {
    }

    /**
     * A NullPointerException's backtrace and the instruction (by index among the method's real
     * instructions) its top frame was executing; method null when HotSpot would give no message.
     */
    record Site(Backtrace backtrace, MethodInfo method, int instruction) {
    }

    public static void register(NativeRegistry r) {
        r.bind("java/lang/NullPointerException", "getExtendedNPEMessage", "()Ljava/lang/String;", (vm, a) -> {
            if (!(vm.heap().get(a.receiver()).hidden instanceof Site site) || site.method() == null) {
                return 0;
            }
            MethodInfo m = site.method();
            return Guest.str(vm, NullPointerMessages.message(m.node(), m.isStatic(), localNames(vm, m.owner()), site.instruction()));
        });
    }

    /**
     * Whether HotSpot would see the class's LocalVariableTable: not when Orbit compiled the class from a source file
     * with {@code -g} for its traces, as {@code java File.java} compiles without.
     */
    private static boolean localNames(Vm vm, ClassInfo c) {
        return !SourceLaunchedClasses.isSourceLaunched(vm, c);
    }

    static boolean isNpe(Vm vm, int throwable) {
        return vm.heap().get(throwable).type.isSubtypeOf(Guest.load(vm, "java/lang/NullPointerException"));
    }

    /**
     * Where the NPE being filled in was raised: the frame below fillInStackTrace and the exception's
     * constructors. A hidden top frame (a lambda proxy) gives no message, as on HotSpot. Orbit's natives
     * have no frames, so an NPE a native throws appears raised by the call instruction; the receiver is
     * checked to be null, so that such an NPE gets no message either, as HotSpot gives none for a native
     * top frame. Only calls can reach a native; other instructions raise the NPE themselves.
     */
    static Site site(Vm vm, int throwable, Backtrace backtrace) {
        VmThread t = vm.currentThread();
        ClassInfo type = vm.heap().get(throwable).type;
        int top = t.depth;
        while (top >= 0 && t.methods[top].name().equals("fillInStackTrace")) {
            top--;
        }
        while (top >= 0 && t.methods[top].name().equals("<init>") && type.isSubtypeOf(t.methods[top].owner()) && (int) t.stack[t.bases[top]] == throwable) {
            top--;
        }
        MethodInfo m = top < 0 ? null : t.methods[top];
        Code code = m == null ? null : m.code();
        if (code == null || m.owner().isHidden() || m.node() == null) {
            return new Site(backtrace, null, 0);
        }
        int pc = t.pcs[top];
        while (pc > 0 && code.insnIndex[pc] < 0) {
            pc--;
        }
        MethodNode node = m.node();
        int index = OperandSources.realIndex(node, code.insnIndex[pc]);
        AbstractInsnNode insn = OperandSources.instruction(node, index);
        long value;
        if (insn != null && insn.getOpcode() == ALOAD) {
            // A superinstruction (aload+getfield, aload+iload+iaload) faulted on the local it loads.
            value = t.stack[t.bases[top] + ((VarInsnNode) insn).var];
            do {
                index++;
                insn = OperandSources.instruction(node, index);
            } while (insn != null && (insn.getOpcode() == ALOAD || insn.getOpcode() == ILOAD));
        } else if (insn instanceof MethodInsnNode) {
            // A call keeps its arguments on the stack, whether the receiver was null or a native threw.
            int slot = NullPointerMessages.nullSlot(insn);
            value = slot < 0 ? 0 : t.stack[t.sps[top] - 1 - slot];
        } else {
            value = 0;
        }
        return new Site(backtrace, value == 0 ? m : null, index);
    }
}
