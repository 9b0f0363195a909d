package org.orbitmc.checker.state;

import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassVersions;
import org.orbitmc.vm.classes.MethodInfo;

/**
 * The numbers a state's encoding gives what a VM numbers in its own order: classes and methods (numbered as they are
 * loaded), permanent objects (by allocation), versions of the classes' code, VM-internal payloads, and the pooled
 * encodings of objects. Within one VM these are names for the whole search ({@link LocalNames}); the VMs of a parallel
 * search load classes in different orders, so they name everything by what it is, through one table they share
 * ({@link SharedNames}): equal states in two of them then have equal encodings, and different ones different encodings.
 */
public interface StateNames {
    int classId(ClassInfo c);

    int methodId(MethodInfo m);

    /** A permanent object's name (an interned string or its characters; class mirrors are named by their class). */
    int permanentName(int ref);

    /**
     * Whether the encoder must list permanent objects in the order of their names: true when names are shared, because
     * the order in which a VM allocated its permanent objects is its own.
     */
    boolean ordersPermanentsByName();

    int versionId(ClassVersions.Version version);

    /** A VM-internal payload of an object (a backtrace, a VarHandle's target): equal payloads, equal numbers. */
    int hiddenId(Object payload);

    /** The number of an object's encoding {@code values[from, to)}: equal encodings, equal numbers. */
    int pool(int[] values, int from, int to);
}
