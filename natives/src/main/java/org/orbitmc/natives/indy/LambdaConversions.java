package org.orbitmc.natives.indy;

import static org.orbitmc.natives.indy.Primitives.NUMBER;
import static org.orbitmc.natives.indy.Primitives.box;
import static org.orbitmc.natives.indy.Primitives.cast;
import static org.orbitmc.natives.indy.Primitives.isPrimitive;
import static org.orbitmc.natives.indy.Primitives.unbox;
import static org.orbitmc.natives.indy.Primitives.unwrapped;
import static org.orbitmc.natives.indy.Primitives.widen;
import static org.orbitmc.natives.indy.Primitives.wrapper;

import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * The conversions {@code LambdaMetafactory} applies to a value on the operand stack, between the
 * functional method's types and the implementation method's: the same instructions JDK 17's
 * {@code TypeConvertingMethodAdapter.convertType} emits, so exceptions (CCE, NPE on unboxing null) match.
 */
final class LambdaConversions {
    private LambdaConversions() {
    }

    /**
     * Converts the value on top of the stack.
     *
     * @param from       its type
     * @param to         the type wanted
     * @param functional the type the value is guaranteed to have by the instantiated method type;
     *                   a reference value is first cast to it so that a wrong argument fails where the JDK fails
     */
    static void convert(MethodVisitor mv, Type from, Type to, Type functional) {
        if (from.equals(to) && from.equals(functional)) {
            return;
        }
        if (from.getSort() == Type.VOID || to.getSort() == Type.VOID) {
            return;
        }
        if (isPrimitive(from)) {
            convertPrimitive(mv, from, to);
        } else {
            convertReference(mv, from, to, functional);
        }
    }

    private static void convertPrimitive(MethodVisitor mv, Type from, Type to) {
        if (isPrimitive(to)) {
            widen(mv, from, to);
            return;
        }
        Type boxedTarget = unwrapped(to);
        if (boxedTarget != null) {
            // e.g. int to Long: widen first, then box into the wrapper wanted
            widen(mv, from, boxedTarget);
            box(mv, boxedTarget);
        } else {
            // to Object, Number, Comparable...: box into the own wrapper
            box(mv, from);
            cast(mv, wrapper(from), to);
        }
    }

    private static void convertReference(MethodVisitor mv, Type from, Type to, Type functional) {
        Type source = from;
        if (!isPrimitive(functional)) {
            cast(mv, from, functional);
            source = functional;
        }
        if (!isPrimitive(to)) {
            cast(mv, source, to);
            return;
        }
        Type boxed = unwrapped(source);
        if (boxed == null) {
            // Object or Number to a primitive: unbox through Number, or Character/Boolean for char/boolean
            Type intermediate = to.getSort() == Type.CHAR || to.getSort() == Type.BOOLEAN ? wrapper(to) : NUMBER;
            cast(mv, source, intermediate);
            unbox(mv, intermediate, to);
        } else if (boxed.getSort() == Type.CHAR || boxed.getSort() == Type.BOOLEAN) {
            unbox(mv, source, boxed);
            widen(mv, boxed, to);
        } else {
            // a numeric wrapper converts itself, e.g. Integer.longValue()
            unbox(mv, source, to);
        }
    }
}
