package org.orbitmc.vm.classes;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodNode;
import org.orbitmc.vm.classpath.ClassPath;
import org.orbitmc.vm.classpath.ClassSource;

/**
 * The code of loaded classes as the program changes it through {@code java.lang.instrument}: class redefinitions
 * (retransformClasses, redefineClasses) and jars appended to a loader's search. Which code a class runs is program
 * state: a state reached after a class was redefined runs the new code, one reached before runs the old. So a version
 * is a node in a tree of changes (each node one change after its parent's), a snapshot keeps the node it was taken at,
 * and a restore moves the classes' code along the tree to that node (undoing the changes on the way up, redoing those
 * on the way down). The same change after the same version is the same node, so that equal states reached on two
 * paths stay equal; a state's encoding includes its node's {@link Version#id}.
 * <p>
 * As HotSpot allows a retransformation, a redefinition changes method bodies only: the same fields, methods, modifiers,
 * superclass and interfaces, else {@link SchemaChange}. Frames running a method keep running its old code on the JVM;
 * here a redefinition of a class one of whose methods is running stops as unsupported (the caller checks).
 */
public final class ClassVersions {
    /** A version of all classes' code: the changes from the root to this node. */
    public static final class Version {
        private final Version parent;
        private final int depth;
        private final int id;
        private final Runnable redo;
        private final Runnable undo;
        private final Map<Object, Version> children = new HashMap<>();

        private Version(Version parent, int id, Runnable redo, Runnable undo) {
            this.parent = parent;
            this.depth = parent == null ? 0 : parent.depth + 1;
            this.id = id;
            this.redo = redo;
            this.undo = undo;
        }

        /** 0 for the classes as loaded; distinct versions have distinct ids. */
        public int id() {
            return id;
        }
    }

    private record Redefinition(ClassInfo c, ByteBuffer bytes) {
    }

    private record Append(ClassSource source, boolean boot) {
    }

    /** Thrown when new bytes change more than method bodies (HotSpot's UnsupportedOperationException message). */
    public static final class SchemaChange extends RuntimeException {
        private static final long serialVersionUID = 1L;

        SchemaChange(String message) {
            super(message, null, false, false);
        }
    }

    /** The class-file access flags (ASM adds pseudo-flags above them, such as ACC_DEPRECATED for an attribute). */
    private static final int MODIFIERS = 0xFFFF;
    private final Version root = new Version(null, 0, null, null);
    private final ClassPath classPath;
    private Version current = root;
    private int nextId = 1;

    ClassVersions(ClassPath classPath) {
        this.classPath = classPath;
    }

    public Version current() {
        return current;
    }

    /**
     * Replaces the method bodies of {@code c} by those of {@code bytes}, a class file of the same class, as a new version
     * after the current one.
     *
     * @throws SchemaChange when the class file changes fields, methods, modifiers or supertypes
     */
    public void redefine(ClassInfo c, byte[] bytes) {
        Redefinition key = new Redefinition(c, ByteBuffer.wrap(bytes.clone()));
        Version next = current.children.get(key);
        if (next == null) {
            ClassNode node = new ClassNode();
            new ClassReader(bytes).accept(node, ClassReader.SKIP_FRAMES);
            MethodNode[] after = matchSchema(c, node);
            MethodNode[] before = new MethodNode[after.length];
            for (int i = 0; i < before.length; i++) {
                before[i] = c.declaredMethods[i].node();
            }
            next = add(key, () -> apply(c, after), () -> apply(c, before));
        }
        next.redo.run();
        current = next;
    }

    /** Appends a jar's classes to the boot or the application loader's search, as a new version. */
    public void append(ClassSource source, boolean boot) {
        Append key = new Append(source, boot);
        Version next = current.children.get(key);
        if (next == null) {
            next = add(key, () -> classPath.append(source, boot), () -> classPath.removeAppended(source, boot));
        }
        next.redo.run();
        current = next;
    }

    private Version add(Object key, Runnable redo, Runnable undo) {
        Version v = new Version(current, nextId++, redo, undo);
        current.children.put(key, v);
        return v;
    }

    /** Moves every class's code to {@code target}'s version. */
    public void restore(Version target) {
        List<Version> down = new ArrayList<>();
        Version t = target;
        while (t.depth > current.depth) {
            down.add(t);
            t = t.parent;
        }
        while (current.depth > t.depth) {
            undo();
        }
        while (current != t) {
            undo();
            down.add(t);
            t = t.parent;
        }
        for (int i = down.size() - 1; i >= 0; i--) {
            down.get(i).redo.run();
            current = down.get(i);
        }
    }

    private void undo() {
        current.undo.run();
        current = current.parent;
    }

    private static void apply(ClassInfo c, MethodNode[] bodies) {
        for (int i = 0; i < bodies.length; i++) {
            c.declaredMethods[i].replaceBody(bodies[i]);
        }
    }

    /** The new class file's method nodes in the order of {@code c}'s declared methods, once its schema is checked. */
    private static MethodNode[] matchSchema(ClassInfo c, ClassNode node) {
        if (!node.name.equals(c.name())) {
            throw new SchemaChange("class redefinition failed: attempted to change the class name");
        }
        String superName = c.superClass() == null ? null : c.superClass().name();
        if (superName == null ? node.superName != null : !superName.equals(node.superName)) {
            throw new SchemaChange("class redefinition failed: attempted to change superclass or interfaces");
        }
        List<String> interfaces = new ArrayList<>();
        for (ClassInfo i : c.interfaces()) {
            interfaces.add(i.name());
        }
        if (!interfaces.equals(node.interfaces)) {
            throw new SchemaChange("class redefinition failed: attempted to change superclass or interfaces");
        }
        if (node.fields.size() != c.declaredFields.length) {
            throw new SchemaChange("class redefinition failed: attempted to change the schema (add/remove fields)");
        }
        for (FieldNode f : node.fields) {
            boolean same = false;
            for (FieldInfo old : c.declaredFields) {
                same |= f.name.equals(old.name()) && f.desc.equals(old.descriptor()) && (f.access & MODIFIERS) == (old.access() & MODIFIERS);
            }
            if (!same) {
                throw new SchemaChange("class redefinition failed: attempted to change the schema (add/remove fields)");
            }
        }
        MethodInfo[] methods = c.declaredMethods;
        if (node.methods.size() != methods.length) {
            throw new SchemaChange(node.methods.size() > methods.length ? "class redefinition failed: attempted to add a method"
                    : "class redefinition failed: attempted to delete a method");
        }
        MethodNode[] after = new MethodNode[methods.length];
        for (MethodNode m : node.methods) {
            MethodInfo old = c.methodsByKey.get(m.name + m.desc);
            if (old == null) {
                throw new SchemaChange("class redefinition failed: attempted to add a method");
            }
            if ((old.access() & MODIFIERS) != (m.access & MODIFIERS)) {
                throw new SchemaChange("class redefinition failed: attempted to change method modifiers");
            }
            for (int i = 0; i < methods.length; i++) {
                if (methods[i] == old) {
                    after[i] = m;
                }
            }
        }
        return after;
    }
}
