package org.orbitmc.natives.jdk;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.natives.indy.Primitives;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;

/**
 * The classes of Orbit's method handles, generated with ASM, one per handle shape and cached per VM (like proxy
 * classes, host state shared by every path of a search). A handle class extends {@code java.lang.invoke.MethodHandle}
 * and keeps its state (target handles, bound values) in reference fields {@code f0, f1, ...}, so that the state is in
 * the guest heap. It has two methods:
 * <ul>
 * <li>{@code static MethodHandle make(fields...)}: allocates the handle without running MethodHandle's constructor
 * (which needs a LambdaForm), sets {@code type} to the interned {@code MethodType.methodType(...)} and the fields;</li>
 * <li>{@code call(parameters...)}, an instance method whose descriptor is the handle's type: the handle's work in
 * ordinary bytecode. {@code invokeExact} tail-calls it.</li>
 * </ul>
 */
final class MethodHandleClasses {
    static final String MH = "java/lang/invoke/MethodHandle";
    static final String MAKE = "make";
    static final String CALL = "call";
    /** Adapters that only convert arguments also have {@code static convert(MethodHandle target, parameters...)}, for invoke. */
    static final String CONVERT = "convert";

    /** Writes the body of {@code call}: its locals are the handle (0) and the parameters of {@code type}. */
    @FunctionalInterface
    interface Body {
        void emit(MethodVisitor mv, String className);
    }

    /**
     * What a handle class is: its type, fields and body; the key names the shape (equal keys, equal classes).
     * A varargs collector (asVarargsCollector, a varargs method's handle) is a twin class with the flag set.
     */
    record Spec(String key, Type type, int fields, Body body, Body convert) {
        Spec(String key, Type type, int fields, Body body) {
            this(key, type, fields, body, null);
        }
    }

    /** A generated handle class. */
    record Shape(Spec spec, boolean varargs, ClassInfo cls, MethodInfo make, MethodInfo call, MethodInfo convert) {
        String descriptor() {
            return spec.type().getDescriptor();
        }

        Type type() {
            return spec.type();
        }
    }

    private final Map<String, Shape> byKey = new HashMap<>();
    private final Map<ClassInfo, Shape> byClass = new HashMap<>();
    private int next;

    /** The shape of a handle object, or null when the object is not one of Orbit's handles. */
    Shape shapeOf(Vm vm, int handle) {
        return byClass.get(vm.heap().get(handle).type);
    }

    Shape shape(Vm vm, Spec spec, boolean varargs) {
        String key = spec.key() + (varargs ? "|varargs" : "");
        Shape s = byKey.get(key);
        if (s == null) {
            String name = "org/orbitmc/generated/MethodHandle$" + (++next);
            // Hidden, as the JDK's LambdaForm classes are: no module check of the JDK internals they call, no frames in stack traces.
            ClassInfo c = vm.classes().defineHidden(name, generate(name, spec));
            s = new Shape(spec, varargs, c, c.findMethod(MAKE, makeDescriptor(spec.fields())), c.findMethod(CALL, spec.type().getDescriptor()),
                    spec.convert() == null ? null : c.findMethod(CONVERT, convertDescriptor(spec.type())));
            byKey.put(key, s);
            byClass.put(c, s);
        }
        return s;
    }

    /**
     * Orbit's twin of the JDK's {@code MethodHandleImpl.ArrayAccessor}: static getElementX, setElementX and lengthX
     * methods whose array parameter is named {@code a}, in a class that is not hidden, so that a null array gives the
     * JDK's helpful message ({@code Cannot load from int array because "a" is null}). Defined once per VM.
     */
    String arrayAccess(Vm vm) {
        String name = "org/orbitmc/generated/MethodHandleArrayAccess";
        if (vm.classes().loadedClass(name) == null) {
            vm.classes().define(name, arrayAccessClass(name), "Orbit's array accessors");
        }
        return name;
    }

    private static byte[] arrayAccessClass(String name) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, name, null, "java/lang/Object", null);
        for (char k : "IJFDZBSCL".toCharArray()) {
            Type component = k == 'L' ? Type.getObjectType("java/lang/Object") : Type.getType(String.valueOf(k));
            Type array = Type.getType("[" + component.getDescriptor());
            accessor(cw, "getElement" + k, Type.getMethodType(component, array, Type.INT_TYPE), Opcodes.IALOAD, component);
            accessor(cw, "setElement" + k, Type.getMethodType(Type.VOID_TYPE, array, Type.INT_TYPE, component), Opcodes.IASTORE, component);
            accessor(cw, "length" + k, Type.getMethodType(Type.INT_TYPE, array), Opcodes.ARRAYLENGTH, component);
        }
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static void accessor(ClassWriter cw, String method, Type type, int opcode, Type component) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, method, type.getDescriptor(), null, null);
        mv.visitCode();
        org.objectweb.asm.Label start = new org.objectweb.asm.Label();
        org.objectweb.asm.Label end = new org.objectweb.asm.Label();
        mv.visitLabel(start);
        Type[] params = type.getArgumentTypes();
        int slot = 0;
        for (Type p : params) {
            mv.visitVarInsn(p.getOpcode(Opcodes.ILOAD), slot);
            slot += p.getSize();
        }
        mv.visitInsn(opcode == Opcodes.ARRAYLENGTH ? opcode : component.getOpcode(opcode));
        mv.visitInsn(type.getReturnType().getOpcode(Opcodes.IRETURN));
        mv.visitLabel(end);
        String[] names = {"a", "i", "x"};
        slot = 0;
        for (int i = 0; i < params.length; i++) {
            mv.visitLocalVariable(names[i], params[i].getDescriptor(), null, start, end, slot);
            slot += params[i].getSize();
        }
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** Finishes a native by making a handle of this shape with these field values (the make method's frame replaces the native's). */
    long make(Vm vm, int base, Shape s, long... fields) {
        vm.initializeForNative(s.cls());
        return vm.tailCall(base, s.make(), fields);
    }

    /** The field values of a handle, for a copy of another shape. */
    long[] fields(Vm vm, int handle, Shape s) {
        long[] values = new long[s.spec().fields()];
        for (int i = 0; i < values.length; i++) {
            values[i] = vm.heap().get(handle).fields[s.cls().findField("f" + i, null).slot()];
        }
        return values;
    }

    private static String convertDescriptor(Type type) {
        return "(L" + MH + ";" + type.getDescriptor().substring(1);
    }

    private static String makeDescriptor(int fields) {
        return "(" + "Ljava/lang/Object;".repeat(fields) + ")L" + MH + ";";
    }

    private static byte[] generate(String name, Spec spec) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String type1, String type2) {
                return "java/lang/Object";
            }
        };
        cw.visit(Opcodes.V17, Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, name, null, MH, null);
        for (int i = 0; i < spec.fields(); i++) {
            cw.visitField(Opcodes.ACC_FINAL, "f" + i, "Ljava/lang/Object;", null, null).visitEnd();
        }
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, MAKE, makeDescriptor(spec.fields()), null, null);
        mv.visitCode();
        mv.visitTypeInsn(Opcodes.NEW, name);
        mv.visitInsn(Opcodes.DUP);
        pushMethodType(mv, spec.type());
        mv.visitFieldInsn(Opcodes.PUTFIELD, MH, "type", "Ljava/lang/invoke/MethodType;");
        for (int i = 0; i < spec.fields(); i++) {
            mv.visitInsn(Opcodes.DUP);
            mv.visitVarInsn(Opcodes.ALOAD, i);
            mv.visitFieldInsn(Opcodes.PUTFIELD, name, "f" + i, "Ljava/lang/Object;");
        }
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(Opcodes.ACC_FINAL, CALL, spec.type().getDescriptor(), null, null);
        mv.visitCode();
        spec.body().emit(mv, name);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        if (spec.convert() != null) {
            mv = cw.visitMethod(Opcodes.ACC_STATIC, CONVERT, convertDescriptor(spec.type()), null, null);
            mv.visitCode();
            spec.convert().emit(mv, name);
            mv.visitMaxs(0, 0);
            mv.visitEnd();
        }
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** {@code MethodType.methodType(rtype, new Class[] {ptypes})}: interned, so equal to the program's own. */
    static void pushMethodType(MethodVisitor mv, Type type) {
        pushClass(mv, type.getReturnType());
        Type[] params = type.getArgumentTypes();
        mv.visitLdcInsn(params.length);
        mv.visitTypeInsn(Opcodes.ANEWARRAY, "java/lang/Class");
        for (int i = 0; i < params.length; i++) {
            mv.visitInsn(Opcodes.DUP);
            mv.visitLdcInsn(i);
            pushClass(mv, params[i]);
            mv.visitInsn(Opcodes.AASTORE);
        }
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodType", "methodType",
                "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;", false);
    }

    static void pushClass(MethodVisitor mv, Type t) {
        if (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY) {
            mv.visitLdcInsn(t);
        } else {
            String box = t.getSort() == Type.VOID ? "java/lang/Void" : Primitives.wrapper(t).getInternalName();
            mv.visitFieldInsn(Opcodes.GETSTATIC, box, "TYPE", "Ljava/lang/Class;");
        }
    }

    /** Loads field {@code i} of the handle, cast to {@code t} (a boxed value unboxed for a primitive t). */
    static void loadField(MethodVisitor mv, String className, int i, Type t) {
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitFieldInsn(Opcodes.GETFIELD, className, "f" + i, "Ljava/lang/Object;");
        if (t.getSort() == Type.OBJECT || t.getSort() == Type.ARRAY) {
            if (!t.getInternalName().equals("java/lang/Object")) {
                mv.visitTypeInsn(Opcodes.CHECKCAST, t.getInternalName());
            }
        } else {
            String box = Primitives.wrapper(t).getInternalName();
            mv.visitTypeInsn(Opcodes.CHECKCAST, box);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, box, t.getClassName() + "Value", "()" + t.getDescriptor(), false);
        }
    }

    /** Loads parameters {@code from} (inclusive) to {@code to} (exclusive) of {@code type}, locals counted after the handle. */
    static void loadParameters(MethodVisitor mv, Type type, int from, int to) {
        Type[] params = type.getArgumentTypes();
        int slot = 1;
        for (int i = 0; i < params.length; i++) {
            if (i >= from && i < to) {
                mv.visitVarInsn(params[i].getOpcode(Opcodes.ILOAD), slot);
            }
            slot += params[i].getSize();
        }
    }

    /** The local slot of parameter i. */
    static int local(Type type, int index) {
        Type[] params = type.getArgumentTypes();
        int slot = 1;
        for (int i = 0; i < index; i++) {
            slot += params[i].getSize();
        }
        return slot;
    }

    /** {@code target.invokeExact(...)} for a target handle of this type, its arguments already pushed. */
    static void invokeExact(MethodVisitor mv, Type targetType) {
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, MH, "invokeExact", targetType.getDescriptor(), false);
    }

    static void returnValue(MethodVisitor mv, Type type) {
        mv.visitInsn(type.getReturnType().getOpcode(Opcodes.IRETURN));
    }

    static Type methodType(Type ret, List<Type> params) {
        return Type.getMethodType(ret, params.toArray(new Type[0]));
    }
}
