package org.orbitmc.checker.state;

import java.util.HashMap;
import java.util.Map;

import org.orbitmc.checker.store.IntVectorPool;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassVersions;
import org.orbitmc.vm.classes.MethodInfo;

/** The names of one VM whose states are compared only with each other: the VM's own numbers and references. */
public final class LocalNames implements StateNames {
    private final Map<Object, Integer> hiddenIds = new HashMap<>();
    private final PayloadKeys payloads = new PayloadKeys(this, key -> hiddenIds.computeIfAbsent(key, k -> hiddenIds.size()));
    private final IntVectorPool objects = new IntVectorPool();

    @Override
    public int classId(ClassInfo c) {
        return c.id();
    }

    @Override
    public int methodId(MethodInfo m) {
        return m.id();
    }

    @Override
    public int permanentName(int ref) {
        return ref; // a permanent object keeps its reference for the whole search
    }

    @Override
    public boolean ordersPermanentsByName() {
        return false;
    }

    @Override
    public int versionId(ClassVersions.Version version) {
        return version.id();
    }

    @Override
    public int hiddenId(Object payload) {
        return payloads.id(payload);
    }

    @Override
    public int pool(int[] values, int from, int to) {
        return objects.add(values, from, to);
    }
}
