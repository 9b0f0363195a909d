package org.orbitmc.vm.classes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.collections.api.list.primitive.MutableIntList;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.MethodNode;
import org.orbitmc.vm.BadInputException;
import org.orbitmc.vm.classpath.ClassPath;

/**
 * Loads and links classes: the VM's one class loader. Loaded classes are shared by every state of a
 * search (loading is not program state; initialization is, and lives in each class's mirror).
 */
public final class ClassRegistry {
    private static final String PRIMITIVES = "ZBCSIJFDV";
    private static final String[] PRIMITIVE_NAMES = {"boolean", "byte", "char", "short", "int", "long", "float", "double", "void"};

    private final ClassPath classPath;
    private final ClassVersions versions;
    private final Map<String, ClassInfo> classes = new HashMap<>();
    private final List<ClassInfo> byId = new ArrayList<>();
    private final ClassInfo[] primitives = new ClassInfo[PRIMITIVES.length()];
    private final List<MethodInfo> methodsById = new ArrayList<>();
    private Consumer<ClassInfo> onLoad = c -> { };
    private int classInstanceSlots = -1;
    private int[] classInstanceRefSlots;

    public ClassRegistry(ClassPath classPath) {
        this.classPath = classPath;
        this.versions = new ClassVersions(classPath);
    }

    /** Called for every class once it is linked (the VM allocates its mirror there). */
    public void onLoad(Consumer<ClassInfo> listener) {
        this.onLoad = listener;
    }

    public ClassPath classPath() {
        return classPath;
    }

    /** The classes' code as the program redefined it (program state: see {@link ClassVersions}). */
    public ClassVersions versions() {
        return versions;
    }

    /** All classes loaded so far, in load order. */
    public List<ClassInfo> loaded() {
        return byId;
    }

    public ClassInfo byId(int id) {
        return byId.get(id);
    }

    public MethodInfo methodById(int id) {
        return methodsById.get(id);
    }

    /**
     * A method that exists only for one call-site descriptor of a signature-polymorphic method: not
     * declared in its class, bound to a native by the caller.
     */
    public MethodInfo syntheticMethod(ClassInfo owner, String name, String descriptor, int access) {
        MethodInfo m = new MethodInfo(owner, new MethodNode(access, name, descriptor, null, null), methodsById.size(), false);
        methodsById.add(m);
        return m;
    }

    /** The already-loaded class with this internal name, or null. */
    public ClassInfo loadedClass(String internalName) {
        return classes.get(internalName);
    }

    /** The primitive type for a descriptor character ('I', 'V', ...). */
    public ClassInfo primitive(char kind) {
        int i = PRIMITIVES.indexOf(kind);
        if (primitives[i] == null) {
            primitives[i] = register(new ClassInfo(byId.size(), PRIMITIVE_NAMES[i], Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_ABSTRACT,
                    null, new ClassInfo[0], null, kind, null, null));
            linkMirrorLayout(primitives[i]);
            loaded(primitives[i]);
        }
        return primitives[i];
    }

    /** The primitive type named like {@code int}, or null. */
    public ClassInfo primitiveNamed(String name) {
        for (int i = 0; i < PRIMITIVE_NAMES.length; i++) {
            if (PRIMITIVE_NAMES[i].equals(name)) {
                return primitive(PRIMITIVES.charAt(i));
            }
        }
        return null;
    }

    /** The class for a field descriptor ({@code I}, {@code Ljava/lang/String;}, {@code [[J}), or null if not found. */
    public ClassInfo forDescriptor(String descriptor) {
        char c = descriptor.charAt(0);
        if (c == 'L') {
            return load(descriptor.substring(1, descriptor.length() - 1));
        }
        if (c == '[') {
            return load(descriptor);
        }
        return primitive(c);
    }

    /**
     * Loads and links the class with this internal name ({@code java/lang/String} or {@code [I}).
     *
     * @return the class, or null when no class file has this name
     * @throws BadInputException when the class file is malformed
     */
    public ClassInfo load(String internalName) {
        ClassInfo c = classes.get(internalName);
        if (c != null) {
            // A class from a jar the program appended exists only in the versions that have the jar.
            return c.appendedFrom == null || classPath.isAppended(c.appendedFrom) ? c : null;
        }
        if (internalName.startsWith("[")) {
            ClassInfo component = forDescriptor(internalName.substring(1));
            return component == null ? null : arrayOf(component);
        }
        ClassPath.Found found = classPath.find(internalName);
        if (found == null) {
            return null;
        }
        c = define(internalName, found.bytes(), found.source().describe());
        if (classPath.isAppended(found.source())) {
            c.appendedFrom = found.source();
            c.bootAppended = found.isBoot();
        } else {
            c.identifyingBytes = null; // a class of the JDK or the class path: its name says which
        }
        return c;
    }

    /** The array class whose components are of this type. */
    public ClassInfo arrayOf(ClassInfo component) {
        ClassInfo cached = component.cachedArrayClass();
        if (cached != null) {
            return cached;
        }
        String name = "[" + component.descriptor();
        ClassInfo object = load("java/lang/Object");
        ClassInfo[] interfaces = {load("java/lang/Cloneable"), load("java/io/Serializable")};
        int access = Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_ABSTRACT;
        ClassInfo array = register(new ClassInfo(byId.size(), name, access, object, interfaces, component, (char) 0, null, null));
        array.vtable = object.vtable;
        linkMirrorLayout(array);
        component.cacheArrayClass(array);
        loaded(array);
        return array;
    }

    /** Defines a class Orbit generated; it is hidden from stack traces, as the JVM's hidden classes are. */
    public ClassInfo defineHidden(String name, byte[] bytes) {
        ClassInfo c = define(name, bytes, "generated by Orbit");
        c.hidden = true;
        return c;
    }

    /**
     * Defines a class from a class file a class loader of the program gave ({@code defineClass}); its name must be free
     * (no class of the JDK, Orbit or the class path has it). Its superclass and interfaces must be loadable by name.
     */
    public ClassInfo defineForProgramLoader(String name, byte[] bytes, String origin) {
        ClassInfo c = define(name, bytes, origin);
        if (c.programDefinedBytes == null) {
            c.programDefinedBytes = bytes.clone();
        }
        return c;
    }

    /** Defines a class from bytes (a class file found on the class path, or one Orbit generated). */
    public ClassInfo define(String expectedName, byte[] bytes, String origin) {
        ClassNode node = new ClassNode();
        try {
            new ClassReader(bytes).accept(node, ClassReader.SKIP_FRAMES | ClassReader.SKIP_CODE);
        } catch (RuntimeException e) {
            throw new BadInputException("broken class file for " + expectedName.replace('/', '.') + " in " + origin
                    + ": " + describe(e));
        }
        if (expectedName != null && !node.name.equals(expectedName)) {
            throw new BadInputException("class file in " + origin + " for " + expectedName.replace('/', '.')
                    + " declares " + node.name.replace('/', '.'));
        }
        ClassInfo existing = classes.get(node.name);
        if (existing != null) {
            return existing;
        }
        ClassInfo superClass = null;
        if (node.superName != null) {
            superClass = load(node.superName);
            if (superClass == null) {
                throw new NoClassDefFound(node.superName, node.name);
            }
        }
        ClassInfo[] interfaces = new ClassInfo[node.interfaces.size()];
        for (int i = 0; i < interfaces.length; i++) {
            interfaces[i] = load(node.interfaces.get(i));
            if (interfaces[i] == null) {
                throw new NoClassDefFound(node.interfaces.get(i), node.name);
            }
        }
        ClassInfo c = register(new ClassInfo(byId.size(), node.name, node.access, superClass, interfaces, null, (char) 0,
                node.sourceFile, node));
        c.identifyingBytes = bytes;
        c.bodies = new MethodBodies(bytes, origin);
        link(c, node);
        loaded(c);
        return c;
    }

    /** Tells the listener, once mirrors can be laid out (after java.lang.Class is linked). */
    private void loaded(ClassInfo c) {
        if (classInstanceSlots < 0) {
            pendingNotifications.add(c);
            return;
        }
        if (!pendingNotifications.isEmpty()) {
            List<ClassInfo> pending = new ArrayList<>(pendingNotifications);
            pendingNotifications.clear();
            pending.forEach(onLoad);
        }
        onLoad.accept(c);
    }

    private final List<ClassInfo> pendingNotifications = new ArrayList<>();

    private static String describe(RuntimeException e) {
        String message = e.getMessage();
        return e.getClass().getSimpleName() + (message == null ? "" : " " + message);
    }

    private ClassInfo register(ClassInfo c) {
        classes.put(c.name(), c);
        byId.add(c);
        return c;
    }

    private void link(ClassInfo c, ClassNode node) {
        ClassInfo sup = c.superClass();
        int slot = sup == null ? 0 : sup.instanceSlots;
        MutableIntList refs = new IntArrayList();
        if (sup != null) {
            refs.addAll(sup.instanceRefSlots);
        }
        List<FieldInfo> statics = new ArrayList<>();
        FieldInfo[] fields = new FieldInfo[node.fields.size()];
        for (int i = 0; i < fields.length; i++) {
            FieldNode f = node.fields.get(i);
            fields[i] = new FieldInfo(c, f.name, f.desc, f.access, f.value);
            if (fields[i].isStatic()) {
                statics.add(fields[i]);
            } else {
                fields[i].slot = slot;
                if (fields[i].isReference()) {
                    refs.add(slot);
                }
                slot++;
            }
        }
        c.declaredFields = fields;
        c.instanceSlots = slot;
        c.instanceRefSlots = refs.toArray();
        if (c.name().equals("java/lang/Class")) {
            classInstanceSlots = c.instanceSlots;
            classInstanceRefSlots = c.instanceRefSlots;
        }

        MethodInfo[] methods = new MethodInfo[node.methods.size()];
        for (int i = 0; i < methods.length; i++) {
            MethodNode m = node.methods.get(i);
            methods[i] = new MethodInfo(c, m, methodsById.size(), true);
            methodsById.add(methods[i]);
            c.methodsByKey.put(m.name + m.desc, methods[i]);
        }
        c.declaredMethods = methods;
        linkVtable(c);
        linkMirrorLayout(c, statics);
    }

    private void linkVtable(ClassInfo c) {
        List<MethodInfo> vtable = new ArrayList<>();
        if (c.superClass() != null && !c.isInterface()) {
            vtable.addAll(List.of(c.superClass().vtable));
        }
        if (c.isInterface()) {
            c.vtable = vtable.toArray(new MethodInfo[0]);
            return;
        }
        // The inherited entries by name and descriptor, so that each declared method looks at its candidates only (a
        // scan of the whole table per method was the largest part of linking at start-up).
        Map<String, List<Integer>> slots = new HashMap<>();
        for (int i = 0; i < vtable.size(); i++) {
            MethodInfo s = vtable.get(i);
            slots.computeIfAbsent(s.name() + s.descriptor(), k -> new ArrayList<>(1)).add(i);
        }
        for (MethodInfo m : c.declaredMethods) {
            if (m.isStatic() || m.isPrivate() || m.name().equals("<init>") || m.name().equals("<clinit>")) {
                continue;
            }
            int overridden = -1;
            List<Integer> candidates = slots.get(m.name() + m.descriptor());
            if (candidates != null) {
                for (int i : candidates) {
                    if (overrides(m, vtable.get(i))) {
                        overridden = i;
                        vtable.set(i, m);
                    }
                }
            }
            if (overridden >= 0) {
                m.vtableIndex = overridden;
            } else {
                m.vtableIndex = vtable.size();
                vtable.add(m);
            }
        }
        c.vtable = vtable.toArray(new MethodInfo[0]);
    }

    /** JVMS §5.4.5: a package-private method is overridden only from within its own package. */
    private static boolean overrides(MethodInfo m, MethodInfo s) {
        int acc = s.access() & (Opcodes.ACC_PUBLIC | Opcodes.ACC_PROTECTED | Opcodes.ACC_PRIVATE);
        return acc != 0 || packageOf(m.owner().name()).equals(packageOf(s.owner().name()));
    }

    private static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash);
    }

    private void linkMirrorLayout(ClassInfo c) {
        linkMirrorLayout(c, List.of());
    }

    /**
     * A mirror holds java.lang.Class's own fields, then the init state, thread, depth and error, whether an instance was
     * made ({@link ClassInfo#instancesSlot}), then the statics.
     */
    private void linkMirrorLayout(ClassInfo c, List<FieldInfo> statics) {
        if (classInstanceSlots < 0) {
            // Object, Serializable and friends are linked before java.lang.Class; their mirrors are laid out later.
            pendingMirrorLayouts.add(new PendingLayout(c, statics));
            return;
        }
        int slot = classInstanceSlots;
        c.initStateSlot = slot;
        slot += 5;
        MutableIntList refs = new IntArrayList();
        refs.addAll(classInstanceRefSlots);
        refs.add(c.initErrorSlot());
        for (FieldInfo f : statics) {
            f.slot = slot;
            if (f.isReference()) {
                refs.add(slot);
            }
            slot++;
        }
        c.mirrorSlots = slot;
        c.mirrorRefSlots = refs.toArray();
        if (c.name().equals("java/lang/Class")) {
            for (PendingLayout p : pendingMirrorLayouts) {
                linkMirrorLayout(p.c, p.statics);
            }
            pendingMirrorLayouts.clear();
        }
    }

    private record PendingLayout(ClassInfo c, List<FieldInfo> statics) {
    }

    private final List<PendingLayout> pendingMirrorLayouts = new ArrayList<>();

    /** A superclass or superinterface is missing while a class is being loaded. */
    public static final class NoClassDefFound extends RuntimeException {
        private final String missing;

        NoClassDefFound(String missing, String loading) {
            super(missing + " (needed by " + loading.replace('/', '.') + ")", null, false, false);
            this.missing = missing;
        }

        public String missing() {
            return missing;
        }
    }
}
