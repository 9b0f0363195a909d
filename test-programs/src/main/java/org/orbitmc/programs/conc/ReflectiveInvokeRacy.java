/*
 * Two threads increment a counter through Method.invoke of a method that is not synchronized.
 *
 * Verdict: assertion (lost update). The reflectively invoked method runs as the threads' own code, its field
 * accesses visible operations, so the interleaving that loses an update is found.
 */
package org.orbitmc.programs.conc;

import java.lang.reflect.Method;

public class ReflectiveInvokeRacy {
    static int count;

    public static void increment() {
        int c = count;
        count = c + 1;
    }

    public static void main(String[] args) throws Exception {
        Method increment = ReflectiveInvokeRacy.class.getMethod("increment");
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
