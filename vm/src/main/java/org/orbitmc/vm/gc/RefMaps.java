package org.orbitmc.vm.gc;

import java.util.Arrays;

import org.orbitmc.vm.classes.MethodInfo;

/**
 * Reference maps of the methods found on thread stacks, computed on first need (most methods are never
 * on a stack during a collection) and cached by method id.
 */
public final class RefMaps {
    private RefMap[] byMethod = new RefMap[1024];

    public RefMap of(MethodInfo m) {
        int id = m.id();
        if (id >= byMethod.length) {
            byMethod = Arrays.copyOf(byMethod, Math.max(id + 1, byMethod.length * 2));
        }
        RefMap map = byMethod[id];
        if (map == null) {
            map = RefMap.analyze(m.owner().name(), m.node());
            byMethod[id] = map;
        }
        return map;
    }
}
