package org.orbitmc.checker.state;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.orbitmc.checker.store.StripedVectorPool;
import org.orbitmc.vm.Vm;

/**
 * What the VMs of one parallel search share so that their encodings agree ({@link SharedNames}): a number for each key
 * (what a class, method or permanent object is, independently of any VM), and the pool of object encodings. Safe for
 * use by many threads.
 */
public final class NameTable {
    private final ConcurrentHashMap<Object, Integer> ids = new ConcurrentHashMap<>();
    private final AtomicInteger next = new AtomicInteger();
    /** Every worker pools each object it encodes anew here: striped, so that workers seldom wait for one another. */
    private final StripedVectorPool objects = new StripedVectorPool(STRIPE_BITS);
    private static final int STRIPE_BITS = 4;

    /** The names one VM of the search gives its states. */
    public StateNames namesFor(Vm vm) {
        return new SharedNames(this, vm);
    }

    /** The number of {@code key}: the same for equal keys, whichever thread asks first. */
    int id(Object key) {
        Integer id = ids.get(key);
        return id != null ? id : ids.computeIfAbsent(key, k -> next.getAndIncrement());
    }

    /** The number of an object's encoding in the shared pool. */
    int pool(int[] values, int from, int to) {
        return objects.add(values, from, to);
    }
}
