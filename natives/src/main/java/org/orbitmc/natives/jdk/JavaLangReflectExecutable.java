package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.ParameterNode;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.LambdaClassNames;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ClassPath;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Reflection on methods and constructors: Class.getDeclaredMethods0/getDeclaredConstructors0 build real
 * java.lang.reflect.Method and Constructor objects with every field the JDK reads, so that getMethods, getMethod,
 * getConstructors and the rest run as the JDK's own code. A member's {@code slot} is its index among its class's
 * declared methods (HotSpot's method idnum), which is how invoke0 finds it again.
 */
public final class JavaLangReflectExecutable {
    /** JVM_RECOGNIZED_METHOD_MODIFIERS: what HotSpot reports of a method's access flags. */
    private static final int METHOD_MODIFIERS = 0x1DFF;

    private JavaLangReflectExecutable() {
    }

    public static void register(NativeRegistry r, AnnotationData annotations) {
        String c = "java/lang/Class";
        HotSpotMethodOrder order = new HotSpotMethodOrder();
        r.bind(c, "getDeclaredMethods0", "(Z)[Ljava/lang/reflect/Method;", (vm, a) -> declared(vm, a.receiver(), a.booleanAt(0), false, annotations, order));
        r.bind(c, "getDeclaredConstructors0", "(Z)[Ljava/lang/reflect/Constructor;",
                (vm, a) -> declared(vm, a.receiver(), a.booleanAt(0), true, annotations, order));
        r.bind("java/lang/reflect/Executable", "getParameters0", "()[Ljava/lang/reflect/Parameter;", (vm, a) -> parameters(vm, a.receiver()));
        r.bind("java/lang/reflect/Executable", "getTypeAnnotationBytes0", "()[B",
                (vm, a) -> {
                    MethodInfo m = member(vm, a.receiver());
                    return AnnotationData.bytes(vm, annotations.of(m.owner()).typeAnnotations(m.node()));
                });
    }

    /** The method or constructor a Method or Constructor object stands for. */
    static MethodInfo member(Vm vm, int executable) {
        // By name, not by the table's class: asking the table for Method's fields would load Method for a Constructor.
        boolean method = vm.heap().get(executable).type.name().equals("java/lang/reflect/Method");
        ClassInfo c = JavaLangClass.cls(vm, Guest.get(vm, executable, method ? JdkField.METHOD_CLAZZ : JdkField.CONSTRUCTOR_CLAZZ));
        return c.declaredMethods()[(int) Guest.get(vm, executable, method ? JdkField.METHOD_SLOT : JdkField.CONSTRUCTOR_SLOT)];
    }

    /** The class file of a program class (class path or a program's loader), or null. */
    private static byte[] classFile(Vm vm, ClassInfo c) {
        if (c.programDefinedBytes() != null) {
            return c.programDefinedBytes();
        }
        ClassPath.Found found = vm.classes().classPath().find(c.name());
        return found == null || found.isBoot() ? null : found.bytes();
    }

    /** Whether java compiles the class in memory, from the source file it runs ({@code java File.java}). */
    private static boolean sourceLaunched(Vm vm, ClassInfo c) {
        return SourceLaunchedClasses.isSourceLaunched(vm, c);
    }

    private static long declared(Vm vm, long mirror, boolean publicOnly, boolean constructors, AnnotationData annotations,
            HotSpotMethodOrder order) {
        ClassInfo c = JavaLangClass.cls(vm, mirror);
        List<Integer> slots = new ArrayList<>();
        MethodInfo[] methods = c.declaredMethods();
        // The static factory of Orbit's lambda classes is Orbit's, not a method of HotSpot's lambda classes.
        boolean lambda = LambdaClassNames.isLambda(c);
        for (int i : order.order(c, () -> classFile(vm, c), sourceLaunched(vm, c))) {
            MethodInfo m = methods[i];
            boolean constructor = m.name().equals("<init>");
            if (constructor == constructors && !m.name().equals("<clinit>") && (!publicOnly || (m.access() & Opcodes.ACC_PUBLIC) != 0)
                    && !(lambda && m.isStatic())) {
                slots.add(i);
            }
        }
        String type = constructors ? "java/lang/reflect/Constructor" : "java/lang/reflect/Method";
        ClassInfo memberClass = Guest.load(vm, type);
        vm.initialize(memberClass); // JDK code only (as the constructors below): atomic upcalls hide nothing
        ClassAnnotations ca = slots.isEmpty() ? null : annotations.of(c);
        int array = vm.newArray(vm.classes().arrayOf(memberClass), slots.size());
        for (int i = 0; i < slots.size(); i++) {
            int member = constructors ? constructor(vm, mirror, slots.get(i), ca) : method(vm, mirror, slots.get(i), ca);
            ((int[]) vm.heap().get(array).array)[i] = member;
        }
        return array;
    }

    static int method(Vm vm, long mirror, int slot, ClassAnnotations ca) {
        MethodInfo m = JavaLangClass.cls(vm, mirror).declaredMethods()[slot];
        MethodNode n = m.node();
        return Guest.construct(vm, "java/lang/reflect/Method",
                "(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Class;Ljava/lang/Class;[Ljava/lang/Class;IILjava/lang/String;[B[B[B)V",
                mirror, vm.strings().intern(m.name()), parameterTypes(vm, m), typeMirror(vm, Type.getReturnType(m.descriptor()).getDescriptor()),
                exceptionTypes(vm, n), m.access() & METHOD_MODIFIERS, slot, Guest.str(vm, n.signature),
                AnnotationData.bytes(vm, ca.methodAnnotations(n)), AnnotationData.bytes(vm, ca.parameterAnnotations(n)),
                AnnotationData.bytes(vm, ca.annotationDefault(n)));
    }

    static int constructor(Vm vm, long mirror, int slot, ClassAnnotations ca) {
        MethodInfo m = JavaLangClass.cls(vm, mirror).declaredMethods()[slot];
        MethodNode n = m.node();
        return Guest.construct(vm, "java/lang/reflect/Constructor",
                "(Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;IILjava/lang/String;[B[B)V",
                mirror, parameterTypes(vm, m), exceptionTypes(vm, n), m.access() & METHOD_MODIFIERS, slot, Guest.str(vm, n.signature),
                AnnotationData.bytes(vm, ca.methodAnnotations(n)), AnnotationData.bytes(vm, ca.parameterAnnotations(n)));
    }

    private static int parameterTypes(Vm vm, MethodInfo m) {
        Type[] types = Type.getArgumentTypes(m.descriptor());
        List<ClassInfo> classes = new ArrayList<>();
        for (Type t : types) {
            classes.add(JavaLangClass.cls(vm, typeMirror(vm, t.getDescriptor())));
        }
        return JavaLangClass.mirrors(vm, classes);
    }

    private static int exceptionTypes(Vm vm, MethodNode n) {
        List<ClassInfo> classes = new ArrayList<>();
        if (n.exceptions != null) {
            for (String e : n.exceptions) {
                classes.add(JavaLangClass.cls(vm, typeMirror(vm, "L" + e + ";")));
            }
        }
        return JavaLangClass.mirrors(vm, classes);
    }

    /** The mirror of a type named by a descriptor; NoClassDefFoundError (HotSpot's message) when it cannot be loaded. */
    static int typeMirror(Vm vm, String descriptor) {
        ClassInfo type = descriptor.equals("V") ? vm.classes().primitiveNamed("void") : vm.classes().forDescriptor(descriptor);
        if (type == null) {
            String name = descriptor.charAt(0) == 'L' ? descriptor.substring(1, descriptor.length() - 1) : descriptor;
            throw vm.exceptions().exception("java/lang/NoClassDefFoundError", name);
        }
        return type.mirrorRef();
    }

    /** Executable.getParameters0: the MethodParameters attribute as Parameter objects; null when the class file has none. */
    private static long parameters(Vm vm, int executable) {
        MethodInfo m = member(vm, executable);
        List<ParameterNode> ps = m.node().parameters;
        if (ps == null) {
            return 0;
        }
        ClassInfo parameterClass = Guest.load(vm, "java/lang/reflect/Parameter");
        int array = vm.newArray(vm.classes().arrayOf(parameterClass), ps.size());
        for (int i = 0; i < ps.size(); i++) {
            ParameterNode p = ps.get(i);
            int parameter = Guest.construct(vm, "java/lang/reflect/Parameter", "(Ljava/lang/String;ILjava/lang/reflect/Executable;I)V",
                    p.name == null ? 0 : vm.strings().intern(p.name), p.access, executable, i);
            ((int[]) vm.heap().get(array).array)[i] = parameter;
        }
        return array;
    }
}
