package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.orbitmc.natives.indy.Primitives;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;

/**
 * The class file of a dynamic proxy class, as the JDK's ProxyGenerator makes it: {@code extends Proxy implements} the
 * interfaces, a constructor taking the InvocationHandler, one static Method field per proxied method (hashCode,
 * equals and toString of Object first, then the interfaces' public instance methods, the first declaration of each
 * signature winning), and methods that box their arguments, call {@code h.invoke(this, m, args)} (args null for no
 * parameters), unbox or cast the result, and rethrow unchecked and declared exceptions, wrapping any other in an
 * UndeclaredThrowableException; and the private static {@code proxyClassLookup}. Written with ASM on the host: the JDK's generator would be interpreted at length.
 */
final class ProxyClassGenerator {
    private static final String PROXY = "java/lang/reflect/Proxy";
    private static final String HANDLER = "java/lang/reflect/InvocationHandler";

    private ProxyClassGenerator() {
    }

    /** One proxied method: the declaration whose Method object the handler receives, and the exceptions it may pass. */
    private record ProxyMethod(String owner, String name, String descriptor, List<String> exceptions) {
    }

    /**
     * ProxyGenerator.checkReturnTypes: among the interfaces' public methods of one name and parameter list, one return
     * type must be assignable to all the others (none primitive, if they differ). The message of the
     * IllegalArgumentException {@code Proxy} throws otherwise, or null.
     */
    static String incompatibleReturnTypes(List<ClassInfo> interfaces, Function<String, ClassInfo> types) {
        Map<String, List<String>> returnTypes = new LinkedHashMap<>();
        for (MethodInfo m : proxiedMethods(interfaces)) {
            int close = m.descriptor().indexOf(')') + 1;
            List<String> seen = returnTypes.computeIfAbsent(m.name() + m.descriptor().substring(0, close), k -> new ArrayList<>());
            if (!seen.contains(m.descriptor().substring(close))) {
                seen.add(m.descriptor().substring(close));
            }
        }
        for (Map.Entry<String, List<String>> e : returnTypes.entrySet()) {
            if (e.getValue().size() < 2) {
                continue;
            }
            List<ClassInfo> uncovered = new ArrayList<>();
            for (String descriptor : e.getValue()) {
                ClassInfo type = types.apply(descriptor);
                if (type.isPrimitive()) {
                    return "methods with same signature " + shortSignature(e.getKey()) + " but incompatible return types: "
                            + type.javaName() + " and others";
                }
                if (uncovered.stream().anyMatch(u -> u.isSubtypeOf(type))) {
                    continue;
                }
                uncovered.removeIf(u -> type.isSubtypeOf(u));
                uncovered.add(type);
            }
            if (uncovered.size() > 1) {
                return "methods with same signature " + shortSignature(e.getKey()) + " but incompatible return types: "
                        + uncovered.stream().map(c -> (c.isInterface() ? "interface " : "class ") + c.javaName()).toList();
            }
        }
        return null;
    }

    /** The public instance methods a proxy of {@code interfaces} implements: each interface's, then its superinterfaces'. */
    private static List<MethodInfo> proxiedMethods(List<ClassInfo> interfaces) {
        List<MethodInfo> methods = new ArrayList<>();
        for (ClassInfo i : interfaces) {
            List<ClassInfo> all = new ArrayList<>();
            all.add(i);
            all.addAll(i.allInterfaces());
            for (ClassInfo declaring : all) {
                for (MethodInfo m : declaring.declaredMethods()) {
                    if (!m.isStatic() && (m.access() & Opcodes.ACC_PUBLIC) != 0 && !m.name().startsWith("<")) {
                        methods.add(m);
                    }
                }
            }
        }
        return methods;
    }

    /** How Method.toShortSignature shows a name and parameter list: "get(int,java.lang.String)". */
    private static String shortSignature(String nameAndParameters) {
        int open = nameAndParameters.indexOf('(');
        StringBuilder sb = new StringBuilder(nameAndParameters.substring(0, open)).append('(');
        Type[] params = Type.getArgumentTypes(nameAndParameters.substring(open) + "V");
        for (int i = 0; i < params.length; i++) {
            sb.append(i == 0 ? "" : ",").append(params[i].getClassName());
        }
        return sb.append(')').toString();
    }

    static byte[] generate(String className, boolean isPublic, List<ClassInfo> interfaces) {
        Map<String, ProxyMethod> methods = new LinkedHashMap<>();
        methods.put("hashCode()", new ProxyMethod("java/lang/Object", "hashCode", "()I", List.of()));
        methods.put("equals(Ljava/lang/Object;)", new ProxyMethod("java/lang/Object", "equals", "(Ljava/lang/Object;)Z", List.of()));
        methods.put("toString()", new ProxyMethod("java/lang/Object", "toString", "()Ljava/lang/String;", List.of()));
        for (MethodInfo m : proxiedMethods(interfaces)) {
            // One proxy method per name and descriptor: declarations that differ only in return type each get
            // their own (as ProxyGenerator makes them), once incompatibleReturnTypes found one covering the rest.
            String key = m.name() + m.descriptor();
            List<String> exceptions = m.node().exceptions == null ? List.of() : m.node().exceptions;
            ProxyMethod old = methods.get(key);
            if (old == null) {
                methods.put(key, new ProxyMethod(m.owner().name(), m.name(), m.descriptor(), exceptions));
            } else if (!old.owner().equals("java/lang/Object")) {
                // The checked exceptions the proxy may pass on: those every declaration allows (by name, as declared).
                List<String> common = new ArrayList<>(old.exceptions());
                common.retainAll(exceptions);
                methods.put(key, new ProxyMethod(old.owner(), old.name(), old.descriptor(), common));
            }
        }
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        String[] names = interfaces.stream().map(ClassInfo::name).toArray(String[]::new);
        cw.visit(Opcodes.V17, (isPublic ? Opcodes.ACC_PUBLIC : 0) | Opcodes.ACC_FINAL | Opcodes.ACC_SUPER, className, null, PROXY, names);
        MethodVisitor init = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "(L" + HANDLER + ";)V", null, null);
        init.visitCode();
        init.visitVarInsn(Opcodes.ALOAD, 0);
        init.visitVarInsn(Opcodes.ALOAD, 1);
        init.visitMethodInsn(Opcodes.INVOKESPECIAL, PROXY, "<init>", "(L" + HANDLER + ";)V", false);
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        int n = 0;
        for (ProxyMethod m : methods.values()) {
            cw.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC | Opcodes.ACC_FINAL, "m" + n, "Ljava/lang/reflect/Method;", null, null).visitEnd();
            method(cw, className, "m" + n, m);
            n++;
        }
        staticInitializer(cw, className, methods.values());
        lookupAccessor(cw);
        cw.visitEnd();
        return cw.toByteArray();
    }

    /**
     * ProxyGenerator.generateLookupAccessor: {@code private static Lookup proxyClassLookup(Lookup)}, the proxy class's
     * full-power lookup for Proxy's own lookup, an IllegalAccessException naming any other.
     */
    private static void lookupAccessor(ClassWriter cw) {
        String lookup = "java/lang/invoke/MethodHandles$Lookup";
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PRIVATE | Opcodes.ACC_STATIC, "proxyClassLookup", "(L" + lookup + ";)L" + lookup + ";",
                null, new String[] {"java/lang/IllegalAccessException"});
        mv.visitCode();
        Label illegal = new Label();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, lookup, "lookupClass", "()Ljava/lang/Class;", false);
        mv.visitLdcInsn(Type.getObjectType(PROXY));
        mv.visitJumpInsn(Opcodes.IF_ACMPNE, illegal);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, lookup, "hasFullPrivilegeAccess", "()Z", false);
        mv.visitJumpInsn(Opcodes.IFEQ, illegal);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/invoke/MethodHandles", "lookup", "()L" + lookup + ";", false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitLabel(illegal);
        mv.visitTypeInsn(Opcodes.NEW, "java/lang/IllegalAccessException");
        mv.visitInsn(Opcodes.DUP);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, lookup, "toString", "()Ljava/lang/String;", false);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/IllegalAccessException", "<init>", "(Ljava/lang/String;)V", false);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private static void method(ClassWriter cw, String className, String field, ProxyMethod m) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, m.name(), m.descriptor(), null,
                m.exceptions().toArray(new String[0]));
        mv.visitCode();
        Label start = new Label();
        Label end = new Label();
        Label rethrow = new Label();
        Label wrap = new Label();
        mv.visitTryCatchBlock(start, end, rethrow, "java/lang/Error");
        mv.visitTryCatchBlock(start, end, rethrow, "java/lang/RuntimeException");
        for (String e : m.exceptions()) {
            mv.visitTryCatchBlock(start, end, rethrow, e);
        }
        mv.visitTryCatchBlock(start, end, wrap, "java/lang/Throwable");
        mv.visitLabel(start);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitFieldInsn(Opcodes.GETFIELD, PROXY, "h", "L" + HANDLER + ";");
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitFieldInsn(Opcodes.GETSTATIC, className, field, "Ljava/lang/reflect/Method;");
        Type[] params = Type.getArgumentTypes(m.descriptor());
        if (params.length == 0) {
            mv.visitInsn(Opcodes.ACONST_NULL);
        } else {
            mv.visitLdcInsn(params.length);
            mv.visitTypeInsn(Opcodes.ANEWARRAY, "java/lang/Object");
            int local = 1;
            for (int i = 0; i < params.length; i++) {
                mv.visitInsn(Opcodes.DUP);
                mv.visitLdcInsn(i);
                mv.visitVarInsn(params[i].getOpcode(Opcodes.ILOAD), local);
                local += params[i].getSize();
                if (params[i].getSort() != Type.OBJECT && params[i].getSort() != Type.ARRAY) {
                    Type box = Primitives.wrapper(params[i]);
                    mv.visitMethodInsn(Opcodes.INVOKESTATIC, box.getInternalName(), "valueOf", Type.getMethodDescriptor(box, params[i]), false);
                }
                mv.visitInsn(Opcodes.AASTORE);
            }
        }
        mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, HANDLER, "invoke",
                "(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;", true);
        Type ret = Type.getReturnType(m.descriptor());
        if (ret.getSort() == Type.VOID) {
            mv.visitInsn(Opcodes.POP);
        } else if (ret.getSort() == Type.OBJECT || ret.getSort() == Type.ARRAY) {
            mv.visitTypeInsn(Opcodes.CHECKCAST, ret.getInternalName());
        } else {
            String box = Primitives.wrapper(ret).getInternalName();
            mv.visitTypeInsn(Opcodes.CHECKCAST, box);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, box, ret.getClassName() + "Value", "()" + ret.getDescriptor(), false);
        }
        mv.visitLabel(end);
        mv.visitInsn(ret.getOpcode(Opcodes.IRETURN));
        mv.visitLabel(rethrow);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitLabel(wrap);
        mv.visitVarInsn(Opcodes.ASTORE, 1);
        mv.visitTypeInsn(Opcodes.NEW, "java/lang/reflect/UndeclaredThrowableException");
        mv.visitInsn(Opcodes.DUP);
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/reflect/UndeclaredThrowableException", "<init>", "(Ljava/lang/Throwable;)V", false);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** {@code mN = Declaring.class.getMethod(name, parameterTypes)}; NoSuchMethodError if one went missing. */
    private static void staticInitializer(ClassWriter cw, String className, Iterable<ProxyMethod> methods) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_STATIC, "<clinit>", "()V", null, null);
        mv.visitCode();
        Label start = new Label();
        Label end = new Label();
        Label missing = new Label();
        mv.visitTryCatchBlock(start, end, missing, "java/lang/NoSuchMethodException");
        mv.visitLabel(start);
        int n = 0;
        for (ProxyMethod m : methods) {
            mv.visitLdcInsn(Type.getObjectType(m.owner()));
            mv.visitLdcInsn(m.name());
            Type[] params = Type.getArgumentTypes(m.descriptor());
            mv.visitLdcInsn(params.length);
            mv.visitTypeInsn(Opcodes.ANEWARRAY, "java/lang/Class");
            for (int i = 0; i < params.length; i++) {
                mv.visitInsn(Opcodes.DUP);
                mv.visitLdcInsn(i);
                if (params[i].getSort() == Type.OBJECT || params[i].getSort() == Type.ARRAY) {
                    mv.visitLdcInsn(params[i]);
                } else {
                    mv.visitFieldInsn(Opcodes.GETSTATIC, Primitives.wrapper(params[i]).getInternalName(), "TYPE", "Ljava/lang/Class;");
                }
                mv.visitInsn(Opcodes.AASTORE);
            }
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/Class", "getMethod",
                    "(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;", false);
            mv.visitFieldInsn(Opcodes.PUTSTATIC, className, "m" + n, "Ljava/lang/reflect/Method;");
            n++;
        }
        mv.visitLabel(end);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitLabel(missing);
        mv.visitVarInsn(Opcodes.ASTORE, 0);
        mv.visitTypeInsn(Opcodes.NEW, "java/lang/NoSuchMethodError");
        mv.visitInsn(Opcodes.DUP);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/Throwable", "getMessage", "()Ljava/lang/String;", false);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/NoSuchMethodError", "<init>", "(Ljava/lang/String;)V", false);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }
}
