package org.orbitmc.natives.indy;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.orbitmc.vm.classpath.ClassSource;

/**
 * The class that declares a method a call site's handle names, as method resolution finds it (JVMS §5.4.3.3): the
 * named class, its superclasses, then their superinterfaces. {@code SerializedLambda.getImplClass()} is the
 * implementation's declaring class, which differs from the handle's owner for an inherited method.
 */
final class DeclaringClasses {
    private final ClassSource classes;

    /** @param classes where class files are found, the program's and the JDK's */
    DeclaringClasses(ClassSource classes) {
        this.classes = classes;
    }

    /** The declaring class's internal name, or the owner itself when a class file on the way is not found. */
    String of(String owner, String name, String descriptor) {
        List<String> interfaces = new ArrayList<>();
        for (String c = owner; c != null; ) {
            Members m = read(c);
            if (m == null) {
                return owner;
            }
            if (m.declares(name, descriptor)) {
                return c;
            }
            interfaces.addAll(m.interfaces);
            c = m.superName;
        }
        for (int i = 0; i < interfaces.size(); i++) {
            Members m = read(interfaces.get(i));
            if (m == null) {
                return owner;
            }
            if (m.declares(name, descriptor)) {
                return interfaces.get(i);
            }
            interfaces.addAll(m.interfaces);
        }
        return owner;
    }

    private Members read(String internalName) {
        byte[] bytes = classes == null ? null : classes.find(internalName);
        if (bytes == null) {
            return null;
        }
        Members m = new Members();
        new ClassReader(bytes).accept(m, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return m;
    }

    private static final class Members extends ClassVisitor {
        String superName;
        final List<String> interfaces = new ArrayList<>();
        final List<String> methods = new ArrayList<>();

        Members() {
            super(Opcodes.ASM9);
        }

        @Override
        public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
            this.superName = superName;
            this.interfaces.addAll(List.of(interfaces == null ? new String[0] : interfaces));
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
            methods.add(name + descriptor);
            return null;
        }

        boolean declares(String name, String descriptor) {
            return methods.contains(name + descriptor);
        }
    }
}
