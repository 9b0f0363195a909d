package org.orbitmc.natives.indy;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;
import org.orbitmc.vm.classpath.ClassSource;

/**
 * {@code Class.getSimpleName()} of a class, computed when linking. With the class file at hand this is
 * exactly what the JDK does: a class that is neither local (EnclosingMethod attribute) nor a member (its
 * own InnerClasses entry names an outer class) is top-level and its simple name is its name without the
 * package; any other class has the inner name of its own InnerClasses entry. Without the class file the
 * name is derived from javac's naming scheme ({@code Outer$Member}, {@code Outer$1Local}), which is only
 * wrong for a top-level class with a {@code $} in its name.
 */
final class SimpleClassNames {
    private final ClassSource classes;

    /** @param classes where to find class files, or null to always derive names from binary names */
    SimpleClassNames(ClassSource classes) {
        this.classes = classes;
    }

    String of(String internalName) {
        byte[] bytes = classes == null ? null : classes.find(internalName);
        return bytes == null ? fromBinaryName(internalName) : fromClassFile(internalName, bytes);
    }

    static String fromBinaryName(String internalName) {
        String name = internalName.substring(internalName.lastIndexOf('/') + 1);
        int dollar = name.lastIndexOf('$');
        if (dollar < 0) {
            return name;
        }
        int start = dollar + 1;
        while (start < name.length() && Character.isDigit(name.charAt(start))) {
            start++;
        }
        return name.substring(start);
    }

    private static String fromClassFile(String internalName, byte[] bytes) {
        NestingAttributes nesting = new NestingAttributes(internalName);
        new ClassReader(bytes).accept(nesting, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        if (!nesting.local && !nesting.member) {
            return internalName.substring(internalName.lastIndexOf('/') + 1);
        }
        return nesting.innerName == null ? "" : nesting.innerName;
    }

    /** Reads what the JVM consults for {@code getSimpleBinaryName0}, {@code getDeclaringClass0} and enclosing-method info. */
    private static final class NestingAttributes extends ClassVisitor {
        private final String internalName;
        boolean local;
        boolean member;
        String innerName;

        NestingAttributes(String internalName) {
            super(Opcodes.ASM9);
            this.internalName = internalName;
        }

        @Override
        public void visitOuterClass(String owner, String name, String descriptor) {
            local = true;
        }

        @Override
        public void visitInnerClass(String name, String outerName, String innerName, int access) {
            if (name.equals(internalName)) {
                member = outerName != null;
                this.innerName = innerName;
            }
        }
    }
}
