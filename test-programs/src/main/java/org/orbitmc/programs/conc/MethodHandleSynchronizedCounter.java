/*
 * Two threads each increment a shared counter field once through a getter and a setter method handle
 * (MethodHandles.Lookup.findGetter/findSetter, invokeExact) inside a synchronized method.
 *
 * Verdict: no errors: the monitor orders the handles' getfield and putfield, so count == 2 in every interleaving.
 */
package org.orbitmc.programs.conc;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

public class MethodHandleSynchronizedCounter {
    int count;

    static final MethodHandle GET;
    static final MethodHandle SET;

    static {
        try {
            GET = MethodHandles.lookup().findGetter(MethodHandleSynchronizedCounter.class, "count", int.class);
            SET = MethodHandles.lookup().findSetter(MethodHandleSynchronizedCounter.class, "count", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    synchronized void increment() {
        try {
            int c = (int) GET.invokeExact(this);
            Thread.yield(); // the racy window of count++
            SET.invokeExact(this, c + 1);
        } catch (Throwable t) {
            throw new AssertionError(t);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        MethodHandleSynchronizedCounter counter = new MethodHandleSynchronizedCounter();
        Thread t1 = new Thread(counter::increment);
        Thread t2 = new Thread(counter::increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert counter.count == 2 : "lost update: " + counter.count;
    }
}
