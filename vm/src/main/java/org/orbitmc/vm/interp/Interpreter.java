package org.orbitmc.vm.interp;

import static org.objectweb.asm.Opcodes.*;

import org.orbitmc.vm.InternalVmError;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.VmFailure;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.code.Code;
import org.orbitmc.vm.code.Op;
import org.orbitmc.vm.gc.GarbageCollector;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.thread.VmThread;

/**
 * The bytecode interpreter: one loop with one switch over pre-decoded code, the top frame's pc and
 * stack pointer in locals. Rare paths (resolution, class initialization, exceptions, invocation) are
 * helper methods so that the loop stays small enough for the host JIT to compile.
 *
 * <p>Values on the stack are 64-bit slots: ints sign-extended, floats as raw int bits, references as
 * heap refs; long and double take two slots (value in the first), as the JVM specifies, so that the
 * stack-manipulation instructions need no type information.
 *
 * <p>Frame protocol: while a frame is not on top, its saved pc is the pc of the instruction that
 * called out (an invoke, or an instruction waiting for a class initializer).
 */
public final class Interpreter {
    private final Vm vm;
    private final Heap heap;
    private final Resolver resolver;
    private final ClassInitializer initializer;
    private final Throwables throwables;
    private final Monitors monitors;
    private final Invoker invoker;
    private final CheckedAccess checked;
    private final GarbageCollector gc;
    /** Runs of this interpreter on the host stack: above 1, a native up the host stack may hold heap refs. */
    private int nesting;
    /** Loop iterations (POLLs) left before the next {@link Vm#poll}. */
    private int pollCountdown = POLL_INTERVAL;
    private static final int POLL_INTERVAL = 1 << 16;
    /** The {@link #nesting} at which a POLL may switch threads ({@link #runPreemptible}); 0 for never. */
    private int preemptibleNesting;
    private int pollsInSlice;
    private boolean preempted;
    /** How many polls a thread of {@code orbit run} runs before it lets the others run: millions of loop iterations. */
    private static final int SLICE_POLLS = 32;
    /** How many polls a slice of {@link #preemptibleNesting} lasts: {@link #SLICE_POLLS}, or one for {@link #runBounded}. */
    private int slicePolls = SLICE_POLLS;
    /** Allocation count (since the last collection) at which to consult the garbage collector next. */
    private long gcCheck;
    /** Whether executed instructions are counted (for benchmarks): a constant, so the JIT removes the check when off. */
    private static final boolean COUNTING = Boolean.getBoolean("orbit.countInstructions");
    private final long[] executed = new long[512];

    static {
        // Classes the loop meets only on rare paths (a preemption, a guest exception), initialized before the host JIT
        // compiles it: compiled code that meets an uninitialized class is thrown away, and compiling this loop again
        // takes the JIT seconds.
        try {
            for (Class<?> c : new Class<?>[] {Block.class, Trap.class, GuestException.class, FramePushed.class}) {
                java.lang.invoke.MethodHandles.lookup().ensureInitialized(c);
            }
        } catch (IllegalAccessException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public Interpreter(Vm vm, Resolver resolver, ClassInitializer initializer, Throwables throwables, Monitors monitors,
            Invoker invoker) {
        this.vm = vm;
        this.heap = vm.heap();
        this.resolver = resolver;
        this.initializer = initializer;
        this.throwables = throwables;
        this.monitors = monitors;
        this.invoker = invoker;
        this.checked = new CheckedAccess(vm);
        this.gc = vm.garbageCollector();
    }

    /**
     * Runs thread {@code t} until the frame at {@code stopDepth} returns, and gives its return value
     * (an int, a float's bits, a ref, a long or a double's bits; 0 for void).
     *
     * @throws GuestException when an exception propagates out of that frame
     */
    public long run(VmThread t, int stopDepth) {
        nesting++;
        try {
            return execute(t, stopDepth);
        } finally {
            nesting--;
        }
    }

    /**
     * Runs thread {@code t}, as {@link #run}{@code (t, 0)}, for {@code orbit run}'s scheduler: a thread that loops for
     * millions of iterations without blocking is preempted (a {@link Block} while it is RUNNABLE, at a loop head), so
     * that the others run too, as a JVM's time slices let them.
     */
    public long runPreemptible(VmThread t) {
        int outer = preemptibleNesting;
        preemptibleNesting = nesting + 1;
        pollsInSlice = 0;
        try {
            return run(t, 0);
        } finally {
            preemptibleNesting = outer;
        }
    }

    /**
     * Runs thread {@code t} as {@link #run}{@code (t, 0)} for one transition of a search whose transitions may contain
     * loops without a visible operation (accesses made invisible by lock discipline: a spin on a field no other thread
     * touched yet): the transition ends at the loop head where it has passed {@link #POLL_INTERVAL} loop heads (a
     * {@link Block} while RUNNABLE), so that the other threads run. The count starts at each call, so where a
     * transition ends depends only on the state it starts from.
     */
    public long runBounded(VmThread t) {
        int outer = preemptibleNesting;
        int outerSlice = slicePolls;
        preemptibleNesting = nesting + 1;
        pollsInSlice = 0;
        slicePolls = 1;
        pollCountdown = POLL_INTERVAL;
        try {
            return run(t, 0);
        } finally {
            preemptibleNesting = outer;
            slicePolls = outerSlice;
            preempted = false;
        }
    }

    /** Whether the last {@link #runPreemptible} ended because its time slice was used up; clears the flag. */
    public boolean takePreempted() {
        boolean was = preempted;
        preempted = false;
        return was;
    }

    private long execute(VmThread t, int stopDepth) {
        frames:
        while (true) {
            MethodInfo method = t.methods[t.depth];
            Code code = method.code();
            int[] ops = code.ops;
            Object[] k = code.constants;
            long[] s = t.stack;
            int base = t.bases[t.depth];
            int pc = t.pcs[t.depth];
            int sp = t.sps[t.depth];
            int ipc = pc;
            try {
                while (true) {
                    ipc = pc;
                    if (COUNTING) {
                        count(ops[pc]);
                    }
                    switch (ops[pc]) {
                        case NOP -> pc++;
                        case ACONST_NULL -> { s[sp++] = 0; pc++; }
                        case ICONST_M1, ICONST_0, ICONST_1, ICONST_2, ICONST_3, ICONST_4, ICONST_5 -> { s[sp++] = ops[pc] - ICONST_0; pc++; }
                        case LCONST_0, LCONST_1 -> { s[sp] = ops[pc] - LCONST_0; sp += 2; pc++; }
                        case FCONST_0, FCONST_1, FCONST_2 -> { s[sp++] = Float.floatToRawIntBits(ops[pc] - FCONST_0); pc++; }
                        case DCONST_0, DCONST_1 -> { s[sp] = Double.doubleToRawLongBits(ops[pc] - DCONST_0); sp += 2; pc++; }
                        case BIPUSH, SIPUSH, Op.LDC_INT -> { s[sp++] = ops[pc + 1]; pc += 2; }
                        case Op.LDC_WIDE -> { s[sp] = ((long) ops[pc + 1] << 32) | (ops[pc + 2] & 0xFFFFFFFFL); sp += 2; pc += 3; }
                        case Op.LDC_STRING -> { s[sp++] = resolver.stringConstant(k, ops[pc + 1]); pc += 2; }
                        case Op.LDC_CLASS -> { s[sp++] = resolver.classConstant(k, ops[pc + 1]).mirrorRef(); pc += 2; }
                        case Op.LDC_UNSUPPORTED -> throw resolver.unsupportedConstant(k, ops[pc + 1]);
                        case ILOAD, FLOAD, ALOAD -> { s[sp++] = s[base + ops[pc + 1]]; pc += 2; }
                        case Op.ILOAD_ILOAD_IF_ICMPEQ -> pc = (int) s[base + ops[pc + 1]] == (int) s[base + ops[pc + 3]] ? ops[pc + 5] : pc + 6;
                        case Op.ILOAD_ILOAD_IF_ICMPNE -> pc = (int) s[base + ops[pc + 1]] != (int) s[base + ops[pc + 3]] ? ops[pc + 5] : pc + 6;
                        case Op.ILOAD_ILOAD_IF_ICMPLT -> pc = (int) s[base + ops[pc + 1]] < (int) s[base + ops[pc + 3]] ? ops[pc + 5] : pc + 6;
                        case Op.ILOAD_ILOAD_IF_ICMPGE -> pc = (int) s[base + ops[pc + 1]] >= (int) s[base + ops[pc + 3]] ? ops[pc + 5] : pc + 6;
                        case Op.ILOAD_ILOAD_IF_ICMPGT -> pc = (int) s[base + ops[pc + 1]] > (int) s[base + ops[pc + 3]] ? ops[pc + 5] : pc + 6;
                        case Op.ILOAD_ILOAD_IF_ICMPLE -> pc = (int) s[base + ops[pc + 1]] <= (int) s[base + ops[pc + 3]] ? ops[pc + 5] : pc + 6;
                        case Op.ILOAD_ILOAD, Op.ALOAD_ILOAD -> { s[sp] = s[base + ops[pc + 1]]; s[sp + 1] = s[base + ops[pc + 3]]; sp += 2; pc += 4; }
                        case Op.ALOAD_ILOAD_IALOAD -> { int[] a = (int[]) readPayload(s[base + ops[pc + 1]]); s[sp++] = a[check((int) s[base + ops[pc + 3]], a.length)]; pc += 5; }
                        case Op.ALOAD_GETFIELD -> {
                            if (ops[pc + 2] == Op.GETFIELD_Q) {
                                s[sp++] = readObject(s[base + ops[pc + 1]]).fields[ops[pc + 3]];
                                pc += 4;
                            } else {
                                s[sp++] = s[base + ops[pc + 1]];
                                pc += 2;
                            }
                        }
                        case Op.POLL -> {
                            if (--pollCountdown <= 0) {
                                poll(t, pc, sp);
                            }
                            pc++;
                        }
                        case Op.GOTO_POLL -> {
                            if (--pollCountdown <= 0) {
                                poll(t, pc, sp);
                            }
                            pc = ops[pc + 1];
                        }
                        case Op.IINC_GOTO_POLL -> {
                            int i = base + ops[pc + 1];
                            s[i] = (int) s[i] + ops[pc + 2];
                            pc += 3; // the goto_poll, which a preemption leaves the thread before
                            if (--pollCountdown <= 0) {
                                ipc = pc;
                                poll(t, pc, sp);
                            }
                            pc = ops[pc + 1];
                        }
                        case Op.IINC_GOTO -> { int i = base + ops[pc + 1]; s[i] = (int) s[i] + ops[pc + 2]; pc = ops[pc + 4]; }
                        case LLOAD, DLOAD -> { s[sp] = s[base + ops[pc + 1]]; sp += 2; pc += 2; }
                        case ISTORE, FSTORE, ASTORE -> { s[base + ops[pc + 1]] = s[--sp]; pc += 2; }
                        case LSTORE, DSTORE -> { sp -= 2; s[base + ops[pc + 1]] = s[sp]; pc += 2; }
                        case IALOAD -> { int i = (int) s[--sp]; int[] a = (int[]) readPayload(s[sp - 1]); s[sp - 1] = a[check(i, a.length)]; pc++; }
                        case AALOAD -> { int i = (int) s[--sp]; int[] a = (int[]) readPayload(s[sp - 1]); s[sp - 1] = a[check(i, a.length)]; pc++; }
                        case LALOAD -> { int i = (int) s[sp - 1]; long[] a = (long[]) readPayload(s[sp - 2]); s[sp - 2] = a[check(i, a.length)]; pc++; }
                        case FALOAD -> { int i = (int) s[--sp]; float[] a = (float[]) readPayload(s[sp - 1]); s[sp - 1] = Float.floatToRawIntBits(a[check(i, a.length)]); pc++; }
                        case DALOAD -> { int i = (int) s[sp - 1]; double[] a = (double[]) readPayload(s[sp - 2]); s[sp - 2] = Double.doubleToRawLongBits(a[check(i, a.length)]); pc++; }
                        case BALOAD -> { int i = (int) s[--sp]; byte[] a = (byte[]) readPayload(s[sp - 1]); s[sp - 1] = a[check(i, a.length)]; pc++; }
                        case CALOAD -> { int i = (int) s[--sp]; char[] a = (char[]) readPayload(s[sp - 1]); s[sp - 1] = a[check(i, a.length)]; pc++; }
                        case SALOAD -> { int i = (int) s[--sp]; short[] a = (short[]) readPayload(s[sp - 1]); s[sp - 1] = a[check(i, a.length)]; pc++; }
                        case IASTORE -> { sp -= 3; int[] a = (int[]) payload(s[sp]); a[check((int) s[sp + 1], a.length)] = (int) s[sp + 2]; pc++; }
                        case LASTORE -> { sp -= 4; long[] a = (long[]) payload(s[sp]); a[check((int) s[sp + 1], a.length)] = s[sp + 2]; pc++; }
                        case FASTORE -> { sp -= 3; float[] a = (float[]) payload(s[sp]); a[check((int) s[sp + 1], a.length)] = Float.intBitsToFloat((int) s[sp + 2]); pc++; }
                        case DASTORE -> { sp -= 4; double[] a = (double[]) payload(s[sp]); a[check((int) s[sp + 1], a.length)] = Double.longBitsToDouble(s[sp + 2]); pc++; }
                        case AASTORE -> { sp -= 3; aastore((int) s[sp], (int) s[sp + 1], (int) s[sp + 2]); pc++; }
                        case BASTORE -> { sp -= 3; bastore((int) s[sp], (int) s[sp + 1], (int) s[sp + 2]); pc++; }
                        case CASTORE -> { sp -= 3; char[] a = (char[]) payload(s[sp]); a[check((int) s[sp + 1], a.length)] = (char) s[sp + 2]; pc++; }
                        case SASTORE -> { sp -= 3; short[] a = (short[]) payload(s[sp]); a[check((int) s[sp + 1], a.length)] = (short) s[sp + 2]; pc++; }
                        case POP -> { sp--; pc++; }
                        case POP2 -> { sp -= 2; pc++; }
                        case DUP -> { s[sp] = s[sp - 1]; sp++; pc++; }
                        case DUP_X1 -> { long v1 = s[sp - 1]; s[sp - 1] = s[sp - 2]; s[sp - 2] = v1; s[sp++] = v1; pc++; }
                        case DUP_X2 -> { long v1 = s[sp - 1]; s[sp - 1] = s[sp - 2]; s[sp - 2] = s[sp - 3]; s[sp - 3] = v1; s[sp++] = v1; pc++; }
                        case DUP2 -> { s[sp] = s[sp - 2]; s[sp + 1] = s[sp - 1]; sp += 2; pc++; }
                        case DUP2_X1 -> { dup2x1(s, sp); sp += 2; pc++; }
                        case DUP2_X2 -> { dup2x2(s, sp); sp += 2; pc++; }
                        case SWAP -> { long v = s[sp - 1]; s[sp - 1] = s[sp - 2]; s[sp - 2] = v; pc++; }
                        case IADD -> { sp--; s[sp - 1] = (int) s[sp - 1] + (int) s[sp]; pc++; }
                        case LADD -> { sp -= 2; s[sp - 2] += s[sp]; pc++; }
                        case FADD -> { sp--; s[sp - 1] = fbits(f(s[sp - 1]) + f(s[sp])); pc++; }
                        case DADD -> { sp -= 2; s[sp - 2] = dbits(d(s[sp - 2]) + d(s[sp])); pc++; }
                        case ISUB -> { sp--; s[sp - 1] = (int) s[sp - 1] - (int) s[sp]; pc++; }
                        case LSUB -> { sp -= 2; s[sp - 2] -= s[sp]; pc++; }
                        case FSUB -> { sp--; s[sp - 1] = fbits(f(s[sp - 1]) - f(s[sp])); pc++; }
                        case DSUB -> { sp -= 2; s[sp - 2] = dbits(d(s[sp - 2]) - d(s[sp])); pc++; }
                        case IMUL -> { sp--; s[sp - 1] = (int) s[sp - 1] * (int) s[sp]; pc++; }
                        case LMUL -> { sp -= 2; s[sp - 2] *= s[sp]; pc++; }
                        case FMUL -> { sp--; s[sp - 1] = fbits(f(s[sp - 1]) * f(s[sp])); pc++; }
                        case DMUL -> { sp -= 2; s[sp - 2] = dbits(d(s[sp - 2]) * d(s[sp])); pc++; }
                        case IDIV -> { sp--; s[sp - 1] = (int) s[sp - 1] / nonZero((int) s[sp]); pc++; }
                        case LDIV -> { sp -= 2; s[sp - 2] = s[sp - 2] / nonZero(s[sp]); pc++; }
                        case FDIV -> { sp--; s[sp - 1] = fbits(f(s[sp - 1]) / f(s[sp])); pc++; }
                        case DDIV -> { sp -= 2; s[sp - 2] = dbits(d(s[sp - 2]) / d(s[sp])); pc++; }
                        case IREM -> { sp--; s[sp - 1] = (int) s[sp - 1] % nonZero((int) s[sp]); pc++; }
                        case LREM -> { sp -= 2; s[sp - 2] = s[sp - 2] % nonZero(s[sp]); pc++; }
                        case FREM -> { sp--; s[sp - 1] = fbits(f(s[sp - 1]) % f(s[sp])); pc++; }
                        case DREM -> { sp -= 2; s[sp - 2] = dbits(d(s[sp - 2]) % d(s[sp])); pc++; }
                        case INEG -> { s[sp - 1] = -(int) s[sp - 1]; pc++; }
                        case LNEG -> { s[sp - 2] = -s[sp - 2]; pc++; }
                        case FNEG -> { s[sp - 1] = fbits(-f(s[sp - 1])); pc++; }
                        case DNEG -> { s[sp - 2] = dbits(-d(s[sp - 2])); pc++; }
                        case ISHL -> { sp--; s[sp - 1] = (int) s[sp - 1] << (int) s[sp]; pc++; }
                        case LSHL -> { sp--; s[sp - 2] = s[sp - 2] << (int) s[sp]; pc++; }
                        case ISHR -> { sp--; s[sp - 1] = (int) s[sp - 1] >> (int) s[sp]; pc++; }
                        case LSHR -> { sp--; s[sp - 2] = s[sp - 2] >> (int) s[sp]; pc++; }
                        case IUSHR -> { sp--; s[sp - 1] = (int) s[sp - 1] >>> (int) s[sp]; pc++; }
                        case LUSHR -> { sp--; s[sp - 2] = s[sp - 2] >>> (int) s[sp]; pc++; }
                        case IAND -> { sp--; s[sp - 1] = (int) s[sp - 1] & (int) s[sp]; pc++; }
                        case LAND -> { sp -= 2; s[sp - 2] &= s[sp]; pc++; }
                        case IOR -> { sp--; s[sp - 1] = (int) s[sp - 1] | (int) s[sp]; pc++; }
                        case LOR -> { sp -= 2; s[sp - 2] |= s[sp]; pc++; }
                        case IXOR -> { sp--; s[sp - 1] = (int) s[sp - 1] ^ (int) s[sp]; pc++; }
                        case LXOR -> { sp -= 2; s[sp - 2] ^= s[sp]; pc++; }
                        case IINC -> { int i = base + ops[pc + 1]; s[i] = (int) s[i] + ops[pc + 2]; pc += 3; }
                        case I2L -> { s[sp - 1] = (int) s[sp - 1]; sp++; pc++; }
                        case I2F -> { s[sp - 1] = fbits((int) s[sp - 1]); pc++; }
                        case I2D -> { s[sp - 1] = dbits((int) s[sp - 1]); sp++; pc++; }
                        case L2I -> { sp--; s[sp - 1] = (int) s[sp - 1]; pc++; }
                        case L2F -> { sp--; s[sp - 1] = fbits(s[sp - 1]); pc++; }
                        case L2D -> { s[sp - 2] = dbits(s[sp - 2]); pc++; }
                        case F2I -> { s[sp - 1] = (int) f(s[sp - 1]); pc++; }
                        case F2L -> { s[sp - 1] = (long) f(s[sp - 1]); sp++; pc++; }
                        case F2D -> { s[sp - 1] = dbits(f(s[sp - 1])); sp++; pc++; }
                        case D2I -> { sp--; s[sp - 1] = (int) d(s[sp - 1]); pc++; }
                        case D2L -> { s[sp - 2] = (long) d(s[sp - 2]); pc++; }
                        case D2F -> { sp--; s[sp - 1] = fbits((float) d(s[sp - 1])); pc++; }
                        case I2B -> { s[sp - 1] = (byte) s[sp - 1]; pc++; }
                        case I2C -> { s[sp - 1] = (char) s[sp - 1]; pc++; }
                        case I2S -> { s[sp - 1] = (short) s[sp - 1]; pc++; }
                        case LCMP -> { sp -= 3; s[sp - 1] = Long.compare(s[sp - 1], s[sp + 1]); pc++; }
                        case FCMPL -> { sp--; s[sp - 1] = fcmp(f(s[sp - 1]), f(s[sp]), -1); pc++; }
                        case FCMPG -> { sp--; s[sp - 1] = fcmp(f(s[sp - 1]), f(s[sp]), 1); pc++; }
                        case DCMPL -> { sp -= 3; s[sp - 1] = dcmp(d(s[sp - 1]), d(s[sp + 1]), -1); pc++; }
                        case DCMPG -> { sp -= 3; s[sp - 1] = dcmp(d(s[sp - 1]), d(s[sp + 1]), 1); pc++; }
                        case IFEQ -> pc = (int) s[--sp] == 0 ? ops[pc + 1] : pc + 2;
                        case IFNE -> pc = (int) s[--sp] != 0 ? ops[pc + 1] : pc + 2;
                        case IFLT -> pc = (int) s[--sp] < 0 ? ops[pc + 1] : pc + 2;
                        case IFGE -> pc = (int) s[--sp] >= 0 ? ops[pc + 1] : pc + 2;
                        case IFGT -> pc = (int) s[--sp] > 0 ? ops[pc + 1] : pc + 2;
                        case IFLE -> pc = (int) s[--sp] <= 0 ? ops[pc + 1] : pc + 2;
                        case IF_ICMPEQ, IF_ACMPEQ -> { sp -= 2; pc = (int) s[sp] == (int) s[sp + 1] ? ops[pc + 1] : pc + 2; }
                        case IF_ICMPNE, IF_ACMPNE -> { sp -= 2; pc = (int) s[sp] != (int) s[sp + 1] ? ops[pc + 1] : pc + 2; }
                        case IF_ICMPLT -> { sp -= 2; pc = (int) s[sp] < (int) s[sp + 1] ? ops[pc + 1] : pc + 2; }
                        case IF_ICMPGE -> { sp -= 2; pc = (int) s[sp] >= (int) s[sp + 1] ? ops[pc + 1] : pc + 2; }
                        case IF_ICMPGT -> { sp -= 2; pc = (int) s[sp] > (int) s[sp + 1] ? ops[pc + 1] : pc + 2; }
                        case IF_ICMPLE -> { sp -= 2; pc = (int) s[sp] <= (int) s[sp + 1] ? ops[pc + 1] : pc + 2; }
                        case IFNULL -> pc = (int) s[--sp] == 0 ? ops[pc + 1] : pc + 2;
                        case IFNONNULL -> pc = (int) s[--sp] != 0 ? ops[pc + 1] : pc + 2;
                        case GOTO -> pc = ops[pc + 1];
                        case TABLESWITCH -> pc = tableSwitch(ops, pc, (int) s[--sp]);
                        case LOOKUPSWITCH -> pc = lookupSwitch(ops, pc, (int) s[--sp]);
                        case IRETURN, FRETURN, ARETURN, LRETURN, DRETURN, RETURN -> {
                            int slots = method.returnSlots();
                            long value = slots == 0 ? 0 : s[sp - slots];
                            boolean last = t.depth == stopDepth;
                            invoker.returnFrom(t, value, !last);
                            if (last) {
                                return value;
                            }
                            continue frames;
                        }
                        case Op.GETFIELD_Q -> { s[sp - 1] = readObject(s[sp - 1]).fields[ops[pc + 1]]; pc += 2; }
                        case Op.GETFIELD_W_Q -> { s[sp - 1] = readObject(s[sp - 1]).fields[ops[pc + 1]]; sp++; pc += 2; }
                        case Op.PUTFIELD_Q -> { sp -= 2; object(s[sp]).fields[ops[pc + 1]] = s[sp + 1]; pc += 2; }
                        case Op.PUTFIELD_W_Q -> { sp -= 3; object(s[sp]).fields[ops[pc + 1]] = s[sp + 1]; pc += 2; }
                        case Op.PUTFIELD_Z_Q -> { sp -= 2; object(s[sp]).fields[ops[pc + 1]] = s[sp + 1] & 1; pc += 2; }
                        case Op.GETSTATIC_Q, Op.GETSTATIC_W_Q, Op.PUTSTATIC_Q, Op.PUTSTATIC_W_Q, Op.PUTSTATIC_Z_Q -> {
                            t.pcs[t.depth] = ipc;
                            t.sps[t.depth] = sp;
                            int result = resolver.staticAccess(t, ops, k, pc, s, sp);
                            if (result == Resolver.RETRY) {
                                continue frames;
                            }
                            sp = result;
                            pc += 2;
                        }
                        case GETFIELD, PUTFIELD, GETSTATIC, PUTSTATIC, INVOKEVIRTUAL, INVOKESPECIAL, INVOKESTATIC, INVOKEINTERFACE,
                                INVOKEDYNAMIC, NEW, ANEWARRAY, CHECKCAST, INSTANCEOF, MULTIANEWARRAY -> {
                            t.pcs[t.depth] = ipc;
                            t.sps[t.depth] = sp;
                            resolver.quicken(t, ops, k, pc);
                        }
                        case Op.INVOKEVIRTUAL_Q -> {
                            MethodInfo m = (MethodInfo) k[ops[pc + 1]];
                            int receiver = (int) s[sp - m.argSlots()];
                            if (receiver == 0) {
                                throw Trap.npe();
                            }
                            t.pcs[t.depth] = ipc;
                            t.sps[t.depth] = sp;
                            if (invoker.call(t, heap.read(receiver).type.vtable()[m.vtableIndex()])) {
                                continue frames;
                            }
                            sp = t.sps[t.depth];
                            s = t.stack;
                            pc += 2;
                        }
                        case Op.INVOKEINTERFACE_Q -> {
                            InterfaceCallSite site = (InterfaceCallSite) k[ops[pc + 1]];
                            int receiver = (int) s[sp - site.resolved.argSlots()];
                            if (receiver == 0) {
                                throw Trap.npe();
                            }
                            t.pcs[t.depth] = ipc;
                            t.sps[t.depth] = sp;
                            if (invoker.call(t, site.select(heap.read(receiver).type))) {
                                continue frames;
                            }
                            sp = t.sps[t.depth];
                            s = t.stack;
                            pc += 2;
                        }
                        case Op.INVOKESPECIAL_Q -> {
                            MethodInfo m = (MethodInfo) k[ops[pc + 1]];
                            if ((int) s[sp - m.argSlots()] == 0) {
                                throw Trap.npe();
                            }
                            t.pcs[t.depth] = ipc;
                            t.sps[t.depth] = sp;
                            if (invoker.call(t, m)) {
                                continue frames;
                            }
                            sp = t.sps[t.depth];
                            s = t.stack;
                            pc += 2;
                        }
                        case Op.INVOKESTATIC_Q -> {
                            MethodInfo m = (MethodInfo) k[ops[pc + 1]];
                            t.pcs[t.depth] = ipc;
                            t.sps[t.depth] = sp;
                            if (!initializer.isInitialized(m.owner()) && !initializer.initialize(t, m.owner())) {
                                continue frames;
                            }
                            if (invoker.call(t, m)) {
                                continue frames;
                            }
                            sp = t.sps[t.depth];
                            s = t.stack;
                            pc += 2;
                        }
                        case Op.NEW_Q -> {
                            ClassInfo c = (ClassInfo) k[ops[pc + 1]];
                            if (!initializer.isInitialized(c)) {
                                t.pcs[t.depth] = ipc;
                                t.sps[t.depth] = sp;
                                if (!initializer.initialize(t, c)) {
                                    continue frames;
                                }
                            }
                            if (heap.allocationsSinceGc() >= gcCheck) {
                                safepoint(t, ipc, sp);
                            }
                            HeapObject fresh = HeapObject.instance(c);
                            fresh.constructed = false; // until the constructor of c returns (Vm.constructed)
                            fresh.site = HeapObject.site(method, ipc);
                            s[sp++] = heap.allocate(fresh);
                            pc += 2;
                        }
                        case NEWARRAY -> {
                            if (heap.allocationsSinceGc() >= gcCheck) {
                                safepoint(t, ipc, sp);
                            }
                            s[sp - 1] = sited(vm.newArray(vm.primitiveArrayClass(ops[pc + 1]), length((int) s[sp - 1])), method, ipc);
                            pc += 2;
                        }
                        case Op.ANEWARRAY_Q -> {
                            if (heap.allocationsSinceGc() >= gcCheck) {
                                safepoint(t, ipc, sp);
                            }
                            s[sp - 1] = sited(vm.newArray((ClassInfo) k[ops[pc + 1]], length((int) s[sp - 1])), method, ipc);
                            pc += 2;
                        }
                        case Op.MULTIANEWARRAY_Q -> {
                            if (heap.allocationsSinceGc() >= gcCheck) {
                                safepoint(t, ipc, sp);
                            }
                            sp = multiNewArray(k, ops, pc, s, sp);
                            sited(s[sp - 1], HeapObject.site(method, ipc));
                            pc += 3;
                        }
                        case ARRAYLENGTH -> { s[sp - 1] = payloadLength(s[sp - 1]); pc++; }
                        case ATHROW -> {
                            int ex = (int) s[sp - 1];
                            if (ex == 0) {
                                throw Trap.npe();
                            }
                            throw new GuestException(ex);
                        }
                        case Op.CHECKCAST_Q -> { checkcast((ClassInfo) k[ops[pc + 1]], (int) s[sp - 1]); pc += 2; }
                        case Op.INSTANCEOF_Q -> { int r = (int) s[sp - 1]; s[sp - 1] = r != 0 && heap.read(r).type.isSubtypeOf((ClassInfo) k[ops[pc + 1]]) ? 1 : 0; pc += 2; }
                        case MONITORENTER -> { monitors.enter(t, nonNull((int) s[sp - 1])); sp--; pc++; }
                        case MONITOREXIT -> { monitors.exit(t, nonNull((int) s[sp - 1])); sp--; pc++; }
                        case Op.FIELD_C -> { sp = checked.field((org.orbitmc.vm.code.Refs.CheckedField) k[ops[pc + 1]], s, sp); pc += 2; }
                        default -> {
                            if (ops[pc] < Op.CHECKED_ARRAY) {
                                throw new InternalVmError("unknown opcode " + ops[pc] + " at " + method + " pc " + pc, null);
                            }
                            sp = checked.array(ops[pc] - Op.CHECKED_ARRAY, s, sp);
                            pc++;
                        }
                    }
                }
            } catch (Trap trap) {
                t.pcs[t.depth] = ipc;
                t.sps[t.depth] = sp;
                int escaped = unwind(t, throwables.create(trap), stopDepth);
                if (escaped != 0) {
                    throw new GuestException(escaped);
                }
            } catch (GuestException e) {
                t.pcs[t.depth] = ipc;
                t.sps[t.depth] = sp;
                int escaped = unwind(t, e.throwable(), stopDepth);
                if (escaped != 0) {
                    throw escaped == e.throwable() ? e : new GuestException(escaped);
                }
            } catch (Block block) {
                t.pcs[t.depth] = ipc;
                t.sps[t.depth] = sp;
                if (nesting > 1) {
                    throw new org.orbitmc.vm.UnsupportedFeatureException("a thread blocking inside " + method
                            + " while the VM runs it for a native or an exception's construction");
                }
                throw block;
            } catch (org.orbitmc.vm.UnsupportedFeatureException e) {
                t.pcs[t.depth] = ipc;
                throw e.at(programLocation(t));
            } catch (VmFailure | ProgramExit e) {
                throw e;
            } catch (RuntimeException | StackOverflowError e) {
                throw new InternalVmError("internal error at " + method + " line " + code.lines[ipc] + ": " + e, e);
            }
        }
    }

    /**
     * A poll that is due, at the POLL or GOTO_POLL at {@code pc}: the VM's hook sees the thread's frame saved; a
     * preemptible run that has used up its slice ends with a Block, the thread still RUNNABLE, before that instruction.
     */
    private void poll(VmThread t, int pc, int sp) {
        pollCountdown = POLL_INTERVAL;
        t.pcs[t.depth] = pc;
        t.sps[t.depth] = sp;
        vm.poll(t);
        if (nesting == preemptibleNesting && ++pollsInSlice >= slicePolls) {
            pollsInSlice = 0;
            preempted = true;
            throw Block.INSTANCE; // still RUNNABLE: it goes on from here when next picked
        }
    }

    /**
     * An allocation safepoint: saves the top frame's state so that the collector sees every frame, and lets
     * it collect when due. Only the outermost run may collect: a nested run serves a native that may hold
     * heap refs in its Java locals.
     */
    private void safepoint(VmThread t, int pc, int sp) {
        t.pcs[t.depth] = pc;
        t.sps[t.depth] = sp;
        gcCheck = gc.safepoint(nesting == 1);
    }

    /**
     * Finds a handler for throwable {@code ex}, popping frames that have none. Returns 0 when a handler
     * takes it; otherwise the frame at {@code stopDepth} has been popped and the result is the throwable
     * leaving it (a failing class initializer replaces it with ExceptionInInitializerError).
     */
    private int unwind(VmThread t, int ex, int stopDepth) {
        while (true) {
            int handler = throwables.findHandler(t, ex);
            if (handler >= 0) {
                t.pcs[t.depth] = handler;
                Code code = t.methods[t.depth].code();
                int sp = t.bases[t.depth] + code.maxLocals;
                t.stack[sp] = ex;
                t.sps[t.depth] = sp + 1;
                return 0;
            }
            int depth = t.depth;
            ex = invoker.popForException(t, ex);
            if (depth <= stopDepth) {
                return ex;
            }
        }
    }

    private void count(int opcode) {
        executed[opcode]++;
    }

    /** Instructions executed so far, by opcode (all zero unless -Dorbit.countInstructions=true). */
    public long[] executedInstructions() {
        return executed.clone();
    }

    /** The object at {@code ref}, to write into (through the heap's write barrier). */
    private HeapObject object(long ref) {
        if ((int) ref == 0) {
            throw Trap.npe();
        }
        return heap.get((int) ref);
    }

    /** The object at {@code ref}, only to read: no copy for a snapshot (see {@link Heap#read}). */
    private HeapObject readObject(long ref) {
        if ((int) ref == 0) {
            throw Trap.npe();
        }
        return heap.read((int) ref);
    }

    /** The elements of the array at {@code ref}, to store into. */
    private Object payload(long ref) {
        if ((int) ref == 0) {
            throw Trap.npe();
        }
        return heap.get((int) ref).array;
    }

    /** The elements of the array at {@code ref}, only to read. */
    private Object readPayload(long ref) {
        if ((int) ref == 0) {
            throw Trap.npe();
        }
        return heap.read((int) ref).array;
    }

    private int payloadLength(long ref) {
        return readObject(ref).arrayLength();
    }

    private static int nonNull(int ref) {
        if (ref == 0) {
            throw Trap.npe();
        }
        return ref;
    }

    private static int check(int index, int length) {
        if (index < 0 || index >= length) {
            throw new Trap("java/lang/ArrayIndexOutOfBoundsException", "Index " + index + " out of bounds for length " + length);
        }
        return index;
    }

    private static int length(int n) {
        if (n < 0) {
            throw new Trap("java/lang/NegativeArraySizeException", Integer.toString(n));
        }
        return n;
    }

    private static int nonZero(int divisor) {
        if (divisor == 0) {
            throw new Trap("java/lang/ArithmeticException", "/ by zero");
        }
        return divisor;
    }

    private static long nonZero(long divisor) {
        if (divisor == 0) {
            throw new Trap("java/lang/ArithmeticException", "/ by zero");
        }
        return divisor;
    }

    private void aastore(int arrayRef, int index, int value) {
        HeapObject array = object(arrayRef);
        int[] a = (int[]) array.array;
        check(index, a.length);
        if (value != 0) {
            ClassInfo valueType = heap.read(value).type;
            if (!valueType.isSubtypeOf(array.type.componentType())) {
                throw new Trap("java/lang/ArrayStoreException", valueType.javaName());
            }
        }
        a[index] = value;
    }

    private void bastore(int arrayRef, int index, int value) {
        HeapObject array = object(arrayRef);
        byte[] a = (byte[]) array.array;
        check(index, a.length);
        a[index] = array.type.componentType().primitiveKind() == 'Z' ? (byte) (value & 1) : (byte) value;
    }

    private void checkcast(ClassInfo target, int ref) {
        if (ref != 0) {
            ClassInfo type = heap.read(ref).type;
            if (!type.isSubtypeOf(target)) {
                throw new Trap("java/lang/ClassCastException", ClassCastMessages.of(vm, type, target));
            }
        }
    }

    private int multiNewArray(Object[] k, int[] ops, int pc, long[] s, int sp) {
        ClassInfo arrayClass = (ClassInfo) k[ops[pc + 1]];
        int dims = ops[pc + 2];
        int[] lengths = new int[dims];
        for (int i = dims - 1; i >= 0; i--) {
            lengths[i] = length((int) s[--sp]);
        }
        s[sp++] = vm.newMultiArray(arrayClass, lengths, 0);
        return sp;
    }

    /** Marks the array {@code ref} as made at {@code pc} of {@code m} ({@link HeapObject#site}); returns {@code ref}. */
    private int sited(int ref, MethodInfo m, int pc) {
        sited(ref, HeapObject.site(m, pc));
        return ref;
    }

    /** Marks the array {@code ref} and the arrays of its lower dimensions (a {@code multianewarray}'s) as made at {@code site}. */
    private void sited(long ref, long site) {
        HeapObject a = heap.get((int) ref);
        a.site = site;
        if (a.type.componentType().isArray()) {
            for (int e : (int[]) a.array) {
                if (e != 0) {
                    sited(e, site);
                }
            }
        }
    }

    private static int tableSwitch(int[] ops, int pc, int key) {
        int low = ops[pc + 1];
        int high = ops[pc + 2];
        if (key < low || key > high) {
            return ops[pc + 3];
        }
        return ops[pc + 4 + (key - low)];
    }

    private static int lookupSwitch(int[] ops, int pc, int key) {
        int lo = 0;
        int hi = ops[pc + 1] - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int k = ops[pc + 3 + 2 * mid];
            if (k < key) {
                lo = mid + 1;
            } else if (k > key) {
                hi = mid - 1;
            } else {
                return ops[pc + 4 + 2 * mid];
            }
        }
        return ops[pc + 2];
    }

    private static void dup2x1(long[] s, int sp) {
        long v1 = s[sp - 1];
        long v2 = s[sp - 2];
        long v3 = s[sp - 3];
        s[sp - 3] = v2;
        s[sp - 2] = v1;
        s[sp - 1] = v3;
        s[sp] = v2;
        s[sp + 1] = v1;
    }

    private static void dup2x2(long[] s, int sp) {
        long v1 = s[sp - 1];
        long v2 = s[sp - 2];
        long v3 = s[sp - 3];
        long v4 = s[sp - 4];
        s[sp - 4] = v2;
        s[sp - 3] = v1;
        s[sp - 2] = v4;
        s[sp - 1] = v3;
        s[sp] = v2;
        s[sp + 1] = v1;
    }

    private static int fcmp(float a, float b, int nan) {
        if (a > b) {
            return 1;
        }
        if (a < b) {
            return -1;
        }
        return a == b ? 0 : nan;
    }

    private static int dcmp(double a, double b, int nan) {
        if (a > b) {
            return 1;
        }
        if (a < b) {
            return -1;
        }
        return a == b ? 0 : nan;
    }

    private static float f(long slot) {
        return Float.intBitsToFloat((int) slot);
    }

    private static double d(long slot) {
        return Double.longBitsToDouble(slot);
    }

    private static long fbits(float v) {
        return Float.floatToRawIntBits(v);
    }

    private static long dbits(double v) {
        return Double.doubleToRawLongBits(v);
    }

    /** The innermost frame of the program's own code (not the JDK's), as a stack trace shows it; null if none. */
    private static String programLocation(VmThread t) {
        for (int d = t.depth; d >= 0; d--) {
            MethodInfo m = t.methods[d];
            // Classes Orbit generates (lambdas, also the JDK's own) are not the program's code: the caller's line is.
            if (!m.owner().isJdk() && !m.owner().isHidden() && m.code() != null) {
                int line = m.code().lines[t.pcs[d]];
                return m.owner().javaName() + "." + m.name() + "(" + m.owner().sourceFile() + ":" + line + ")";
            }
        }
        return null;
    }
}
