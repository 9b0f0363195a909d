package org.orbitmc.natives.jdk;

import static org.orbitmc.natives.Guest.bool;

import java.util.List;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.InnerClassNode;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.LambdaClassNames;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.natives.NativeArgs;
import org.orbitmc.vm.natives.NativeRegistry;

/** java.lang.Class: names, types, modifiers and the enum support the JDK asks the VM for. */
public final class JavaLangClass {
    private static final String C = "java/lang/Class";

    private JavaLangClass() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "registerNatives", "()V", (vm, a) -> 0);
        r.bind(C, "desiredAssertionStatus0", "(Ljava/lang/Class;)Z", (vm, a) -> bool(vm.options().assertionsEnabled() && vm.moduleOf(cls(vm, a.refAt(0))) == null));
        r.bind(C, "desiredAssertionStatus", "()Z", (vm, a) -> bool(vm.options().assertionsEnabled() && vm.moduleOf(cls(vm, a.receiver())) == null));
        r.bind(C, "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", (vm, a) -> vm.classes().primitiveNamed(Guest.host(vm, a.refAt(0))).mirrorRef());
        r.bind(C, "initClassName", "()Ljava/lang/String;", (vm, a) -> {
            ClassInfo c = cls(vm, a.receiver());
            // A hidden class's name ends in "/0x" and an address on HotSpot: here one made from the class's number.
            String suffix = LambdaClassNames.isLambda(c) ? String.format("/0x%016x", 0x800c00000L + 0x200L * c.id()) : "";
            int name = vm.strings().intern(c.javaName() + suffix);
            Guest.put(vm, a.receiver(), JdkField.CLASS_NAME, name);
            return name;
        });
        r.bind(C, "isInstance", "(Ljava/lang/Object;)Z", (vm, a) -> bool(a.refAt(0) != 0 && vm.heap().get(a.refAt(0)).type.isSubtypeOf(cls(vm, a.receiver()))));
        r.bind(C, "isAssignableFrom", "(Ljava/lang/Class;)Z", (vm, a) -> {
            if (a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            return bool(cls(vm, a.refAt(0)).isSubtypeOf(cls(vm, a.receiver())));
        });
        r.bind(C, "isInterface", "()Z", (vm, a) -> bool(cls(vm, a.receiver()).isInterface()));
        r.bind(C, "isArray", "()Z", (vm, a) -> bool(cls(vm, a.receiver()).isArray()));
        r.bind(C, "isPrimitive", "()Z", (vm, a) -> bool(cls(vm, a.receiver()).isPrimitive()));
        r.bind(C, "isHidden", "()Z", (vm, a) -> bool(cls(vm, a.receiver()).isHidden()));
        r.bind(C, "isRecord0", "()Z", (vm, a) -> bool(isRecord(cls(vm, a.receiver()))));
        r.bind(C, "getSuperclass", "()Ljava/lang/Class;", (vm, a) -> {
            ClassInfo c = cls(vm, a.receiver());
            return c.isInterface() || c.isPrimitive() || c.superClass() == null ? 0 : c.superClass().mirrorRef();
        });
        r.bind(C, "getInterfaces0", "()[Ljava/lang/Class;", (vm, a) -> {
            ClassInfo[] is = cls(vm, a.receiver()).interfaces();
            return mirrors(vm, List.of(is));
        });
        r.bind(C, "getModifiers", "()I", (vm, a) -> modifiers(cls(vm, a.receiver())));
        r.bind(C, "getDeclaringClass0", "()Ljava/lang/Class;", (vm, a) -> {
            InnerClassNode n = innerClassEntry(cls(vm, a.receiver()));
            if (n == null || n.outerName == null) {
                return 0;
            }
            ClassInfo outer = vm.classes().load(n.outerName);
            return outer == null ? 0 : outer.mirrorRef();
        });
        r.bind(C, "getSimpleBinaryName0", "()Ljava/lang/String;", (vm, a) -> {
            InnerClassNode n = innerClassEntry(cls(vm, a.receiver()));
            return n == null || n.innerName == null ? 0 : vm.strings().intern(n.innerName);
        });
        r.bind(C, "getEnclosingMethod0", "()[Ljava/lang/Object;", (vm, a) -> {
            ClassInfo c = cls(vm, a.receiver());
            if (c.node() == null || c.node().outerClass == null) {
                return 0;
            }
            ClassInfo outer = vm.classes().load(c.node().outerClass);
            int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/Object")), 3);
            int[] e = (int[]) vm.heap().get(array).array;
            e[0] = outer == null ? 0 : outer.mirrorRef();
            e[1] = c.node().outerMethod == null ? 0 : vm.strings().intern(c.node().outerMethod);
            e[2] = c.node().outerMethodDesc == null ? 0 : vm.strings().intern(c.node().outerMethodDesc);
            return array;
        });
        r.bind(C, "getNestHost0", "()Ljava/lang/Class;", (vm, a) -> {
            ClassInfo c = cls(vm, a.receiver());
            if (c.node() == null || c.node().nestHostClass == null) {
                return a.receiver();
            }
            ClassInfo host = vm.classes().load(c.node().nestHostClass);
            if (host != null && c.isHidden() && host.node() != null && host.node().nestHostClass != null) {
                host = vm.classes().load(host.node().nestHostClass); // a lambda's host is its caller's nest host
            }
            return host == null ? a.receiver() : host.mirrorRef();
        });
        r.bind(C, "getGenericSignature0", "()Ljava/lang/String;", (vm, a) -> {
            ClassInfo c = cls(vm, a.receiver());
            return c.node() == null || c.node().signature == null ? 0 : vm.strings().intern(c.node().signature);
        });
        r.bind(C, "getEnumConstantsShared", "()[Ljava/lang/Object;", JavaLangClass::enumConstants);
        r.bind(C, "forName0", "(Ljava/lang/String;ZLjava/lang/ClassLoader;Ljava/lang/Class;)Ljava/lang/Class;", (vm, a) -> {
            String name = Guest.host(vm, a.refAt(0));
            if (name == null) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            if (name.startsWith("[") && name.indexOf('/') < 0 && !isArrayDescriptor(name)) {
                // Class.c's VerifyClassname rejects it before any loader is asked, naming it with slashes
                throw vm.exceptions().exception("java/lang/ClassNotFoundException", name.replace('.', '/'));
            }
            if (ProgramClassLoaders.isProgramLoader(vm, a.refAt(2))) {
                return ProgramClassLoaders.forName(vm, a.base(), a.refAt(0), a.booleanAt(1), a.refAt(2));
            }
            ClassInfo c = JavaLangClassLoader.forName(vm, name, a.refAt(2));
            if (c == null) {
                // HotSpot names the class as the boot loader's lookup does; a Java loader's loadClass as it was asked.
                throw vm.exceptions().exception("java/lang/ClassNotFoundException", a.refAt(2) == 0 && name != null ? name.replace('.', '/') : name);
            }
            if (a.booleanAt(1)) {
                vm.initializeForNative(c); // the program's initializer runs as its own code, interleaved
            }
            return c.mirrorRef();
        });
    }

    /** Whether a name starting with '[' is a well-formed array descriptor (dots for slashes), as Class.c verifies it. */
    private static boolean isArrayDescriptor(String name) {
        int i = 0;
        while (i < name.length() && name.charAt(i) == '[') {
            i++;
        }
        if (i > 255 || i == name.length()) {
            return false;
        }
        char k = name.charAt(i);
        if (k != 'L') {
            return "ZBCSIJFD".indexOf(k) >= 0 && i + 1 == name.length();
        }
        String element = name.substring(i + 1);
        return element.length() > 1 && element.indexOf(';') == element.length() - 1 && element.indexOf('[') < 0
                && !element.startsWith(".") && !element.contains("..") && !element.endsWith(".;");
    }

    /** The nest host's name (JVMS §5.4.4): the NestHost attribute's class, else the class itself (one class loader). */
    static String nestHost(ClassInfo c) {
        return c.node() != null && c.node().nestHostClass != null ? c.node().nestHostClass : c.name();
    }

    /**
     * HotSpot's test: a final direct subclass of Record with a Record attribute. ASM leaves {@code recordComponents}
     * null for an attribute with no components, so a final direct subclass of Record (which only a record
     * declaration compiles to) counts as one.
     */
    static boolean isRecord(ClassInfo c) {
        return c.superClass() != null && c.superClass().name().equals("java/lang/Record") && c.node() != null
                && (c.node().access & Opcodes.ACC_FINAL) != 0;
    }

    static ClassInfo cls(Vm vm, long mirror) {
        if ((int) mirror == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        return vm.classOfMirror((int) mirror);
    }

    static int mirrors(Vm vm, List<ClassInfo> classes) {
        int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/Class")), classes.size());
        int[] e = (int[]) vm.heap().get(array).array;
        for (int i = 0; i < e.length; i++) {
            e[i] = classes.get(i).mirrorRef();
        }
        return array;
    }

    static InnerClassNode innerClassEntry(ClassInfo c) {
        for (InnerClassNode n : c.innerClasses()) {
            if (n.name.equals(c.name())) {
                return n;
            }
        }
        return null;
    }

    /** What Class.getModifiers reports of a class. */
    static int modifiersOf(ClassInfo c) {
        return modifiers(c);
    }

    /** Class.getModifiers: inner-class flags win over the class file's, as HotSpot reports them. */
    private static int modifiers(ClassInfo c) {
        if (c.isPrimitive()) {
            return Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_ABSTRACT;
        }
        if (c.isArray()) {
            int component = modifiers(c.componentType());
            return (component & (Opcodes.ACC_PUBLIC | Opcodes.ACC_PRIVATE | Opcodes.ACC_PROTECTED)) | Opcodes.ACC_FINAL | Opcodes.ACC_ABSTRACT;
        }
        InnerClassNode n = innerClassEntry(c);
        int access = n != null ? n.access : c.access();
        return access & 0xFFFF & ~Opcodes.ACC_SUPER;
    }

    /**
     * The shared array of an enum's constants, from its values() method; null for non-enums. values() and the
     * enum's initializer are the program's code: they run as ordinary frames of the current thread (the native
     * ends in a tail call of values()). Class.enumConstants is filled only by an upcall; otherwise each call runs
     * values() again, whose fresh copy the callers (Enum.valueOf, EnumSet, EnumMap) only read.
     */
    private static long enumConstants(Vm vm, NativeArgs a) {
        int mirror = a.receiver();
        ClassInfo c = cls(vm, mirror);
        if ((c.access() & Opcodes.ACC_ENUM) == 0 || c.superClass() == null || !c.superClass().name().equals("java/lang/Enum")) {
            return 0;
        }
        int cachedSlot = vm.wellKnown().field(JdkField.CLASS_ENUM_CONSTANTS).slot();
        long cached = vm.heap().get(mirror).fields[cachedSlot];
        if (cached != 0) {
            return cached;
        }
        MethodInfo values = c.declaredMethod("values", "()[" + c.descriptor());
        if (values == null) {
            return 0;
        }
        vm.initializeForNative(c);
        long array = vm.tailCall(a.base(), values);
        vm.heap().get(mirror).fields[cachedSlot] = array;
        return array;
    }
}
