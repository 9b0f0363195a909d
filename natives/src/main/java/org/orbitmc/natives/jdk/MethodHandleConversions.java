package org.orbitmc.natives.jdk;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.natives.indy.Primitives;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;

/**
 * The conversions of {@code MethodHandle.asType} (and so of {@code invoke}), as MethodType.canConvert allows them and
 * the JDK applies them: identity; a reference cast with {@code Class.cast} (also to interfaces) unless the source is a
 * subtype; primitive widening; boxing to a supertype of the wrapper; unboxing a wrapper (then widening) with the JDK's
 * own {@code sun.invoke.util.ValueConversions.unboxX(X)}, or unboxing any supertype of the target's wrapper with
 * {@code ValueConversions.unboxX(Object, false)}, so that a wrong or null value fails with the JDK's exception and
 * message; and for return values, void to a zero value and any value to void.
 */
final class MethodHandleConversions {
    private static final Type OBJECT = Type.getObjectType("java/lang/Object");
    private static final String VALUE_CONVERSIONS = "sun/invoke/util/ValueConversions";

    private MethodHandleConversions() {
    }

    /** Whether asType can convert every parameter and the return of {@code from} (the handle) to {@code to}. */
    static boolean canConvert(Vm vm, Type from, Type to) {
        Type[] fp = from.getArgumentTypes();
        Type[] tp = to.getArgumentTypes();
        if (fp.length != tp.length) {
            return false;
        }
        for (int i = 0; i < fp.length; i++) {
            if (!canConvertValue(vm, tp[i], fp[i])) {
                return false;
            }
        }
        return canConvertValue(vm, from.getReturnType(), to.getReturnType());
    }

    /** Whether a value of type {@code s} converts to {@code t}. */
    static boolean canConvertValue(Vm vm, Type s, Type t) {
        if (s.equals(t) || s.getSort() == Type.VOID || t.getSort() == Type.VOID) {
            return true;
        }
        boolean sp = Primitives.isPrimitive(s);
        boolean tp = Primitives.isPrimitive(t);
        if (!sp && !tp) {
            return true;
        }
        if (sp && tp) {
            return widens(s, t);
        }
        if (sp) {
            return isSubtype(vm, Primitives.wrapper(s), t);
        }
        Type unwrapped = Primitives.unwrapped(s);
        if (unwrapped != null) {
            return widens(unwrapped, t);
        }
        return isSubtype(vm, Primitives.wrapper(t), s);
    }

    /** Converts the value of type {@code s} on the stack to {@code t} (a conversion canConvertValue allows). */
    static void convert(Vm vm, MethodVisitor mv, Type s, Type t) {
        if (s.equals(t)) {
            return;
        }
        if (t.getSort() == Type.VOID) {
            mv.visitInsn(s.getSize() == 2 ? Opcodes.POP2 : Opcodes.POP);
            return;
        }
        if (s.getSort() == Type.VOID) {
            zero(mv, t);
            return;
        }
        boolean sp = Primitives.isPrimitive(s);
        boolean tp = Primitives.isPrimitive(t);
        if (!sp && !tp) {
            if (!t.equals(OBJECT) && !isSubtype(vm, s, t)) {
                mv.visitLdcInsn(t);
                mv.visitInsn(Opcodes.SWAP);
                mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/Class", "cast", "(Ljava/lang/Object;)Ljava/lang/Object;", false);
                mv.visitTypeInsn(Opcodes.CHECKCAST, t.getInternalName());
            }
        } else if (sp && tp) {
            Primitives.widen(mv, s, t);
        } else if (sp) {
            Primitives.box(mv, s);
        } else {
            Type unwrapped = Primitives.unwrapped(s);
            if (unwrapped != null) {
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, VALUE_CONVERSIONS, unboxName(unwrapped),
                        Type.getMethodDescriptor(unwrapped, s), false);
                Primitives.widen(mv, unwrapped, t);
            } else {
                mv.visitInsn(Opcodes.ICONST_0);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, VALUE_CONVERSIONS, unboxName(t),
                        Type.getMethodDescriptor(t, OBJECT, Type.BOOLEAN_TYPE), false);
            }
        }
    }

    /**
     * explicitCastArguments' conversion of the value of type {@code s} on the stack to {@code t}: asType's, except
     * that an interface target takes any reference without a cast, primitives convert by JLS §5.5 casting (boolean as a
     * one-bit integer: false 0, true 1; to boolean by the low bit of the byte cast), and a reference unboxes by
     * {@code ValueConversions.unboxX(x, true)} (any wrapper, cast; null gives zero).
     */
    static void explicitCast(Vm vm, MethodVisitor mv, Type s, Type t) {
        if (s.equals(t) || t.getSort() == Type.VOID || s.getSort() == Type.VOID) {
            convert(vm, mv, s, t);
            return;
        }
        boolean sp = Primitives.isPrimitive(s);
        boolean tp = Primitives.isPrimitive(t);
        if (sp && tp) {
            primitiveCast(mv, s, t);
        } else if (!tp) {
            if (sp) {
                Primitives.box(mv, s);
                s = Primitives.wrapper(s);
            }
            ClassInfo tc = vm.classes().forDescriptor(t.getDescriptor());
            if (tc == null || !tc.isInterface()) {
                convert(vm, mv, s, t);
            }
        } else {
            mv.visitInsn(Opcodes.ICONST_1);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, VALUE_CONVERSIONS, unboxName(t), Type.getMethodDescriptor(t, OBJECT, Type.BOOLEAN_TYPE), false);
        }
    }

    private static void primitiveCast(MethodVisitor mv, Type s, Type t) {
        int from = s.getSort() == Type.BOOLEAN ? Type.INT : s.getSort();
        int to = t.getSort() == Type.BOOLEAN ? Type.BYTE : t.getSort();
        boolean fromInt = from == Type.INT || from == Type.BYTE || from == Type.SHORT || from == Type.CHAR;
        switch (to) {
            case Type.LONG -> mv.visitInsn(fromInt ? Opcodes.I2L : from == Type.FLOAT ? Opcodes.F2L : from == Type.DOUBLE ? Opcodes.D2L : Opcodes.NOP);
            case Type.FLOAT -> mv.visitInsn(fromInt ? Opcodes.I2F : from == Type.LONG ? Opcodes.L2F : from == Type.DOUBLE ? Opcodes.D2F : Opcodes.NOP);
            case Type.DOUBLE -> mv.visitInsn(fromInt ? Opcodes.I2D : from == Type.LONG ? Opcodes.L2D : from == Type.FLOAT ? Opcodes.F2D : Opcodes.NOP);
            default -> {
                if (!fromInt) {
                    mv.visitInsn(from == Type.LONG ? Opcodes.L2I : from == Type.FLOAT ? Opcodes.F2I : Opcodes.D2I);
                }
                if (to == Type.BYTE) {
                    mv.visitInsn(Opcodes.I2B);
                } else if (to == Type.SHORT) {
                    mv.visitInsn(Opcodes.I2S);
                } else if (to == Type.CHAR) {
                    mv.visitInsn(Opcodes.I2C);
                }
                if (t.getSort() == Type.BOOLEAN) {
                    mv.visitInsn(Opcodes.ICONST_1);
                    mv.visitInsn(Opcodes.IAND);
                }
            }
        }
    }

    private static String unboxName(Type primitive) {
        return "unbox" + Primitives.wrapper(primitive).getInternalName().substring("java/lang/".length());
    }

    static void zero(MethodVisitor mv, Type t) {
        switch (t.getSort()) {
            case Type.LONG -> mv.visitInsn(Opcodes.LCONST_0);
            case Type.FLOAT -> mv.visitInsn(Opcodes.FCONST_0);
            case Type.DOUBLE -> mv.visitInsn(Opcodes.DCONST_0);
            case Type.OBJECT, Type.ARRAY -> mv.visitInsn(Opcodes.ACONST_NULL);
            default -> mv.visitInsn(Opcodes.ICONST_0);
        }
    }

    /** JLS §5.1.2 (and identity). */
    static boolean widens(Type s, Type t) {
        if (s.equals(t)) {
            return true;
        }
        return switch (s.getSort()) {
            case Type.BYTE -> "SIJFD".indexOf(t.getDescriptor().charAt(0)) >= 0;
            case Type.SHORT, Type.CHAR -> "IJFD".indexOf(t.getDescriptor().charAt(0)) >= 0;
            case Type.INT -> "JFD".indexOf(t.getDescriptor().charAt(0)) >= 0;
            case Type.LONG -> "FD".indexOf(t.getDescriptor().charAt(0)) >= 0;
            case Type.FLOAT -> t.getSort() == Type.DOUBLE;
            default -> false;
        };
    }

    static boolean isSubtype(Vm vm, Type s, Type t) {
        if (t.equals(OBJECT) || s.equals(t)) {
            return true;
        }
        ClassInfo sc = vm.classes().forDescriptor(s.getDescriptor());
        ClassInfo tc = vm.classes().forDescriptor(t.getDescriptor());
        return sc != null && tc != null && sc.isSubtypeOf(tc);
    }
}
