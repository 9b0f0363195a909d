package org.orbitmc.vm.classes;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.MethodNode;
import org.orbitmc.vm.BadInputException;

/**
 * The code of a class's methods, read from its class file when a method first needs it. A class is linked from its
 * class file without the {@code Code} attributes: most methods of the JDK's classes never run in a program, and building
 * their instruction trees was most of the time spent reading classes at start-up and a few megabytes per VM.
 */
final class MethodBodies {
    private final byte[] classFile;
    private ClassReader reader;

    MethodBodies(byte[] classFile) {
        this.classFile = classFile;
    }

    /** The method's full node, code included (frames skipped, as when classes are read). */
    MethodNode read(String className, String name, String descriptor) {
        if (reader == null) {
            reader = new ClassReader(classFile);
        }
        MethodNode[] found = new MethodNode[1];
        try {
            accept(found, name, descriptor);
        } catch (RuntimeException e) {
            throw new BadInputException("broken class file for " + className.replace('/', '.') + ": code of " + name
                    + descriptor + ": " + e);
        }
        if (found[0] == null) {
            throw new IllegalStateException("no method " + name + descriptor + " in the class file of " + className);
        }
        return found[0];
    }

    private void accept(MethodNode[] found, String name, String descriptor) {
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String n, String desc, String signature, String[] exceptions) {
                if (found[0] != null || !n.equals(name) || !desc.equals(descriptor)) {
                    return null; // the reader skips this method's attributes and code
                }
                found[0] = new MethodNode(Opcodes.ASM9, access, n, desc, signature, exceptions);
                return found[0];
            }
        }, ClassReader.SKIP_FRAMES);
    }
}
