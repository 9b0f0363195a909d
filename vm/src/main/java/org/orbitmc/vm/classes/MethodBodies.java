package org.orbitmc.vm.classes;

import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.Attribute;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.TypePath;
import org.objectweb.asm.tree.MethodNode;
import org.orbitmc.vm.BadInputException;

/**
 * The code of a class's methods, read from its class file when a method first needs it. A class is linked from its
 * class file without the {@code Code} attributes: most methods of the JDK's classes never run in a program, and building
 * their instruction trees cost time at start-up and memory in every VM.
 */
final class MethodBodies {
    private final byte[] classFile;
    /** Where the class file came from, for the message about a broken one. */
    private final String origin;
    private ClassReader reader;

    MethodBodies(byte[] classFile, String origin) {
        this.classFile = classFile;
        this.origin = origin;
    }

    /**
     * Reads the code of the method {@code into} (read without it) into that same node, frames skipped as when classes
     * are read: the node keeps its identity, which reflection's tables of annotations are keyed by.
     */
    void readCode(String className, MethodNode into) {
        if (reader == null) {
            reader = new ClassReader(classFile);
        }
        boolean[] found = new boolean[1];
        try {
            reader.accept(new ClassVisitor(Opcodes.ASM9) {
                @Override
                public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
                    if (found[0] || !name.equals(into.name) || !descriptor.equals(into.desc)) {
                        return null; // the reader skips this method's attributes and code
                    }
                    found[0] = true;
                    return new CodeOnly(into);
                }
            }, ClassReader.SKIP_FRAMES);
        } catch (RuntimeException e) {
            String message = e.getMessage();
            throw new BadInputException("broken class file for " + className.replace('/', '.') + " in " + origin + ": code of "
                    + into.name + into.desc + ": " + e.getClass().getSimpleName() + (message == null ? "" : " " + message));
        }
        if (!found[0]) {
            throw new IllegalStateException("no method " + into.name + into.desc + " in the class file of " + className);
        }
    }

    /** Passes on a method's code and drops what the node already has from the first reading (annotations, parameters). */
    private static final class CodeOnly extends MethodVisitor {
        CodeOnly(MethodNode into) {
            super(Opcodes.ASM9, into);
        }

        @Override
        public void visitParameter(String name, int access) {
        }

        @Override
        public AnnotationVisitor visitAnnotationDefault() {
            return null;
        }

        @Override
        public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
            return null;
        }

        @Override
        public AnnotationVisitor visitTypeAnnotation(int typeRef, TypePath typePath, String descriptor, boolean visible) {
            return null;
        }

        @Override
        public void visitAnnotableParameterCount(int parameterCount, boolean visible) {
        }

        @Override
        public AnnotationVisitor visitParameterAnnotation(int parameter, String descriptor, boolean visible) {
            return null;
        }

        @Override
        public void visitAttribute(Attribute attribute) {
        }
    }
}
