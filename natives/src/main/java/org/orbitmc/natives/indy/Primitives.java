package org.orbitmc.natives.indy;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/** Primitive types, their wrapper classes, and the instructions that box, unbox and widen them. */
public final class Primitives {
    static final Type OBJECT = Type.getObjectType("java/lang/Object");
    static final Type NUMBER = Type.getObjectType("java/lang/Number");

    private Primitives() {
    }

    public static boolean isPrimitive(Type type) {
        return type.getSort() >= Type.BOOLEAN && type.getSort() <= Type.DOUBLE;
    }

    /** The wrapper class of a primitive type, such as {@code java/lang/Integer} for {@code int}. */
    public static Type wrapper(Type primitive) {
        return Type.getObjectType(switch (primitive.getSort()) {
            case Type.BOOLEAN -> "java/lang/Boolean";
            case Type.CHAR -> "java/lang/Character";
            case Type.BYTE -> "java/lang/Byte";
            case Type.SHORT -> "java/lang/Short";
            case Type.INT -> "java/lang/Integer";
            case Type.FLOAT -> "java/lang/Float";
            case Type.LONG -> "java/lang/Long";
            case Type.DOUBLE -> "java/lang/Double";
            default -> throw new IllegalArgumentException("not a primitive type: " + primitive);
        });
    }

    /** The primitive type a wrapper class wraps, or null when the type is not one of the eight wrappers. */
    public static Type unwrapped(Type type) {
        if (type.getSort() != Type.OBJECT) {
            return null;
        }
        return switch (type.getInternalName()) {
            case "java/lang/Boolean" -> Type.BOOLEAN_TYPE;
            case "java/lang/Character" -> Type.CHAR_TYPE;
            case "java/lang/Byte" -> Type.BYTE_TYPE;
            case "java/lang/Short" -> Type.SHORT_TYPE;
            case "java/lang/Integer" -> Type.INT_TYPE;
            case "java/lang/Float" -> Type.FLOAT_TYPE;
            case "java/lang/Long" -> Type.LONG_TYPE;
            case "java/lang/Double" -> Type.DOUBLE_TYPE;
            default -> null;
        };
    }

    /** {@code Wrapper.valueOf(primitive)}. */
    public static void box(MethodVisitor mv, Type primitive) {
        Type wrapper = wrapper(primitive);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, wrapper.getInternalName(), "valueOf",
                Type.getMethodDescriptor(wrapper, primitive), false);
    }

    /** {@code owner.intValue()} and the like; owner is a wrapper or {@code java/lang/Number}. */
    static void unbox(MethodVisitor mv, Type owner, Type primitive) {
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, owner.getInternalName(), primitive.getClassName() + "Value",
                Type.getMethodDescriptor(primitive), false);
    }

    /** A widening primitive conversion; nothing for the int-sized types, which share a representation. */
    public static void widen(MethodVisitor mv, Type from, Type to) {
        int opcode = wideningOpcode(from.getSort(), to.getSort());
        if (opcode != Opcodes.NOP) {
            mv.visitInsn(opcode);
        }
    }

    private static int wideningOpcode(int from, int to) {
        if (from == to) {
            return Opcodes.NOP;
        }
        return switch (from) {
            case Type.BYTE, Type.SHORT, Type.CHAR, Type.INT -> switch (to) {
                case Type.LONG -> Opcodes.I2L;
                case Type.FLOAT -> Opcodes.I2F;
                case Type.DOUBLE -> Opcodes.I2D;
                default -> Opcodes.NOP;
            };
            case Type.LONG -> switch (to) {
                case Type.FLOAT -> Opcodes.L2F;
                case Type.DOUBLE -> Opcodes.L2D;
                default -> Opcodes.NOP;
            };
            case Type.FLOAT -> to == Type.DOUBLE ? Opcodes.F2D : Opcodes.NOP;
            default -> Opcodes.NOP;
        };
    }

    /** A {@code checkcast}, left out when it cannot fail: to the same type or to Object. */
    static void cast(MethodVisitor mv, Type from, Type to) {
        if (!to.equals(from) && !to.equals(OBJECT)) {
            mv.visitTypeInsn(Opcodes.CHECKCAST, to.getInternalName());
        }
    }
}
