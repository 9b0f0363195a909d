package org.orbitmc.checker.state;

import java.util.Arrays;

import org.eclipse.collections.impl.map.mutable.primitive.IntIntHashMap;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassVersions;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;

/**
 * The names one VM of a parallel search gives its states, from the {@link NameTable} all its VMs share: a class by its
 * name, and by its class file too when the name alone does not say which class it is in another VM (a class Orbit
 * generated, one the program defined: {@link ClassInfo#identifyingBytes}); an array class by its component; a method
 * by its class, name and descriptor; an interned string by its contents. What has no such name (a version of the
 * classes' code after a redefinition, a permanent object of another kind) gets a name of this VM alone: two VMs then
 * store such states twice, never one for the other. The table is asked once per class, method and permanent object;
 * after that the numbers come from this VM's own arrays.
 */
final class SharedNames implements StateNames {
    private final NameTable table;
    private final Vm vm;
    private final Heap heap;
    /** By a class's (method's) own id, its shared number plus one; 0 until asked. */
    private int[] classIds = new int[256];
    private int[] methodIds = new int[1024];
    /** Permanent objects' names, by reference. */
    private final IntIntHashMap permanentNames = new IntIntHashMap();
    /** How many of the heap's permanent objects were looked at for names. */
    private int scanned;
    private final PayloadKeys payloads;

    SharedNames(NameTable table, Vm vm) {
        this.table = table;
        this.vm = vm;
        this.heap = vm.heap();
        this.payloads = new PayloadKeys(this, table::id);
    }

    @Override
    public int classId(ClassInfo c) {
        int id = c.id();
        if (id >= classIds.length) {
            classIds = Arrays.copyOf(classIds, Math.max(id + 1, classIds.length * 2));
        }
        int n = classIds[id];
        if (n == 0) {
            n = table.id(classKey(c)) + 1;
            classIds[id] = n;
        }
        return n - 1;
    }

    private Object classKey(ClassInfo c) {
        if (c.isArray()) {
            return new ArrayClass(classId(c.componentType()));
        }
        if (c.isPrimitive()) {
            return new PrimitiveClass(c.name());
        }
        byte[] bytes = c.identifyingBytes();
        return bytes == null ? new NamedClass(c.name()) : new DefinedClass(c.name(), bytes);
    }

    @Override
    public int methodId(MethodInfo m) {
        int id = m.id();
        if (id >= methodIds.length) {
            methodIds = Arrays.copyOf(methodIds, Math.max(id + 1, methodIds.length * 2));
        }
        int n = methodIds[id];
        if (n == 0) {
            boolean declared = m.owner().declaredMethod(m.name(), m.descriptor()) == m;
            n = table.id(new Method(classId(m.owner()), m.name(), m.descriptor(), declared)) + 1;
            methodIds[id] = n;
        }
        return n - 1;
    }

    @Override
    public int permanentName(int ref) {
        int n = permanentNames.getIfAbsent(ref, -1);
        if (n < 0) {
            nameInternedStrings();
            n = permanentNames.getIfAbsent(ref, -1);
            if (n < 0) {
                n = table.id(new OfThisVm(this, ref));
                permanentNames.put(ref, n);
            }
        }
        return n;
    }

    /** Names the interned strings made since the last call, and their characters (allocated just before them). */
    private void nameInternedStrings() {
        ClassInfo string = vm.classes().loadedClass("java/lang/String");
        if (string == null) {
            return;
        }
        int valueSlot = string.findField("value", "[B").slot();
        for (int count = heap.permanentCount(); scanned < count; scanned++) {
            int ref = heap.permanentRef(scanned);
            HeapObject o = heap.read(ref);
            if (o.type == string) {
                String contents = vm.strings().toHost(ref);
                permanentNames.put(ref, table.id(new InternedString(contents)));
                permanentNames.put((int) o.fields[valueSlot], table.id(new InternedCharacters(contents)));
            }
        }
    }

    @Override
    public boolean ordersPermanentsByName() {
        return true;
    }

    @Override
    public int versionId(ClassVersions.Version version) {
        return version.id() == 0 ? 0 : table.id(new VersionOfThisVm(this, version.id())) + 1;
    }

    @Override
    public int hiddenId(Object payload) {
        return payloads.id(payload);
    }

    @Override
    public int pool(int[] values, int from, int to) {
        return table.pool(values, from, to);
    }

    private record NamedClass(String name) {
    }

    private record PrimitiveClass(String name) {
    }

    private record ArrayClass(int component) {
    }

    /** A class defined from bytes its name does not identify: the same class only with the same bytes. */
    private record DefinedClass(String name, byte[] bytes) {
        @Override
        public boolean equals(Object o) {
            return o instanceof DefinedClass d && name.equals(d.name) && Arrays.equals(bytes, d.bytes);
        }

        @Override
        public int hashCode() {
            return 31 * name.hashCode() + Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return "DefinedClass[" + name + "]";
        }
    }

    private record Method(int owner, String name, String descriptor, boolean declared) {
    }

    private record InternedString(String contents) {
    }

    private record InternedCharacters(String contents) {
    }

    /** A name no other VM uses: its owner compares by identity. */
    private record OfThisVm(SharedNames owner, int number) {
    }

    /** A version of the classes' code no other VM has (its changes were made by this VM's program). */
    private record VersionOfThisVm(SharedNames owner, int id) {
    }
}
