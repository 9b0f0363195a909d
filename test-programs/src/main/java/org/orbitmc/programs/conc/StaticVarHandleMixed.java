/*
 * A static counter updated by one worker with plain reads and writes under a monitor, and by another with a
 * VarHandle's atomic getAndAdd, which holds no lock.
 *
 * Verdict: assertion failure. The atomic add can fall between the first worker's read and its write: a lost update.
 * The VarHandle's access reaches the static through the class's mirror (an Unsafe access); lock discipline must count
 * it as an access to the static, or the first worker's read and write, both under its monitor, would be one step.
 */
package org.orbitmc.programs.conc;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

public class StaticVarHandleMixed {
    static final Object LOCK = new Object();
    static int count;
    static final VarHandle COUNT;

    static {
        try {
            COUNT = MethodHandles.lookup().findStaticVarHandle(StaticVarHandleMixed.class, "count", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread locked = new Thread(() -> {
            synchronized (LOCK) {
                count = count + 1;
            }
        });
        Thread atomic = new Thread(() -> COUNT.getAndAdd(1));
        locked.start();
        atomic.start();
        locked.join();
        atomic.join();
        assert count == 2 : "count " + count;
    }
}
