/*
 * Two threads each increment a shared counter field once through a getter and a setter method handle
 * (MethodHandles.Lookup.findGetter/findSetter, invokeExact), without synchronization.
 *
 * Verdict: errors (assertion), a lost update: the handles' getfield and putfield are the program's field accesses.
 * Interleaving: thread 1 reads 0 through the getter, thread 2 reads 0, thread 1 writes 1, thread 2 writes 1.
 */
package org.orbitmc.programs.conc;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

public class MethodHandleLostUpdate {
    int count;

    static final MethodHandle GET;
    static final MethodHandle SET;

    static {
        try {
            GET = MethodHandles.lookup().findGetter(MethodHandleLostUpdate.class, "count", int.class);
            SET = MethodHandles.lookup().findSetter(MethodHandleLostUpdate.class, "count", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    void increment() {
        try {
            int c = (int) GET.invokeExact(this);
            Thread.yield(); // the racy window of count++
            SET.invokeExact(this, c + 1);
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        MethodHandleLostUpdate counter = new MethodHandleLostUpdate();
        Thread t1 = new Thread(counter::increment);
        Thread t2 = new Thread(counter::increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert counter.count == 2 : "lost update: " + counter.count;
    }
}
