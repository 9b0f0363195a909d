package org.orbitmc.vm.classes;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.MethodNode;
import org.orbitmc.vm.code.Code;
import org.orbitmc.vm.natives.Native;
import org.orbitmc.vm.natives.ParameterSlots;

/** A method after linking. Its code is decoded lazily, on first invocation. */
public final class MethodInfo {
    private final ClassInfo owner;
    private final String name;
    private final String descriptor;
    private final int access;
    private final int argSlots;
    private final int returnSlots;
    private final char returnKind;
    private final int id;
    MethodNode node;
    /** The node was read without its code ({@link MethodBodies}); {@link #node()} reads the code first. */
    private boolean bodyUnread;
    Code code;
    Native nativeMethod;
    private ParameterSlots parameterSlots;
    boolean nativeResolved;
    int vtableIndex = -1;

    private final boolean jdkClassInitializer;
    private final boolean constructor;
    private final boolean classInitializer;
    /** How a frame of this method counts for atomic code: {@link #ATOMIC}, {@link #PROGRAM} or {@link #INHERITS}. */
    private final byte atomicity;
    /** An atomic library's method or a JDK class initializer: its frame starts atomic code. */
    public static final byte ATOMIC = 1;
    /** Program code: its frame has scheduling points even when atomic code called it back. */
    public static final byte PROGRAM = 2;
    /** Other JDK code: atomic exactly when its caller is. */
    public static final byte INHERITS = 0;

    /** {@code codeSkipped}: the node was read without its code, which {@link #node()} reads from the class file first. */
    MethodInfo(ClassInfo owner, MethodNode node, int id, boolean codeSkipped) {
        this.owner = owner;
        this.name = node.name;
        this.descriptor = node.desc;
        this.access = node.access;
        this.node = node;
        this.bodyUnread = codeSkipped && (node.access & (Opcodes.ACC_ABSTRACT | Opcodes.ACC_NATIVE)) == 0;
        this.id = id;
        this.jdkClassInitializer = name.equals("<clinit>") && owner.isJdk();
        this.constructor = name.equals("<init>");
        this.classInitializer = name.equals("<clinit>");
        this.atomicity = owner.isAtomicLibrary() || jdkClassInitializer ? ATOMIC : owner.isJdk() ? INHERITS : PROGRAM;
        int slots = isStatic() ? 0 : 1;
        for (Type t : Type.getArgumentTypes(descriptor)) {
            slots += t.getSize();
        }
        this.argSlots = slots;
        Type ret = Type.getReturnType(descriptor);
        this.returnSlots = ret.getSize();
        this.returnKind = ret.getDescriptor().charAt(0);
    }

    public ClassInfo owner() {
        return owner;
    }

    public String name() {
        return name;
    }

    public String descriptor() {
        return descriptor;
    }

    public int access() {
        return access;
    }

    /** Whether this is the static initializer of a JDK class (run atomically when libraries are atomic). */
    public boolean isJdkClassInitializer() {
        return jdkClassInitializer;
    }

    /** How a frame of this method counts for atomic code ({@link #ATOMIC}, {@link #PROGRAM}, {@link #INHERITS}). */
    public byte atomicity() {
        return atomicity;
    }

    /** A number unique among the methods of one VM, for caches keyed by method. */
    public int id() {
        return id;
    }

    /** Whether this is an instance initializer ({@code <init>}). */
    public boolean isConstructor() {
        return constructor;
    }

    /** Whether this is a class initializer ({@code <clinit>}): known once, as every return asks. */
    public boolean isClassInitializer() {
        return classInitializer;
    }

    public boolean isStatic() {
        return (access & Opcodes.ACC_STATIC) != 0;
    }

    public boolean isAbstract() {
        return (access & Opcodes.ACC_ABSTRACT) != 0;
    }

    public boolean isNative() {
        return (access & Opcodes.ACC_NATIVE) != 0;
    }

    public boolean isPrivate() {
        return (access & Opcodes.ACC_PRIVATE) != 0;
    }

    public boolean isSynchronized() {
        return (access & Opcodes.ACC_SYNCHRONIZED) != 0;
    }

    /** Operand-stack slots the arguments take, the receiver included. */
    public int argSlots() {
        return argSlots;
    }

    /** 0 for void, 2 for long and double, else 1. */
    public int returnSlots() {
        return returnSlots;
    }

    /** The first character of the return type's descriptor ('V', 'I', 'Z', 'L', '[', ...). */
    public char returnKind() {
        return returnKind;
    }

    public int vtableIndex() {
        return vtableIndex;
    }

    /** The ASM method node this method was read from, its code included (kept for analyses such as ref maps). */
    public MethodNode node() {
        if (bodyUnread) {
            owner.bodies.readCode(owner.name(), node);
            bodyUnread = false;
        }
        return node;
    }

    public Code code() {
        return code;
    }

    public void setCode(Code code) {
        this.code = code;
    }

    /** A redefinition's new body ({@link ClassVersions}): decoded and bound again at the next invocation. */
    void replaceBody(MethodNode body) {
        if (body != node()) {
            node = body;
            code = null;
            nativeMethod = null;
            nativeResolved = false;
        }
    }

    private MethodInfo continues;

    /** The JDK native whose work this guest method continues ({@code Vm.continueIn}), or null. */
    public MethodInfo continues() {
        return continues;
    }

    /** Marks this guest method as the continuation of {@code nativeMethod}: stack traces show that native instead. */
    public void continues(MethodInfo nativeMethod) {
        this.continues = nativeMethod;
    }

    public Native nativeMethod() {
        return nativeMethod;
    }

    /** Where a bound native finds its parameters among its argument slots (null for interpreted methods). */
    public ParameterSlots parameterSlots() {
        return parameterSlots;
    }

    public boolean nativeResolved() {
        return nativeResolved;
    }

    public void resolveNative(Native implementation) {
        this.nativeMethod = implementation;
        if (implementation != null && parameterSlots == null) {
            parameterSlots = ParameterSlots.of(descriptor, isStatic());
        }
        this.nativeResolved = true;
    }

    public boolean isSignaturePolymorphic() {
        return isNative() && (access & Opcodes.ACC_VARARGS) != 0
                && (owner.name().equals("java/lang/invoke/MethodHandle") || owner.name().equals("java/lang/invoke/VarHandle"));
    }

    @Override
    public String toString() {
        return owner.name().replace('/', '.') + "." + name + descriptor;
    }
}
