package org.orbitmc.natives.indy;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.vm.link.IndyRequest;
import org.orbitmc.vm.link.LinkedCallSite;

/**
 * Generates {@code toString}, {@code hashCode} or {@code equals} of a record for an
 * {@code ObjectMethods.bootstrap} call site, with the semantics of JDK 17's {@code java.lang.runtime.ObjectMethods}:
 * <ul>
 * <li>toString: {@code Simple[a=1, b=x]}, components made text by {@code Integer.toString(int)} and the like
 *     for primitives and {@code Objects.toString} for references;
 * <li>hashCode: {@code h = 0; h = h * 31 + hash(c)} per component in order, hashing with
 *     {@code Integer.hashCode(int)} and the like for primitives and {@code Objects.hashCode} for references;
 * <li>equals: true for the same object, false for an object that is not an instance of the record, else
 *     every component equal, compared from the last component to the first (the JDK nests its tests that
 *     way); {@code ==} for integral types and boolean, {@code Float/Double.compare == 0}, {@code Objects.equals}.
 * </ul>
 */
final class ObjectMethodsGenerator {
    /** A record component and the handle reading it from the record on top of the stack. */
    private record Component(String name, Handle getter) {
        Type type() {
            return getter.getTag() == Opcodes.H_GETFIELD ? Type.getType(getter.getDesc()) : Type.getReturnType(getter.getDesc());
        }

        void read(MethodVisitor mv) {
            switch (getter.getTag()) {
                case Opcodes.H_GETFIELD -> mv.visitFieldInsn(Opcodes.GETFIELD, getter.getOwner(), getter.getName(), getter.getDesc());
                case Opcodes.H_INVOKEVIRTUAL -> mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, getter.getOwner(), getter.getName(),
                        getter.getDesc(), getter.isInterface());
                case Opcodes.H_INVOKESTATIC -> mv.visitMethodInsn(Opcodes.INVOKESTATIC, getter.getOwner(), getter.getName(),
                        getter.getDesc(), getter.isInterface());
                default -> throw new IllegalStateException("validated in parse: " + getter);
            }
        }
    }

    private final Type record;
    private final List<Component> components;

    private ObjectMethodsGenerator(Type record, List<Component> components) {
        this.record = record;
        this.components = components;
    }

    static LinkedCallSite generate(IndyRequest request, String className, SimpleClassNames simpleNames) {
        BootstrapArguments args = new BootstrapArguments(request);
        Type record = args.classType(0);
        ObjectMethodsGenerator generator = new ObjectMethodsGenerator(record, parseComponents(args));

        Type type = Type.getMethodType(request.descriptor());
        String expected = switch (request.name()) {
            case "toString" -> Type.getMethodDescriptor(Type.getType(String.class), record);
            case "hashCode" -> Type.getMethodDescriptor(Type.INT_TYPE, record);
            case "equals" -> Type.getMethodDescriptor(Type.BOOLEAN_TYPE, record, Primitives.OBJECT);
            default -> throw args.malformed("no such object method: " + request.name());
        };
        if (!type.getDescriptor().equals(expected)) {
            throw args.malformed("bad method type " + type + " for " + request.name() + ", expected " + expected);
        }

        ClassWriter cw = new GeneratedClassWriter();
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, className, null,
                "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, request.name(), expected, null, null);
        mv.visitCode();
        switch (request.name()) {
            case "toString" -> generator.generateToString(mv, simpleNames.of(record.getInternalName()));
            case "hashCode" -> generator.generateHashCode(mv);
            default -> generator.generateEquals(mv);
        }
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return new LinkedCallSite(List.of(new LinkedCallSite.GeneratedClass(className, cw.toByteArray())), className,
                request.name());
    }

    private static List<Component> parseComponents(BootstrapArguments args) {
        String names = args.string(1);
        // as the JDK: an empty string means no components
        String[] nameList = names.isEmpty() ? new String[0] : names.split(";");
        if (nameList.length != args.count() - 2) {
            throw args.malformed(nameList.length + " component names but " + (args.count() - 2) + " getters");
        }
        List<Component> components = new ArrayList<>();
        for (int i = 0; i < nameList.length; i++) {
            Handle getter = args.handle(i + 2);
            int tag = getter.getTag();
            if (tag != Opcodes.H_GETFIELD && tag != Opcodes.H_INVOKEVIRTUAL && tag != Opcodes.H_INVOKESTATIC) {
                throw args.malformed("unsupported getter " + getter);
            }
            components.add(new Component(nameList[i], getter));
        }
        return components;
    }

    private void generateToString(MethodVisitor mv, String simpleName) {
        if (components.isEmpty()) {
            mv.visitLdcInsn(simpleName + "[]");
            mv.visitInsn(Opcodes.ARETURN);
            return;
        }
        String builder = "java/lang/StringBuilder";
        String appendString = "(Ljava/lang/String;)Ljava/lang/StringBuilder;";
        mv.visitTypeInsn(Opcodes.NEW, builder);
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, builder, "<init>", "()V", false);
        for (int i = 0; i < components.size(); i++) {
            Component component = components.get(i);
            mv.visitLdcInsn((i == 0 ? simpleName + "[" : ", ") + component.name() + "=");
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, builder, "append", appendString, false);
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            component.read(mv);
            toText(mv, component.type());
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, builder, "append", appendString, false);
        }
        mv.visitLdcInsn("]");
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, builder, "append", appendString, false);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, builder, "toString", "()Ljava/lang/String;", false);
        mv.visitInsn(Opcodes.ARETURN);
    }

    /** The JDK's stringifier: {@code Wrapper.toString(primitive)}, or {@code Objects.toString(Object)}. */
    private static void toText(MethodVisitor mv, Type type) {
        if (Primitives.isPrimitive(type)) {
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, Primitives.wrapper(type).getInternalName(), "toString",
                    Type.getMethodDescriptor(Type.getType(String.class), type), false);
        } else {
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/util/Objects", "toString",
                    "(Ljava/lang/Object;)Ljava/lang/String;", false);
        }
    }

    private void generateHashCode(MethodVisitor mv) {
        mv.visitInsn(Opcodes.ICONST_0);
        for (Component component : components) {
            mv.visitIntInsn(Opcodes.BIPUSH, 31);
            mv.visitInsn(Opcodes.IMUL);
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            component.read(mv);
            hash(mv, component.type());
            mv.visitInsn(Opcodes.IADD);
        }
        mv.visitInsn(Opcodes.IRETURN);
    }

    /** The JDK's hasher: {@code Wrapper.hashCode(primitive)}, or {@code Objects.hashCode(Object)}. */
    private static void hash(MethodVisitor mv, Type type) {
        if (Primitives.isPrimitive(type)) {
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, Primitives.wrapper(type).getInternalName(), "hashCode",
                    Type.getMethodDescriptor(Type.INT_TYPE, type), false);
        } else {
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/util/Objects", "hashCode", "(Ljava/lang/Object;)I", false);
        }
    }

    /**
     * Locals: 0 this record, 1 the other object, 2 the other object as the record. Each label is reached
     * from one frame shape only, so frame computation never merges different reference types.
     */
    private void generateEquals(MethodVisitor mv) {
        Label notSame = new Label();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        mv.visitJumpInsn(Opcodes.IF_ACMPNE, notSame);
        returnBoolean(mv, true);

        mv.visitLabel(notSame);
        Label instance = new Label();
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        mv.visitTypeInsn(Opcodes.INSTANCEOF, record.getInternalName());
        mv.visitJumpInsn(Opcodes.IFNE, instance);
        returnBoolean(mv, false);

        mv.visitLabel(instance);
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        mv.visitTypeInsn(Opcodes.CHECKCAST, record.getInternalName());
        mv.visitVarInsn(Opcodes.ASTORE, 2);
        Label different = new Label();
        for (int i = components.size() - 1; i >= 0; i--) {
            Component component = components.get(i);
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            component.read(mv);
            mv.visitVarInsn(Opcodes.ALOAD, 2);
            component.read(mv);
            jumpIfDifferent(mv, component.type(), different);
        }
        returnBoolean(mv, true);

        mv.visitLabel(different);
        returnBoolean(mv, false);
    }

    /** Compares the two values on the stack as the JDK's {@code ObjectMethods.eq} overloads and {@code Objects.equals} do. */
    private static void jumpIfDifferent(MethodVisitor mv, Type type, Label different) {
        switch (type.getSort()) {
            case Type.BOOLEAN, Type.BYTE, Type.SHORT, Type.CHAR, Type.INT -> mv.visitJumpInsn(Opcodes.IF_ICMPNE, different);
            case Type.LONG -> {
                mv.visitInsn(Opcodes.LCMP);
                mv.visitJumpInsn(Opcodes.IFNE, different);
            }
            case Type.FLOAT -> {
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Float", "compare", "(FF)I", false);
                mv.visitJumpInsn(Opcodes.IFNE, different);
            }
            case Type.DOUBLE -> {
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Double", "compare", "(DD)I", false);
                mv.visitJumpInsn(Opcodes.IFNE, different);
            }
            default -> {
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/util/Objects", "equals",
                        "(Ljava/lang/Object;Ljava/lang/Object;)Z", false);
                mv.visitJumpInsn(Opcodes.IFEQ, different);
            }
        }
    }

    private static void returnBoolean(MethodVisitor mv, boolean value) {
        mv.visitInsn(value ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
        mv.visitInsn(Opcodes.IRETURN);
    }
}
