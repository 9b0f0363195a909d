package org.orbitmc.vm.code;

/**
 * Opcodes of pre-decoded code beyond the JVM's own (which keep their JVMS numbers). Constant loads get
 * their own forms; the quickened ("_Q") forms replace a JVM opcode once its reference is resolved.
 */
public final class Op {
    private Op() {
    }

    public static final int LDC_INT = 256;
    public static final int LDC_WIDE = 257;
    public static final int LDC_STRING = 258;
    public static final int LDC_CLASS = 259;
    public static final int GETFIELD_Q = 260;
    public static final int GETFIELD_W_Q = 261;
    public static final int PUTFIELD_Q = 262;
    public static final int PUTFIELD_W_Q = 263;
    public static final int PUTFIELD_Z_Q = 264;
    public static final int GETSTATIC_Q = 265;
    public static final int GETSTATIC_W_Q = 266;
    public static final int PUTSTATIC_Q = 267;
    public static final int PUTSTATIC_W_Q = 268;
    public static final int PUTSTATIC_Z_Q = 269;
    public static final int INVOKEVIRTUAL_Q = 270;
    public static final int INVOKESPECIAL_Q = 271;
    public static final int INVOKESTATIC_Q = 272;
    public static final int INVOKEINTERFACE_Q = 273;
    public static final int NEW_Q = 274;
    public static final int ANEWARRAY_Q = 275;
    public static final int CHECKCAST_Q = 276;
    public static final int INSTANCEOF_Q = 277;
    public static final int LDC_UNSUPPORTED = 278;
    public static final int MULTIANEWARRAY_Q = 279;

    // Superinstructions (see Superinstructions): the fused instructions stay encoded after the first
    // opcode, so a branch into the middle of a fused sequence still finds ordinary instructions.
    /** iload a; iload b; if_icmp&lt;cond&gt; target — one per condition, in IF_ICMPEQ order. */
    public static final int ILOAD_ILOAD_IF_ICMPEQ = 300;
    public static final int ILOAD_ILOAD_IF_ICMPNE = 301;
    public static final int ILOAD_ILOAD_IF_ICMPLT = 302;
    public static final int ILOAD_ILOAD_IF_ICMPGE = 303;
    public static final int ILOAD_ILOAD_IF_ICMPGT = 304;
    public static final int ILOAD_ILOAD_IF_ICMPLE = 305;
    /** iload a; iload b. */
    public static final int ILOAD_ILOAD = 306;
    /** aload a; iload i; iaload. */
    public static final int ALOAD_ILOAD_IALOAD = 307;
    /** aload a; getfield (quickened to a one-slot field once resolved). */
    public static final int ALOAD_GETFIELD = 308;
    /** iinc var by; goto target. */
    public static final int IINC_GOTO = 309;
    /** aload a; iload b. */
    public static final int ALOAD_ILOAD = 310;
    /**
     * A safepoint poll, at the head of each loop (the target of a backward branch): now and then the VM checks
     * whether a search's limit was reached, or lets {@code orbit run} switch threads. Stands for no JVM instruction.
     */
    public static final int POLL = 311;
    /** A {@code goto} back to a loop's head, which polls as {@link #POLL} does before it jumps. */
    public static final int GOTO_POLL = 312;
    /** iinc var by; goto_poll target. */
    public static final int IINC_GOTO_POLL = 313;

    /** How many JVM instructions one execution of {@code op} stands for (superinstructions fuse several). */
    public static int jvmInstructions(int op) {
        return switch (op) {
            case ILOAD_ILOAD_IF_ICMPEQ, ILOAD_ILOAD_IF_ICMPNE, ILOAD_ILOAD_IF_ICMPLT, ILOAD_ILOAD_IF_ICMPGE, ILOAD_ILOAD_IF_ICMPGT,
                ILOAD_ILOAD_IF_ICMPLE, ALOAD_ILOAD_IALOAD -> 3;
            case ILOAD_ILOAD, ALOAD_GETFIELD, IINC_GOTO, IINC_GOTO_POLL, ALOAD_ILOAD -> 2;
            case POLL -> 0;
            default -> 1;
        };
    }

    // Checked forms, used when the VM stops threads at scheduling points (orbit check): the access may
    // end the transition first when it touches an object other threads can reach.
    /** getfield/putfield; the constant is a {@link Refs.CheckedField}. */
    public static final int FIELD_C = 320;
    /** An array load or store: CHECKED_ARRAY + the JVM opcode (IALOAD ... SASTORE). */
    public static final int CHECKED_ARRAY = 400;
}
