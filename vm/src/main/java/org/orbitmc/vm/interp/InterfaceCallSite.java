package org.orbitmc.vm.interp;

import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;

/**
 * A resolved invokeinterface (or invokevirtual of an inherited default method) with a monomorphic inline
 * cache: the receiver class seen last and the method it selected, so that a call site that always sees
 * the same class selects without a table look-up. The cache is host state, shared by all program states.
 */
public final class InterfaceCallSite {
    final MethodInfo resolved;
    private ClassInfo cachedClass;
    private MethodInfo cachedTarget;

    InterfaceCallSite(MethodInfo resolved) {
        this.resolved = resolved;
    }

    /** The method the call site names (as resolved), whatever the receiver: a constant's meaning, for traces. */
    public static Object unwrap(Object constant) {
        return constant instanceof InterfaceCallSite site ? site.resolved : constant;
    }

    MethodInfo select(ClassInfo receiverClass) {
        if (receiverClass == cachedClass) {
            return cachedTarget;
        }
        MethodInfo target = receiverClass.selectMethod(resolved);
        cachedClass = receiverClass;
        cachedTarget = target;
        return target;
    }
}
