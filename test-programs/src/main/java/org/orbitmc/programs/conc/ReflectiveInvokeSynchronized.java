/*
 * Two threads increment a counter through Method.invoke of a synchronized method.
 *
 * Verdict: no errors. The reflective call takes the method's monitor, so the increments do not interleave; the
 * target runs as the threads' own code, so without the lock the lost update is found (ReflectiveInvokeRacy).
 */
package org.orbitmc.programs.conc;

import java.lang.reflect.Method;

public class ReflectiveInvokeSynchronized {
    static int count;

    public static synchronized void increment() {
        int c = count;
        count = c + 1;
    }

    public static void main(String[] args) throws Exception {
        Method increment = ReflectiveInvokeSynchronized.class.getMethod("increment");
        Thread t = new Thread(() -> {
            try {
                increment.invoke(null);
            } catch (ReflectiveOperationException e) {
                throw new RuntimeException(e);
            }
        });
        t.start();
        increment.invoke(null);
        t.join();
        assert count == 2 : "lost update: " + count;
    }
}
