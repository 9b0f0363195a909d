package org.orbitmc.vm.interp;

import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;

/**
 * A resolved invokeinterface (or invokevirtual of an inherited default method) with a bimorphic inline
 * cache: the two receiver classes seen last and the methods they selected, so that a call site that sees
 * one or two classes (a list of two shapes) selects without a table look-up. The cache is host state,
 * shared by all program states.
 */
public final class InterfaceCallSite {
    final MethodInfo resolved;
    private ClassInfo cachedClass;
    private MethodInfo cachedTarget;
    private ClassInfo olderClass;
    private MethodInfo olderTarget;

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
        if (receiverClass == olderClass) {
            return olderTarget;
        }
        MethodInfo target = receiverClass.selectMethod(resolved);
        olderClass = cachedClass;
        olderTarget = cachedTarget;
        cachedClass = receiverClass;
        cachedTarget = target;
        return target;
    }
}
