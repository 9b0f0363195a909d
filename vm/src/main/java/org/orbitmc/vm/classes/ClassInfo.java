package org.orbitmc.vm.classes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.collections.impl.map.mutable.primitive.IntObjectHashMap;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InnerClassNode;

/**
 * A loaded and linked class (or array class, or primitive type). Immutable after linking except for
 * caches; the runtime state of a class (initialization state, static fields) lives in its mirror, the
 * {@code java.lang.Class} object on the heap, so that it is part of the program state.
 */
public final class ClassInfo {
    /** Initialization states, stored in the mirror's {@link #initStateSlot()}. JVMS §5.5. */
    public static final int LINKED = 0;
    public static final int BEING_INITIALIZED = 1;
    public static final int INITIALIZED = 2;
    public static final int ERRONEOUS = 3;

    private final String name;
    private final int access;
    private final ClassInfo superClass;
    private final ClassInfo[] interfaces;
    private final ClassInfo component;
    private final char primitiveKind;
    private final String sourceFile;
    private final int dimensions;
    final ClassNode node;
    /** Where the methods' code is read from when first needed (null for arrays and primitive types). */
    MethodBodies bodies;

    FieldInfo[] declaredFields = new FieldInfo[0];
    MethodInfo[] declaredMethods = new MethodInfo[0];
    final Map<String, MethodInfo> methodsByKey = new HashMap<>();
    MethodInfo[] vtable = new MethodInfo[0];
    int instanceSlots;
    int[] instanceRefSlots = new int[0];
    int mirrorSlots;
    int[] mirrorRefSlots = new int[0];
    int initStateSlot;
    int mirrorRef;
    private final int id;
    private final IntObjectHashMap<MethodInfo> dispatchCache = new IntObjectHashMap<>();
    private ClassInfo arrayClass;
    boolean hidden;
    byte[] programDefinedBytes;
    /** The class file, for a class its name does not identify across VMs of the same program; see {@link #identifyingBytes}. */
    byte[] identifyingBytes;
    /** The jar the program appended to a loader's search that this class came from, or null. */
    org.orbitmc.vm.classpath.ClassSource appendedFrom;
    boolean bootAppended;
    private final boolean atomicLibrary;
    private final boolean jdk;
    private final boolean libraryState;
    /** Host state, only ever set: for an array class, an element access without a common lock was seen. */
    private boolean unguardedElements;
    /** Host state, only ever set: the statics have a guard each (see {@link #perStaticGuards}). */
    private boolean perStaticGuards;
    /** Host state, only ever set: an instance's monitor was entered or left without a lock in common with the others. */
    private boolean unguardedMonitors;
    /** Host state, only ever set: some path of the search allocated a second instance ({@link #singletonCandidate}). */
    private boolean manyInstances;
    /** {@code LockExpressions}' id of the monitor of this class's one instance ({@code C#1}); -1 until first named. */
    private int singletonExpression = -1;

    ClassInfo(int id, String name, int access, ClassInfo superClass, ClassInfo[] interfaces, ClassInfo component,
            char primitiveKind, String sourceFile, ClassNode node) {
        this.id = id;
        this.name = name;
        this.access = access;
        this.superClass = superClass;
        this.interfaces = interfaces;
        this.component = component;
        this.primitiveKind = primitiveKind;
        this.sourceFile = sourceFile;
        this.node = node;
        this.dimensions = component == null ? 0 : component.dimensions + 1;
        this.atomicLibrary = org.orbitmc.vm.LibraryAtomicity.covers(name);
        this.jdk = org.orbitmc.vm.LibraryAtomicity.isJdk(name);
        this.libraryState = org.orbitmc.vm.LibraryAtomicity.isLibraryState(name) || (superClass != null && superClass.libraryState);
    }

    /**
     * For an array class: whether some element access, on some path of the search, held no lock in common with the
     * earlier accesses to its array (see {@code LockDiscipline}); element accesses are then always visible.
     */
    public boolean unguardedElements() {
        return unguardedElements;
    }

    public void markUnguardedElements() {
        unguardedElements = true;
    }

    /**
     * Whether this class's statics keep a lock-discipline guard each (see {@code LockDiscipline}): some access, on some
     * path of the search, held no lock in common with the earlier accesses to the statics' shared guard in the mirror.
     */
    public boolean perStaticGuards() {
        return perStaticGuards;
    }

    public void markPerStaticGuards() {
        perStaticGuards = true;
    }

    /**
     * Whether some acquisition or release of an instance's monitor, on some path of the search, held no lock in common
     * with the earlier ones of that monitor (see {@code LockDiscipline}); its acquisitions are then always visible.
     */
    public boolean unguardedMonitors() {
        return unguardedMonitors;
    }

    public void markUnguardedMonitors() {
        unguardedMonitors = true;
    }

    /**
     * Whether lock expressions may name the monitor of this class's one instance ({@code LockExpressions}): a program
     * class (not an array, interface or abstract class, nor the JDK's or a library's, nor one its name does not identify:
     * {@link #identifyingBytes}; keys name classes) of which no path of the search has allocated a second instance (an instance of exactly this class; a subclass's are its own). Whether this path
     * allocated one is in the mirror ({@link #instancesSlot}).
     */
    public boolean singletonCandidate() {
        return !manyInstances && countsInstances();
    }

    /**
     * Whether this path's mirror records that an instance was made ({@link #instancesSlot}): for every class that may be
     * a {@link #singletonCandidate}, even after it no longer is, so that the mark stays a function of the path alone
     * (states stored before a second instance and after it must encode it alike).
     */
    public boolean countsInstances() {
        return !jdk && !libraryState && !atomicLibrary && !hidden && identifyingBytes == null && component == null
                && !isPrimitive() && (access & (Opcodes.ACC_INTERFACE | Opcodes.ACC_ABSTRACT)) == 0;
    }

    /** Whether some path of the search allocated a second instance of this class. */
    public boolean manyInstances() {
        return manyInstances;
    }

    public void markManyInstances() {
        manyInstances = true;
    }

    /** The id {@code LockExpressions} gave the monitor of this class's one instance, or -1 (as {@code FieldInfo.pathId}). */
    public int singletonExpression() {
        return singletonExpression;
    }

    public void singletonExpression(int id) {
        singletonExpression = id;
    }

    /** Whether this class came from a jar the program appended to the boot loader's search (its loader is the boot loader). */
    public boolean isBootAppended() {
        return bootAppended;
    }

    public boolean isJdk() {
        return jdk;
    }

    /** Whether this class is one of the JDK's thread-safe libraries ({@link org.orbitmc.vm.LibraryAtomicity}). */
    public boolean isAtomicLibrary() {
        return atomicLibrary;
    }

    /** Whether instances of this class are the JDK's own state ({@link org.orbitmc.vm.heap.HeapObject#libraryOwned}). */
    public boolean isLibraryState() {
        return libraryState;
    }

    public int id() {
        return id;
    }

    /** The internal name: {@code java/lang/String}, {@code [I}, or the primitive's name ({@code int}). */
    public String name() {
        return name;
    }

    /** The name as {@code Class.getName()} gives it. */
    public String javaName() {
        return name.replace('/', '.');
    }

    public int access() {
        return access;
    }

    public ClassInfo superClass() {
        return superClass;
    }

    public ClassInfo[] interfaces() {
        return interfaces;
    }

    public boolean isInterface() {
        return (access & Opcodes.ACC_INTERFACE) != 0;
    }

    public boolean isAbstract() {
        return (access & Opcodes.ACC_ABSTRACT) != 0;
    }

    /**
     * Whether Orbit generated this class (to link an invokedynamic call site): like the JVM's hidden
     * classes, its frames do not appear in stack traces.
     */
    public boolean isHidden() {
        return hidden;
    }

    /**
     * The class file a class loader of the program defined this class from ({@code ClassLoader.defineClass}), or null
     * for a class the VM loaded itself. Which loader defined it, and whether it is defined at all in a given state, is
     * program state (the mirror's {@code classLoader}).
     */
    public byte[] programDefinedBytes() {
        return programDefinedBytes;
    }

    /**
     * The class file this class was defined from when its name alone does not say which class it is in another VM of the
     * same program: a class Orbit generated (its name counts what this VM generated before), one a loader of the program
     * defined, one from a jar the program appended; null for a class of the JDK or the class path, for an array or a
     * primitive type. Two VMs that define a class of the same name from the same bytes have the same class.
     */
    public byte[] identifyingBytes() {
        return identifyingBytes;
    }

    /** Whether the final fields of this class are trusted (never changed by reflection), as HotSpot trusts those of records and hidden classes. */
    public boolean hasTrustedFinals() {
        return hidden || (superClass != null && superClass.name.equals("java/lang/Record"));
    }

    public boolean isArray() {
        return component != null;
    }

    public boolean isPrimitive() {
        return primitiveKind != 0;
    }

    /** For a primitive type its descriptor character ('I', 'Z', 'V', ...), else 0. */
    public char primitiveKind() {
        return primitiveKind;
    }

    public ClassInfo componentType() {
        return component;
    }

    public int dimensions() {
        return dimensions;
    }

    /** For an array class: whether its elements are references. */
    public boolean hasReferenceElements() {
        return component != null && !component.isPrimitive();
    }

    /** How HotSpot's arraycopy messages name an array's elements: {@code int}, or {@code object array}. */
    public String componentText() {
        return component != null && component.isPrimitive() ? component.name : "object array";
    }

    /** How HotSpot's arraycopy messages name an array type: {@code int[]}, or {@code object array[]}. */
    public String descriptorText() {
        return componentText() + "[]";
    }

    public String sourceFile() {
        return sourceFile;
    }

    /** The descriptor of this type: {@code Ljava/lang/String;}, {@code [I}, {@code I}. */
    public String descriptor() {
        if (primitiveKind != 0) {
            return String.valueOf(primitiveKind);
        }
        return isArray() ? name : "L" + name + ";";
    }

    public FieldInfo[] declaredFields() {
        return declaredFields;
    }

    /** The final reference instance fields of this class and its superclasses, made on first use. */
    private FieldInfo[] finalReferenceFields;

    /** This class's final instance fields of reference type, its own and inherited: the paths a lock expression may take. */
    public FieldInfo[] finalReferenceFields() {
        FieldInfo[] found = finalReferenceFields;
        if (found == null) {
            java.util.List<FieldInfo> fields = new java.util.ArrayList<>();
            for (ClassInfo c = this; c != null; c = c.superClass()) {
                for (FieldInfo f : c.declaredFields) {
                    if (!f.isStatic() && f.isFinal() && f.isReference()) {
                        fields.add(f);
                    }
                }
            }
            found = finalReferenceFields = fields.toArray(new FieldInfo[0]);
        }
        return found;
    }

    public MethodInfo[] declaredMethods() {
        return declaredMethods;
    }

    public MethodInfo declaredMethod(String methodName, String descriptor) {
        return methodsByKey.get(methodName + descriptor);
    }

    public MethodInfo[] vtable() {
        return vtable;
    }

    /** Number of 64-bit field slots in an instance. */
    public int instanceSlots() {
        return instanceSlots;
    }

    /** Slots of an instance that hold references, for the garbage collector and the state encoder. */
    public int[] instanceRefSlots() {
        return instanceRefSlots;
    }

    /** Number of slots in this class's mirror: java.lang.Class's fields, then VM bookkeeping, then statics. */
    public int mirrorSlots() {
        return mirrorSlots;
    }

    public int[] mirrorRefSlots() {
        return mirrorRefSlots;
    }

    public int initStateSlot() {
        return initStateSlot;
    }

    /** The slot in the mirror holding the id of the thread running the class initializer. */
    public int initThreadSlot() {
        return initStateSlot + 1;
    }

    /**
     * The slot in the mirror telling, while the class is being initialized, whether its initializer runs or its
     * initializing thread still initializes its superclasses first (and from which frame depth); see ClassInitializer.
     */
    public int initDepthSlot() {
        return initStateSlot + 2;
    }

    /**
     * The reference slot in the mirror holding, once the class is erroneous, the ExceptionInInitializerError that
     * records why (HotSpot's initialization error table): the cause of each later NoClassDefFoundError.
     */
    public int initErrorSlot() {
        return initStateSlot + 3;
    }

    /**
     * The slot in the mirror that tells whether this path has allocated an instance of exactly this class (1) or not (0),
     * kept for every class that {@link #countsInstances}: program state, so that a second instance is seen even when the
     * first was collected.
     */
    public int instancesSlot() {
        return initStateSlot + 4;
    }

    /** Heap reference of this class's {@code java.lang.Class} object. */
    public int mirrorRef() {
        return mirrorRef;
    }

    public void setMirrorRef(int ref) {
        this.mirrorRef = ref;
    }

    ClassInfo cachedArrayClass() {
        return arrayClass;
    }

    void cacheArrayClass(ClassInfo array) {
        this.arrayClass = array;
    }

    public ClassNode node() {
        return node;
    }

    /** Whether a value of this class may be assigned to a variable of {@code target} (JVMS checkcast rules). */
    public boolean isSubtypeOf(ClassInfo target) {
        if (this == target) {
            return true;
        }
        if (isPrimitive() || target.isPrimitive()) {
            return false;
        }
        if (isArray()) {
            if (target.isArray()) {
                return !component.isPrimitive() && !target.component.isPrimitive() && component.isSubtypeOf(target.component);
            }
            String t = target.name;
            return t.equals("java/lang/Object") || t.equals("java/lang/Cloneable") || t.equals("java/io/Serializable");
        }
        if (target.isInterface()) {
            return implementsInterface(target);
        }
        for (ClassInfo c = superClass; c != null; c = c.superClass) {
            if (c == target) {
                return true;
            }
        }
        return false;
    }

    private boolean implementsInterface(ClassInfo target) {
        for (ClassInfo c = this; c != null; c = c.superClass) {
            for (ClassInfo i : c.interfaces) {
                if (i == target || i.implementsInterface(target)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Finds a field by name along the superclass chain and superinterfaces (JVMS §5.4.3.2). */
    public FieldInfo findField(String fieldName, String descriptor) {
        for (FieldInfo f : declaredFields) {
            if (f.name().equals(fieldName) && (descriptor == null || f.descriptor().equals(descriptor))) {
                return f;
            }
        }
        for (ClassInfo i : interfaces) {
            FieldInfo f = i.findField(fieldName, descriptor);
            if (f != null) {
                return f;
            }
        }
        return superClass == null ? null : superClass.findField(fieldName, descriptor);
    }

    /** Method resolution (JVMS §5.4.3.3 and §5.4.3.4): this class, its superclasses, then superinterfaces. */
    public MethodInfo findMethod(String methodName, String descriptor) {
        for (ClassInfo c = this; c != null; c = c.superClass) {
            MethodInfo m = c.methodsByKey.get(methodName + descriptor);
            if (m != null) {
                return m;
            }
        }
        return findInterfaceMethod(methodName, descriptor);
    }

    /** The maximally-specific superinterface method, preferring non-abstract ones. */
    MethodInfo findInterfaceMethod(String methodName, String descriptor) {
        MethodInfo found = null;
        for (ClassInfo c = this; c != null; c = c.superClass) {
            for (ClassInfo i : c.interfaces) {
                MethodInfo m = i.methodsByKey.get(methodName + descriptor);
                if (m == null || m.isStatic() || m.isPrivate()) {
                    m = i.findInterfaceMethod(methodName, descriptor);
                }
                if (m != null && !m.isStatic() && !m.isPrivate()) {
                    if (found == null || (found.isAbstract() && !m.isAbstract())
                            || (!m.isAbstract() && m.owner().isSubtypeOf(found.owner()))) {
                        found = m;
                    }
                }
            }
        }
        return found;
    }

    /**
     * Selects the method an invokevirtual or invokeinterface of {@code resolved} runs on a receiver of
     * this class (JVMS §5.4.6). Cached per resolved method.
     */
    public MethodInfo selectMethod(MethodInfo resolved) {
        int index = resolved.vtableIndex;
        if (index >= 0 && !isInterface() && index < vtable.length && !resolved.owner().isInterface()) {
            return vtable[index];
        }
        MethodInfo cached = dispatchCache.get(resolved.id());
        if (cached == null) {
            cached = select(resolved);
            dispatchCache.put(resolved.id(), cached);
        }
        return cached;
    }

    private MethodInfo select(MethodInfo resolved) {
        if (resolved.isPrivate()) {
            return resolved;
        }
        String key = resolved.name() + resolved.descriptor();
        ClassInfo start = isArray() ? superClass : this;
        for (ClassInfo c = start; c != null; c = c.superClass) {
            MethodInfo m = c.methodsByKey.get(key);
            if (m != null && !m.isStatic() && !m.isPrivate()) {
                return m;
            }
        }
        MethodInfo m = start.findInterfaceMethod(resolved.name(), resolved.descriptor());
        return m != null ? m : resolved;
    }

    /** Inner-class attributes, for Class.getSimpleName and friends. */
    public List<InnerClassNode> innerClasses() {
        return node == null ? List.of() : node.innerClasses;
    }

    /** All superinterfaces, transitively, each once. */
    public List<ClassInfo> allInterfaces() {
        List<ClassInfo> out = new ArrayList<>();
        for (ClassInfo c = this; c != null; c = c.superClass) {
            for (ClassInfo i : c.interfaces) {
                collect(i, out);
            }
        }
        return out;
    }

    private static void collect(ClassInfo i, List<ClassInfo> out) {
        if (!out.contains(i)) {
            out.add(i);
            for (ClassInfo s : i.interfaces) {
                collect(s, out);
            }
        }
    }

    @Override
    public String toString() {
        return javaName();
    }
}
