package org.orbitmc.natives.indy;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.link.IndyRequest;
import org.orbitmc.vm.link.LinkedCallSite;

/**
 * Generates the target of a {@code StringConcatFactory.makeConcat} or {@code makeConcatWithConstants}
 * call site: a static method appending its arguments to a {@link StringBuilder} so that each one is
 * converted exactly as {@code String.valueOf} would.
 */
final class StringConcatGenerator {
    static final String METHOD_NAME = "concat";
    private static final char TAG_ARGUMENT = '\u0001';
    private static final char TAG_CONSTANT = '\u0002';
    private static final String BUILDER = "java/lang/StringBuilder";

    /** A piece of the result: either literal text or the argument with that index. */
    private record Piece(String text, int argument) {
    }

    private StringConcatGenerator() {
    }

    /** @param withConstants true for makeConcatWithConstants (a recipe), false for makeConcat (arguments only) */
    static LinkedCallSite generate(IndyRequest request, String className, boolean withConstants) {
        BootstrapArguments args = new BootstrapArguments(request);
        Type type = Type.getMethodType(request.descriptor());
        if (!type.getReturnType().getDescriptor().equals("Ljava/lang/String;")) {
            throw args.malformed("a string concatenation must return String");
        }
        List<Piece> pieces = withConstants ? parseRecipe(args, type.getArgumentTypes().length) : allArguments(args, type);

        ClassWriter cw = new GeneratedClassWriter();
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, className, null,
                "java/lang/Object", null);
        generateMethod(cw, type, pieces);
        cw.visitEnd();
        return new LinkedCallSite(List.of(new LinkedCallSite.GeneratedClass(className, cw.toByteArray())), className,
                METHOD_NAME);
    }

    private static List<Piece> allArguments(BootstrapArguments args, Type type) {
        if (args.count() != 0) {
            throw args.malformed("makeConcat takes no bootstrap arguments");
        }
        List<Piece> pieces = new ArrayList<>();
        for (int i = 0; i < type.getArgumentTypes().length; i++) {
            pieces.add(new Piece(null, i));
        }
        return pieces;
    }

    /** Splits the recipe; constants join the literal text around them, as nothing can observe the difference. */
    private static List<Piece> parseRecipe(BootstrapArguments args, int argumentCount) {
        String recipe = args.string(0);
        List<Piece> pieces = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        int nextArgument = 0;
        int nextConstant = 1;
        for (int i = 0; i < recipe.length(); i++) {
            char c = recipe.charAt(i);
            if (c == TAG_ARGUMENT) {
                if (text.length() > 0) {
                    pieces.add(new Piece(text.toString(), -1));
                    text.setLength(0);
                }
                pieces.add(new Piece(null, nextArgument++));
            } else if (c == TAG_CONSTANT) {
                text.append(constantText(args, nextConstant++));
            } else {
                text.append(c);
            }
        }
        if (text.length() > 0) {
            pieces.add(new Piece(text.toString(), -1));
        }
        if (nextArgument != argumentCount) {
            throw args.malformed("the recipe uses " + nextArgument + " arguments, the call site passes " + argumentCount);
        }
        if (nextConstant != args.count()) {
            throw args.malformed("the recipe uses " + (nextConstant - 1) + " constants, the call site has "
                    + (args.count() - 1));
        }
        return pieces;
    }

    /** The JDK turns constants into text with String.valueOf when linking; the same for what we can represent. */
    private static String constantText(BootstrapArguments args, int index) {
        Object constant = args.any(index);
        if (constant instanceof String || constant instanceof Integer || constant instanceof Long
                || constant instanceof Float || constant instanceof Double) {
            return String.valueOf(constant);
        }
        throw new UnsupportedFeatureException("string concatenation constant of kind "
                + constant.getClass().getSimpleName() + ": " + constant);
    }

    private static void generateMethod(ClassWriter cw, Type type, List<Piece> pieces) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, METHOD_NAME, type.getDescriptor(),
                null, null);
        mv.visitCode();
        Type[] arguments = type.getArgumentTypes();
        int[] slots = new int[arguments.length];
        for (int i = 1; i < arguments.length; i++) {
            slots[i] = slots[i - 1] + arguments[i - 1].getSize();
        }
        mv.visitTypeInsn(Opcodes.NEW, BUILDER);
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, BUILDER, "<init>", "()V", false);
        for (Piece piece : pieces) {
            if (piece.text() != null) {
                mv.visitLdcInsn(piece.text());
                append(mv, "Ljava/lang/String;");
            } else {
                Type argument = arguments[piece.argument()];
                mv.visitVarInsn(argument.getOpcode(Opcodes.ILOAD), slots[piece.argument()]);
                append(mv, appendParameter(argument));
            }
        }
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUILDER, "toString", "()Ljava/lang/String;", false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /**
     * The {@code append} overload that formats like {@code String.valueOf}: byte and short as int, and
     * every reference but String as Object (so char[] prints as an object, not as its characters).
     */
    private static String appendParameter(Type argument) {
        return switch (argument.getSort()) {
            case Type.BYTE, Type.SHORT, Type.INT -> "I";
            case Type.BOOLEAN, Type.CHAR, Type.LONG, Type.FLOAT, Type.DOUBLE -> argument.getDescriptor();
            default -> argument.getDescriptor().equals("Ljava/lang/String;") ? "Ljava/lang/String;" : "Ljava/lang/Object;";
        };
    }

    private static void append(MethodVisitor mv, String parameter) {
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, BUILDER, "append", "(" + parameter + ")L" + BUILDER + ";", false);
    }
}
