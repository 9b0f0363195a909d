package org.orbitmc.natives.indy;

import java.util.List;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.vm.link.LinkedCallSite;

/**
 * Generates the class {@code LambdaMetafactory} would spin for a call site: it implements the
 * functional interface (and markers), keeps each captured value in a private final field, and
 * implements the functional method (and bridges) by forwarding to the implementation method.
 * A static factory method, the call site's target, creates an instance per evaluation.
 */
final class LambdaClassGenerator {
    static final String FACTORY_NAME = "get$Lambda";

    private final LambdaSpec spec;
    private final String className;
    private final Type[] captured;

    private final String caller;
    private final DeclaringClasses declaring;

    private LambdaClassGenerator(LambdaSpec spec, String className, String caller, DeclaringClasses declaring) {
        this.spec = spec;
        this.className = className;
        this.caller = caller;
        this.declaring = declaring;
        this.captured = spec.factoryType().getArgumentTypes();
    }

    /**
     * @param caller    the class whose call site this is: the lambda class is its nestmate, as HotSpot defines it
     * @param declaring where a serializable lambda's implementation method is declared
     */
    static LinkedCallSite generate(LambdaSpec spec, String className, String caller, DeclaringClasses declaring) {
        byte[] bytes = new LambdaClassGenerator(spec, className, caller, declaring).generate();
        return new LinkedCallSite(List.of(new LinkedCallSite.GeneratedClass(className, bytes)), className, FACTORY_NAME);
    }

    private byte[] generate() {
        ClassWriter cw = new GeneratedClassWriter();
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, className, null,
                "java/lang/Object", spec.interfaces().toArray(String[]::new));
        cw.visitNestHost(caller);
        for (int i = 0; i < captured.length; i++) {
            cw.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL, fieldName(i), captured[i].getDescriptor(), null, null)
                    .visitEnd();
        }
        generateConstructor(cw);
        generateFactory(cw);
        generateForwarder(cw, spec.samType());
        for (Type bridge : spec.bridges()) {
            generateForwarder(cw, bridge);
        }
        if (spec.serializable()) {
            generateWriteReplace(cw);
        }
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static String fieldName(int index) {
        return "arg$" + (index + 1);
    }

    private String constructorDescriptor() {
        return Type.getMethodDescriptor(Type.VOID_TYPE, captured);
    }

    private void generateConstructor(ClassWriter cw) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PRIVATE, "<init>", constructorDescriptor(), null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        int slot = 1;
        for (int i = 0; i < captured.length; i++) {
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitVarInsn(captured[i].getOpcode(Opcodes.ILOAD), slot);
            mv.visitFieldInsn(Opcodes.PUTFIELD, className, fieldName(i), captured[i].getDescriptor());
            slot += captured[i].getSize();
        }
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private void generateFactory(ClassWriter cw) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, FACTORY_NAME,
                spec.factoryType().getDescriptor(), null, null);
        mv.visitCode();
        mv.visitTypeInsn(Opcodes.NEW, className);
        mv.visitInsn(Opcodes.DUP);
        int slot = 0;
        for (Type type : captured) {
            mv.visitVarInsn(type.getOpcode(Opcodes.ILOAD), slot);
            slot += type.getSize();
        }
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, className, "<init>", constructorDescriptor(), false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /**
     * A serializable lambda's {@code private final Object writeReplace()}, as InnerClassLambdaMetafactory spins it: the
     * SerializedLambda that names the capturing class, the functional interface and method, the implementation (its
     * reference kind as the call site gives it, its declaring class) and the captured values, boxed.
     */
    private void generateWriteReplace(ClassWriter cw) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL, "writeReplace", "()Ljava/lang/Object;", null, null);
        mv.visitCode();
        String serialized = "java/lang/invoke/SerializedLambda";
        mv.visitTypeInsn(Opcodes.NEW, serialized);
        mv.visitInsn(Opcodes.DUP);
        mv.visitLdcInsn(Type.getObjectType(caller));
        mv.visitLdcInsn(spec.factoryType().getReturnType().getInternalName());
        mv.visitLdcInsn(spec.methodName());
        mv.visitLdcInsn(spec.samType().getDescriptor());
        Handle implementation = spec.implementation();
        mv.visitLdcInsn(implementation.getTag());
        String implClass = implementation.getTag() == Opcodes.H_NEWINVOKESPECIAL ? implementation.getOwner()
                : declaring.of(implementation.getOwner(), implementation.getName(), implementation.getDesc());
        mv.visitLdcInsn(implClass);
        mv.visitLdcInsn(implementation.getName());
        mv.visitLdcInsn(implementation.getDesc());
        mv.visitLdcInsn(spec.instantiatedType().getDescriptor());
        mv.visitLdcInsn(captured.length);
        mv.visitTypeInsn(Opcodes.ANEWARRAY, "java/lang/Object");
        for (int i = 0; i < captured.length; i++) {
            mv.visitInsn(Opcodes.DUP);
            mv.visitLdcInsn(i);
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitFieldInsn(Opcodes.GETFIELD, className, fieldName(i), captured[i].getDescriptor());
            if (Primitives.isPrimitive(captured[i])) {
                Primitives.box(mv, captured[i]);
            }
            mv.visitInsn(Opcodes.AASTORE);
        }
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, serialized, "<init>", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;"
                + "Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)V", false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** The functional method, or a bridge, with the given descriptor: captured values, converted parameters, call. */
    private void generateForwarder(ClassWriter cw, Type methodType) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, spec.methodName(), methodType.getDescriptor(), null, null);
        mv.visitCode();
        Handle implementation = spec.implementation();
        if (implementation.getTag() == Opcodes.H_NEWINVOKESPECIAL) {
            mv.visitTypeInsn(Opcodes.NEW, implementation.getOwner());
            mv.visitInsn(Opcodes.DUP);
        }
        for (int i = 0; i < captured.length; i++) {
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitFieldInsn(Opcodes.GETFIELD, className, fieldName(i), captured[i].getDescriptor());
        }
        List<Type> targets = spec.implementationParameters();
        Type[] parameters = methodType.getArgumentTypes();
        Type[] instantiated = spec.instantiatedType().getArgumentTypes();
        int slot = 1;
        for (int i = 0; i < parameters.length; i++) {
            mv.visitVarInsn(parameters[i].getOpcode(Opcodes.ILOAD), slot);
            slot += parameters[i].getSize();
            LambdaConversions.convert(mv, parameters[i], targets.get(captured.length + i), instantiated[i]);
        }
        invoke(mv, implementation);

        Type produced = spec.implementationReturnType();
        Type returned = methodType.getReturnType();
        if (returned.getSort() == Type.VOID && produced.getSort() != Type.VOID) {
            mv.visitInsn(produced.getSize() == 2 ? Opcodes.POP2 : Opcodes.POP);
        } else {
            LambdaConversions.convert(mv, produced, returned, returned);
        }
        mv.visitInsn(returned.getOpcode(Opcodes.IRETURN));
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /**
     * Calls the implementation as its handle kind says. The VM does no access checks, so private
     * methods of the caller are called directly; H_INVOKESPECIAL (emitted by older compilers for
     * private instance methods) becomes an INVOKESPECIAL from this class, which JVMS resolution
     * turns into a non-virtual call since the owner is not a superclass of the generated class.
     */
    private static void invoke(MethodVisitor mv, Handle implementation) {
        String owner = implementation.getOwner();
        String name = implementation.getName();
        String descriptor = implementation.getDesc();
        boolean isInterface = implementation.isInterface();
        switch (implementation.getTag()) {
            case Opcodes.H_INVOKESTATIC -> mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, name, descriptor, isInterface);
            case Opcodes.H_INVOKEVIRTUAL -> mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner, name, descriptor, isInterface);
            case Opcodes.H_INVOKEINTERFACE -> mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, owner, name, descriptor, true);
            case Opcodes.H_INVOKESPECIAL, Opcodes.H_NEWINVOKESPECIAL ->
                    mv.visitMethodInsn(Opcodes.INVOKESPECIAL, owner, name, descriptor, isInterface);
            default -> throw new IllegalStateException("validated in LambdaSpec: " + implementation);
        }
    }
}
